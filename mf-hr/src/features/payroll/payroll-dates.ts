import { addDays, localDay, localIso, MESSAGES, PAY_PERIOD_DAYS, payPeriodOf, type PayPeriod } from '@groundwork/shared/domain';

/** The payroll screens' texts: the spec's (MESSAGES) and the few this screen adds. */
export const PAYROLL_TEXTS = {
  noPendingTimeCards: MESSAGES.noPendingTimeCards,
  missingTimeCards: MESSAGES.missingTimeCards,
  exportReset: MESSAGES.exportReset,
  /** Beside the colour of a pending request: it falls on the chosen day, or on an earlier one. */
  requestOnDay: 'This day',
  requestEarlier: 'Earlier',
  /** After a download: how many records the file holds and how many pending ones of the period were left out. */
  exported: (exported: number, pending: number) =>
    `${exported} ${exported === 1 ? 'record' : 'records'} exported. ${pending} pending ${pending === 1 ? 'record was' : 'records were'} left out.`,
  nothingSelected: 'Select the records to download first.',
  exportWholeReset: (fileName: string) => `Reset the export ${fileName}? Its records can then be exported again.`,
  /** The period controls of /human-resources/payroll-report and the two panels beside each other. */
  payPeriod: 'Pay period',
  previousPeriod: 'Previous period',
  nextPeriod: 'Next period',
  periodPicker: 'A day of the pay period',
  checkRegion: 'Payroll check',
  reportRegion: 'Report of the pay period',
  /** The table of each employee's hours and overtime split under the report. */
  employeeTotals: 'Hours by employee',
  /** The title of a record's id: it opens the record, whose detail explains its overtime split. */
  openRecord: 'Open the time record: its detail explains its hours and overtime',
} as const;

/** The payroll and equipment files as the server answers them (US-ASCII text, docs/payroll-file.md). */
export const PAYROLL_FILE_MIME = 'text/plain;charset=us-ascii';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid 'YYYY-MM-DD' day that is not after today, else today (the payroll check's date; no future dates). */
export function checkDay(value: string | null | undefined, now: Date = new Date()): string {
  const today = localDay(now);
  if (!value || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return today;
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
