import { describeSplit, premiumWords } from './describe';
import { customOvertimePolicy, OVERTIME_POLICIES, overtimePolicyOf, type OvertimePolicy } from './policies';
import { premiumGaps, splitOvertime, type OvertimeRecordInput } from './split';
import { overtimeWeekOf, zonedAt, zonedDay, zonedMidnight } from './zoned';

const VANCOUVER = 'America/Vancouver';
const policy = (id: string): OvertimePolicy => overtimePolicyOf(id)!;

let nextId = 1;
/** A record of `hours` starting at a local hour of a local day in Vancouver (the week of Sunday 2026-11-22). */
function worked(day: string, hours: number, startHour = 7, extra: Partial<OvertimeRecordInput> = {}): OvertimeRecordInput {
  const startsAt = new Date(zonedMidnight(day, VANCOUVER).getTime() + startHour * 3_600_000);
  return { id: nextId++, startsAt, endsAt: new Date(startsAt.getTime() + hours * 3_600_000), hours, isLeaveOfAbsence: false, isTravel: false, isSubcontractor: false, ...extra };
}
const WEEKDAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const split = (id: string, records: OvertimeRecordInput[], holidays?: Set<string>, timeZone = VANCOUVER) =>
  splitOvertime(records, policy(id), { timeZone, holidays });
const sums = (rows: { regularHours: number; overtimeHours: number; doubleTimeHours: number }[]) => ({
  regular: rows.reduce((n, r) => n + r.regularHours * 100, 0) / 100,
  overtime: rows.reduce((n, r) => n + r.overtimeHours * 100, 0) / 100,
  doubleTime: rows.reduce((n, r) => n + r.doubleTimeHours * 100, 0) / 100,
});

