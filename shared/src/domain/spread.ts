/**
 * The spread report: a job's hours spread over the days of a range. One row per employee and cost code (the time
 * records' hours) and one row per piece of equipment (the equipment lines' hours used), a column per day and a
 * subtotal per week (weeks run Sunday to Saturday), totals per row, per day, per week and for the range.
 *
 * Hours are summed as whole hundredths (cents of an hour, integers), never as floats, so every total is exact to the
 * hundredth and the totals of the rows, of the days and of the weeks always agree.
 *
 * A record counts on the local calendar day it starts (producedAt), as the schedule and My Records group them: an
 * overnight shift's hours all fall on the day it began, a shift starting at 23:30 local time on the day it began
 * whatever day it is in UTC. Records of other types (productions, material hauling) hold quantities, not hours, and
 * are left out, as are records outside the range's days.
 */
import type { Production } from './entities';
import { daysFrom, dayOf } from './schedule';
import { weekEnd, weekStart } from './time';

/** Hours as whole hundredths: 8.25 -> 825 (rounded to the nearest hundredth; missing or not a number: 0). */
export function toCents(hours: number | string | null | undefined): number {
  const n = Number(hours ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** Hundredths of an hour as the hours a table shows, always two decimals: 825 -> '8.25', 5 -> '0.05', -30 -> '-0.30'. */
export function formatCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 && abs > 0 ? `-${text}` : text;
}

export type SpreadRowKind = 'employee' | 'equipment';

/** Hundredths of an hour per day, per week (keyed by its Sunday) and for the whole range. */
export interface SpreadAmounts {
  days: Record<string, number>;
  weeks: Record<string, number>;
  total: number;
}

export interface SpreadRow extends SpreadAmounts {
  /** Stable id: `employee:{userId}:{costCodeId}` or `equipment:{equipmentId}`. */
  key: string;
  kind: SpreadRowKind;
  /** The employee's name, or the equipment's number. */
  name: string;
  /** The cost code ('name - description') of an employee row; the equipment's description. */
  detail: string;
  userId: number | null;
  costCodeId: number | null;
  equipmentId: number | null;
}

/** A week of the range: its Sunday and Saturday, and its days that lie within the range. */
export interface SpreadWeek {
  start: string;
  end: string;
  days: string[];
}

export interface Spread {
  /** Every day of the range, 'YYYY-MM-DD', oldest first. */
  days: string[];
  weeks: SpreadWeek[];
  /** Employee rows (by name, then cost code), then equipment rows (by equipment number). */
  rows: SpreadRow[];
  /** Totals of the employee rows, of the equipment rows, and of both. */
  employees: SpreadAmounts;
  equipment: SpreadAmounts;
  all: SpreadAmounts;
}

/** The weeks (Sunday to Saturday) the days of a range fall in, each with its days inside the range. */
export function spreadWeeks(days: readonly string[]): SpreadWeek[] {
  const weeks = new Map<string, SpreadWeek>();
  for (const day of days) {
    const start = weekStart(day);
    const week = weeks.get(start) ?? { start, end: weekEnd(start), days: [] };
    week.days.push(day);
    weeks.set(start, week);
  }
  return [...weeks.values()];
}

function emptyAmounts(days: readonly string[], weeks: readonly SpreadWeek[]): SpreadAmounts {
  return {
    days: Object.fromEntries(days.map((d) => [d, 0])),
    weeks: Object.fromEntries(weeks.map((w) => [w.start, 0])),
    total: 0,
  };
}

function add(amounts: SpreadAmounts, day: string, week: string, cents: number): void {
  amounts.days[day] = (amounts.days[day] ?? 0) + cents;
  amounts.weeks[week] = (amounts.weeks[week] ?? 0) + cents;
  amounts.total += cents;
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/**
 * Spreads time records (with their employee, cost code and equipment lines) over the days from `start` to `end`
 * ('YYYY-MM-DD', both included). `dayOfRecord` names the calendar day an instant falls on; by default the local day
 * of the machine running this code (the browser's, as everywhere else in the app).
 */
export function spreadHours(
  records: readonly Production[],
  range: { start: string; end: string },
  dayOfRecord: (iso: string) => string = dayOf,
): Spread {
  const days = daysFrom(range.start, range.end);
  const weeks = spreadWeeks(days);
  const inRange = new Set(days);
  const rows = new Map<string, SpreadRow>();
  const employees = emptyAmounts(days, weeks);
  const equipment = emptyAmounts(days, weeks);
  const all = emptyAmounts(days, weeks);

  const rowOf = (key: string, make: () => Omit<SpreadRow, keyof SpreadAmounts | 'key'>): SpreadRow => {
    let row = rows.get(key);
    if (!row) {
      row = { key, ...make(), ...emptyAmounts(days, weeks) };
      rows.set(key, row);
    }
    return row;
  };

  for (const record of records) {
    if (record.type !== 'Time Record') continue;
    const day = dayOfRecord(record.producedAt);
    if (!inRange.has(day)) continue;
    const week = weekStart(day);

    const hours = toCents(record.quantity);
    const cc = record.costCode;
    const employee = rowOf(`employee:${record.userId ?? 0}:${record.costCodeId}`, () => ({
      kind: 'employee',
      name: record.user?.name ?? (record.userId === null ? '' : `Employee ${record.userId}`),
      detail: cc ? [cc.name, cc.description].filter(Boolean).join(' - ') : `Cost code ${record.costCodeId}`,
      userId: record.userId,
      costCodeId: record.costCodeId,
      equipmentId: null,
    }));
    add(employee, day, week, hours);
    add(employees, day, week, hours);
    add(all, day, week, hours);

    for (const line of record.productionEquipments ?? []) {
      const used = toCents(line.hoursUsed);
      const machine = rowOf(`equipment:${line.equipmentId}`, () => ({
        kind: 'equipment',
        name: line.equipment?.name ?? `Equipment ${line.equipmentId}`,
        detail: line.equipment?.description ?? '',
        userId: null,
        costCodeId: null,
        equipmentId: line.equipmentId,
      }));
      add(machine, day, week, used);
      add(equipment, day, week, used);
      add(all, day, week, used);
    }
  }

  const ordered = [...rows.values()].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'employee' ? -1 : 1;
    return byText(a.name, b.name) || byText(a.detail, b.detail) || a.key.localeCompare(b.key);
  });
  return { days, weeks, rows: ordered, employees, equipment, all };
}
