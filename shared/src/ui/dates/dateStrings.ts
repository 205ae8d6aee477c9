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

/** 'YYYY-MM-DD' of a Date in local time. */
export function formatDay(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

export function today(now: Date = new Date()): string {
  return formatDay(now);
}

/** The day `n` days after (negative: before) an ISO day. */
export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  if (!d) throw new Error(`Not a day: ${day}`);
  return formatDay(new Date(d.getFullYear(), d.getMonth(), d.getDate() + n));
}

export interface DayLimits {
  /** Refuse days after today. */
  disableFuture?: boolean;
  /** Earliest and latest allowed days, inclusive ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/** The latest allowed day: the earlier of max and (with disableFuture) today. */
export function latestDay({ disableFuture, max }: DayLimits, now: Date = new Date()): string | undefined {
  const t = disableFuture ? today(now) : undefined;
  if (t && max) return t < max ? t : max;
  return t ?? max;
}

/** Whether a day may be chosen under the limits (ISO strings compare in calendar order). */
export function isDayAllowed(day: string, limits: DayLimits, now: Date = new Date()): boolean {
  if (!parseDay(day)) return false;
  const latest = latestDay(limits, now);
  if (limits.min && day < limits.min) return false;
  if (latest && day > latest) return false;
  return true;
}

export interface DayRange {
  start: string | null;
  end: string | null;
}

/** The last `n` days ending today, inclusive: last 7 days = today - 6 .. today. */
export function lastNDays(n: number, now: Date = new Date()): { start: string; end: string } {
  const end = today(now);
  return { start: addDays(end, -(n - 1)), end };
}
