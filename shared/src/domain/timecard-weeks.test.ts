import { hoursByEmployeeWeek } from './timecard-weeks';

const utc = (iso: string) => iso.slice(0, 10);
/** A record all regular unless its split says otherwise: [regular, overtime, double time]. */
const rec = (userId: number, name: string, producedAt: string, quantity: number, [regularHours, overtimeHours, doubleTimeHours] = [quantity, 0, 0]) => ({
  userId, producedAt, quantity, regularHours, overtimeHours, doubleTimeHours, user: { name, employeeCode: `E${userId}` },
});
const regular = (hours: number) => ({ regularHours: hours, overtimeHours: 0, doubleTimeHours: 0 });

describe('hoursByEmployeeWeek', () => {
  it('puts each record in its employee, week (Sunday to Saturday) and weekday, with week totals and subtotals', () => {
    const rows = hoursByEmployeeWeek(
      [
        rec(2, 'Zoë Côté', '2026-11-15T08:00:00Z', 8), // Sunday
        rec(2, 'Zoë Côté', '2026-11-21T08:00:00Z', 7.5), // Saturday, same week
        rec(2, 'Zoë Côté', '2026-11-22T08:00:00Z', 4), // Sunday, next week
        rec(1, 'Ana Ruiz', '2026-11-17T07:00:00Z', 10), // Tuesday
        rec(1, 'Ana Ruiz', '2026-11-17T18:00:00Z', 1.25), // Tuesday again
      ],
      utc,
    );
    expect(rows.map((r) => r.name)).toEqual(['Ana Ruiz', 'Zoë Côté']);
    expect(rows[0]).toMatchObject({ userId: 1, employeeCode: 'E1', total: 11.25, days: [0, 0, 11.25, 0, 0, 0, 0] });
    expect(rows[0].weeks).toEqual([{ weekStart: '2026-11-15', days: [0, 0, 11.25, 0, 0, 0, 0], total: 11.25, ...regular(11.25) }]);
    expect(rows[1].weeks).toEqual([
      { weekStart: '2026-11-15', days: [8, 0, 0, 0, 0, 0, 7.5], total: 15.5, ...regular(15.5) },
      { weekStart: '2026-11-22', days: [4, 0, 0, 0, 0, 0, 0], total: 4, ...regular(4) },
    ]);
    expect(rows[1]).toMatchObject({ total: 19.5, days: [12, 0, 0, 0, 0, 0, 7.5] });
  });

  it("adds up the records' overtime split per week and per employee (a 10 h BC day is 8 regular + 2 overtime)", () => {
    const [row] = hoursByEmployeeWeek(
      [
        rec(1, 'A', '2026-11-16T08:00:00Z', 10, [8, 2, 0]),
        rec(1, 'A', '2026-11-17T08:00:00Z', 13.1, [8, 4, 1.1]),
        rec(1, 'A', '2026-11-23T08:00:00Z', 0.1, [0.1, 0, 0]),
        rec(1, 'A', '2026-11-24T08:00:00Z', 0.2, [0, 0.2, 0]),
      ],
      utc,
    );
    expect(row.weeks).toEqual([
      { weekStart: '2026-11-15', days: [0, 10, 13.1, 0, 0, 0, 0], total: 23.1, regularHours: 16, overtimeHours: 6, doubleTimeHours: 1.1 },
      { weekStart: '2026-11-22', days: [0, 0.1, 0.2, 0, 0, 0, 0], total: 0.3, regularHours: 0.1, overtimeHours: 0.2, doubleTimeHours: 0 },
    ]);
    expect(row).toMatchObject({ total: 23.4, regularHours: 16.1, overtimeHours: 6.2, doubleTimeHours: 1.1 });
  });

  it('adds hundredths exactly (0.1 + 0.2 = 0.3; ten 0.01 = 0.1)', () => {
    const tenths = hoursByEmployeeWeek([rec(1, 'A', '2026-11-16T08:00:00Z', 0.1), rec(1, 'A', '2026-11-16T09:00:00Z', 0.2)], utc);
    expect(tenths[0].total).toBe(0.3);
    const cents = hoursByEmployeeWeek(Array.from({ length: 10 }, () => rec(1, 'A', '2026-11-16T08:00:00Z', 0.01)), utc);
    expect(cents[0].days[1]).toBe(0.1);
  });

  it('uses the given day of a record (an evening record in Vancouver is still that day)', () => {
    const vancouver = (iso: string) => new Date(new Date(iso).getTime() - 8 * 3600_000).toISOString().slice(0, 10);
    const [row] = hoursByEmployeeWeek([rec(1, 'A', '2026-11-22T03:00:00Z', 2)], vancouver); // Sat 19:00 local
    expect(row.weeks).toEqual([{ weekStart: '2026-11-15', days: [0, 0, 0, 0, 0, 0, 2], total: 2, ...regular(2) }]);
  });

  it('leaves out records without an employee and answers [] for none', () => {
    expect(hoursByEmployeeWeek([{ userId: null, producedAt: '2026-11-16T08:00:00Z', quantity: 3, ...regular(3) }], utc)).toEqual([]);
    expect(hoursByEmployeeWeek([], utc)).toEqual([]);
  });
});
