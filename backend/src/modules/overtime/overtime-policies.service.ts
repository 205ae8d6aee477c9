import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  customPolicyId, OVERTIME_POLICIES, OVERTIME_SETTINGS_MESSAGES, type CustomOvertimePolicyRow, type OvertimePolicyView,
} from '@groundwork/shared/domain';
import type { OvertimePolicyInput } from '@groundwork/shared/validation';
import { Conflict } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { policyOf } from './overtime-domain';
import { OvertimePolicyRow } from './overtime-policy.entity';
import { recomputeCompany } from './overtime-recompute';

const toRow = (r: OvertimePolicyRow): CustomOvertimePolicyRow => ({
  id: r.id, name: r.name, dailyOvertimeAfter: r.dailyOvertimeAfter, dailyDoubleTimeAfter: r.dailyDoubleTimeAfter,
  weeklyOvertimeAfter: r.weeklyOvertimeAfter, weekdayRates: r.weekdayRates, holidayRate: r.holidayRate, holidayRegion: r.holidayRegion,
  union: r.union,
});

/**
 * The presets and the company's own overtime policies (docs/overtime.md). A change of an own policy splits the
 * company's records that are not exported again, in the same transaction (the policy may be the company's, or an
 * employee's union's).
 */
@Injectable()
export class OvertimePoliciesService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(companyId: number): Promise<OvertimePolicyView[]> {
    const rows = (await this.ds.getRepository(OvertimePolicyRow).find({ where: { companyId }, order: { name: 'ASC', id: 'ASC' } })).map(toRow);
    return [
      ...OVERTIME_POLICIES.map((p) => ({ id: p.id, name: p.name, source: p.source, custom: null })),
      ...rows.map((r) => ({ id: customPolicyId(r.id), name: r.name, source: policyOf(customPolicyId(r.id), rows).source, custom: r })),
    ];
  }

  /** One of the company's own policies (404 for another company's or a missing id). */
  async get(companyId: number, id: number): Promise<CustomOvertimePolicyRow> {
    return toRow(await findInCompany(this.ds.getRepository(OvertimePolicyRow), id, companyId));
  }

  async create(companyId: number, input: OvertimePolicyInput): Promise<CustomOvertimePolicyRow> {
    return this.write(companyId, async (repo) => repo.save(repo.create({ ...input, union: input.union ?? null, companyId })));
  }

  async update(companyId: number, id: number, input: OvertimePolicyInput): Promise<CustomOvertimePolicyRow> {
    return this.write(companyId, async (repo) => repo.save({ ...(await findInCompany(repo, id, companyId)), ...input, union: input.union ?? null }));
  }

  /** Refused (409) while it is the company's policy. */
  async remove(companyId: number, id: number): Promise<{ isSuccessful: true }> {
    await this.write(companyId, async (repo) => {
      const row = await findInCompany(repo, id, companyId);
      const [inUse] = await repo.query('SELECT 1 FROM company WHERE id = $1 AND overtime_policy = $2', [companyId, customPolicyId(id)]);
      if (inUse) throw new Conflict(OVERTIME_SETTINGS_MESSAGES.inUse);
      await repo.delete({ id, companyId });
      return row;
    });
    return { isSuccessful: true };
  }

  private async write(companyId: number, change: (repo: Repository<OvertimePolicyRow>) => Promise<OvertimePolicyRow>): Promise<CustomOvertimePolicyRow> {
    return this.ds.transaction(async (m) => {
      const row = await change(m.getRepository(OvertimePolicyRow));
      await recomputeCompany(m, companyId);
      return toRow(row);
    });
  }
}
