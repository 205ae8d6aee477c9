/**
 * Time rules shared by the forms and the server: hours from in/out times, overnight shifts, lunch deduction and
 * inference, week boundaries (Sunday to Saturday), "not in the future" checks and schedule day status.
 *
 * Timestamps travel as ISO strings. The browser sends local wall-clock times with their offset
 * (e.g. `2026-03-02T07:00:00-05:00`), so the calendar day the user meant is the string's own date part, and the
 * server can tell "today" for that user from the same offset.
 */
import { CONSTANTS } from './limits';
import { MESSAGES } from './messages';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How far recorded hours may be from the hours of the in and out times: less than half a hundredth (2 decimals). */
export const HOURS_TOLERANCE = 0.005;

/** Rounds to 2 decimals, the precision of hours everywhere in the product. */
export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export interface Shift {
  start: Date;
  end: Date;
  /** True when the out time was earlier than the in time and was moved to the next day. */
  overnight: boolean;
}

/** An out time earlier than the in time is the next day. Equal times are a zero-length shift. */
export function resolveShift(start: Date | string, end: Date | string): Shift {
  const s = new Date(start);
  let e = new Date(end);
  let overnight = false;
  if (e.getTime() < s.getTime()) {
    e = new Date(e.getTime() + DAY_MS);
    overnight = true;
  }
  return { start: s, end: e, overnight };
}

/** Elapsed hours between in and out (after the overnight rule), to 2 decimals. */
export function elapsedHours(start: Date | string, end: Date | string): number {
  const { start: s, end: e } = resolveShift(start, end);
  return round2((e.getTime() - s.getTime()) / HOUR_MS);
}

/** Hours worked: end minus start, minus half an hour when lunch was taken, to 2 decimals; never negative. */
export function hoursWorked(start: Date | string, end: Date | string, lunchTaken: boolean): number {
  const hours = elapsedHours(start, end) - (lunchTaken ? CONSTANTS.lunchDeductionHours : 0);
  return Math.max(0, round2(hours));
}

/**
 * The lunch flag as stored, or, when unset (null/undefined), inferred: true exactly when the elapsed time exceeds
 * the recorded hours by half an hour.
 */
export function inferLunchTaken(
  start: Date | string,
  end: Date | string,
  hours: number,
  flag?: boolean | null,
): boolean {
  if (flag === true || flag === false) return flag;
  return Math.abs(elapsedHours(start, end) - hours - CONSTANTS.lunchDeductionHours) < HOURS_TOLERANCE;
}

export type RecordedHoursCheck =
  /** The hours match; `hours` is the figure from the times, `lunchTaken` the flag to store (given or inferred). */
  | { ok: true; hours: number; lunchTaken: boolean }
  /** In and out are the same time: nothing was worked. */
  | { ok: false; problem: 'emptySpan' }
  /** The hours differ from the times' figure (`hours`, after lunch when `lunchTaken`) by more than HOURS_TOLERANCE. */
  | { ok: false; problem: 'mismatch'; hours: number; lunchTaken: boolean };

/**
 * Do the hours recorded for a time record agree with its in and out times? The lunch flag is the one given, or,
 * when unset, inferred (inferLunchTaken); the expected figure is hoursWorked(start, end, lunch). An out time
 * earlier than the in time is the next day; an out time equal to the in time is an empty span.
 */
export function checkRecordedHours(
  start: Date | string,
  end: Date | string,
  hours: number,
  lunchFlag?: boolean | null,
): RecordedHoursCheck {
  if (elapsedHours(start, end) === 0) return { ok: false, problem: 'emptySpan' };
  const lunchTaken = inferLunchTaken(start, end, hours, lunchFlag);
  const expected = hoursWorked(start, end, lunchTaken);
  if (Math.abs(expected - hours) > HOURS_TOLERANCE + 1e-9) return { ok: false, problem: 'mismatch', hours: expected, lunchTaken };
  return { ok: true, hours: expected, lunchTaken };
}

/**
 * A refused check's messages by time record body field (the server's 400 and the time record form's preview say the
 * same): an empty span on producedEndsAt, other hours on quantity.
 */
export function recordedHoursErrors(check: Extract<RecordedHoursCheck, { ok: false }>): Record<string, string> {
  return check.problem === 'emptySpan'
    ? { producedEndsAt: MESSAGES.endAfterStart }
    : { quantity: MESSAGES.hoursMismatch(check.hours, check.lunchTaken) };
}

