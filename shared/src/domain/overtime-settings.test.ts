import { isTimeZone, timeZoneNames } from './overtime-settings';

it('offers UTC first, then zones that the server accepts as a company time zone', () => {
  const zones = timeZoneNames();
  expect(zones[0]).toBe('UTC');
  expect(zones).toContain('America/Vancouver');
  expect(new Set(zones).size).toBe(zones.length);
  expect(zones.filter((zone) => !isTimeZone(zone))).toEqual([]);
});
