/**
 * A job's cost per cost code (issue 20, docs/job-cost.md): ONE statement building the JSON in PostgreSQL
 * (json-sql.ts). Every figure is numeric arithmetic in SQL, rounded half-up to the cent once per cost code line;
 * the totals are the sums of the rounded lines.
 */
import type { DataSource } from 'typeorm';
import type { InstantBound } from '../../platform/validation/query-params';
import { queryJsonOfRow } from '../../platform/database/json-sql';
import { rangeConditions } from '../productions/production-reads';

/** Units whose budget quantity is hours: such a cost code's actual quantity is its time records' hours. */
export const HOURS_UNITS = ['h', 'hr', 'hrs', 'hour', 'hours'] as const;

export interface JobCostFilter {
  companyId: number;
  jobId: number;
  approvedOnly: boolean;
  from?: InstantBound;
  to?: InstantBound;
}

/** Overtime costs 1.5 times the rate, double time twice (docs/overtime.md splits a record's hours). */
const WEIGHTED_HOURS = '(p.regular_hours + 1.5 * p.overtime_hours + 2 * p.double_time_hours)';

/** Which cost codes a cost computation covers: a job's (the read), or a list of cost codes (the alerts). */
export type CostScope = { jobId: number } | { costCodeIds: readonly number[] };

/**
 * The CTEs `co, labour, equipment_use, produced, line, costed` of the job cost, one row of `costed` per cost code of
 * the scope with every figure of docs/job-cost.md; the company is $1, further parameters are pushed onto `params`.
 * The one source of the formulas: the read and the alerts (notifications/job-cost-alerts.ts) both use it.
 */
export function costLinesSql(params: unknown[], filter: Omit<JobCostFilter, 'jobId'> & { scope: CostScope }): string {
  params.push('jobId' in filter.scope ? filter.scope.jobId : [...filter.scope.costCodeIds]);
  const scoped = 'jobId' in filter.scope
    ? { records: `p.job_id = $${params.length}`, costCodes: `cc.job_id = $${params.length}` }
    : { records: `p.cost_code_id = ANY($${params.length}::int[])`, costCodes: `cc.id = ANY($${params.length}::int[])` };
  const range = rangeConditions('p.produced_at', params, filter.from, filter.to).map((c) => ` AND ${c}`).join('');
  const records = `p.company_id = $1 AND ${scoped.records} AND p.is_approved IS DISTINCT FROM false${range}`;
  const timeRecords = `${records} AND p.type = 'Time Record'${filter.approvedOnly ? ' AND p.is_approved IS TRUE' : ''}`;
  params.push([...HOURS_UNITS]);
  const hoursUnits = `$${params.length}::text[]`;
  return `
    co AS (SELECT c.salaried_hours_per_year::numeric AS divisor, c.labor_burden_percent AS burden FROM company c WHERE c.id = $1),
    labour AS (
      SELECT p.cost_code_id, sum(p.quantity) AS hours,
        COALESCE(sum(${WEIGHTED_HOURS} * u.pay_rate) FILTER (WHERE u.pay_type = 'Hourly'), 0) AS hourly_wages,
        COALESCE(sum(${WEIGHTED_HOURS} * u.pay_rate) FILTER (WHERE u.pay_type = 'Salary'), 0) AS salary_wages
      FROM production p LEFT JOIN "user" u ON u.id = p.user_id AND u.company_id = p.company_id
      WHERE ${timeRecords} GROUP BY p.cost_code_id),
    equipment_use AS (
      -- Each record's lines by the index on production_id (OFFSET 0 keeps the subquery per record): joined flat, the
      -- planner hashed every line of the company for a cost code's few thousand records (docs/decisions.md).
      SELECT p.cost_code_id, sum(pe.hours_used) AS hours, sum(pe.hours_used * COALESCE(e.hourly_rate, 0)) AS cost
      FROM production p
      CROSS JOIN LATERAL (SELECT pe.hours_used, pe.equipment_id FROM production_equipment pe
        WHERE pe.production_id = p.id AND pe.company_id = p.company_id OFFSET 0) pe
      JOIN equipment e ON e.id = pe.equipment_id AND e.company_id = p.company_id
      WHERE ${timeRecords} GROUP BY p.cost_code_id),
    produced AS (
      SELECT p.cost_code_id, sum(p.quantity) AS quantity FROM production p
      WHERE ${records} AND p.type = 'Production' GROUP BY p.cost_code_id),
    line AS (
      SELECT cc.id, cc.job_id, cc.name, cc.description, cc.unit, cc.quantity AS budget_quantity, cc.budget_amount,
        lower(trim(cc.unit)) = ANY(${hoursUnits}) AS hours_unit,
        COALESCE(l.hours, 0) AS labor_hours,
        round((COALESCE(l.hourly_wages, 0) * co.divisor + COALESCE(l.salary_wages, 0)) * (100 + co.burden) / (co.divisor * 100), 2) AS labor_cost,
        COALESCE(q.hours, 0) AS equipment_hours,
        round(COALESCE(q.cost, 0), 2) AS equipment_cost,
        CASE WHEN cc.is_to_track_production THEN COALESCE(pr.quantity, 0)
             WHEN lower(trim(cc.unit)) = ANY(${hoursUnits}) THEN COALESCE(l.hours, 0) END AS actual_quantity
      FROM cost_code cc CROSS JOIN co
      LEFT JOIN labour l ON l.cost_code_id = cc.id
      LEFT JOIN equipment_use q ON q.cost_code_id = cc.id
      LEFT JOIN produced pr ON pr.cost_code_id = cc.id
      WHERE cc.company_id = $1 AND ${scoped.costCodes}),
    costed AS (
      SELECT line.*, labor_cost + equipment_cost AS total_cost,
        CASE WHEN budget_quantity > 0 AND actual_quantity IS NOT NULL THEN round(100 * actual_quantity / budget_quantity, 2) END AS percent_complete,
        CASE WHEN budget_quantity > 0 AND actual_quantity > 0
          THEN round((labor_cost + equipment_cost) * budget_quantity / actual_quantity, 2) END AS projected_cost
      FROM line)`;
}

