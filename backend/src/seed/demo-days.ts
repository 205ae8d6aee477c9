/**
 * The demo seed's calendar: every date the seed makes is counted from one `now` (the moment it runs, or a fixed one in
 * tests), in the local time zone of the machine running it.
 */

const HOUR_MS = 3_600_000;

/** Local midnight `daysAgo` days before the day of `now` (negative: days ahead). */
export function dayStart(now: Date, daysAgo: number): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - daysAgo);
  return d;
}

/** `hours` hours after `day` (a moment). */
export function at(day: Date, hours: number): Date {
  return new Date(day.getTime() + hours * HOUR_MS);
}

/** Saturday or Sunday, in the local time zone. */
export function isWeekend(day: Date): boolean {
  return day.getDay() === 0 || day.getDay() === 6;
}
