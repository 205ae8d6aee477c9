/**
 * The instants of a pay period or of a range a request names, in the time zone the clerk works in: a day is its
 * midnight there, a wall-clock time without an offset is read there, an instant with an offset stays as given.
 */
import { addDays, isoOffsetMinutes, payPeriodOf, type PayPeriod } from '@groundwork/shared/domain';
import type { DataSource } from 'typeorm';
import { NotFound } from '../../platform/errors/domain-errors';
import type { InstantBound } from '../../platform/validation/query-params';
import { zonedIso } from '../../platform/validation/time-zone';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A range's bound; `end: true` makes a day inclusive (up to the next midnight, exclusive). */
export function zonedBound(value: string, zone: string, end = false): InstantBound {
  if (DAY_ONLY.test(value)) {
    return end ? { at: new Date(zonedIso(addDays(value, 1), '00:00', zone)), inclusive: false } : { at: new Date(zonedIso(value, '00:00', zone)), inclusive: true };
  }
  if (isoOffsetMinutes(value) !== null) return { at: new Date(value), inclusive: true };
  return { at: new Date(zonedIso(value.slice(0, 10), value.slice(11, 16), zone)), inclusive: true };
}

/** The pay period containing `day` (anchored at the company's payPeriodStartsOn) and its bounds in `zone`. */
export function zonedPayPeriod(anchor: string, day: string, zone: string): PayPeriod & { from: InstantBound; to: InstantBound } {
  const period = payPeriodOf(anchor, day);
  return { ...period, from: zonedBound(period.startsOn, zone), to: zonedBound(period.endsOn, zone, true) };
}

/** The company's pay period containing `day`, with its bounds in `zone` (one small read of the company's anchor). */
export async function companyPayPeriod(ds: DataSource, companyId: number, day: string, zone: string | undefined): Promise<ReturnType<typeof zonedPayPeriod>> {
  const [row] = await ds.query('SELECT pay_period_starts_on::text AS anchor, time_zone AS "timeZone" FROM company WHERE id = $1', [companyId]);
  if (!row) throw new NotFound();
  return zonedPayPeriod(row.anchor as string, day, zone ?? (row.timeZone as string));
}

/** The zone a request names, else the company's own (issue 17: overtime days are the company's local days). */
export async function companyZone(m: Pick<DataSource, 'query'>, companyId: number, zone: string | undefined): Promise<string> {
  if (zone) return zone;
  const [row] = await m.query('SELECT time_zone AS "timeZone" FROM company WHERE id = $1', [companyId]);
  if (!row) throw new NotFound();
  return row.timeZone as string;
}