/** Production percent complete: produced over contract quantity times 100, to 2 decimals (0 without a contract quantity). */
export function percentComplete(produced: number, contractQuantity: number): number {
  if (!contractQuantity) return 0;
  return round2((produced / contractQuantity) * 100);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/** 'YYYY-MM-DD' of a Date in UTC. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of a Date in the local time zone of the machine running this code. */
export function localDay(d: Date = new Date()): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** An offset in minutes east of UTC as an ISO zone designator: -480 -> '-08:00'. */
function offsetDesignator(offset: number): string {
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${offset >= 0 ? '+' : '-'}${hh}:${mm}`;
}

/** A local wall-clock moment ('YYYY-MM-DD', 'HH:mm') as ISO with this machine's offset, e.g. 2026-03-02T07:00:00-05:00. */
export function localIso(date: string, time: string): string {
  return `${date}T${time}:00${offsetDesignator(-new Date(`${date}T${time}:00`).getTimezoneOffset())}`;
}

/**
 * A moment as ISO in this machine's offset, to the millisecond, e.g. 2026-12-03T19:00:00.000-08:00: the server reads
 * the day of a record in the offset it is sent with, so an evening in Vancouver stays on its day (toISOString's UTC
 * would name the next day, 'in the future' for today's evening).
 */
export function localIsoOf(moment: Date): string {
  const offset = -moment.getTimezoneOffset();
  const wallClock = new Date(moment.getTime() + offset * 60_000).toISOString().slice(0, 23);
  return `${wallClock}${offsetDesignator(offset)}`;
}

/** Offset in minutes of an ISO string's zone designator (Z or ±hh:mm); null when it has none. */
export function isoOffsetMinutes(iso: string): number | null {
  const m = OFFSET.exec(iso.trim());
  if (!m) return null;
  if (m[1] === 'Z') return 0;
  const sign = m[1].startsWith('-') ? -1 : 1;
  const digits = m[1].slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}

/**
 * Whether the calendar day written in `iso` (a timestamp with its offset, or a 'YYYY-MM-DD' day) lies within the days
 * of a scheduled shift from `start` to `end`, those days seen in the same offset as `iso` (UTC without one): the
 * server's form of the time record form's date limit ("limited to the request's start and end dates").
 */
export function isWithinShiftDays(iso: string, start: Date, end: Date): boolean {
  const day = ISO_DAY.exec(iso);
  if (!day) return false;
  const offset = (iso.length > 10 ? isoOffsetMinutes(iso) : null) ?? 0;
  const seen = (d: Date) => utcDay(new Date(d.getTime() + offset * 60_000));
  return day[0] >= seen(start) && day[0] <= seen(end);
}

/**
 * True when the calendar day written in `iso` (a 'YYYY-MM-DD' date or a timestamp with its offset) is after
 * today as seen in that same offset. A timestamp without an offset is compared in UTC.
 */
export function isFutureDay(iso: string, now: Date = new Date()): boolean {
  const day = ISO_DAY.exec(iso);
  if (!day) return false;
  const offset = iso.length > 10 ? isoOffsetMinutes(iso) ?? 0 : null;
  const today = offset === null ? localDay(now) : utcDay(new Date(now.getTime() + offset * 60_000));
  return day[0] > today;
}

/** Adds days to a 'YYYY-MM-DD' day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return utcDay(new Date(d.getTime() + n * DAY_MS));
}

/** The Sunday that starts the week of a 'YYYY-MM-DD' day (weeks run Sunday to Saturday). */
export function weekStart(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return addDays(day, -d.getUTCDay());
}

/** The Saturday that ends the week of a 'YYYY-MM-DD' day. */
export function weekEnd(day: string): string {
  return addDays(weekStart(day), 6);
}

/** The default report range: the last 7 days ending today, as 'YYYY-MM-DD' days. */
export function lastDays(n: number, today: string = localDay()): { start: string; end: string } {
  return { start: addDays(today, -(n - 1)), end: today };
}

export type ScheduleDayStatus = 'none' | 'missing' | 'waiting' | 'submitted' | 'upcoming';

/**
 * A schedule day's colour: grey ('none') with no requests; 'upcoming' (dark) for today or a future day;
 * red ('missing') when a past request has no timecard; green ('submitted') when all have one. A past request whose
 * timecard is kept on the phone, not sent yet (`waiting`), is not missing: the day is 'waiting' until it is sent.
 */
export function scheduleDayStatus(
  day: string,
  requests: readonly { hasTimecard: boolean; waiting?: boolean }[],
  today: string = localDay(),
): ScheduleDayStatus {
  if (requests.length === 0) return 'none';
  if (day >= today) return 'upcoming';
  if (requests.every((r) => r.hasTimecard)) return 'submitted';
  return requests.every((r) => r.hasTimecard || r.waiting) ? 'waiting' : 'missing';
}

/** Cuts text longer than `max` characters and appends the suffix (' ...' for report comments). */
export function truncate(text: string | null | undefined, max: number, suffix = ' ...'): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + suffix : text;
}
