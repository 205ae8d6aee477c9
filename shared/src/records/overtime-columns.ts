import { formatCents, toCents, type HoursSplit } from '@groundwork/shared/domain';
import type { DataColumn } from '@groundwork/shared/ui/table';

/** The overtime split's column titles, with their full names (docs/overtime.md). */
export const SPLIT_LABELS = {
  regularHours: { title: 'Regular', description: 'Regular hours' },
  overtimeHours: { title: 'OT', description: 'Overtime (1.5x)' },
  doubleTimeHours: { title: 'DT', description: 'Double time (2x)' },
} as const satisfies Record<keyof HoursSplit, { title: string; description: string }>;

/** Hours with two decimals, as the split's cells and totals show them: 8 -> '8.00'. */
const twoDecimals = (hours: unknown) => formatCents(toCents(hours as number));

/**
 * Regular, OT and DT: the regular, overtime and double-time hours of a time record (or of a sum of records), beside
 * its hours, right-aligned with two decimals and totalled; the downloads take them as numbers.
 */
export function overtimeColumns<T extends HoursSplit>(): DataColumn<T>[] {
  return (Object.keys(SPLIT_LABELS) as (keyof HoursSplit)[]).map((id): DataColumn<T> => ({
    id, ...SPLIT_LABELS[id], align: 'right', total: true, cell: (_row: T, value: unknown) => twoDecimals(value), formatTotal: twoDecimals,
  }));
}
