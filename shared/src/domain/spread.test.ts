import type { Production, ProductionEquipment } from './entities';
import { formatCents, spreadHours, spreadWeeks, toCents } from './spread';
import { localIso, utcDay } from './time';

let nextId = 1;

/** A time record as GET /api/jobs/productions answers it (instants in UTC, as the server writes them). */
function record(at: string, hours: number, opts: Omit<Partial<Production>, 'user' | 'costCode'> & { user?: string; costCode?: string; lines?: Array<[number, string, number]> } = {}): Production {
  const { user = 'Sam Worker', costCode = '100', lines = [], ...rest } = opts;
  const id = nextId++;
  const userId = rest.userId ?? (user === 'Sam Worker' ? 5 : 6);
  const costCodeId = rest.costCodeId ?? (costCode === '100' ? 10 : 11);
  return {
    id, companyId: 1, type: 'Time Record', jobId: 3, costCodeId, userId, workTypeId: 1, productionRequestId: null,
    producedAt: new Date(at).toISOString(), producedEndsAt: null, quantity: hours, description: null, isApproved: null,
    exportedAt: null, isLunchbreakTaken: null, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0,
    user: { id: userId, name: user } as Production['user'],
    costCode: { id: costCodeId, name: costCode, description: costCode === '100' ? 'Trenching' : 'Backfill' } as Production['costCode'],
    productionEquipments: lines.map(([equipmentId, name, hoursUsed], i) => ({
      id: id * 100 + i, productionId: id, equipmentId, hoursUsed, litersOfFuel: null, notes: null,
      equipment: { id: equipmentId, name, description: name === 'EX-210' ? 'Excavator' : 'Compactor' },
    }) as ProductionEquipment),
    ...rest,
  };
}

/** Local wall-clock time on a day, as the form sends it. */
const local = (day: string, time: string) => localIso(day, time);

beforeEach(() => {
  nextId = 1;
});

describe('hours as hundredths', () => {
  it('turns hours into whole hundredths and back into two-decimal text', () => {
    expect(toCents(8.25)).toBe(825);
    expect(toCents('7.5')).toBe(750);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(null)).toBe(0);
    expect(toCents('not a number')).toBe(0);
    expect(formatCents(825)).toBe('8.25');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(-30)).toBe('-0.30');
  });
});

