import { isTimeZone, zonedIso } from './time-zone';

describe('wall-clock times of a named time zone', () => {
  it('gives the offset in force on that day (daylight saving), also for half-hour zones and UTC', () => {
    expect(zonedIso('2024-01-15', '07:00', 'America/Toronto')).toBe('2024-01-15T07:00:00-05:00');
    expect(zonedIso('2024-07-15', '07:00', 'America/Toronto')).toBe('2024-07-15T07:00:00-04:00');
    expect(zonedIso('2024-07-15', '22:30', 'Asia/Kolkata')).toBe('2024-07-15T22:30:00+05:30');
    expect(zonedIso('2024-07-15', '00:00', 'UTC')).toBe('2024-07-15T00:00:00+00:00');
    expect(new Date(zonedIso('2024-11-03', '12:00', 'America/Vancouver')).toISOString()).toBe('2024-11-03T20:00:00.000Z');
  });
  it('knows real zones only', () => {
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
