import type { EntityManager } from 'typeorm';
import { costLinesSql } from '../modules/job-cost/job-cost-read';
import { decideJobCostAlerts } from '../modules/notifications/job-cost-alerts';
import { DEMO_CATALOGUE } from './demo-data';

/** The demo's overrun story (docs/job-cost.md "Alerts"): this cost code of this job is past 80 % of its budget. */
export const DEMO_ALERT = { job: 'DC24-104', costCode: '104-EQP' } as const;

/**
 * Run after the records and their overtime split: the cost code's budget is set from what its records cost, so it
 * is about 85 % spent (budget amount: the cost ÷ 0.85, rounded up to $100) and about 90 % done (budget hours: the
 * hours ÷ 0.9, rounded up), whatever day the seed runs: amber on the job cost screen, not red. The demo manager runs
 * the job (assigned to it), so the alert reaches them as well as the administrator, like any write crossing 80 %.
 */
export async function seedJobCostAlert(m: EntityManager): Promise<void> {
  const [code] = (await m.query(
    `SELECT cc.id, cc.company_id AS "companyId", cc.job_id AS "jobId" FROM cost_code cc JOIN job j ON j.id = cc.job_id
     JOIN company c ON c.id = cc.company_id WHERE c.name = $1 AND j.name = $2 AND cc.name = $3`,
    [DEMO_CATALOGUE.name, DEMO_ALERT.job, DEMO_ALERT.costCode],
  )) as { id: number; companyId: number; jobId: number }[];
  const params: unknown[] = [code.companyId];
  const lines = costLinesSql(params, { companyId: code.companyId, approvedOnly: false, scope: { costCodeIds: [code.id] } });
  params.push(code.id);
  await m.query(
    `WITH ${lines} UPDATE cost_code cc SET quantity = ceil(c.labor_hours / 0.9), budget_amount = ceil(c.total_cost / 0.85 / 100) * 100
     FROM costed c WHERE cc.id = c.id AND cc.id = $${params.length}`,
    params,
  );
  await m.query(
    `INSERT INTO job_assignment (company_id, job_id, user_id, assignment)
     SELECT $1, $2, u.id, 'Project Manager' FROM "user" u WHERE u.company_id = $1 AND u.username = 'manager' ON CONFLICT DO NOTHING`,
    [code.companyId, code.jobId],
  );
  await decideJobCostAlerts(m, code.companyId, [code.id]);
}
