/**
 * Hours and their overtime split added up for a report (a week, an employee, a period). Sums are kept in hundredths
 * of an hour (integers), so a total is exactly the sum of the 2-decimal figures its rows show.
 */
import type { Production } from './entities';
import type { HoursSplit } from './overtime';
import { toCents } from './spread';

/** The overtime split's column titles in the reports and their downloads, with their full names. */
export const SPLIT_LABELS = {
  regularHours: { title: 'Regular', description: 'Regular hours' },
  overtimeHours: { title: 'OT', description: 'Overtime (1.5x)' },
  doubleTimeHours: { title: 'DT', description: 'Double time (2x)' },
} as const satisfies Record<keyof HoursSplit, { title: string; description: string }>;

/** The split's fields in their columns' order. */
export const SPLIT_FIELDS = Object.keys(SPLIT_LABELS) as (keyof HoursSplit)[];

/** What a total reads of a time record: its hours and their split (docs/overtime.md). */
export type SplitRecord = Pick<Production, 'quantity' | 'regularHours' | 'overtimeHours' | 'doubleTimeHours'>;

/** A record's hours with their split, or a sum of them. */
export type SplitHours = HoursSplit & { hours: number };

/** A running sum of records' hours and split, in hundredths of an hour. */
export class SplitSum {
  private hours = 0;
  private regular = 0;
  private overtime = 0;
  private doubleTime = 0;

  add(r: SplitRecord): this {
    this.hours += toCents(r.quantity);
    this.regular += toCents(r.regularHours);
    this.overtime += toCents(r.overtimeHours);
    this.doubleTime += toCents(r.doubleTimeHours);
    return this;
  }

  /** The split's sums as hours, 2 decimals. */
  get split(): HoursSplit {
    return { regularHours: this.regular / 100, overtimeHours: this.overtime / 100, doubleTimeHours: this.doubleTime / 100 };
  }

  /** The hours and the split's sums, 2 decimals. */
  get total(): SplitHours {
    return { hours: this.hours / 100, ...this.split };
  }
}

/** The hours and split of records added up. */
export function sumSplit(records: readonly SplitRecord[]): SplitHours {
  return records.reduce((sum, r) => sum.add(r), new SplitSum()).total;
}