describe('local days and weeks', () => {
  test('a Vancouver day starts at 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(zonedMidnight('2026-11-23', VANCOUVER).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(zonedMidnight('2026-07-06', VANCOUVER).toISOString()).toBe('2026-07-06T07:00:00.000Z');
  });
  test('a record at 23:30 local on Saturday belongs to that Saturday, not to Sunday UTC', () => {
    const at = new Date('2026-11-29T07:30:00Z'); // Saturday 2026-11-28 23:30 in Vancouver
    expect(zonedDay(at, VANCOUVER)).toBe('2026-11-28');
    expect(overtimeWeekOf(at, VANCOUVER)).toEqual({ startsAt: new Date('2026-11-22T08:00:00Z'), endsAt: new Date('2026-11-29T08:00:00Z') });
  });
  test('07:00 on the wall clock, also on the days the clocks change (a seeded shift)', () => {
    expect(zonedAt('2026-11-23', 7, VANCOUVER).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(zonedAt('2026-07-06', 7, VANCOUVER).toISOString()).toBe('2026-07-06T14:00:00.000Z');
    expect(zonedAt('2026-03-08', 7, VANCOUVER).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedAt('2026-11-01', 7, VANCOUVER).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(zonedAt('2026-11-23', 24, VANCOUVER)).toEqual(zonedMidnight('2026-11-24', VANCOUVER));
  });
  test('the week across the autumn clock change is 169 hours long', () => {
    const week = overtimeWeekOf(new Date('2026-11-02T12:00:00Z'), VANCOUVER);
    expect((week.endsAt.getTime() - week.startsAt.getTime()) / 3_600_000).toBe(169);
  });
});

describe('presets', () => {
  test('every preset names its source, and none is first', () => {
    expect(OVERTIME_POLICIES.map((p) => p.id)).toEqual(['none', 'CA-BC', 'CA-AB', 'CA-ON', 'CA-FED', 'US-FLSA', 'US-CA']);
    for (const p of OVERTIME_POLICIES.slice(1)) expect(p.source).toMatch(/s\. |§/);
  });
  test('none: every hour regular, even a 14-hour day', () => {
    expect(split('none', [worked('2026-11-23', 14)])[0]).toMatchObject({ regularHours: 14, overtimeHours: 0, doubleTimeHours: 0, parts: [{ rule: 'regular' }] });
  });
  test('a record\'s screens word a split only when some hours are paid above regular', () => {
    expect(premiumWords(split('none', [worked('2026-11-23', 14)])[0].parts)).toBeNull();
    expect(premiumWords(split('CA-BC', [worked('2026-11-23', 10)])[0].parts)).toBe('8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)');
  });
});

describe('BC Employment Standards Act s. 40 (CA-BC)', () => {
  test('BC ESA s. 40: five 10-hour days are 8 regular + 2 overtime each; the week has 40 regular hours, so no weekly overtime', () => {
    const rows = split('CA-BC', WEEKDAYS.map((d) => worked(d, 10)));
    for (const r of rows) expect(r).toMatchObject({ regularHours: 8, overtimeHours: 2, doubleTimeHours: 0 });
    expect(describeSplit(rows[0].parts)).toBe('8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)');
  });
  test('BC ESA s. 40: a 13-hour day is 8 regular, 4 overtime and 1 double time', () => {
    const [r] = split('CA-BC', [worked('2026-11-23', 13, 6)]);
    expect(r).toMatchObject({ regularHours: 8, overtimeHours: 4, doubleTimeHours: 1 });
    expect(describeSplit(r.parts)).toBe('8 h regular; 4 h overtime after 8 h in a day (BC ESA s. 40); 1 h double time after 12 h in a day');
  });
  test('BC ESA s. 40: a sixth 8-hour day after five is weekly overtime (40 h counting the first 8 h of each day)', () => {
    const rows = split('CA-BC', [...WEEKDAYS, '2026-11-28'].map((d) => worked(d, 8)));
    expect(rows[5]).toMatchObject({ regularHours: 0, overtimeHours: 8, doubleTimeHours: 0 });
    expect(describeSplit(rows[5].parts)).toBe('8 h overtime after 40 h in a week (BC ESA s. 40)');
  });
  test('BC ESA s. 40: daily overtime hours are not counted again toward the weekly 40 (six 10-hour days: 40 + 8 weekly + 12 daily)', () => {
    const rows = split('CA-BC', [...WEEKDAYS, '2026-11-28'].map((d) => worked(d, 10)));
    expect(sums(rows)).toEqual({ regular: 40, overtime: 20, doubleTime: 0 });
  });
  test('BC ESA s. 40: two records of one day share its 8 hours (6 h, then 4 h: the second is 2 + 2)', () => {
    const rows = split('CA-BC', [worked('2026-11-23', 6, 6), worked('2026-11-23', 4, 13)]);
    expect(rows.map((r) => [r.regularHours, r.overtimeHours])).toEqual([[6, 0], [2, 2]]);
  });
  test('BC ESA s. 46: work on a statutory holiday is 1.5x for the first 12 hours and 2x after', () => {
    const [r] = split('CA-BC', [worked('2026-11-11', 13, 6)], new Set(['2026-11-11']));
    expect(r).toMatchObject({ regularHours: 0, overtimeHours: 12, doubleTimeHours: 1 });
    expect(describeSplit(r.parts)).toBe('12 h overtime on a statutory holiday (BC ESA s. 46); 1 h double time after 12 h on a statutory holiday');
  });
  test('BC ESA s. 40(3) and s. 46: the first 8 h of a statutory holiday count toward the weekly 40 (Thanksgiving 6 h, then 9, 7, 8, 8, 8)', () => {
    const days = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17'];
    const rows = split('CA-BC', days.map((d, i) => worked(d, [6, 9, 7, 8, 8, 8][i])), new Set(['2026-10-12']));
    expect(rows.map((r) => [r.regularHours, r.overtimeHours])).toEqual([[0, 6], [8, 1], [7, 0], [8, 0], [8, 0], [3, 5]]);
    expect(describeSplit(rows[5].parts)).toBe('3 h regular; 5 h overtime after 40 h in a week (BC ESA s. 40)');
  });
  test('BC ESA s. 40: a day that reaches the weekly 40 before its 8th hour still reaches double time after its 12th (32 h, then a 14-hour Saturday: 8 regular, 4 overtime, 2 double time)', () => {
    const rows = split('CA-BC', [...['2026-11-22', ...WEEKDAYS.slice(0, 3)].map((d) => worked(d, 8)), worked('2026-11-28', 14, 6)]);
    expect(rows[4]).toMatchObject({ regularHours: 8, overtimeHours: 4, doubleTimeHours: 2 });
    expect(describeSplit(rows[4].parts)).toBe('8 h regular; 4 h overtime after 8 h in a day (BC ESA s. 40); 2 h double time after 12 h in a day');
  });
  test('BC ESA s. 40: the weekly 40 reached within a day\'s first 8 hours is overtime to the 12th hour and double time after it (found by the property test)', () => {
    const rows = split('CA-BC', [...['2026-11-22', ...WEEKDAYS.slice(0, 3)].map((d) => worked(d, 9)), worked('2026-11-26', 4), worked('2026-11-28', 13, 6)]);
    // 36 h counted (the first 8 of each day) before Saturday: its 5th hour on is weekly overtime, past its 12th double time.
    expect(rows[5]).toMatchObject({ regularHours: 4, overtimeHours: 8, doubleTimeHours: 1 });
  });
  test('a record counts on the local day the database gives it, when given, not on the runtime\'s Intl reading (their time zone data may differ)', () => {
    // 23:00 on Sunday by Intl; the database (newer time zone data) reads Monday 00:00: it belongs to Monday's week.
    const sunday = worked('2026-11-22', 10, 23);
    const rows = split('CA-BC', [{ ...sunday, day: '2026-11-23' }, worked('2026-11-23', 2, 12)]);
    expect(rows.map((r) => [r.regularHours, r.overtimeHours])).toEqual([[8, 2], [0, 2]]);
    expect(split('CA-BC', [sunday, worked('2026-11-23', 2, 12)]).map((r) => [r.regularHours, r.overtimeHours])).toEqual([[8, 2], [2, 0]]);
  });
  test('an overnight shift counts on the day it starts (20:00 to 06:30, 10 h: 8 + 2 on its first day)', () => {
    const rows = split('CA-BC', [worked('2026-11-24', 10, 20), worked('2026-11-25', 6, 14)]);
    expect(rows.map((r) => [r.regularHours, r.overtimeHours])).toEqual([[8, 2], [6, 0]]);
  });
  test('leave of absence and subcontractors count toward no threshold and are paid regular', () => {
    const rows = split('CA-BC', [worked('2026-11-23', 8, 6), worked('2026-11-23', 4, 15, { isLeaveOfAbsence: true })]);
    expect(rows[1]).toMatchObject({ regularHours: 4, overtimeHours: 0 });
    expect(describeSplit(rows[1].parts)).toBe('4 h regular (leave of absence: counts toward no overtime)');
    expect(split('CA-BC', [worked('2026-11-23', 12, 6, { isSubcontractor: true })])[0]).toMatchObject({ regularHours: 12, overtimeHours: 0 });
  });
  test('travel time is time worked: it counts toward the day', () => {
    const rows = split('CA-BC', [worked('2026-11-23', 1, 6, { isTravel: true }), worked('2026-11-23', 8, 7)]);
    expect(rows.map((r) => [r.regularHours, r.overtimeHours])).toEqual([[1, 0], [7, 1]]);
  });
});

describe('Alberta Employment Standards Code s. 21-22 (CA-AB)', () => {
  test('Alberta ESC s. 21-22: five 10-hour days give 10 h daily overtime, more than the 6 h over 44 a week', () => {
    const rows = split('CA-AB', WEEKDAYS.map((d) => worked(d, 10)), undefined, 'America/Edmonton');
    expect(sums(rows)).toEqual({ regular: 40, overtime: 10, doubleTime: 0 });
  });
  test('Alberta ESC s. 21-22: six 8-hour days give 4 h over 44 a week, more than no daily overtime; no double time', () => {
    const rows = split('CA-AB', [...WEEKDAYS, '2026-11-28'].map((d) => worked(d, 8)), undefined, 'America/Edmonton');
    expect(sums(rows)).toEqual({ regular: 44, overtime: 4, doubleTime: 0 });
    expect(rows[5]).toMatchObject({ regularHours: 4, overtimeHours: 4 });
  });
  test('Alberta ESC s. 21: a 14-hour day has no double time', () => {
    expect(split('CA-AB', [worked('2026-11-23', 14, 5)], undefined, 'America/Edmonton')[0]).toMatchObject({ regularHours: 8, overtimeHours: 6, doubleTimeHours: 0 });
  });
});

describe('Ontario ESA 2000 s. 22 (CA-ON), FLSA 29 U.S.C. § 207 (US-FLSA), Canada Labour Code s. 174 (CA-FED)', () => {
  test('Ontario ESA s. 22: 11-hour days are regular until 44 hours in the week', () => {
    const rows = split('CA-ON', WEEKDAYS.map((d) => worked(d, 11)), undefined, 'America/Toronto');
    expect(sums(rows)).toEqual({ regular: 44, overtime: 11, doubleTime: 0 });
    expect(rows[3]).toMatchObject({ regularHours: 11, overtimeHours: 0 });
  });
  test('FLSA § 207: over 40 hours a week only (five 9-hour days: 40 + 5)', () => {
    expect(sums(split('US-FLSA', WEEKDAYS.map((d) => worked(d, 9)), undefined, 'America/Chicago'))).toEqual({ regular: 40, overtime: 5, doubleTime: 0 });
  });
  test('Canada Labour Code s. 174: over 8 a day or 40 a week, whichever is more (four 12-hour days: 16 daily, more than 8 weekly)', () => {
    expect(sums(split('CA-FED', WEEKDAYS.slice(0, 4).map((d) => worked(d, 12))))).toEqual({ regular: 32, overtime: 16, doubleTime: 0 });
  });
});

describe('California Labor Code § 510 (US-CA)', () => {
  const LA = 'America/Los_Angeles';
  test('Cal. Lab. Code § 510: 1.5x over 8 up to 12 hours in a day, 2x over 12', () => {
    expect(split('US-CA', [worked('2026-11-23', 13, 6)], undefined, LA)[0]).toMatchObject({ regularHours: 8, overtimeHours: 4, doubleTimeHours: 1 });
  });
  test('Cal. Lab. Code § 510: on the seventh consecutive day of the workweek, the first 8 hours are 1.5x and after 8 are 2x', () => {
    const days = ['2026-11-22', ...WEEKDAYS, '2026-11-28'];
    const rows = split('US-CA', days.map((d) => worked(d, d === '2026-11-28' ? 9 : 6)), undefined, LA);
    expect(rows[6]).toMatchObject({ regularHours: 0, overtimeHours: 8, doubleTimeHours: 1 });
    expect(describeSplit(rows[6].parts)).toBe('8 h overtime on the seventh day of work in a row (Cal. Lab. Code § 510); 1 h double time after 8 h on the seventh day of work in a row');
  });
  test('Cal. Lab. Code § 510: hours paid as daily overtime are not counted again toward the weekly 40', () => {
    const rows = split('US-CA', [...WEEKDAYS, '2026-11-28'].map((d) => worked(d, 9)), undefined, LA);
    expect(sums(rows)).toEqual({ regular: 40, overtime: 14, doubleTime: 0 });
  });
});

describe('company-defined policies (union agreements)', () => {
  const union = customOvertimePolicy({
    id: 7, name: 'LIUNA 1611 agreement', dailyOvertimeAfter: 8, dailyDoubleTimeAfter: 10, weeklyOvertimeAfter: 40,
    weekdayRates: ['doubleTime', 'regular', 'regular', 'regular', 'regular', 'regular', 'overtime'], holidayRate: 'doubleTime', holidayRegion: 'CA-BC', union: 'LIUNA1611',
  });
  test('its id is custom-<id>, found among the company\'s policies', () => {
    expect(union.id).toBe('custom-7');
    expect(overtimePolicyOf('custom-7', [union])).toBe(union);
    expect(union.holidayRegion).toEqual({ country: 'CA', state: 'BC' });
  });
  test('its weekly threshold counts only the hours paid regular: a worked holiday does not count, unlike BC ESA s. 40(3)', () => {
    const holidayRate = customOvertimePolicy({
      id: 8, name: 'Holiday agreement', dailyOvertimeAfter: 8, dailyDoubleTimeAfter: null, weeklyOvertimeAfter: 40,
      weekdayRates: Array(7).fill('regular'), holidayRate: 'overtime', holidayRegion: 'CA-BC', union: null,
    });
    const days = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17'];
    const rows = splitOvertime(days.map((d, i) => worked(d, i === 0 ? 6 : 8)), holidayRate, { timeZone: VANCOUVER, holidays: new Set(['2026-10-12']) });
    expect(rows.map((r) => [r.regularHours, r.overtimeHours])).toEqual([[0, 6], [8, 0], [8, 0], [8, 0], [8, 0], [8, 0]]);
  });
  test('Saturday at 1.5x, Sunday and holidays at 2x, double time after 10 hours', () => {
    const opts = { timeZone: VANCOUVER, holidays: new Set(['2026-11-25']) };
    const rows = splitOvertime([worked('2026-11-22', 4), worked('2026-11-23', 11, 6), worked('2026-11-25', 8), worked('2026-11-28', 9)], union, opts);
    expect(rows.map((r) => [r.regularHours, r.overtimeHours, r.doubleTimeHours])).toEqual([[0, 0, 4], [8, 2, 1], [0, 0, 8], [0, 9, 0]]);
    expect(describeSplit(rows[3].parts)).toBe('9 h overtime on Saturday (LIUNA 1611 agreement)');
  });
});

describe('exported records keep their split', () => {
  test('a record added after the export of its week takes the overtime that is left (weekly: the sixth day)', () => {
    const week = WEEKDAYS.map((d) => worked(d, 8));
    const exported = split('CA-BC', week).map((r, i) => ({ ...week[i], fixed: r }));
    const saturday = worked('2026-11-28', 8);
    const rows = split('CA-BC', [...exported, saturday]);
    expect(rows[5]).toMatchObject({ regularHours: 0, overtimeHours: 8 });
    expect(rows.slice(0, 5).every((r) => r.regularHours === 8)).toBe(true);
  });
  test('a record added before the exported ones takes the week\'s overtime the exported ones were not paid, never twice', () => {
    const week = WEEKDAYS.map((d) => worked(d, 8));
    const exported = split('CA-BC', week).map((r, i) => ({ ...week[i], fixed: r }));
    const sunday = worked('2026-11-22', 5);
    const rows = split('CA-BC', [...exported, sunday]);
    expect(rows[5]).toMatchObject({ regularHours: 0, overtimeHours: 5 });
    expect(describeSplit(rows[5].parts)).toBe('5 h overtime left in its week after the exported records');
    expect(sums(rows)).toEqual(sums(split('CA-BC', [...week, sunday])));
  });
  test('BC: a holiday record entered after the rest of its week was exported leaves weekly overtime no record carries; premiumGaps names it', () => {
    const holidays = new Set(['2026-11-25']);
    const week = [worked('2026-11-23', 8), worked('2026-11-24', 8), worked('2026-11-26', 8), worked('2026-11-27', 8), worked('2026-11-28', 0.5)];
    const exported = split('CA-BC', week, holidays).map((r, i) => ({ ...week[i], fixed: r }));
    expect(sums(exported.map((r) => r.fixed))).toEqual({ regular: 32.5, overtime: 0, doubleTime: 0 });
    const holiday = worked('2026-11-25', 7.75);
    const opts = { timeZone: VANCOUVER, holidays };
    // The policy gives the week 8 h of premium: 7.75 h on the holiday and 0.25 h past the weekly 40 (Saturday's).
    expect(sums(split('CA-BC', [...week, holiday], holidays))).toEqual({ regular: 32.25, overtime: 8, doubleTime: 0 });
    expect(sums(split('CA-BC', [...exported, holiday], holidays))).toEqual({ regular: 32.5, overtime: 7.75, doubleTime: 0 });
    expect(premiumGaps([...exported, holiday], policy('CA-BC'), opts)).toEqual([
      { weekStartsOn: '2026-11-22', overtimeNotPaid: 0.25, doubleTimeNotPaid: 0, overtimePaidBeyond: 0, doubleTimePaidBeyond: 0 },
    ]);
    // Reset of the week's export: nothing is fixed, the week is split whole, and no gap is left.
    expect(premiumGaps([...week, holiday], policy('CA-BC'), opts)).toEqual([]);
  });
  test('a record declined after its week was exported leaves overtime paid beyond what the policy now gives', () => {
    const week = [...WEEKDAYS, '2026-11-28'].map((d) => worked(d, 8));
    const exported = split('CA-BC', week).map((r, i) => ({ ...week[i], fixed: r }));
    expect(exported[5].fixed).toMatchObject({ overtimeHours: 8 });
    expect(premiumGaps(exported.slice(1), policy('CA-BC'), { timeZone: VANCOUVER })).toEqual([
      { weekStartsOn: '2026-11-22', overtimeNotPaid: 0, doubleTimeNotPaid: 0, overtimePaidBeyond: 8, doubleTimePaidBeyond: 0 },
    ]);
    expect(premiumGaps(exported, policy('CA-BC'), { timeZone: VANCOUVER })).toEqual([]);
  });
});
