import { SPLIT_FIELDS, toCents, type HoursSplit } from '@groundwork/shared/domain';
import { formatHundredths } from '@groundwork/shared/i18n';
import type { DataColumn } from '@groundwork/shared/ui/table';

/**
 * Hours with two decimals and grouped thousands in the page's language, as every hours column's cells and totals show
 * them (the split's, a record's Hours): '1,234.50', '1 234,50' in French.
 */
export const formatHoursCell = (hours: unknown) => formatHundredths(toCents(hours as number));

/** The title and full name of each column of the split, in the page's language (the app's catalogue). */
export type SplitColumnLabels = Record<(typeof SPLIT_FIELDS)[number], { title: string; description: string }>;

/**
 * Regular, OT and DT: the regular, overtime and double-time hours of a time record (or of a sum of records), beside
 * its hours, right-aligned with two decimals in the page's language and totalled; the downloads take them as numbers.
 */
export function overtimeColumns<T extends HoursSplit>(labels: SplitColumnLabels): DataColumn<T>[] {
  return SPLIT_FIELDS.map((id): DataColumn<T> => ({
    id, ...labels[id], align: 'right', total: true, cell: (_row: T, value: unknown) => formatHoursCell(value), formatTotal: formatHoursCell,
  }));
}
