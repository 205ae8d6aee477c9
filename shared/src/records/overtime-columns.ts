import { formatCents, SPLIT_FIELDS, SPLIT_LABELS, toCents, type HoursSplit } from '@groundwork/shared/domain';
import type { DataColumn } from '@groundwork/shared/ui/table';

/** Hours with two decimals, as the split's cells and totals show them: 8 -> '8.00'. */
const twoDecimals = (hours: unknown) => formatCents(toCents(hours as number));

/**
 * Regular, OT and DT: the regular, overtime and double-time hours of a time record (or of a sum of records), beside
 * its hours, right-aligned with two decimals and totalled; the downloads take them as numbers.
 */
export function overtimeColumns<T extends HoursSplit>(): DataColumn<T>[] {
  return SPLIT_FIELDS.map((id): DataColumn<T> => ({
    id, ...SPLIT_LABELS[id], align: 'right', total: true, cell: (_row: T, value: unknown) => twoDecimals(value), formatTotal: twoDecimals,
  }));
}
