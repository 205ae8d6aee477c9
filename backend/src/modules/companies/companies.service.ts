import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { canSeeMoney, canSwitchCompany, customPolicyRowId, hasAnyPermission, OVERTIME_SETTINGS_MESSAGES, PERMISSIONS, type CsvHeaderStyle } from '@groundwork/shared/domain';
import { type CompanyInput } from '@groundwork/shared/validation';
import { companyLogoPath, companyLogoUrl, type SessionClaims } from '../../platform/auth/session-claims';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { OvertimePolicyRow } from '../overtime/overtime-policy.entity';
import { recomputeCompany } from '../overtime/overtime-recompute';
import { moneyOmitted, refuseMoneyWrite, type MoneyHolder } from '../job-cost/money-fields';
import { Company } from './company.entity';
import { decodeDataUrl, detectImageType, LOGO_CONTENT_TYPES } from './logo-image';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

export const COMPANY_MESSAGES = {
  deleteOwn: 'You cannot delete the company you are signed in to.',
  hasData: 'This company still has data (roles, users, jobs, equipment or other records) and cannot be deleted.',
} as const;
registerServerMessages('COMPANY_MESSAGES', COMPANY_MESSAGES);

/** A company as the API returns it: logo is a URL (GET /api/companies/{id}/logo), not the image data. */
export interface CompanyView {
  id: number;
  name: string;
  description: string | null;
  payrollHeader: string | null;
  payPeriodStartsOn: string;
  rentalEquipmentJob: string | null;
  includeRentalEquipment: boolean;
  csvHeaderStyle: CsvHeaderStyle;
  timeZone: string;
  overtimePolicy: string;
  /** Money (job cost): only for reports.job_cost (docs/permissions.md "Who sees money"). */
  laborBurdenPercent?: number;
  salariedHoursPerYear?: number;
  logo: string | null;
}

export interface CompanyLogo {
  contentType: string;
  bytes: Buffer;
}

/** Whether the user sees every company (companies.all or the server's switch rule) rather than only the token's. */
export function seesAllCompanies(user: Pick<SessionClaims, 'scopes' | 'role'>): boolean {
  return canSwitchCompany(user) || hasAnyPermission(user, PERMISSIONS.COMPANIES_ALL);
}

/** The company as the API writes it; the labour burden and salaried hours only for reports.job_cost. */
export function toCompanyView(company: Company, user: MoneyHolder): CompanyView {
  const view: CompanyView = {
    id: company.id,
    name: company.name,
    description: company.description,
    payrollHeader: company.payrollHeader,
    payPeriodStartsOn: company.payPeriodStartsOn,
    rentalEquipmentJob: company.rentalEquipmentJob,
    includeRentalEquipment: company.includeRentalEquipment,
    csvHeaderStyle: company.csvHeaderStyle,
    timeZone: company.timeZone,
    overtimePolicy: company.overtimePolicy,
    laborBurdenPercent: company.laborBurdenPercent,
    salariedHoursPerYear: company.salariedHoursPerYear,
    logo: companyLogoUrl(company),
  };
  for (const field of moneyOmitted(user, 'company')) delete view[field as keyof CompanyView];
  return view;
}

@Injectable()
export class CompaniesService {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  /** Every company by name; reads whether a logo exists without loading the images. Money only for reports.job_cost. */
  async list(user: MoneyHolder): Promise<CompanyView[]> {
    const money = canSeeMoney(user);
    const query = this.companies
      .createQueryBuilder('company')
      .select('company.id', 'id')
      .addSelect('company.name', 'name')
      .addSelect('company.description', 'description')
      .addSelect('company.payrollHeader', 'payrollHeader')
      .addSelect('company.payPeriodStartsOn', 'payPeriodStartsOn')
      .addSelect('company.rentalEquipmentJob', 'rentalEquipmentJob')
      .addSelect('company.includeRentalEquipment', 'includeRentalEquipment')
      .addSelect('company.csvHeaderStyle', 'csvHeaderStyle')
      .addSelect('company.timeZone', 'timeZone')
      .addSelect('company.overtimePolicy', 'overtimePolicy')
      .addSelect('company.logo IS NOT NULL', 'hasLogo')
      .orderBy('company.name', 'ASC');
    if (money) query.addSelect('company.laborBurdenPercent', 'laborBurdenPercent').addSelect('company.salariedHoursPerYear', 'salariedHoursPerYear');
    const rows = await query.getRawMany<Omit<CompanyView, 'logo'> & { hasLogo: boolean }>();
    // numeric comes from the driver as text: the API writes it as a number, as the entity's transformer does.
    return rows.map(({ hasLogo, ...company }) => ({
      ...company,
      ...(money ? { laborBurdenPercent: Number(company.laborBurdenPercent) } : {}),
      logo: hasLogo ? companyLogoPath(company.id) : null,
    }));
  }

