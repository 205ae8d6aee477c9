import { localDay } from '@groundwork/shared/domain';

/** Dates as the API and the spec write them: 'YYYY-MM-DD', read in the user's local calendar. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local Date at midnight of an ISO day, or null when the text is not a real day. */
export function parseDay(text: string | null | undefined): Date | null {
  const m = text ? ISO_DAY.exec(text.trim()) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/**
 * The instants of a range of local days, as the API reads a range: from the start day's first moment to the end day's
 * last moment, both in the user's time zone, so a record counts on the local day it starts (a day sent as YYYY-MM-DD
 * alone is a UTC day to the server). Both days must be real days.
 */
export function localDayBounds(start: string, end: string): { startsAt: string; endsAt: string } {
  const from = parseDay(start)!;
  const to = parseDay(end)!;
  return { startsAt: from.toISOString(), endsAt: new Date(to.getFullYear(), to.getMonth(), to.getDate(), 23, 59, 59, 999).toISOString() };
}

/**
 * The instants of a range of local days either side of which may be empty (an open side), as localDayBounds: the start
 * day's first moment and the end day's last moment in the user's time zone; undefined for an empty side.
 */
export function openDayBounds({ start, end }: DayRange): { startsAt: string | undefined; endsAt: string | undefined } {
  return {
    startsAt: start ? localDayBounds(start, start).startsAt : undefined,
    endsAt: end ? localDayBounds(end, end).endsAt : undefined,
  };
}

/**
 * The day helpers are the domain's (one source of truth), under the names the ui exports: formatDay and today are
 * the local calendar day of a Date, lastNDays(n, today?) the last n days ending today, inclusive.
 */
export { addDays, localDay as formatDay, localDay as today, lastDays as lastNDays } from '@groundwork/shared/domain';

export interface DayLimits {
  /** Refuse days after today. */
  disableFuture?: boolean;
  /** Earliest and latest allowed days, inclusive ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/** The latest allowed day: the earlier of max and (with disableFuture) today. */
export function latestDay({ disableFuture, max }: DayLimits, now: Date = new Date()): string | undefined {
  const t = disableFuture ? localDay(now) : undefined;
  if (t && max) return t < max ? t : max;
  return t ?? max;
}

export interface DayRange {
  start: string | null;
  end: string | null;
}
