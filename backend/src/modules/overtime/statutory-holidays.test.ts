import { statutoryHolidays } from './statutory-holidays';

test('BC statutory holidays of 2026 (BC Employment Standards Act s. 1 and 44-46), from date-holidays', () => {
  expect([...statutoryHolidays({ country: 'CA', state: 'BC' }, [2026])].sort()).toEqual([
    '2026-01-01', '2026-02-16', '2026-04-03', '2026-05-18', '2026-07-01', '2026-08-03', '2026-09-07', '2026-09-30',
    '2026-10-12', '2026-11-11', '2026-12-25',
  ]);
});

test('Alberta general holidays come from the same library (Family Day yes, September 30 no)', () => {
  const ab = statutoryHolidays({ country: 'CA', state: 'AB' }, [2026]);
  expect(ab.has('2026-02-16')).toBe(true); // Family Day
  expect(ab.has('2026-09-30')).toBe(false); // not a general holiday in Alberta
});

test('California\'s holidays come from the same library, and no region means none', () => {
  expect(statutoryHolidays({ country: 'US', state: 'CA' }, [2026]).has('2026-07-04')).toBe(true);
  expect(statutoryHolidays(null, [2026]).size).toBe(0);
});
