/** Invariants of the overtime split over random weeks (fast-check), for every preset. */
import fc from 'fast-check';
import { OVERTIME_POLICIES } from './policies';
import { premiumGaps, splitOvertime, type OvertimeRecordInput } from './split';
import { zonedMidnight } from './zoned';

const ZONE = 'America/Vancouver';
const SUNDAY = '2026-11-22';
const HOLIDAYS = new Set(['2026-11-25']);

/** Up to 9 records in one week: a day, a start hour and hours in quarter hours; some leave or travel. */
const recordArb = fc.record({
  day: fc.integer({ min: 0, max: 6 }),
  start: fc.integer({ min: 0, max: 95 }),
  quarters: fc.integer({ min: 1, max: 64 }),
  loa: fc.boolean(),
  travel: fc.boolean(),
});
const weekArb = fc.array(recordArb, { minLength: 1, maxLength: 9 });
const policyArb = fc.constantFrom(...OVERTIME_POLICIES);

function records(week: Array<{ day: number; start: number; quarters: number; loa: boolean; travel: boolean }>): OvertimeRecordInput[] {
  return week.map((r, i) => {
    const startsAt = new Date(zonedMidnight(SUNDAY, ZONE).getTime() + (r.day * 24 * 4 + r.start) * 900_000);
    return {
      id: i + 1, startsAt, endsAt: new Date(startsAt.getTime() + r.quarters * 900_000), hours: r.quarters / 4,
      isLeaveOfAbsence: r.loa && i % 3 === 0, isTravel: r.travel, isSubcontractor: false,
    };
  });
}

const split = (rs: OvertimeRecordInput[], policy: (typeof OVERTIME_POLICIES)[number]) => splitOvertime(rs, policy, { timeZone: ZONE, holidays: HOLIDAYS });
const premium = (rows: ReturnType<typeof split>) => rows.reduce((n, r) => n + Math.round(r.overtimeHours * 100) + Math.round(r.doubleTimeHours * 100), 0);
const doubleTime = (rows: ReturnType<typeof split>) => rows.reduce((n, r) => n + Math.round(r.doubleTimeHours * 100), 0);

test('the three parts sum to the record\'s hours, and none is negative', () => {
  fc.assert(fc.property(weekArb, policyArb, (week, policy) => {
    const rs = records(week);
    for (const [i, r] of split(rs, policy).entries()) {
      expect(Math.round(r.regularHours * 100) + Math.round(r.overtimeHours * 100) + Math.round(r.doubleTimeHours * 100)).toBe(Math.round(rs[i].hours * 100));
      expect(Math.min(r.regularHours, r.overtimeHours, r.doubleTimeHours)).toBeGreaterThanOrEqual(0);
      expect(r.parts.reduce((n, p) => n + Math.round(p.hours * 100), 0)).toBe(Math.round(rs[i].hours * 100));
    }
  }));
});

test('the split does not depend on the order the records were entered in', () => {
  fc.assert(fc.property(weekArb, policyArb, fc.integer(), (week, policy, seed) => {
    const rs = records(week);
    const shuffled = [...rs].sort((a, b) => ((a.id * 7919 + seed) % 13) - ((b.id * 7919 + seed) % 13));
    const byId = (rows: ReturnType<typeof split>) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(split(shuffled, policy))).toEqual(byId(split(rs, policy)));
  }));
});

test('adding a record never lowers the week\'s overtime (overtime and double time hours), nor its double time', () => {
  fc.assert(fc.property(weekArb, recordArb, policyArb, (week, extra, policy) => {
    const before = split(records(week), policy);
    const after = split(records([...week, extra]), policy);
    expect(premium(after)).toBeGreaterThanOrEqual(premium(before));
    expect(doubleTime(after)).toBeGreaterThanOrEqual(doubleTime(before));
  }));
});

test('across several exports of a week, the premium hours paid are exactly the week\'s: never twice, never lost while open records can carry them', () => {
  fc.assert(fc.property(weekArb, fc.integer({ min: 0, max: 9 }), policyArb, (week, exportedCount, policy) => {
    const rs = records(week);
    // The first export pays the records entered first; the rest are entered (or kept open) after it.
    const first = rs.slice(0, Math.min(exportedCount, rs.length));
    const paid = split(first, policy);
    const fixed = first.map((r, i) => ({ ...r, fixed: paid[i] }));
    const second = split([...fixed, ...rs.slice(first.length)], policy);
    expect(second.slice(0, first.length).map((r) => [r.regularHours, r.overtimeHours, r.doubleTimeHours]))
      .toEqual(paid.map((r) => [r.regularHours, r.overtimeHours, r.doubleTimeHours]));
    // What the policy gives the week, less what was paid, carried by the hours not yet paid (no more than they are:
    // a late holiday record whose hours are all premium already cannot also carry weekly overtime; docs/overtime.md).
    const whole = split(rs, policy);
    const open = rs.slice(first.length).filter((r) => !r.isLeaveOfAbsence).reduce((n, r) => n + Math.round(r.hours * 100), 0);
    const dtLeft = Math.min(open, Math.max(0, doubleTime(whole) - doubleTime(paid)));
    const otLeft = Math.min(open - dtLeft, Math.max(0, premium(whole) - doubleTime(whole) - (premium(paid) - doubleTime(paid))));
    expect(doubleTime(second)).toBe(doubleTime(paid) + dtLeft);
    expect(premium(second)).toBe(premium(paid) + dtLeft + otLeft);
  }));
});

test('across exports, every premium hour the policy gives the week is paid or named: paid, plus not paid, less paid beyond, is the week\'s', () => {
  fc.assert(fc.property(weekArb, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 8 }), policyArb, (week, exportedCount, dropped, policy) => {
    const rs = records(week);
    const first = rs.slice(0, Math.min(exportedCount, rs.length));
    const paid = split(first, policy);
    // Exported, then maybe one of them declined (dropped from the week), and the rest entered after.
    const fixed = first.map((r, i) => ({ ...r, fixed: paid[i] })).filter((_, i) => i !== dropped);
    const now = [...fixed, ...rs.slice(first.length)];
    const whole = split(now.map(({ fixed: _, ...r }) => r), policy);
    const second = split(now, policy);
    const gap = premiumGaps(now, policy, { timeZone: ZONE, holidays: HOLIDAYS })[0];
    const h = (n: number | undefined) => Math.round((n ?? 0) * 100);
    const dt = (rows: ReturnType<typeof split>) => doubleTime(rows);
    const ot = (rows: ReturnType<typeof split>) => premium(rows) - doubleTime(rows);
    expect(dt(second) + h(gap?.doubleTimeNotPaid) - h(gap?.doubleTimePaidBeyond)).toBe(dt(whole));
    expect(ot(second) + h(gap?.overtimeNotPaid) - h(gap?.overtimePaidBeyond)).toBe(ot(whole));
    if (fixed.length === 0) expect(gap).toBeUndefined();
  }));
});
