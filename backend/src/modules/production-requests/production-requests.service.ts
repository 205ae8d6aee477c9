import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeleteResult, ProductionRequest as ProductionRequestView } from '@groundwork/shared/domain';
import { leanColumns, nest } from '../../platform/database/lean-columns';
import { Conflict, NotFound } from '../../platform/errors/domain-errors';
import { rangeConditions, userSummaryColumns } from '../productions/production-reads';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { ProductionRequest } from './production-request.entity';
import type { JobRequestsQuery } from './production-requests.schemas';

@Injectable()
export class ProductionRequestsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** A job's schedule entries (pending ones with isPending), in a range of request times, with employee and requester. */
  async listForJob(companyId: number, jobId: number, query: JobRequestsQuery): Promise<ProductionRequestView[]> {
    const [job] = await this.ds.query('SELECT 1 FROM job WHERE id = $1 AND company_id = $2', [jobId, companyId]);
    if (!job) throw new NotFound();
    const params: unknown[] = [companyId, jobId];
    const where = ['r.company_id = $1', 'r.job_id = $2'];
    if (query.isPending) where.push('r.production_id IS NULL');
    where.push(...rangeConditions('r.request_at', params, query.requestAt, query.requestEndsAt));
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT ${leanColumns(this.ds, ProductionRequest, 'r')}, ${userSummaryColumns('u', 'user.')}, ` +
        'rb.id AS "requestedBy.id", rb.name AS "requestedBy.name", rb.username AS "requestedBy.username" ' +
        'FROM production_request r JOIN "user" u ON u.id = r.user_id LEFT JOIN "user" rb ON rb.id = r.requested_by_id ' +
        `WHERE ${where.join(' AND ')} ORDER BY r.request_at, u.name, r.id`,
      params,
    );
    return rows.map((row) => {
      row.user = nest(row, 'user.');
      row.requestedBy = nest(row, 'requestedBy.');
      return row as unknown as ProductionRequestView;
    });
  }

  /** Removes a pending schedule entry; one answered by a time record is kept (409). */
  async remove(companyId: number, id: number): Promise<DeleteResult> {
    const [request] = await this.ds.query('SELECT production_id AS "productionId" FROM production_request WHERE id = $1 AND company_id = $2', [id, companyId]);
    if (!request) throw new NotFound();
    if (request.productionId !== null) throw new Conflict(RECORD_MESSAGES.requestHasRecord);
    await this.ds.query('DELETE FROM production_request WHERE id = $1 AND company_id = $2', [id, companyId]);
    return { isSuccessful: true };
  }
}