describe('the spread of a job\'s hours', () => {
  const range = { start: '2026-03-01', end: '2026-03-07' };

  it('has a column per day of the range and a row per employee and cost code, with row, day and range totals', () => {
    const spread = spreadHours(
      [
        record(local('2026-03-02', '07:00'), 8),
        record(local('2026-03-03', '07:00'), 7.5),
        record(local('2026-03-03', '07:00'), 2.25, { costCode: '200' }),
        record(local('2026-03-02', '07:00'), 10, { user: 'Ana Lopez' }),
      ],
      range,
    );
    expect(spread.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(spread.rows.map((r) => [r.name, r.detail, formatCents(r.total)])).toEqual([
      ['Ana Lopez', '100 - Trenching', '10.00'],
      ['Sam Worker', '100 - Trenching', '15.50'],
      ['Sam Worker', '200 - Backfill', '2.25'],
    ]);
    const sam = spread.rows[1]!;
    expect(sam.days['2026-03-02']).toBe(800);
    expect(sam.days['2026-03-03']).toBe(750);
    expect(sam.days['2026-03-04']).toBe(0);
    expect(spread.employees.days['2026-03-03']).toBe(975);
    expect(spread.employees.total).toBe(2775);
    expect(spread.all.total).toBe(2775);
    expect(spread.equipment.total).toBe(0);
  });

  it('adds a row per piece of equipment from the records\' equipment lines, after the employees', () => {
    const spread = spreadHours(
      [
        record(local('2026-03-02', '07:00'), 8, { lines: [[7, 'EX-210', 7.5]] }),
        record(local('2026-03-03', '07:00'), 8, { user: 'Ana Lopez', lines: [[7, 'EX-210', 6], [9, 'CP-12', 1.25]] }),
      ],
      range,
    );
    expect(spread.rows.map((r) => [r.kind, r.name, r.detail, formatCents(r.total)])).toEqual([
      ['employee', 'Ana Lopez', '100 - Trenching', '8.00'],
      ['employee', 'Sam Worker', '100 - Trenching', '8.00'],
      ['equipment', 'CP-12', 'Compactor', '1.25'],
      ['equipment', 'EX-210', 'Excavator', '13.50'],
    ]);
    expect(spread.rows[3]!.days).toMatchObject({ '2026-03-02': 750, '2026-03-03': 600 });
    expect(spread.equipment.total).toBe(1475);
    expect(spread.employees.total).toBe(1600);
    expect(spread.all.total).toBe(3075);
  });

  it('is exact to the hundredth where adding the hours as floats is not', () => {
    // 0.1 + 0.2 + ... as floats drifts; ten records of 0.1 h and ten of 0.2 h are exactly 3.00 h.
    const records = Array.from({ length: 20 }, (_, i) => record(local('2026-03-04', '07:00'), i % 2 ? 0.1 : 0.2));
    const floats = records.reduce((s, r) => s + r.quantity, 0);
    expect(floats).not.toBe(3);
    const spread = spreadHours(records, range);
    expect(spread.all.total).toBe(300);
    expect(formatCents(spread.all.days['2026-03-04']!)).toBe('3.00');
    // A thousand records of 0.01 h: 10.00 h, every total the same.
    const many = Array.from({ length: 1000 }, () => record(local('2026-03-05', '07:00'), 0.01, { lines: [[7, 'EX-210', 0.01]] }));
    const big = spreadHours(many, range);
    expect(big.employees.total).toBe(1000);
    expect(big.equipment.total).toBe(1000);
    expect(formatCents(big.all.total)).toBe('20.00');
  });

  it('keeps the totals of the rows, of the days and of the weeks equal to the range total', () => {
    const records = Array.from({ length: 60 }, (_, i) =>
      record(local(`2026-03-0${1 + (i % 7)}`, '07:00'), Math.round(((i * 37) % 1100) + 1) / 100, {
        user: i % 3 ? 'Sam Worker' : 'Ana Lopez', costCode: i % 2 ? '100' : '200', lines: i % 4 ? [] : [[7 + (i % 3), `EQ-${i % 3}`, (i % 9) + 0.35]],
      }),
    );
    const spread = spreadHours(records, range);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(spread.rows.map((r) => r.total))).toBe(spread.all.total);
    expect(sum(Object.values(spread.all.days))).toBe(spread.all.total);
    expect(sum(Object.values(spread.all.weeks))).toBe(spread.all.total);
    expect(spread.all.total).toBe(sum(records.map((r) => toCents(r.quantity))) + sum(records.flatMap((r) => r.productionEquipments!.map((l) => toCents(l.hoursUsed)))));
    for (const row of spread.rows) expect(sum(Object.values(row.days))).toBe(row.total);
  });

  it('counts a record on the local day it starts: an overnight shift on its first day, a late start on its own day', () => {
    const spread = spreadHours(
      [
        // 22:00 to 06:00 the next morning: all 8 hours on the 3rd.
        { ...record(local('2026-03-03', '22:00'), 8), producedEndsAt: new Date(local('2026-03-04', '06:00')).toISOString() },
        // 23:30 local is the next day in UTC west of Greenwich and the same day east of it: the local day counts.
        record(local('2026-03-05', '23:30'), 1.5),
        // 00:15 local on the 6th is still the 5th in UTC east of Greenwich.
        record(local('2026-03-06', '00:15'), 2),
      ],
      range,
    );
    const [row] = spread.rows;
    expect(row!.days).toMatchObject({ '2026-03-03': 800, '2026-03-04': 0, '2026-03-05': 150, '2026-03-06': 200 });
  });

  it('uses the day the caller names for an instant (a company in another zone)', () => {
    // Toronto in winter is UTC-05:00: 03:00Z on the 4th is 22:00 on the 3rd there.
    const toronto = (iso: string) => utcDay(new Date(Date.parse(iso) - 5 * 3_600_000));
    const spread = spreadHours([record('2026-03-04T03:00:00Z', 4), record('2026-03-04T05:00:00Z', 3)], range, toronto);
    expect(spread.rows[0]!.days).toMatchObject({ '2026-03-03': 400, '2026-03-04': 300 });
  });

  it('leaves out records outside the range\'s days and records that are not time records', () => {
    const spread = spreadHours(
      [
        record(local('2026-02-28', '23:59'), 5),
        record(local('2026-03-08', '00:00'), 5),
        record(local('2026-03-01', '00:00'), 1),
        record(local('2026-03-07', '23:59'), 2),
        { ...record(local('2026-03-02', '16:00'), 120), type: 'Production' },
        { ...record(local('2026-03-02', '15:00'), -40), type: 'Material Hauling' },
      ],
      range,
    );
    expect(spread.all.total).toBe(300);
    expect(spread.all.days['2026-03-01']).toBe(100);
    expect(spread.all.days['2026-03-07']).toBe(200);
    expect(Object.keys(spread.all.days)).toHaveLength(7);
  });

  it('groups the days into weeks running Sunday to Saturday, each week cut to the range', () => {
    // Thursday 2026-03-05 to Tuesday 2026-03-17: the end of one week, a whole week, the start of the next.
    const weeks = spreadWeeks(['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17']);
    expect(weeks.map((w) => [w.start, w.end, w.days.length])).toEqual([
      ['2026-03-01', '2026-03-07', 3],
      ['2026-03-08', '2026-03-14', 7],
      ['2026-03-15', '2026-03-21', 3],
    ]);
    const spread = spreadHours(
      [record(local('2026-03-07', '07:00'), 8), record(local('2026-03-08', '07:00'), 4), record(local('2026-03-14', '07:00'), 4.5), record(local('2026-03-15', '07:00'), 1)],
      { start: '2026-03-05', end: '2026-03-17' },
    );
    expect(spread.all.weeks).toEqual({ '2026-03-01': 800, '2026-03-08': 850, '2026-03-15': 100 });
    expect(spread.rows[0]!.weeks).toEqual(spread.all.weeks);
  });

  it('is empty, with its days, when nothing was recorded', () => {
    const spread = spreadHours([], { start: '2026-03-01', end: '2026-03-02' });
    expect(spread.rows).toEqual([]);
    expect(spread.all).toEqual({ days: { '2026-03-01': 0, '2026-03-02': 0 }, weeks: { '2026-03-01': 0 }, total: 0 });
  });
});