  /** A company the user may see: their token's company, or any company for companies.all / switchers; else 404. */
  async findVisible(user: SessionClaims, id: number): Promise<Company> {
    if (id !== user.companyId && !seesAllCompanies(user)) throw new NotFound();
    const company = await this.companies.findOne({ where: { id } });
    if (!company) throw new NotFound();
    return company;
  }

  async get(user: SessionClaims, id: number): Promise<CompanyView> {
    return toCompanyView(await this.findVisible(user, id), user);
  }

  /**
   * companies.all manages every company. A duplicate name answers 409 on name (uq_company_lower_name). A new company has no
   * policies of its own yet: a `custom-` policy is refused (400). The labour burden and salaried hours only from
   * reports.job_cost (403).
   */
  async create(user: SessionClaims, input: CompanyInput): Promise<CompanyView> {
    refuseMoneyWrite(user, 'company', input);
    const { logo, ...fields } = input;
    if (fields.overtimePolicy && customPolicyRowId(fields.overtimePolicy) !== null) {
      throw new ValidationFailed({ overtimePolicy: OVERTIME_SETTINGS_MESSAGES.overtimePolicy });
    }
    return toCompanyView(await this.companies.save(this.companies.create({ ...fields, logo: logo ?? null })), user);
  }

  /**
   * An absent logo keeps the stored one; null (or '') removes it. A custom overtime policy must be one of the
   * company's (400). A new policy or time zone splits the company's records that are not exported again, in the same
   * transaction. The labour burden and salaried hours only from reports.job_cost (403; absent, they stay).
   */
  async update(user: SessionClaims, id: number, input: CompanyInput): Promise<CompanyView> {
    refuseMoneyWrite(user, 'company', input);
    return this.companies.manager.transaction(async (m) => {
      const company = await m.getRepository(Company).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw new NotFound();
      const { logo, ...fields } = input;
      const customId = fields.overtimePolicy ? customPolicyRowId(fields.overtimePolicy) : null;
      if (customId !== null && !(await m.getRepository(OvertimePolicyRow).exists({ where: { id: customId, companyId: id } }))) {
        throw new ValidationFailed({ overtimePolicy: OVERTIME_SETTINGS_MESSAGES.overtimePolicy });
      }
      const saved = await m.getRepository(Company).save({ ...company, ...fields, ...(logo === undefined ? {} : { logo }) });
      if (saved.timeZone !== company.timeZone || saved.overtimePolicy !== company.overtimePolicy) await recomputeCompany(m, id);
      return toCompanyView(saved, user);
    });
  }

  /**
   * Never the caller's own company (the token's), never one that still has rows in any tenant table (checked over
   * every entity with company_id; the foreign keys back this up under races).
   */
  async remove(user: SessionClaims, id: number): Promise<{ isSuccessful: true }> {
    if (id === user.companyId) throw new Conflict(COMPANY_MESSAGES.deleteOwn);
    const company = await this.companies.findOne({ where: { id } });
    if (!company) throw new NotFound();
    if (await this.hasData(id)) throw new Conflict(COMPANY_MESSAGES.hasData);
    await this.companies.delete({ id });
    return { isSuccessful: true };
  }

  private async hasData(id: number): Promise<boolean> {
    const tables = this.companies.manager.connection.entityMetadatas
      .filter((m) => m.columns.some((c) => c.databaseName === 'company_id'))
      .map((m) => `EXISTS (SELECT 1 FROM "${m.tableName}" WHERE company_id = $1)`);
    if (tables.length === 0) return false;
    const [row] = await this.companies.query(`SELECT (${tables.join(' OR ')}) AS "hasData"`, [id]);
    return row?.hasData === true;
  }

  /**
   * The stored logo decoded to bytes, typed by its signature (logo-image.ts); 404 when the company has none or what
   * is stored is not one of the logo images.
   */
  async logo(user: SessionClaims, id: number): Promise<CompanyLogo> {
    const company = await this.findVisible(user, id);
    const decoded = company.logo ? decodeDataUrl(company.logo) : null;
    const type = decoded ? detectImageType(decoded.bytes) : null;
    if (!decoded || !type) throw new NotFound();
    return { contentType: LOGO_CONTENT_TYPES[type], bytes: decoded.bytes };
  }
}
