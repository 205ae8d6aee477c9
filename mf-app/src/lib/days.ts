import { formatDate, formatDay } from '@groundwork/shared/i18n';

/** The days and periods a schedule shows, by `Intl` in the page's language ('Tue, Nov 24', 'mar. 24 nov.'). */
/** Local midnight of a 'YYYY-MM-DD' day (a date-time without an offset is read as local time). */
const localMidnight = (day: string) => new Date(`${day}T00:00:00`);

/** 'Tue, Nov 24' */
export function shortDay(day: string): string {
  return formatDay(localMidnight(day));
}

const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
/** 'Tuesday, November 24, 2026' */
export function longDay(day: string): string {
  return formatDate(localMidnight(day), LONG);
}

const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const MONTH_DAY_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
/** 'Nov 22 – Nov 28, 2026' for a week (its first and last day); '22 nov. – 28 nov. 2026' in French. */
export function weekLabel(first: string, last: string): string {
  return `${formatDate(localMidnight(first), MONTH_DAY)} – ${formatDate(localMidnight(last), MONTH_DAY_YEAR)}`;
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
/** 'November 2026' */
export function monthLabel(day: string): string {
  return formatDate(localMidnight(day), MONTH);
}

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
/** The short weekday names, Sunday first: 'Sun' … 'Sat'. */
export function weekdayNames(): string[] {
  return ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((d) => formatDate(localMidnight(d), WEEKDAY));
}
