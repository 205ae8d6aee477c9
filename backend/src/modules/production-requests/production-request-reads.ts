/**
 * Reads of schedule entries (alias sr: the lateral row of jsonArray is r) (production requests) built by PostgreSQL as JSON: one statement for the entries, their
 * employee, job, requester and, when asked, the time record that answers each (with its equipment lines).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { ProductionRequest as ProductionRequestView } from '@groundwork/shared/domain';
import { dataSourceOf, jsonArray, jsonColumns, jsonObject, queryJson } from '../../platform/database/json-sql';
import type { InstantBound } from '../../platform/validation/query-params';
import { Job } from '../jobs/job.entity';
import { productionsJsonArray, rangeConditions, userSummaryColumns } from '../productions/production-reads';
import { timeOffSpanIn } from '../time-offs/time-off-reads';
import { ProductionRequest } from './production-request.entity';

export interface RequestFilter {
  companyId: number;
  ids?: readonly number[];
  jobId?: number;
  userId?: number;
  /** Only entries without a time record. */
  pendingOnly?: boolean;
  /** Bounds on the entry's start (request_at). */
  from?: InstantBound;
  to?: InstantBound;
  /**
   * Leave out the entries that overlap an approved time off of their employee (the company's days, as the schedule's
   * conflicts count it): a shift scheduled before the day off was approved is owed no timecard (Missing Timecards).
   */
  excludeTimeOff?: boolean;
}

export interface RequestIncludes {
  /** The answering time record as `production` (cost code, work type, equipment lines), or null. */
  production?: boolean;
}

/** The JSON array expression of the entries matching the filter (start order), and its parameters ($1 the company). */
export function requestsQuery(db: DataSource | EntityManager, filter: RequestFilter, include: RequestIncludes = {}) {
  const ds = dataSourceOf(db);
  const params: unknown[] = [filter.companyId];
  const where = ['sr.company_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.ids) add((n) => `sr.id = ANY(${n}::int[])`, filter.ids);
  if (filter.jobId !== undefined) add((n) => `sr.job_id = ${n}`, filter.jobId);
  if (filter.userId !== undefined) add((n) => `sr.user_id = ${n}`, filter.userId);
  if (filter.pendingOnly) where.push('sr.production_id IS NULL');
  where.push(...rangeConditions('sr.request_at', params, filter.from, filter.to));
  if (filter.excludeTimeOff) {
    const off = timeOffSpanIn('t', '(SELECT time_zone FROM company WHERE id = $1)');
    where.push(`NOT EXISTS (SELECT 1 FROM time_off t WHERE t.company_id = $1 AND t.user_id = sr.user_id AND t.approved_at IS NOT NULL
      AND ${off.start} < sr.request_ends_at AND ${off.end} > sr.request_at)`);
  }
  const select = [
    jsonColumns(ds, ProductionRequest, 'sr'),
    `${jsonObject(userSummaryColumns('u', ''))} AS "user"`,
    `${jsonObject(jsonColumns(ds, Job, 'j', { only: ['id', 'name', 'description', 'status', 'location'] }))} AS "job"`,
    `${jsonObject('rb.id, rb.name, rb.username', 'rb.id IS NOT NULL')} AS "requestedBy"`,
  ];
  if (include.production) {
    select.push(`(${productionsJsonArray(ds, 'p.id = sr.production_id AND p.company_id = sr.company_id', { costCode: true })} -> 0) AS "production"`);
  }
  const expression = jsonArray({
    select: select.join(', '),
    from: 'production_request sr JOIN "user" u ON u.id = sr.user_id JOIN job j ON j.id = sr.job_id LEFT JOIN "user" rb ON rb.id = sr.requested_by_id',
    where: where.join(' AND '),
    orderBy: 'sr.request_at, u.name, sr.id',
  });
  return { expression, params };
}

/** The entries matching the filter as JSON text (for list routes that send it as is). */
export async function readRequestsJson(db: DataSource | EntityManager, filter: RequestFilter, include: RequestIncludes = {}): Promise<string> {
  const { expression, params } = requestsQuery(db, filter, include);
  return (await queryJson(db, `SELECT ${expression}::text AS body`, params))!;
}

/** The entries matching the filter, parsed (for write paths that answer with entries). */
export async function readRequests(db: DataSource | EntityManager, filter: RequestFilter, include: RequestIncludes = {}): Promise<ProductionRequestView[]> {
  return JSON.parse(await readRequestsJson(db, filter, include)) as ProductionRequestView[];
}
