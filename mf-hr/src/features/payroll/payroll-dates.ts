import { addDays, localDay, localIso, PAY_PERIOD_DAYS, payPeriodOf, type PayPeriod } from '@groundwork/shared/domain';

// The payroll screens' texts are in mf-hr's catalogue (src/i18n, ids 'payroll.*').

/** The payroll and equipment files as the server answers them (US-ASCII text, docs/payroll-file.md). */
export const PAYROLL_FILE_MIME = 'text/plain;charset=us-ascii';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid 'YYYY-MM-DD' day that is not after today, else today (the payroll check's date; no future dates). */
export function checkDay(value: string | null | undefined, now: Date = new Date()): string {
  const today = localDay(now);
  // A day of the calendar only: 2026-02-30 would run on into March (addDays of 0 days gives 2026-03-02 back).
  if (!value || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || addDays(value, 0) !== value) return today;
  return value > today ? today : value;
}

/**
 * The latest start of an overdue pending request for the chosen day: the end of that (local) day, or now when the
 * day is today (a shift that has not started yet is not missing).
 */
export function pendingUpTo(day: string, now: Date = new Date()): string {
  const endOfDay = new Date(new Date(localIso(addDays(day, 1), '00:00')).getTime() - 1);
  return (endOfDay < now ? endOfDay : now).toISOString();
}

/** The pay period of the chosen day and the days the previous and next period buttons choose (null: no next one yet). */
export interface PeriodNavigation {
  period: PayPeriod;
  /** The last day of the previous period. */
  previous: string;
  /** The last day of the next period, or today when that period is the current one; null from the current period. */
  next: string | null;
}

/**
 * The payroll report's period controls: `day`'s pay period (periods of PAY_PERIOD_DAYS anchored at the company's
 * `anchor`, payPeriodOf), and where previous and next lead. No day after `today` is ever chosen.
 */
export function periodNavigation(anchor: string, day: string, today: string): PeriodNavigation {
  const period = payPeriodOf(anchor, day);
  const nextEnd = addDays(period.endsOn, PAY_PERIOD_DAYS);
  return {
    period,
    previous: addDays(period.startsOn, -1),
    next: period.endsOn >= today ? null : nextEnd > today ? today : nextEnd,
  };
}
