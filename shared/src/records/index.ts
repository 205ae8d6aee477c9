/**
 * @groundwork/shared/records: the parts every table of Production records shares (spec 02 §2 "Record links", §4, §5,
 * §9), so the foreman, manager, subcontractor, payroll and job screens do not each build their own.
 * Uses @tanstack/react-query (the app's own QueryClientProvider) — not shared through module federation, each app
 * bundles it with its own query client.
 *
 * Usage (a table of records from any read, e.g. GET /api/jobs/{id}/productions):
 *   const viewerId = useSession((s) => s.claims?.id ?? null);
 *   const approval = useApprovalColumn(viewerId);            // select + 'Do you want to save changes to this record?'
 *   const invoice = useInvoiceStatusColumn(viewerId);         // the four INVOICE_STATUSES, same confirmation
 *   const links = useRecordLinksColumn(viewerId);             // Edit / Edit New / Copy / Delete (+ its confirmation)
 *   const onCellSave = useRecordCellSave();                   // PUT the record with the edited field
 *   const columns: DataColumn<Production>[] = [
 *     { id: 'quantity', title: 'Hours', editable: (r) => recordLocks(r, viewerId).canEdit, editor: 'number' },
 *     ...overtimeColumns<Production>(labels),                   // Regular, OT, DT: the record's overtime split
 *     commentColumn({ id: 'description', title: 'Description', editable: ... }),  // 500 chars + ' ...'
 *     approval.column, invoice.column, links.column,
 *   ];
 *   <DataTable {...exportLockedRows(selection)} data={records} columns={columns} onCellSave={onCellSave} scrollX={1300} ... />
 *   {approval.dialog}{invoice.dialog}{links.dialog}
 * Each hook takes options { invalidate?: QueryKey (default productionKeys.all), onSaved?(record) }.
 * Equipment lines: useEquipmentLineSave() as the sub-table's onCellSave (columns hoursUsed, litersOfFuel, notes).
 */
export { useApprovalColumn, approvalLabel } from './approval';
export type { Approval } from './approval';
export { invoiceStatusOptions, useInvoiceStatusColumn } from './invoice';
export { useChoiceColumn } from './choice-column';
export type { ChoiceColumnSpec, RecordColumnOptions } from './choice-column';
export { RecordLinks, useRecordDelete, useRecordLinksColumn } from './RecordLinks';
export type { RecordLinksProps } from './RecordLinks';
export { useRequestDeletion } from './requests';
export { truncateComment, CommentCell, commentColumn } from './comments';
export { isExportLocked, exportLockedRows } from './locks';
export { ResetExportButton, useExportColumn } from './export';
export type { ExportColumnOptions } from './export';
export { timeInOutColumns } from './time-columns';
export { formatHoursCell, overtimeColumns } from './overtime-columns';
export type { SplitColumnLabels } from './overtime-columns';
export {
  recordUpdateBody, recordCellChange, lineBody, lineCellChange, useRecordCellSave, useEquipmentLineSave,
} from './edits';
export type { RecordChange } from './edits';
export { failureText } from '@groundwork/shared/api';
