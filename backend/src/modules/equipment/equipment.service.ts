import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EQUIPMENT_USAGE_READERS, hasAnyPermission } from '@groundwork/shared/domain';
import type { DeleteResult, Equipment as EquipmentView, JobEquipment as JobEquipmentView } from '@groundwork/shared/domain';
import type { EquipmentInput } from '@groundwork/shared/validation';
import { leanColumns, nest } from '../../platform/database/lean-columns';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { isoTimestamp, jsonArray, jsonColumns, jsonObject, queryJson } from '../../platform/database/json-sql';
import { rangeConditions } from '../productions/production-reads';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { EquipmentCategory } from '../equipment-categories/equipment-category.entity';
import { Job } from '../jobs/job.entity';
import { JobEquipment } from '../jobs/job-equipment.entity';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { moneyOmitted, refuseMoneyWrite } from '../job-cost/money-fields';
import { Equipment } from './equipment.entity';
import type { EquipmentGetQuery, EquipmentListQuery } from './equipment.schemas';

@Injectable()
export class EquipmentService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private get equipment() {
    return this.ds.getRepository(Equipment);
  }

  private select(where: string, omit: readonly string[]): string {
    return (
      `SELECT ${leanColumns(this.ds, Equipment, 'e', { omit })}, ec.id AS "category.id", ec.name AS "category.name" ` +
      `FROM equipment e LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id WHERE ${where}`
    );
  }

  private static withCategory(row: Record<string, unknown>): EquipmentView {
    row.equipmentCategory = nest(row, 'category.');
    return row as unknown as EquipmentView;
  }

  /**
   * The company's equipment by name, each with its category, as JSON text built in one statement; inactive hidden
   * with excludeInactive. With includeEquipmentUsage each carries `equipmentUsage`: its lines on records produced in
   * the range, oldest first, each with the record's date, employee, job and cost code (the lines are gathered in one
   * pass over the range's records, not per piece of equipment). hourlyRate only for reports.job_cost.
   */
  async listJson(user: SessionClaims, query: EquipmentListQuery): Promise<string> {
    if (query.includeEquipmentUsage && !hasAnyPermission(user, ...EQUIPMENT_USAGE_READERS)) throw new Forbidden(RECORD_MESSAGES.needsEquipmentUsage);
    const params: unknown[] = [user.companyId];
    const where = ['e.company_id = $1'];
    if (query.excludeInactive) where.push('e.is_active');
    if (query.name !== undefined) {
      params.push(query.name);
      where.push(`lower(e.name) = lower($${params.length})`);
    }
    const select = [
      jsonColumns(this.ds, Equipment, 'e', { omit: moneyOmitted(user, 'equipment') }),
      `${jsonObject('ec.id, ec.name', 'ec.id IS NOT NULL')} AS "equipmentCategory"`,
    ];
    let from = 'equipment e LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id';
    let usage = '';
    if (query.includeEquipmentUsage) {
      const range = rangeConditions('p.produced_at', params, query.producedStartsAt, query.producedEndsAt);
      const production = jsonObject(
        `p.id, ${isoTimestamp('p.produced_at')} AS "producedAt", ${jsonObject('pu.id, pu.name', 'pu.id IS NOT NULL')} AS "user", ` +
          `${jsonObject('pj.id, pj.name')} AS job, ${jsonObject('pc.id, pc.name, pc.description')} AS "costCode"`,
      );
      const line = `pe.id, pe.hours_used::float8 AS "hoursUsed", pe.liters_of_fuel::float8 AS "litersOfFuel", pe.notes, pe.equipment_id AS "equipmentId", ${production} AS production`;
      usage =
        'WITH usage AS (SELECT pe.equipment_id, json_agg(row_to_json(r) ORDER BY p.produced_at, pe.id) AS lines ' +
        'FROM production_equipment pe JOIN production p ON p.id = pe.production_id AND p.company_id = pe.company_id ' +
        'LEFT JOIN "user" pu ON pu.id = p.user_id JOIN job pj ON pj.id = p.job_id JOIN cost_code pc ON pc.id = p.cost_code_id ' +
        `CROSS JOIN LATERAL (SELECT ${line}) r WHERE ${['pe.company_id = $1', ...range].join(' AND ')} GROUP BY pe.equipment_id) `;
      from += ' LEFT JOIN usage ON usage.equipment_id = e.id';
      select.push(`COALESCE(usage.lines, '[]') AS "equipmentUsage"`);
    }
    const list = jsonArray({ select: select.join(', '), from, where: where.join(' AND '), orderBy: 'e.name, e.id' });
    return (await queryJson(this.ds, `${usage}SELECT ${list}::text AS body`, params))!;
  }

  /** The detail a user asked for: job utilization (hours and fuel) only for who may see equipment usage (403). */
  detail(user: SessionClaims, id: number, query: EquipmentGetQuery): Promise<EquipmentView> {
    if (query.includeJobUtilization && !hasAnyPermission(user, ...EQUIPMENT_USAGE_READERS)) throw new Forbidden(RECORD_MESSAGES.needsEquipmentUsage);
    return this.get(user, id, query);
  }

  /** One piece of equipment (404 outside the company), with the jobs it is put on when asked; hourlyRate only for reports.job_cost. */
  async get(user: SessionClaims, id: number, query: Partial<EquipmentGetQuery> = {}): Promise<EquipmentView> {
    const companyId = user.companyId;
    const [row] = await this.ds.query(this.select('e.id = $1 AND e.company_id = $2', moneyOmitted(user, 'equipment')), [id, companyId]);
    if (!row) throw new NotFound();
    const equipment = EquipmentService.withCategory(row);
    if (query.includeJobUtilization) {
      // Each job it is put on, with its hours and fuel on the job's records (all time; the detail's job utilization).
      const rows: Record<string, unknown>[] = await this.ds.query(
        `SELECT ${leanColumns(this.ds, JobEquipment, 'je')}, ${leanColumns(this.ds, Job, 'j', { prefix: 'job.', omit: ['createdAt', 'updatedAt'] })}, ` +
          'COALESCE(used.hours, 0)::float8 AS "hoursUsed", COALESCE(used.fuel, 0)::float8 AS "litersOfFuel" ' +
          'FROM job_equipment je JOIN job j ON j.id = je.job_id ' +
          'LEFT JOIN LATERAL (SELECT SUM(pe.hours_used) AS hours, SUM(pe.liters_of_fuel) AS fuel FROM production_equipment pe ' +
          'JOIN production p ON p.id = pe.production_id WHERE pe.company_id = je.company_id AND pe.equipment_id = je.equipment_id AND p.job_id = je.job_id) used ON true ' +
          'WHERE je.company_id = $1 AND je.equipment_id = $2 ORDER BY je.created_at DESC, je.id',
        [companyId, id],
      );
      equipment.jobUtilization = rows.map((r) => ({ ...r, job: nest(r, 'job.') }) as unknown as JobEquipmentView);
    }
    return equipment;
  }

  /** Equipment by id (the answer of the import), in the order given; hourlyRate only for reports.job_cost. */
  async getMany(user: SessionClaims, ids: readonly number[]): Promise<EquipmentView[]> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      this.select('e.company_id = $1 AND e.id = ANY($2::int[])', moneyOmitted(user, 'equipment')),
      [user.companyId, ids],
    );
    const byId = new Map(rows.map((row) => [row.id as number, EquipmentService.withCategory(row)]));
    return ids.map((id) => byId.get(id)!).filter(Boolean);
  }

  private async checkCategory(companyId: number, categoryId: number): Promise<void> {
    const found = await this.ds.getRepository(EquipmentCategory).exists({ where: { id: categoryId, companyId } });
    if (!found) throw new ValidationFailed({ equipmentCategoryId: RECORD_MESSAGES.unknownCategory });
  }

  /** hourlyRate only from reports.job_cost (403 otherwise). */
  async create(user: SessionClaims, input: EquipmentInput): Promise<EquipmentView> {
    refuseMoneyWrite(user, 'equipment', input);
    await this.checkCategory(user.companyId, input.equipmentCategoryId);
    const saved = await this.equipment.save(this.equipment.create({ ...input, companyId: user.companyId }));
    return this.get(user, saved.id);
  }

  /** hourlyRate only from reports.job_cost (403 otherwise); absent, the stored rate stays. */
  async update(user: SessionClaims, id: number, input: EquipmentInput): Promise<EquipmentView> {
    refuseMoneyWrite(user, 'equipment', input);
    const equipment = await findInCompany(this.equipment, id, user.companyId);
    await this.checkCategory(user.companyId, input.equipmentCategoryId);
    await this.equipment.save(this.equipment.merge(equipment, input));
    return this.get(user, id);
  }

  /** Refused (409) while time record equipment lines use it; its job utilization goes with it. */
  async remove(companyId: number, id: number): Promise<DeleteResult> {
    await findInCompany(this.equipment, id, companyId);
    const [used] = await this.ds.query('SELECT 1 FROM production_equipment WHERE equipment_id = $1 LIMIT 1', [id]);
    if (used) throw new Conflict(RECORD_MESSAGES.equipmentHasRecords);
    await this.equipment.delete({ id, companyId });
    return { isSuccessful: true };
  }
}
