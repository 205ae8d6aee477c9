import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CostCode as CostCodeView, DeleteResult } from '@groundwork/shared/domain';
import type { CostCodeCreateInput, CostCodeUpdateInput } from '@groundwork/shared/validation';
import { leanColumns, nest } from '../../platform/database/lean-columns';
import { Conflict, NotFound } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { Job } from '../jobs/job.entity';
import { RECORD_MESSAGES } from '../productions/records.messages';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { moneyOmitted, refuseMoneyWrite } from '../job-cost/money-fields';
import { CostCode } from './cost-code.entity';
import type { CostCodeListQuery } from './cost-codes.schemas';
import { insertChunked } from '../../platform/database/insert-chunked';

/** Rows per INSERT statement when importing (9 columns each: far below the 65,535 parameter limit). */
@Injectable()
export class CostCodesService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private get costCodes() {
    return this.ds.getRepository(CostCode);
  }

  /**
   * The company's cost codes by job and name; `name` (+ `jobId`) is the uniqueness lookup, whatever the case.
   * budgetAmount only for reports.job_cost (as every read here).
   */
  async list(user: SessionClaims, query: CostCodeListQuery): Promise<CostCodeView[]> {
    const params: unknown[] = [user.companyId];
    const where = ['c.company_id = $1'];
    if (query.jobId !== undefined) {
      params.push(query.jobId);
      where.push(`c.job_id = $${params.length}`);
    }
    if (query.name !== undefined) {
      params.push(query.name);
      where.push(`lower(c.name) = lower($${params.length})`);
    }
    const jobColumns = query.includeJob ? `, ${leanColumns(this.ds, Job, 'j', { prefix: 'job.', omit: ['createdAt', 'updatedAt'] })}` : '';
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT ${leanColumns(this.ds, CostCode, 'c', { omit: moneyOmitted(user, 'costCode') })}${jobColumns} FROM cost_code c JOIN job j ON j.id = c.job_id ` +
        `WHERE ${where.join(' AND ')} ORDER BY j.name, c.name, c.id`,
      params,
    );
    if (query.includeJob) for (const row of rows) row.job = nest(row, 'job.');
    return rows as unknown as CostCodeView[];
  }

  async get(user: SessionClaims, id: number): Promise<CostCodeView> {
    const [row] = await this.ds.query(
      `SELECT ${leanColumns(this.ds, CostCode, 'c', { omit: moneyOmitted(user, 'costCode') })} FROM cost_code c WHERE c.id = $1 AND c.company_id = $2`,
      [id, user.companyId],
    );
    if (!row) throw new NotFound();
    return row as CostCodeView;
  }

  /**
   * A new cost code; the job must be the company's (checked by the caller). A duplicate name answers 409. A budget
   * amount only from reports.job_cost (403).
   */
  async create(user: SessionClaims, input: CostCodeCreateInput): Promise<CostCodeView> {
    refuseMoneyWrite(user, 'costCode', input);
    const saved = await this.costCodes.save(this.costCodes.create({ ...input, companyId: user.companyId }));
    return this.get(user, saved.id);
  }

  /** A budget amount only from reports.job_cost (403); absent, the stored amount stays. */
  async update(user: SessionClaims, id: number, input: CostCodeUpdateInput): Promise<CostCodeView> {
    refuseMoneyWrite(user, 'costCode', input);
    const code = await findInCompany(this.costCodes, id, user.companyId);
    await this.costCodes.save(this.costCodes.merge(code, input));
    return this.get(user, id);
  }

  /** Refused (409) while any production or time record uses it. */
  async remove(companyId: number, id: number): Promise<DeleteResult> {
    await findInCompany(this.costCodes, id, companyId);
    const [used] = await this.ds.query('SELECT 1 FROM production WHERE cost_code_id = $1 LIMIT 1', [id]);
    if (used) throw new Conflict(RECORD_MESSAGES.costCodeHasRecords);
    await this.costCodes.delete({ id, companyId });
    return { isSuccessful: true };
  }

  /** Inserts validated cost codes with chunked multi-row inserts inside the caller's transaction. */
  async insertMany(manager: EntityManager, companyId: number, rows: readonly CostCodeCreateInput[]): Promise<number[]> {
    return insertChunked(manager, CostCode, rows.map((row) => ({ ...row, companyId })));
  }

  /** Cost codes by id (lean), in the order given; budgetAmount only for reports.job_cost. */
  async getMany(user: SessionClaims, ids: readonly number[]): Promise<CostCodeView[]> {
    const rows: CostCodeView[] = await this.ds.query(
      `SELECT ${leanColumns(this.ds, CostCode, 'c', { omit: moneyOmitted(user, 'costCode') })} FROM cost_code c WHERE c.company_id = $1 AND c.id = ANY($2::int[])`,
      [user.companyId, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)!).filter(Boolean);
  }
}
