/**
 * Statutory holidays of a province or state (issue 17, docs/overtime.md), from the maintained `date-holidays`
 * library: its public holidays, as local 'YYYY-MM-DD' days. Server-only (the library is 13 MB of rules and stays out
 * of the browser bundles).
 *
 * One correction, made through the library's own rule API: British Columbia made the National Day for Truth and
 * Reconciliation (September 30) a statutory holiday in 2023 (Employment Standards Act s. 1, "statutory holiday");
 * date-holidays 3.37.0 lists it for BC only as an observance.
 */
import Holidays from 'date-holidays';

const calendars = new Map<string, Holidays>();
/** A region's holidays of a year, once: the recompute asks for them for every employee. */
const years = new Map<string, readonly string[]>();

function calendar(country: string, state?: string): Holidays {
  const key = `${country}-${state ?? ''}`;
  let h = calendars.get(key);
  if (!h) {
    h = state ? new Holidays(country, state, { types: ['public'] }) : new Holidays(country, { types: ['public'] });
    if (country === 'CA' && state === 'BC') h.setHoliday('09-30 since 2023', { name: 'National Day for Truth and Reconciliation', type: 'public' });
    calendars.set(key, h);
  }
  return h;
}

/** The statutory holidays of a region in the given years, as local days. */
export function statutoryHolidays(region: { country: string; state?: string } | null, yearsWanted: readonly number[]): Set<string> {
  const days = new Set<string>();
  if (!region) return days;
  for (const year of yearsWanted) {
    const key = `${region.country}-${region.state ?? ''}-${year}`;
    let holidays = years.get(key);
    if (!holidays) {
      holidays = calendar(region.country, region.state).getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10));
      years.set(key, holidays);
    }
    for (const day of holidays) days.add(day);
  }
  return days;
}
