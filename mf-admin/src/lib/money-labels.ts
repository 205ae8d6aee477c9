/**
 * The words of the money fields on the equipment, cost code and company forms and the equipment upload (issue 20), in one place for the
 * translation catalogue mf-admin does not have yet. The fields show only for reports.job_cost (docs/permissions.md
 * "Who sees money"); the server refuses them from anyone else.
 */
export const MONEY_LABELS = {
  hourlyRate: 'Hourly Rate ($)',
  hourlyRateHint: 'Cost of an hour used, for job cost: the internal rate of owned equipment, the rental rate of a rental. Dollars and cents.',
  budgetAmount: 'Budget Amount ($)',
  budgetAmountHint: 'The budgeted cost of this cost code, beside its quantity, for job cost. Dollars and cents; empty for none.',
  laborBurdenPercent: 'Labour Burden (%)',
  laborBurdenPercentHint: 'Payroll taxes and benefits added on top of wages in job cost, 0 to 100.',
  salariedHoursPerYear: 'Salaried Hours per Year',
  salariedHoursPerYearHint: "A salaried employee's hourly cost is their yearly salary divided by this (2080: 52 weeks of 40 hours).",
  equipmentUploadRate: 'The Hourly Rate column is optional: dollars and cents, empty for none.',
  equipmentUploadNoRate: 'Leave the Hourly Rate column empty.',
} as const;
