import { approvedTimeOffOn, isUpcomingTimeOff, timeOffCovers, timeOffDayCount, timeOffHistoryYears, timeOffLabel, timeOffLatestDay } from './time-off';

const day = (d: string, approvedAt: string | null = null) => ({ startsAt: `${d}T00:00:00.000Z`, endsAt: `${d}T00:00:00.000Z`, approvedAt, type: 'Holiday' as const });

describe('time off rules', () => {
  it('allows days up to the same day one year ahead (29 February: 28 February)', () => {
    expect(timeOffLatestDay('2026-11-23')).toBe('2027-11-23');
    expect(timeOffLatestDay('2028-02-29')).toBe('2029-02-28');
    expect(timeOffLatestDay('2026-12-31')).toBe('2027-12-31');
  });

  it('offers History years from the current year down to 2024', () => {
    expect(timeOffHistoryYears(2026)).toEqual([2026, 2025, 2024]);
    expect(timeOffHistoryYears(2024)).toEqual([2024]);
  });

  it('counts the days of a range, both ends included', () => {
    expect(timeOffDayCount('2026-12-30', '2027-01-02')).toBe(4);
    expect(timeOffDayCount('2026-12-30', '2026-12-30')).toBe(1);
    expect(timeOffDayCount('2026-12-30', '2026-12-29')).toBe(0);
  });

  it('covers the days of a stored request, and only the approved one counts on a schedule day', () => {
    const range = { startsAt: '2026-12-07T00:00:00.000Z', endsAt: '2026-12-09T00:00:00.000Z' };
    expect(['2026-12-06', '2026-12-07', '2026-12-09', '2026-12-10'].map((d) => timeOffCovers(range, d))).toEqual([false, true, true, false]);
    const pending = day('2026-12-07');
    const approved = day('2026-12-08', '2026-12-01T10:00:00.000Z');
    expect(approvedTimeOffOn([pending, approved], '2026-12-07')).toBeUndefined();
    expect(approvedTimeOffOn([pending, approved], '2026-12-08')).toBe(approved);
    expect(timeOffLabel(approved)).toBe('Time off: Holiday');
  });

  it('keeps a request upcoming through its last day', () => {
    expect(isUpcomingTimeOff(day('2026-12-07'), '2026-12-07')).toBe(true);
    expect(isUpcomingTimeOff(day('2026-12-07'), '2026-12-08')).toBe(false);
  });
});