/** The JSON object expression of the job cost and its parameters (the company is $1, the job $2). */
export function jobCostQuery(filter: JobCostFilter): { expression: string; params: unknown[] } {
  const params: unknown[] = [filter.companyId];
  const lines = costLinesSql(params, { ...filter, scope: { jobId: filter.jobId } });
  const money = (ref: string) => `${ref}::float8`;
  const expression = `(WITH ${lines},
    result AS (SELECT costed.*, budget_amount - COALESCE(projected_cost, total_cost) AS variance FROM costed)
    SELECT json_build_object(
      'jobId', $2::int,
      'basis', ${filter.approvedOnly ? `'approvedOnly'::text` : `'notDeclined'::text`},
      'costCodes', COALESCE((SELECT json_agg(json_build_object(
        'costCodeId', r.id, 'name', r.name, 'description', r.description, 'unit', r.unit,
        'budgetQuantity', r.budget_quantity::float8, 'actualQuantity', r.actual_quantity::float8,
        'percentComplete', r.percent_complete::float8, 'budgetAmount', ${money('r.budget_amount')},
        'laborHours', r.labor_hours::float8, 'laborCost', ${money('r.labor_cost')},
        'equipmentHours', r.equipment_hours::float8, 'equipmentCost', ${money('r.equipment_cost')},
        'totalCost', ${money('r.total_cost')}, 'projectedCost', ${money('r.projected_cost')}, 'variance', ${money('r.variance')}
      ) ORDER BY r.name, r.id) FROM result r), '[]'),
      'totals', (SELECT json_build_object(
        'budgetAmount', ${money('sum(r.budget_amount)')},
        'laborHours', COALESCE(sum(r.labor_hours), 0)::float8, 'laborCost', ${money('COALESCE(sum(r.labor_cost), 0)')},
        'equipmentHours', COALESCE(sum(r.equipment_hours), 0)::float8, 'equipmentCost', ${money('COALESCE(sum(r.equipment_cost), 0)')},
        'totalCost', ${money('COALESCE(sum(r.total_cost), 0)')},
        'projectedCost', ${money('COALESCE(sum(COALESCE(r.projected_cost, r.total_cost)), 0)')},
        'variance', ${money('sum(r.variance)')}
      ) FROM result r)
    ))`;
  return { expression, params };
}

/** GET /api/jobs/{id}/job-cost as JSON text; null for a job that is not the company's. */
export function jobCostJson(ds: DataSource, filter: JobCostFilter): Promise<string | null> {
  const { expression, params } = jobCostQuery(filter);
  return queryJsonOfRow(ds, 'job', filter.jobId, expression, params);
}
