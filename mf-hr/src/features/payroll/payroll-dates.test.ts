import { periodNavigation } from './payroll-dates';

/** Periods of 14 days from Sunday 2026-01-04: ... 2026-11-08 to 11-21, 11-22 to 12-05 ... */
const ANCHOR = '2026-01-04';

describe('periodNavigation: the payroll report\'s period controls', () => {
  it.each([
    // [chosen day, today, period, previous, next]
    ['2026-11-25', '2026-11-25', ['2026-11-22', '2026-12-05'], '2026-11-21', null], // the current period: no next one
    ['2026-11-22', '2026-11-22', ['2026-11-22', '2026-12-05'], '2026-11-21', null], // its first day (a Sunday)
    ['2026-11-21', '2026-11-25', ['2026-11-08', '2026-11-21'], '2026-11-07', '2026-11-25'], // next: today, not a future day
    ['2026-11-01', '2026-11-25', ['2026-10-25', '2026-11-07'], '2026-10-24', '2026-11-21'], // next: its last day
    ['2026-01-03', '2026-11-25', ['2025-12-21', '2026-01-03'], '2025-12-20', '2026-01-17'], // before the anchor
  ])('%s (today %s) is in %j; previous leads to %s, next to %s', (day, today, [startsOn, endsOn], previous, next) => {
    expect(periodNavigation(ANCHOR, day!, today!)).toEqual({ period: { startsOn, endsOn }, previous, next });
  });
});
