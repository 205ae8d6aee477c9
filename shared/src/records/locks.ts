import { isExported, type LockableRecord } from '@groundwork/shared/domain';
import type { RowSelection } from '@groundwork/shared/ui/table';

/** An exported record is locked in every report table until its export is reset (spec 02 §4). */
export function isExportLocked(record: Pick<LockableRecord, 'exportedAt'>): boolean {
  return isExported(record.exportedAt);
}

/**
 * The DataTable props of the export lock: exported rows greyed (`rowMuted`) and, when the table selects rows, their
 * checkbox disabled (the selection's own canSelect still applies to the others).
 *   <DataTable {...exportLockedRows(selection)} data={records} columns={columns} ... />
 */
export function exportLockedRows<T extends Pick<LockableRecord, 'exportedAt'>>(
  selection?: RowSelection<T>,
): { rowMuted: (row: T) => boolean; selection?: RowSelection<T> } {
  const rowMuted = (row: T) => isExportLocked(row);
  if (!selection) return { rowMuted };
  return {
    rowMuted,
    selection: { ...selection, canSelect: (row: T) => !isExportLocked(row) && (selection.canSelect?.(row) ?? true) },
  };
}
