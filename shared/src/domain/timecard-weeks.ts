/**
 * The Timecards report v2: an employee's hours grouped by week (Sunday to Saturday) with a column per weekday, the
 * week's total and its overtime split, and the employee's subtotals over the range. Sums are kept in hundredths of an
 * hour (integers), so 0.1 + 0.2 adds up to 0.3 exactly; hours come back with 2 decimals.
 */
import type { Production } from './entities';
import type { HoursSplit } from './overtime';
import { SplitSum, type SplitRecord } from './split-totals';
import { toCents } from './spread';
import { localDay, weekStart } from './time';

/** Sunday .. Saturday, as the columns read. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A week's or an employee's regular, overtime and double-time hours: the sums of their records' splits. */
export interface WeekHours extends HoursSplit {
  /** The Sunday starting the week, 'YYYY-MM-DD'. */
  weekStart: string;
  /** Hours per weekday, Sunday first. */
  days: number[];
  total: number;
}

export interface EmployeeWeeks extends HoursSplit {
  userId: number;
  name: string;
  employeeCode: string;
  /** The weeks with hours, oldest first. */
  weeks: WeekHours[];
  /** The employee's hours per weekday over the whole range (the subtotal row), Sunday first. */
  days: number[];
  total: number;
}

type TimecardRow = Pick<Production, 'userId' | 'producedAt'> & SplitRecord & { user?: { name: string; employeeCode?: string } | null };

const hours = (c: number) => c / 100;

interface WeekSums {
  /** Hundredths of an hour per weekday, Sunday first. */
  days: number[];
  /** The week's overtime split. */
  sum: SplitSum;
}

/**
 * Groups time records by employee (by name) and week. `dayOf` gives a record's calendar day (default: the day of its
 * start in this machine's time zone, as the report's Date column shows it).
 */
export function hoursByEmployeeWeek(records: readonly TimecardRow[], dayOf: (iso: string) => string = (iso) => localDay(new Date(iso))): EmployeeWeeks[] {
  const employees = new Map<number, { name: string; employeeCode: string; weeks: Map<string, WeekSums>; sum: SplitSum }>();
  for (const r of records) {
    if (r.userId === null || r.userId === undefined) continue;
    let employee = employees.get(r.userId);
    if (!employee) {
      employee = { name: r.user?.name ?? '', employeeCode: r.user?.employeeCode ?? '', weeks: new Map(), sum: new SplitSum() };
      employees.set(r.userId, employee);
    }
    const day = dayOf(r.producedAt);
    const start = weekStart(day);
    const week = employee.weeks.get(start) ?? { days: Array<number>(7).fill(0), sum: new SplitSum() };
    week.days[new Date(`${day}T00:00:00Z`).getUTCDay()] += toCents(r.quantity);
    week.sum.add(r);
    employee.sum.add(r);
    employee.weeks.set(start, week);
  }
  return [...employees.entries()]
    .map(([userId, e]) => {
      const weeks = [...e.weeks.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([start, w]) => ({ weekStart: start, days: w.days.map(hours), total: hours(w.days.reduce((s, c) => s + c, 0)), ...w.sum.split }));
      const subtotal = Array<number>(7).fill(0);
      for (const w of e.weeks.values()) w.days.forEach((c, i) => (subtotal[i] += c));
      return {
        userId, name: e.name, employeeCode: e.employeeCode, weeks, days: subtotal.map(hours), total: hours(subtotal.reduce((s, c) => s + c, 0)),
        ...e.sum.split,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}
