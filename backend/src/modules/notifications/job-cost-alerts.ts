/**
 * Job cost alerts (issue 20, docs/job-cost.md "Alerts"): decided right after every write that changes what a cost code
 * has cost commits. The overtime recompute of a week (overtime-recompute.ts) names the cost codes of that week's records,
 * so every write of time records (create, edit, delete, approve/decline, the timecard import, a payroll export reset, a
 * change of the overtime policy) names them; the equipment line edit names its record's cost code. The write's
 * transaction only keeps their ids on its query runner (`raiseJobCostAlerts`); once it has committed,
 * JobCostAlertsAfterCommit decides them in a transaction of their own (`decideJobCostAlerts`).
 *
 * Per cost code with a budget (its budget amount, or for an hours unit without one its budget quantity): when the cost
 * to date (or labour hours) reaches 80 or 100 percent of it, one `job_cost_alert` row per (cost code, threshold,
 * budget) is inserted ON CONFLICT DO NOTHING, and only a row actually inserted makes notifications. Deciding after the
 * commit is what makes two writes crossing a threshold together safe without holding a lock through the writes: the
 * decision of the later commit reads both writes' records, and the unique row keeps it to one alert.
 */
import type { EntityManager, QueryRunner } from 'typeorm';
import { ALL_PERMISSIONS, JOB_COST_THRESHOLDS, PERMISSIONS } from '@groundwork/shared/domain';
import { costLinesSql, HOURS_UNITS } from '../job-cost/job-cost-read';

/** The cost codes a transaction's writes changed, by company, kept on its query runner until it commits. */
const COST_CODES_CHANGED = 'gwJobCostCodesChanged';

/** The notification ids a transaction created, kept on its query runner until it commits (notification-mail.ts). */
export const CREATED_NOTIFICATIONS = 'gwCreatedNotifications';

// The thresholds are the Job Cost screen's (JOB_COST_THRESHOLDS, shared/src/domain/job-cost.ts): one is reached at
// exactly its share (`actual * 100 >= budget * threshold` below, as `reachesThreshold` there).

/**
 * Names the cost codes (of the company) whose cost the transaction of `m` changes: their alerts are decided once it has
 * committed. Outside a transaction they are decided at once.
 */
export async function raiseJobCostAlerts(m: EntityManager, companyId: number, costCodeIds: readonly number[]): Promise<void> {
  if (costCodeIds.length === 0) return;
  const runner = m.queryRunner;
  if (!runner?.isTransactionActive) return decideJobCostAlerts(m, companyId, costCodeIds);
  const data = runner.data as Record<string, Map<number, Set<number>> | undefined>;
  const changed = (data[COST_CODES_CHANGED] ??= new Map());
  const ids = changed.get(companyId) ?? new Set<number>();
  for (const id of costCodeIds) ids.add(id);
  changed.set(companyId, ids);
}

/** The cost codes a committed (or rolled back) transaction changed, by company; forgotten on its query runner. */
export function takeChangedCostCodes(runner: QueryRunner): Map<number, Set<number>> | undefined {
  const data = runner.data as Record<string, Map<number, Set<number>> | undefined>;
  const changed = data[COST_CODES_CHANGED];
  delete data[COST_CODES_CHANGED];
  return changed;
}

/**
 * How a cost code is measured (docs/job-cost.md "Alerts"), of the SQL expressions of its budget amount, its budget
 * quantity and whether its unit is of hours: against its budget amount in dollars when it has one, else (an hours unit)
 * against its budget quantity in hours; `measured` is false for a cost code without either (nothing to cross).
 */
const measure = (amount: string, quantity: string, hoursUnit: string) => ({
  measured: `(${amount} > 0 OR ((${amount} IS NULL OR ${amount} = 0) AND ${hoursUnit} AND ${quantity} > 0))`,
  basis: `CASE WHEN ${amount} > 0 THEN 'cost' ELSE 'hours' END`,
  budget: `CASE WHEN ${amount} > 0 THEN ${amount} ELSE ${quantity} END`,
});

/**
 * $1 company, $2 cost code ids, $3 the hours units: those of them (`pending`, in id order) that can still raise an
 * alert, i.e. measured against a budget and without an alert of every threshold for that basis and budget yet. Only
 * they need the alert's figures: a write of time on a cost code without a budget, or past both thresholds of its
 * budget (every write of a crew on an overrun cost code), reads none (hot path). The unique alert row is what the
 * figures statement would skip anyway, so leaving it out changes nothing. Exported for the bench's write floor.
 */
