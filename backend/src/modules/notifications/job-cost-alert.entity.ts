import { Check, Entity, Index, Unique } from 'typeorm';
import { CostCodeThreshold } from './cost-code-threshold';

/**
 * A threshold a cost code has reached (docs/job-cost.md "Alerts"): the state that makes one alert per crossing. Its
 * unique key is the cost code, the threshold and the budget it was measured against, so the alert is raised once per
 * budget: a cost code taken back under and over again raises nothing new; a new budget re-arms both thresholds.
 * `actual`: the figure of the write that reached it.
 */
@Entity()
@Unique('uq_job_cost_alert_crossing', ['costCodeId', 'threshold', 'basis', 'budget'])
@Index('ix_job_cost_alert_job', ['jobId'])
@Check('ck_job_cost_alert_threshold', `"threshold" IN (80, 100)`)
@Check('ck_job_cost_alert_basis', `"basis" IN ('cost', 'hours')`)
export class JobCostAlert extends CostCodeThreshold {}
