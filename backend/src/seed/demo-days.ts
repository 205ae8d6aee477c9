/**
 * The demo seed's calendar: every date the seed makes is counted from one `now` (the moment it runs, or a fixed one in
 * tests), in the company's time zone (Demo Construction's shifts start at 07:00 in Vancouver), whatever the zone of
 * the machine running it.
 */
import { addDays, zonedAt, zonedDay, zonedMidnight } from '@groundwork/shared/domain';

const HOUR_MS = 3_600_000;

export interface DemoCalendar {
  /** The company's local midnight `daysAgo` days before the day of `now` (negative: days ahead). */
  midnight(daysAgo: number): Date;
  /** `hours` past midnight on the company's wall clock of the local day that `day` falls in (07:00 also on a DST day). */
  at(day: Date, hours: number): Date;
  /** The company's local 'YYYY-MM-DD' of an instant. */
  dayOf(instant: Date): string;
  /** The day of the week of an instant in the company's time zone (0 Sunday to 6 Saturday). */
  weekday(day: Date): number;
  /** Saturday or Sunday, in the company's time zone. */
  isWeekend(day: Date): boolean;
}

export function demoCalendar(now: Date, timeZone: string): DemoCalendar {
  const today = zonedDay(now, timeZone);
  const dayOf = (instant: Date) => zonedDay(instant, timeZone);
  const weekday = (day: Date) => new Date(`${dayOf(day)}T00:00:00Z`).getUTCDay();
  return {
    midnight: (daysAgo) => zonedMidnight(addDays(today, -daysAgo), timeZone),
    at: (day, hours) => zonedAt(dayOf(day), hours, timeZone),
    dayOf,
    weekday,
    isWeekend: (day) => [0, 6].includes(weekday(day)),
  };
}

/** `hours` hours after an instant (a duration: a shift's length). */
export function after(instant: Date, hours: number): Date {
  return new Date(instant.getTime() + hours * HOUR_MS);
}
