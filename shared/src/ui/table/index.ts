/**
 * @groundwork/shared/ui/table: DataTable on TanStack Table, the export functions behind its Export menu, and the
 * History panel of a record (a list of its changes).
 * exceljs and papaparse are loaded with import() only when a user exports.
 *
 * Usage:
 *   const columns: DataColumn<TimeRecord>[] = [            // define once (useMemo or module level)
 *     { id: 'userName', title: 'Employee', filter: 'text' },
 *     { id: 'workType', title: 'Type of Work', filter: { options: WORK_TYPES.map((w) => ({ value: w, label: w })) } },
 *     { id: 'hours', title: 'Hours', total: true, align: 'right', editable: (r) => !r.exportedAt, editor: 'number' },
 *     { id: 'producedAt', title: 'Date', editable: true, editor: 'date' },
 *     { id: 'actions', title: 'Actions', sortable: false, exportable: false, pin: 'right', cell: (r) => <Button>Edit</Button> },
 *   ];
 *   <DataTable caption="Manager report" data={rows} columns={columns} getRowId={(r) => String(r.id)}
 *     pageSizes={PAGE_SIZES.reports} scrollX={1300} exportName="subcontractor-report"
 *     selection={{ selectedIds: ids, onChange: (ids, rows) => setIds(ids), canSelect: (r) => !r.exportedAt }}
 *     renderExpanded={(r) => <EquipmentTable lines={r.equipment} />} canExpand={(r) => r.equipment.length > 0}
 *     onCellSave={(row, columnId, value) => api.update(row.id, { [columnId]: value })}  // reject keeps the editor
 *     rowMuted={(r) => Boolean(r.exportedAt)} emptyState={<EmptyState onBack={...} />} />
 *   Cells stay on one line; long plain text is cut (ClipText: full value on hover and focus). `pin: 'right'` keeps a
 *   column (approval, actions) on screen while the rest scrolls; `card: true` marks the fields a phone's card shows.
 *   The Columns button hides columns, remembered per user and table (tableId, default the caption).
 *   A list row's actions: cell: (j) => <RowActions name={j.name} actions={[{ label: 'Edit', onSelect, api }, ...]} />
 *   (side by side; on a phone's card one control: the only action, or a "⋯" menu of them).
 *   Empty inline edits of a required column show `{title} is required.` (MESSAGES.columnRequired).
 *   Pure export: await toCsv(rows, exportColumnsOf(columns)); await toXlsx(...); toJson(...); exportRows('csv', rows, cols, 'jobs').
 *   A record's changes: <HistoryPanel entries={history.data} error={history.isError} recordType="Time Record" />
 *   (history = useQuery({ queryKey: productionHistoryKey(id), queryFn: () => getProductionHistory(id) })).
 */
export { DataTable, sumColumn, ClipText } from './DataTable';
export { tablePrefsKey } from './prefs';
export type { TablePrefs } from './prefs';
export type { DataTableProps, RowSelection } from './DataTable';
export type { DataColumn, ExportColumn, ExportValue, EditorKind, FilterOption } from './types';
export { EditableCell } from './EditableCell';
export type { EditableCellProps } from './EditableCell';
export {
  toCsv,
  toXlsx,
  toJson,
  neutraliseFormula,
  toExportValue,
  exportColumnsOf,
  buildExport,
  downloadFile,
  exportRows,
  EXPORT_FORMATS,
} from './export';
export type { ExportFormat } from './export';
export type { ExportScope } from './parts';
export { SEARCH_DEBOUNCE_MS, filteredExportLabel, RowActions } from './parts';
export type { RowAction } from './parts';
export { SpreadsheetUpload } from './SpreadsheetUpload';
export { FilePicker } from './FilePicker';
export type { FilePickerHandle, FilePickerProps } from './FilePicker';
export type { SpreadsheetUploadProps } from './SpreadsheetUpload';
export { HistoryPanel } from './history';
export type { HistoryPanelProps } from './history';
