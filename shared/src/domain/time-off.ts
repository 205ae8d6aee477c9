/**
 * Time off rules (spec 02 §3, §4, §5, §9), one source for the screens and the server. A time off is requested by
 * days ('YYYY-MM-DD'); each day is one request, stored from and to that day's UTC midnight (an end at midnight
 * covers the whole day, docs/records.md "Time off").
 */
import { localDay } from './time';
import type { TimeOff } from './entities';

/** The first year the History segment offers (spec 02 §9: options from 2024 to the current year). */
export const TIME_OFF_FIRST_YEAR = 2024;
/** The longest range one request may span, in days (a holiday of up to a year). */
export const TIME_OFF_MAX_DAYS = 366;

/** The latest day a time off may be requested for: the same day one year after `today` (29 February: 28 February). */
export function timeOffLatestDay(today: string = localDay()): string {
  const [y, m, d] = [Number(today.slice(0, 4)), today.slice(5, 7), today.slice(8, 10)];
  return m === '02' && d === '29' ? `${y + 1}-02-28` : `${y + 1}-${m}-${d}`;
}

/** The years of the History segment, newest first: the current year down to 2024. */
export function timeOffHistoryYears(currentYear: number = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = Math.max(currentYear, TIME_OFF_FIRST_YEAR); y >= TIME_OFF_FIRST_YEAR; y -= 1) years.push(y);
  return years;
}

/** Number of days from `start` to `end`, both included (0 when the end is before the start). */
export function timeOffDayCount(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}

/** The first and last day a stored time off covers ('YYYY-MM-DD'; an end with a time of day counts its own day). */
export function timeOffSpan(t: Pick<TimeOff, 'startsAt' | 'endsAt'>): { first: string; last: string } {
  return { first: t.startsAt.slice(0, 10), last: t.endsAt.slice(0, 10) };
}

/** Whether a time off covers `day`. */
export function timeOffCovers(t: Pick<TimeOff, 'startsAt' | 'endsAt'>, day: string): boolean {
  const { first, last } = timeOffSpan(t);
  return first <= day && day <= last;
}

/** What a time off is called on a schedule day: 'Time off: Holiday'. */
export const timeOffLabel = (t: Pick<TimeOff, 'type'>): string => `Time off: ${t.type}`;

/** A time off is upcoming (not history) while its last day is today or later. */
export const isUpcomingTimeOff = (t: Pick<TimeOff, 'startsAt' | 'endsAt'>, today: string = localDay()): boolean =>
  timeOffSpan(t).last >= today;

/** The approved time off covering `day`, if any (My Schedule shows the day as 'Time off: <type>'). */
export function approvedTimeOffOn<T extends Pick<TimeOff, 'startsAt' | 'endsAt' | 'approvedAt'>>(timeOffs: readonly T[], day: string): T | undefined {
  return timeOffs.find((t) => t.approvedAt !== null && timeOffCovers(t, day));
}
