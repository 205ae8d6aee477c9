/**
 * Where a cost code stands against its budget (docs/job-cost.md, "Status and thresholds"): one rule for the Job Cost
 * screen's status and the alerts (backend job-cost-alerts.ts, whose SQL compares `actual * 100 >= budget * threshold`).
 * A threshold is **reached** at exactly its share of the budget: $800 of $1,000 has reached 80 %.
 */

/** The alerts' thresholds, in percent of the budget: the warning, then the budget itself. */
export const JOB_COST_THRESHOLDS = [80, 100] as const;
export type JobCostThreshold = (typeof JOB_COST_THRESHOLDS)[number];

/** The warning threshold (amber on the screen, the first alert). */
export const JOB_COST_WARNING_PERCENT: JobCostThreshold = 80;

/** Dollars to whole cents (exact integer arithmetic from here on). */
const cents = (dollars: number) => Math.round(dollars * 100);

/** Whether `actual` has reached `percent` % of `budget` (`actual × 100 ≥ budget × percent`, in cents). */
export function reachesThreshold(actual: number, budget: number, percent: number): boolean {
  return cents(actual) * 100 >= cents(budget) * percent;
}

export type BudgetStatus = 'over' | 'near' | 'within' | 'noBudget';

/**
 * A cost code's status on the Job Cost screen: over its budget amount when its cost to date or its projection passes
 * it (an overrun: more than the budget), near it when its cost to date has reached 80 % of it (the alert's threshold,
 * 80 % included), else within it; no budget without a budget amount.
 */
export function budgetStatus(line: { budgetAmount: number | null; totalCost: number; projectedCost: number | null }): BudgetStatus {
  if (line.budgetAmount === null) return 'noBudget';
  const budget = cents(line.budgetAmount);
  if (cents(line.totalCost) > budget || (line.projectedCost !== null && cents(line.projectedCost) > budget)) return 'over';
  if (reachesThreshold(line.totalCost, line.budgetAmount, JOB_COST_WARNING_PERCENT)) return 'near';
  return 'within';
}
