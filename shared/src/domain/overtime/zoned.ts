/**
 * Local days of an IANA time zone, by Intl alone: overtime days and weeks are the company's local days
 * (docs/overtime.md), whatever zone the server or the browser runs in.
 */
import { addDays, weekStart } from '../time';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(at: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

const QUARTER_HOUR = 900_000;
/** Days of instants by zone and UTC quarter-hour: every zone's midnight falls on a quarter-hour of UTC. */
const days = new Map<string, Map<number, string>>();

/** The local 'YYYY-MM-DD' day of an instant in `timeZone` (Intl once per zone and quarter-hour: a year of a crew's records is split at once). */
export function zonedDay(at: Date, timeZone: string): string {
  let byQuarter = days.get(timeZone);
  if (!byQuarter) days.set(timeZone, (byQuarter = new Map()));
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
  let day = byQuarter.get(quarter);
  if (day === undefined) {
    const p = parts(new Date(quarter * QUARTER_HOUR), timeZone);
    day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    if (byQuarter.size > 100_000) byQuarter.clear();
    byQuarter.set(quarter, day);
  }
  return day;
}

/** The zone's offset from UTC at an instant, in milliseconds (Vancouver in winter: -8 h). */
function offsetAt(at: Date, timeZone: string): number {
  const p = parts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local day starts in `timeZone` (its first instant, also on a day whose midnight a DST change skips). */
export function zonedMidnight(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let at = utcMidnight - offsetAt(new Date(utcMidnight), timeZone);
  at = utcMidnight - offsetAt(new Date(at), timeZone);
  // Where midnight does not exist locally, the guess lands on the previous day: the day starts at the jump instead.
  return zonedDay(new Date(at), timeZone) === day ? new Date(at) : new Date(at + 3_600_000);
}

/** The instant of `hours` past midnight on a local day's wall clock in `timeZone` (07:00 in Vancouver: 15:00Z in winter). */
export function zonedAt(day: string, hours: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000;
  const guess = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(guess), timeZone));
}

/** The local Sunday-to-Saturday week that an instant falls in, as [start, end) instants. */
export function overtimeWeekOf(at: Date, timeZone: string): { startsAt: Date; endsAt: Date } {
  const sunday = weekStart(zonedDay(at, timeZone));
  return { startsAt: zonedMidnight(sunday, timeZone), endsAt: zonedMidnight(addDays(sunday, 7), timeZone) };
}
