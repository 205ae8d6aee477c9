import { movePeriod, periodDays } from './schedule-period';

describe('the period a schedule view shows', () => {
  it('is the day, its Sunday-to-Saturday week, or its month in whole weeks', () => {
    expect(periodDays('daily', '2026-11-24')).toEqual(['2026-11-24']);
    expect(periodDays('weekly', '2026-11-24')).toEqual([
      '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28',
    ]);
    const november = periodDays('calendar', '2026-11-24');
    expect(november[0]).toBe('2026-11-01'); // November 2026 starts on a Sunday
    expect(november.at(-1)).toBe('2026-12-05');
    expect(november).toHaveLength(35);
    const february = periodDays('calendar', '2026-02-10');
    expect(february[0]).toBe('2026-02-01');
    expect(february.at(-1)).toBe('2026-02-28');
    expect(periodDays('calendar', '2026-12-31').at(-1)).toBe('2027-01-02'); // December ends on a Thursday
  });

  it('moves by a day, a week or a month', () => {
    expect(movePeriod('daily', '2026-11-30', 1)).toBe('2026-12-01');
    expect(movePeriod('weekly', '2026-11-24', -1)).toBe('2026-11-17');
    expect(movePeriod('calendar', '2026-01-31', 1)).toBe('2026-02-01');
    expect(movePeriod('calendar', '2026-01-15', -1)).toBe('2025-12-01');
    expect(movePeriod('calendar', '2026-12-31', 1)).toBe('2027-01-01');
  });
});
