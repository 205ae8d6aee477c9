import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { hasAnyPermission, PERMISSIONS } from '@groundwork/shared/domain';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { NotFound } from '../../platform/errors/domain-errors';
import { isoTimestamp, jsonArray, jsonObject, queryJson } from '../../platform/database/json-sql';

const P = PERMISSIONS;

/** The entries of record $1 in company $2, newest first, with the actor's name (the triggers write them). */
const ENTRIES = jsonArray({
  select: `h.id, h.kind, ${isoTimestamp('h.at')} AS at, ${jsonObject('a.id, a.name', 'a.id IS NOT NULL')} AS actor, h.changes, h.equipment`,
  from: 'production_history h LEFT JOIN "user" a ON a.id = h.actor_id',
  where: 'h.production_id = $1 AND h.company_id = $2',
  orderBy: 'h.at DESC, h.id DESC',
});

/**
 * Who may read: a record that exists, as reading it (managers of records and readers of its job: any record of the
 * company; web.timecards alone: their own). A deleted record: readers of its job (jobs.all, jobs.read,
 * productions.create), as the job's record list. Anything else, or another company's record: 404.
 */
const ALLOWED = `CASE WHEN EXISTS (SELECT 1 FROM production WHERE id = $1 AND company_id = $2)
  THEN $3 OR EXISTS (SELECT 1 FROM production WHERE id = $1 AND company_id = $2 AND user_id = $4)
  ELSE $3 AND EXISTS (SELECT 1 FROM production_history WHERE production_id = $1 AND company_id = $2) END`;

/** The audit trail of productions and time records (docs/records.md, "History of a record"). */
@Injectable()
export class ProductionHistoryService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** GET /api/jobs/productions/{id}/history as JSON text; one statement. */
  async historyJson(user: SessionClaims, id: number): Promise<string> {
    const readsJob = hasAnyPermission(user, P.PRODUCTIONS_CREATE, P.JOBS_ALL, P.JOBS_READ);
    const body = await queryJson(this.ds, `SELECT CASE WHEN ${ALLOWED} THEN ${ENTRIES}::text END AS body`, [id, user.companyId, readsJob, user.id]);
    if (body === null) throw new NotFound();
    return body;
  }
}
