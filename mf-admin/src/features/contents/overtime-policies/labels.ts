import type { OvertimeRateName } from '@groundwork/shared/domain';

/** The overtime policy screens' own words (one place, for the translation catalogue). */
export const OVERTIME_POLICY_LABELS = {
  plural: 'Overtime Policies',
  add: 'Add Overtime Policy',
  confirmNoun: 'overtime policy',
  added: 'Overtime Policy has been added successfully.',
  deleted: 'Overtime Policy has been deleted.',
  name: 'Name',
  dailyOvertimeAfter: 'Daily Overtime After (h)',
  dailyDoubleTimeAfter: 'Daily Double Time After (h)',
  weeklyOvertimeAfter: 'Weekly Overtime After (h)',
  thresholdHint: 'Empty: no such threshold.',
  weeklyHint: 'Counts the hours paid regular only. Empty: no weekly overtime.',
  weekdayRates: 'Rate per Day of the Week',
  holidayRate: 'Holiday Rate',
  holidayRateHint: 'Every hour worked on a statutory holiday. Empty: holidays are ordinary days.',
  holidayRegion: 'Holiday Region',
  holidayRegionHint: 'The province or state whose statutory holidays apply, e.g. CA-BC.',
  union: 'Union',
  unionHint: 'Employees of this union are paid by this policy instead of the company\'s. Empty: no union.',
} as const;

/** Each rate as the policy screens name it. */
export const RATE_LABELS: Record<OvertimeRateName, string> = {
  regular: 'Regular',
  overtime: 'Overtime (1.5x)',
  doubleTime: 'Double time (2x)',
};