export const PENDING_ALERT_COST_CODES_SQL = (() => {
  const cc = measure('cc.budget_amount', 'cc.quantity', 'lower(trim(cc.unit)) = ANY($3::text[])');
  return `SELECT coalesce(array_agg(cc.id ORDER BY cc.id), '{}') AS pending FROM cost_code cc
    WHERE cc.company_id = $1 AND cc.id = ANY($2::int[]) AND ${cc.measured}
      AND (SELECT count(*) FROM job_cost_alert a WHERE a.cost_code_id = cc.id AND a.company_id = $1
        AND a.basis = ${cc.basis} AND a.budget = ${cc.budget} AND a.threshold = ANY(ARRAY[${JOB_COST_THRESHOLDS.join(', ')}])) < ${JOB_COST_THRESHOLDS.length}`;
})();

/** The cost codes (of the company) among `costCodeIds` whose alerts are still to decide (PENDING_ALERT_COST_CODES_SQL). */
export async function pendingAlertCostCodes(m: EntityManager, companyId: number, costCodeIds: readonly number[]): Promise<number[]> {
  const [{ pending }] = (await m.query(PENDING_ALERT_COST_CODES_SQL, [companyId, [...new Set(costCodeIds)], [...HOURS_UNITS]])) as { pending: number[] }[];
  return pending;
}

/**
 * The alert's figures and its rows: $1 company, $2 the cost code ids (those pending), $3 the hours units, $4 the permission
 * reports.job_cost, $5 every permission (the administrators). One statement: the job cost's own cost lines of the
 * cost codes (costLinesSql), the thresholds they reached inserted ON CONFLICT DO NOTHING, a notification per recipient
 * of each alert actually inserted; answers the notifications' ids. Built once; exported for the bench's write floor.
 */
export const JOB_COST_ALERTS_SQL = (() => {
  const params: unknown[] = [0];
  const lines = costLinesSql(params, { companyId: 0, approvedOnly: false, scope: { costCodeIds: [] } });
  if (params.length !== 3) throw new Error('The job cost alert statement expects the cost codes as $2 and the hours units as $3.');
  const line = measure('budget_amount', 'budget_quantity', 'hours_unit');
  return `WITH ${lines},
    measured AS (
      SELECT id AS cost_code_id, job_id, ${line.basis} AS basis, ${line.budget} AS budget,
        CASE WHEN budget_amount > 0 THEN total_cost ELSE labor_hours END AS actual
      FROM costed WHERE ${line.measured}),
    alert AS (
      INSERT INTO job_cost_alert (company_id, job_id, cost_code_id, threshold, basis, budget, actual)
      SELECT $1, ms.job_id, ms.cost_code_id, t.threshold, ms.basis, ms.budget, ms.actual
      FROM measured ms CROSS JOIN unnest(ARRAY[${JOB_COST_THRESHOLDS.join(', ')}]) AS t(threshold)
      WHERE ms.actual * 100 >= ms.budget * t.threshold
      ON CONFLICT ON CONSTRAINT uq_job_cost_alert_crossing DO NOTHING
      RETURNING job_id, cost_code_id, threshold, basis, budget, actual)
    INSERT INTO notification (company_id, user_id, kind, job_id, cost_code_id, threshold, basis, actual, budget)
    SELECT $1, u.id, 'jobCostAlert', a.job_id, a.cost_code_id, a.threshold, a.basis, a.actual, a.budget
    FROM alert a JOIN "user" u ON u.company_id = $1 AND u.is_active JOIN role r ON r.id = u.role_id AND r.company_id = $1
    WHERE $4::text = ANY(r.permissions)
      AND (EXISTS (SELECT 1 FROM job_assignment ja WHERE ja.company_id = $1 AND ja.job_id = a.job_id AND ja.user_id = u.id)
        OR (lower(trim(r.name)) = 'administrator' AND r.permissions @> $5::text[]))
    RETURNING id`;
})();

/** The parameters of JOB_COST_ALERTS_SQL for cost codes of the company. */
export function jobCostAlertsParams(companyId: number, costCodeIds: readonly number[]): unknown[] {
  return [companyId, [...costCodeIds], [...HOURS_UNITS], PERMISSIONS.REPORTS_JOB_COST, [...ALL_PERMISSIONS]];
}

/**
 * Raises the alerts of the cost codes (of the company) whose cost to date passed a threshold, in the transaction of
 * `m`; notifies each recipient once per new alert. The ids of the notifications made are kept for the email sent
 * after that transaction commits. `pending`: the cost codes already found pending (pendingAlertCostCodes).
 */
export async function decideJobCostAlerts(m: EntityManager, companyId: number, costCodeIds: readonly number[], pending?: readonly number[]): Promise<void> {
  const ids = pending ?? await pendingAlertCostCodes(m, companyId, costCodeIds);
  if (ids.length === 0) return;
  const rows = (await m.query(JOB_COST_ALERTS_SQL, jobCostAlertsParams(companyId, ids))) as { id: number }[];
  if (rows.length === 0 || !m.queryRunner) return;
  const data = m.queryRunner.data as Record<string, number[] | undefined>;
  data[CREATED_NOTIFICATIONS] = [...(data[CREATED_NOTIFICATIONS] ?? []), ...rows.map((r) => r.id)];
}
