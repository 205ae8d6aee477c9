/**
 * The stockpile report and a job's budget against actual, each ONE statement building the JSON in PostgreSQL
 * (json-sql.ts): no record is sent to Node, only the sums per cost code (and per week).
 *
 * Stockpile: per product (a cost code that tracks production) produced = the sum of its production quantities
 * (type 'Production', positive), hauled = the sum of its material hauling entries as a positive number (they are
 * stored negative), left = produced - hauled, over the range asked for.
 */
import type { DataSource } from 'typeorm';
import type { InstantBound } from '../../platform/validation/query-params';
import { queryJson, queryJsonOfRow } from '../../platform/database/json-sql';
import { rangeConditions } from './production-reads';

export interface StockpileFilter {
  companyId: number;
  /** One job's products; absent: the products of every job with material hauling enabled. */
  jobId?: number;
  from?: InstantBound;
  to?: InstantBound;
}

/** Sums of numeric(…) columns come out exact, then as a JSON number. */
const sum = (filter: string) => `COALESCE(sum(p.quantity) FILTER (WHERE ${filter}), 0)`;

/** The JSON array expression of the stockpile rows, and its parameters (the company is $1). */
export function stockpileQuery(filter: StockpileFilter): { expression: string; params: unknown[] } {
  const params: unknown[] = [filter.companyId];
  const codes = ['cc.company_id = $1', 'cc.is_to_track_production'];
  if (filter.jobId !== undefined) {
    params.push(filter.jobId);
    codes.push(`cc.job_id = $${params.length}`);
  } else {
    codes.push('j.is_material_hauling_enabled');
  }
  const range = rangeConditions('p.produced_at', params, filter.from, filter.to);
  const produced = sum(`p.type = 'Production'`);
  const hauled = `-${sum(`p.type = 'Material Hauling'`)}`;
  const expression = `(SELECT COALESCE(json_agg(row_to_json(r) ORDER BY r.job->>'name', r.name, r.id), '[]') FROM (
    SELECT cc.id, cc.name, cc.description, cc.unit, cc.quantity::float8 AS "budget",
      json_build_object('id', j.id, 'name', j.name, 'description', j.description, 'isMaterialHaulingEnabled', j.is_material_hauling_enabled) AS job,
      (${produced})::float8 AS produced,
      (${hauled})::float8 AS hauled,
      (${produced} + ${sum(`p.type = 'Material Hauling'`)})::float8 AS "left"
    FROM cost_code cc
    JOIN job j ON j.id = cc.job_id AND j.company_id = cc.company_id
    LEFT JOIN production p ON p.company_id = cc.company_id AND p.cost_code_id = cc.id
      AND p.type IN ('Production', 'Material Hauling')${range.map((c) => ` AND ${c}`).join('')}
    WHERE ${codes.join(' AND ')}
    GROUP BY cc.id, j.id
  ) r)`;
  return { expression, params };
}

/** GET /api/jobs/stockpile and /api/jobs/{id}/stockpile as JSON text; null for a job that is not the company's. */
export async function stockpileJson(ds: DataSource, filter: StockpileFilter): Promise<string | null> {
  const { expression, params } = stockpileQuery(filter);
  if (filter.jobId === undefined) return queryJson(ds, `SELECT ${expression}::text AS body`, params);
  return queryJsonOfRow(ds, 'job', filter.jobId, expression, params);
}

/**
 * GET /api/jobs/{id}/budget-against-actual: per cost code of the job its contract (budget) quantity, the quantity
 * produced (production codes) and the hours recorded (time codes), and the job's time record hours per week
 * (Sunday to Saturday, in `timeZone`), oldest week first. A declined record counts nowhere, as on the job cost
 * (docs/job-cost.md). Null for a job that is not the company's.
 */
export async function budgetAgainstActualJson(ds: DataSource, companyId: number, jobId: number, timeZone: string): Promise<string | null> {
  const expression = `json_build_object(
    'costCodes', (SELECT COALESCE(json_agg(row_to_json(r) ORDER BY r.name, r.id), '[]') FROM (
      SELECT cc.id, cc.name, cc.description, cc.unit, cc.quantity::float8 AS budget,
        cc.is_to_track_production AS "isToTrackProduction",
        cc.is_to_track_employee_and_equipment_time AS "isToTrackEmployeeAndEquipmentTime",
        (${sum(`p.type = 'Production'`)})::float8 AS produced,
        (${sum(`p.type = 'Time Record'`)})::float8 AS hours
      FROM cost_code cc
      LEFT JOIN production p ON p.company_id = cc.company_id AND p.cost_code_id = cc.id AND p.is_approved IS NOT FALSE
      WHERE cc.company_id = $1 AND cc.job_id = $2
      GROUP BY cc.id) r),
    'weeks', (SELECT COALESCE(json_agg(json_build_object('weekStartsOn', w.week::text, 'hours', w.hours) ORDER BY w.week), '[]') FROM (
      SELECT d.day - extract(dow FROM d.day)::int AS week, sum(d.quantity)::float8 AS hours
      FROM (SELECT (p.produced_at AT TIME ZONE $3)::date AS day, p.quantity FROM production p
            WHERE p.company_id = $1 AND p.job_id = $2 AND p.type = 'Time Record' AND p.is_approved IS NOT FALSE) d
      GROUP BY 1) w)
  )`;
  return queryJsonOfRow(ds, 'job', jobId, expression, [companyId, jobId, timeZone]);
}
