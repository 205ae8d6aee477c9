import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type ExpandedState,
  type FilterFn,
  type Row,
  type CellContext,
  type ColumnDefTemplate,
  type HeaderContext,
  type RowSelectionState,
  type SortingFn,
  type SortingState,
  type Updater,
  type Column,
  type ColumnPinningState,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode,
} from 'react';
import { PAGE_SIZES, round2, type ApiRoute } from '@groundwork/shared/domain';
import { formatNumber } from '@groundwork/shared/i18n';
import { useSharedLanguage } from '@groundwork/shared/i18n/react';
import { useTableT } from './catalogue';
import { useSession } from '@groundwork/shared/session';
import { EmptyState, notify } from '@groundwork/shared/ui';
import { EditableCell } from './EditableCell';
import { exportColumnsOf, exportRows, type ExportFormat } from './export';
import { ColumnChooser, ExportMenu, Pager, SearchBox, type ExportScope } from './parts';
import { tablePrefsKey, useTablePrefs } from './prefs';
import { Clip, ExpandButton, FilterInput, HeadCell, Scroll, SortButton, Table, Toolbar, TotalsRow } from './styles';
import type { DataColumn, FilterOption } from './types';

export interface RowSelection<T> {
  /** Ids (from getRowId) of the selected rows. */
  selectedIds: ReadonlyArray<string>;
  onChange: (ids: string[], rows: T[]) => void;
  /** Rows that may not be selected get a disabled checkbox (e.g. exported rows). */
  canSelect?: (row: T) => boolean;
}

export interface DataTableProps<T> {
  data: ReadonlyArray<T>;
  columns: ReadonlyArray<DataColumn<T>>;
  /** Stable id of a row (needed for selection and editing; default: its index). */
  getRowId?: (row: T, index: number) => string;
  /** Accessible name of the table, e.g. "Jobs". */
  caption: string;
  /** Show the search box (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Page size default and options, e.g. PAGE_SIZES.timecards (default PAGE_SIZES.reports). */
  pageSizes?: { default: number; options: readonly number[] };
  selection?: RowSelection<T>;
  /** Content shown under an expanded row (e.g. its equipment table). */
  renderExpanded?: (row: T) => ReactNode;
  canExpand?: (row: T) => boolean;
  /** Saves an inline edit; reject to keep the editor open. */
  onCellSave?: (row: T, columnId: string, value: unknown) => void | Promise<unknown>;
  /** The API route an inline edit calls (`data-api` on each editable cell, shared/session apiAction). */
  cellSaveApi?: ApiRoute;
  /** Minimum table width in px before it scrolls sideways (the spec's reports use 1300). */
  scrollX?: number;
  /** Base file name of exports (jobs -> jobs.csv / jobs.xlsx / jobs.json); shows the Export menu. */
  exportName?: string;
  /** Told after a file was produced, with the rows it contains. */
  onExported?: (format: ExportFormat, scope: ExportScope, rows: T[]) => void;
  /** Greys a row (e.g. exported, read-only). */
  rowMuted?: (row: T) => boolean;
  /** Shown when no row passes the filters; default "No Records Found". */
  emptyState?: ReactNode;
  /** Extra controls in the toolbar, left of Export. */
  toolbar?: ReactNode;
  /** Names the table's remembered column choice (per user); default the caption. */
  tableId?: string;
  /** Told the rows the search and filters show (in their sorted order) whenever they change, e.g. for a server export. */
  onFilteredRowsChange?: (rows: T[]) => void;
}

type Meta<T> = {
  col: DataColumn<T>;
  /** Saves an inline edit (only when the table edits). */
  saveCell?: (row: T, columnId: string, value: unknown) => void | Promise<unknown>;
  saveApi?: ApiRoute;
};

function valueOf<T>(col: DataColumn<T>, row: T): unknown {
  return col.accessor ? col.accessor(row) : (row as Record<string, unknown>)[col.id];
}
/**
 * A total without a format of its own: two decimals at most, thousands grouped like hours and money ("1,234.5",
 * "1 234,5" in French).
 */
const TOTAL: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
/** A number as the page's language writes it ("10,5" in French), every digit kept, no grouping (ids, years). */
const PLAIN_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 20, useGrouping: false };
/**
 * A number of a totalled column (hours used, litres: a measure, never an id or a year), every digit kept, grouped as
 * its total is ("1,234.5").
 */
const MEASURE: Intl.NumberFormatOptions = { maximumFractionDigits: 20 };
const plain = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A cell's value as searched: a number in the page's language, anything else as it is. */
const text = (v: unknown) => (typeof v === 'number' ? formatNumber(v, PLAIN_NUMBER) : plain(v));
/** A cell's value as shown: as searched, a totalled column's numbers grouped like its total. */
const shownText = <T,>(col: DataColumn<T>, v: unknown) => (col.total && typeof v === 'number' ? formatNumber(v, MEASURE) : text(v));

/** Plain text longer than this is cut to one line (Clip) with its full value on hover and focus. */
const CLIP_AFTER = 40;

/** A long text shown on one line, cut with an ellipsis; hover shows it whole (title), and so does focus. */
export function ClipText({ text: shown, full = shown }: { text: string; full?: string }) {
  if (shown === full && full.length <= CLIP_AFTER) return <>{shown}</>;
  return (
    <Clip title={full} tabIndex={0}>
      {shown}
    </Clip>
  );
}

/** Spaces of any kind as one plain space, lower case: "1\u202f489,13\u00a0$" is found by typing "1 489,13 $". */
const forSearch = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();
/**
 * Whether a row's cell holds a search or text filter's text: in its value, or in what the cell shows when it shows
 * text ("23 nov. 2026" for a stored 2026-11-23, "1 489,13 $" for 1489.13), so that what is on screen is found.
 */
function cellIncludes<T>(col: DataColumn<T> | undefined, row: Row<T>, columnId: string, filter: unknown): boolean {
  const wanted = forSearch(String(filter).trim());
  const value = row.getValue(columnId);
  if (forSearch(text(value)).includes(wanted) || (col && forSearch(shownText(col, value)).includes(wanted))) return true;
  const shown = col?.cell?.(row.original, value);
  return (typeof shown === 'string' || typeof shown === 'number') && forSearch(text(shown)).includes(wanted);
}
/** What a column filter holds for an option: its key, the same in every language (default its value). */
const optionKey = (o: FilterOption) => o.key ?? o.value;
/**
 * The filter of a column with options: the row's filterValue (default its value) is the chosen option's. The filter
 * holds the option's key, not its value, so that a language switch keeps the choice and shows it in the new language
 * (an option's value is often its translated label), and a list that changes (a work type added) keeps it on the same
 * option; a key no longer offered filters nothing, as the filter then shows All.
 */
function equalsOption<T>(col: DataColumn<T>): FilterFn<T> {
  return (row, columnId, filter) => {
    const options = typeof col.filter === 'object' ? col.filter.options : [];
    const chosen = options.find((o) => optionKey(o) === filter);
    return chosen === undefined || (col.filterValue ? col.filterValue(row.original) : plain(row.getValue(columnId))) === chosen.value;
  };
}
const naturalSort: SortingFn<unknown> = (a, b, columnId) => {
  const x = a.getValue(columnId);
  const y = b.getValue(columnId);
  if (x === y) return 0;
  if (x === null || x === undefined || x === '') return 1;
  if (y === null || y === undefined || y === '') return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
};

/**
 * Sum of a column's numeric values over rows, added in hundredths (integers): no 0.1 + 0.2 noise, and the total is
 * exactly the sum of the rows' 2-decimal figures.
 */
export function sumColumn<T>(rows: ReadonlyArray<T>, col: DataColumn<T>): number {
  const cents = rows.reduce((acc, r) => {
    const v = Number(valueOf(col, r));
    return Number.isFinite(v) ? acc + Math.round(round2(v) * 100) : acc;
  }, 0);
  return cents / 100;
}

/** The spec's tables: sort, filters, search, pages, totals, selection, expandable rows, inline edit, export. */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  caption,
  searchable = true,
  searchPlaceholder,
  pageSizes = PAGE_SIZES.reports,
  selection,
  renderExpanded,
  canExpand,
  onCellSave,
  cellSaveApi,
  scrollX,
  exportName,
  onExported,
  rowMuted,
  emptyState,
  toolbar,
  tableId,
  onFilteredRowsChange,
}: DataTableProps<T>) {
  const t = useTableT();
  const userId = useSession((s) => s.claims?.id);
  const [prefs, setPrefs] = useTablePrefs(tablePrefsKey(userId, tableId ?? caption));
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSizes.default });
  const [exporting, setExporting] = useState(false);

  const rowId = useCallback((row: T, index: number) => (getRowId ? getRowId(row, index) : String(index)), [getRowId]);
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selectedIds ?? []).map((id) => [id, true])),
    [selection?.selectedIds],
  );
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  // Callbacks are often written inline: the column definitions depend only on whether they are given (the latest
  // onCellSave is read from a ref; renderExpanded is called at render time), so a re-render does not rebuild them
  // (new cell renderers would remount the cells and lose an open editor's draft).
  const onCellSaveRef = useRef(onCellSave);
  onCellSaveRef.current = onCellSave;
  const expandable = renderExpanded !== undefined;
  const editing = onCellSave !== undefined;
  const saveCell = useCallback((row: T, columnId: string, value: unknown) => onCellSaveRef.current?.(row, columnId, value), []);

  // The cells are rendered by module-level components (SelectCell, ExpandCell, DataCell) that read their column from
  // `meta`: flexRender mounts a cell renderer as a component, so a renderer created here would be a new component
  // type whenever `columns` changes (the shared record columns are new objects on every render), remounting every
  // cell: a focused checkbox or select would lose focus, an open editor its draft, a click in progress its target.
  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = [];
    if (selection) defs.push({ id: '__select', enableSorting: false, header: SelectHeader, cell: SelectCell });
    if (expandable) defs.push({ id: '__expand', enableSorting: false, header: ExpandHeader, cell: ExpandCell });
    for (const col of columns) {
      defs.push({
        id: col.id,
        accessorFn: (row) => valueOf(col, row),
        header: col.description ? TitledHeader : col.title,
        enableSorting: col.sortable !== false,
        enableColumnFilter: Boolean(col.filter),
        enableHiding: col.hideable !== false,
        enableGlobalFilter: true,
        sortingFn: naturalSort as SortingFn<T>,
        filterFn: col.filter === 'text' ? ((row, columnId, filter) => cellIncludes(col, row, columnId, filter)) : equalsOption(col),
        meta: { col, saveCell: editing ? saveCell : undefined, saveApi: cellSaveApi } satisfies Meta<T>,
        cell: DataCell as ColumnDefTemplate<CellContext<T, unknown>>,
      });
    }
    return defs;
  }, [columns, selection !== undefined, expandable, editing, saveCell, cellSaveApi]); // eslint-disable-line react-hooks/exhaustive-deps

  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const current = selectionRef.current;
      if (!current) return;
      const prev = Object.fromEntries(current.selectedIds.map((id) => [id, true]));
      const next = typeof updater === 'function' ? updater(prev) : updater;
      const ids = Object.keys(next).filter((id) => next[id]);
      const wanted = new Set(ids);
      current.onChange(ids, data.filter((r, i) => wanted.has(rowId(r, i))));
    },
    [data, rowId],
  );

  // Pinning is decided by the columns (selection and expand on the left, `pin` on the screens' columns).
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({
      left: [...(selection ? ['__select'] : []), ...(expandable ? ['__expand'] : []), ...columns.filter((c) => c.pin === 'left').map((c) => c.id)],
      right: columns.filter((c) => c.pin === 'right').map((c) => c.id),
    }),
    [columns, selection !== undefined, expandable], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const onColumnVisibilityChange = useCallback(
    (updater: Updater<VisibilityState>) =>
      setPrefs((p) => ({ ...p, columns: typeof updater === 'function' ? updater(p.columns) : updater })),
    [setPrefs],
  );

  // The table keeps each row's values (row.getValue) until `data` changes: a column whose accessor translates (a
  // status in words) would still show the former language after a switch. A new array per language renews them.
  const language = useSharedLanguage();
  const tableData = useMemo(() => [...data], [data, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const table = useReactTable<T>({
    data: tableData as T[],
    columns: columnDefs,
    getRowId: rowId,
    state: { sorting, columnFilters, globalFilter, expanded, pagination, rowSelection, columnPinning, columnVisibility: prefs.columns },
    onColumnVisibilityChange,
    enableColumnPinning: true,
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: setGlobalFilter,
    onExpandedChange: setExpanded,
    onPaginationChange: setPagination,
    onRowSelectionChange,
    enableRowSelection: selection ? (row: Row<T>) => selection.canSelect?.(row.original) ?? true : false,
    getRowCanExpand: renderExpanded ? (row) => canExpand?.(row.original) ?? true : () => false,
    globalFilterFn: (row, columnId, filter) => cellIncludes(columnsById.get(columnId), row, columnId, filter),
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    sortDescFirst: false,
    autoResetPageIndex: false,
    autoResetExpanded: false,
  });

  // A new search or filter starts again on the first page; saving an edit does not move the page.
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [globalFilter, columnFilters]);
  // Stay on a page that exists when rows disappear.
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) setPagination((p) => ({ ...p, pageIndex: Math.max(0, pageCount - 1) }));
  }, [pageCount, pagination.pageIndex]);

  const filteredRows = table.getFilteredRowModel().rows;
  const totalColumns = useMemo(() => columns.filter((c) => c.total), [columns]);
  const totals = useMemo(() => {
    const originals = filteredRows.map((r) => r.original);
    return new Map(totalColumns.map((c) => [c.id, sumColumn(originals, c)]));
  }, [filteredRows, totalColumns]);

  const sortedRows = table.getSortedRowModel().rows;
  const onFilteredRef = useRef(onFilteredRowsChange);
  onFilteredRef.current = onFilteredRowsChange;
  useEffect(() => onFilteredRef.current?.(sortedRows.map((r) => r.original)), [sortedRows]);

  const exportCols = useMemo(() => exportColumnsOf(columns), [columns]);
  const selectedCount = selection?.selectedIds.length ?? 0;
  const runExport = async (format: ExportFormat, scope: ExportScope) => {
    // Download Filtered: the ticked rows when any are ticked (in the order the screen shows them, then any the search
    // now hides), else the rows the search and filters show.
    const ticked = () => {
      const shown = sortedRows.filter((r) => r.getIsSelected());
      const shownIds = new Set(shown.map((r) => r.id));
      return [...shown, ...table.getCoreRowModel().rows.filter((r) => r.getIsSelected() && !shownIds.has(r.id))];
    };
    const rows = scope === 'all' ? [...data] : (selectedCount > 0 ? ticked() : sortedRows).map((r) => r.original);
    setExporting(true);
    try {
      await exportRows(format, rows, exportCols, exportName ?? 'export');
      onExported?.(format, scope, rows);
    } catch {
      notify.error(t('messages.errorTitle'), t('messages.somethingWentWrongBang'));
    } finally {
      setExporting(false);
    }
  };

  // The visible columns in their shown order: left pinned, the others, right pinned.
  const visibleColumns = [...table.getLeftVisibleLeafColumns(), ...table.getCenterVisibleLeafColumns(), ...table.getRightVisibleLeafColumns()];
  const layoutKey = visibleColumns.map((c) => `${c.id}:${c.getIsPinned() || ''}`).join(',');
  // A pinned column is on the card in any case, so only the others' flags choose the card's fields.
  const hasCardFlags = columns.some((c) => c.card !== undefined && !c.pin);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const layout = useMemo(() => cellLayouts(visibleColumns, hasCardFlags), [layoutKey, hasCardFlags]);
  const hasFilters = columns.some((c) => c.filter);
  const firstDataIndex = visibleColumns.findIndex((c) => !c.id.startsWith('__'));
  const pageRows = table.getRowModel().rows;
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide() && !c.id.startsWith('__'));

  // Offsets of the pinned columns: each sticks past the widths of the pinned columns before it on its side (widths
  // measured, as the browser lays the columns out by their content).
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const el = tableRef.current;
    if (!el) return;
    const heads = Array.from(el.querySelectorAll<HTMLElement>(':scope > thead > tr:first-child > th[data-pin]'));
    // Every width read before any offset is written: a write between two reads would lay the whole table out again
    // for each pinned column (on a page of 1,000 rows, one layout each).
    const widths = new Map(heads.map((h) => [h, h.getBoundingClientRect().width]));
    for (const side of ['left', 'right'] as const) {
      const cells = heads.filter((h) => h.dataset.pin === side);
      if (side === 'right') cells.reverse();
      let offset = 0;
      cells.forEach((h) => {
        el.style.setProperty(`--pin-${side}-${h.dataset.pinIndex}`, `${offset}px`);
        offset += widths.get(h) ?? 0;
      });
    }
  });

  return (
    <div>
      {searchable || exportName || toolbar || selection ? (
        <Toolbar>
          {searchable ? <SearchBox onSearch={setGlobalFilter} placeholder={searchPlaceholder ?? t('table.search')} /> : null}
          {selection ? <span aria-live="polite">{selectedCount > 0 ? t('table.selected', { count: selectedCount }) : ''}</span> : null}
          <span style={{ flex: 1 }} />
          {toolbar}
          {hideable.length > 1 ? (
            <ColumnChooser
              columns={hideable.map((c) => ({
                id: c.id,
                title: (c.columnDef.meta as Meta<T>).col.title,
                visible: c.getIsVisible(),
                onToggle: () => c.toggleVisibility(),
              }))}
              comfortable={prefs.density === 'comfortable'}
              onComfortable={(on) => setPrefs((p) => ({ ...p, density: on ? 'comfortable' : 'compact' }))}
            />
          ) : null}
          {exportName ? <ExportMenu busy={exporting} selectedCount={selectedCount} onExport={(f, s) => void runExport(f, s)} /> : null}
        </Toolbar>
      ) : null}
      {/* Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable); named after its table. */}
      <Scroll role="group" aria-label={caption} tabIndex={0}>
        <Table $minWidth={scrollX} ref={tableRef} data-density={prefs.density}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const col = (header.column.columnDef.meta as Meta<T> | undefined)?.col;
                  const sorted = header.column.getIsSorted();
                  return (
                    <HeadCell
                      key={header.id}
                      scope="col"
                      $align={col?.align}
                      {...pinAttributes(layout.get(header.column.id))}
                      style={{
                        ...pinStyle(layout.get(header.column.id)),
                        ...(col?.width ? { width: col.width } : header.column.id.startsWith('__') ? { width: 40 } : undefined),
                      }}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </SortButton>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </HeadCell>
                  );
                })}
              </tr>
            ))}
            {hasFilters ? (
              <tr>
                {visibleColumns.map((column) => {
                  const col = (column.columnDef.meta as Meta<T> | undefined)?.col;
                  const value = (column.getFilterValue() as string | undefined) ?? '';
                  return (
                    <HeadCell key={column.id} $filter {...pinAttributes(layout.get(column.id))} style={pinStyle(layout.get(column.id))}>
                      {col?.filter === 'text' ? (
                        <FilterInput aria-label={t('table.filter', { column: col.title })} value={value} onChange={(e) => column.setFilterValue(e.target.value || undefined)} />
                      ) : col?.filter ? (
                        <FilterInput as="select" aria-label={t('table.filter', { column: col.title })} value={value} onChange={(e) => column.setFilterValue(e.target.value || undefined)}>
                          <option value="">{t('table.all')}</option>
                          {col.filter.options.map((o) => (
                            <option key={optionKey(o)} value={optionKey(o)}>
                              {o.label}
                            </option>
                          ))}
                        </FilterInput>
                      ) : null}
                    </HeadCell>
                  );
                })}
              </tr>
            ) : null}
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns.length} data-empty>
                  {emptyState ?? <EmptyState showBack={false} />}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <BodyRow
                  key={row.id}
                  row={row}
                  original={row.original}
                  columnDefs={columnDefs}
                  muted={rowMuted?.(row.original) ?? false}
                  selected={row.getIsSelected()}
                  expanded={row.getIsExpanded()}
                  canSelect={row.getCanSelect()}
                  canExpand={row.getCanExpand()}
                  colSpan={visibleColumns.length}
                  layout={layout}
                  renderExpanded={renderExpanded}
                />
              ))
            )}
          </tbody>
          {totalColumns.length > 0 && filteredRows.length > 0 ? (
            <tfoot>
              <TotalsRow>
                {visibleColumns.map((column, i) => {
                  const col = (column.columnDef.meta as Meta<T> | undefined)?.col;
                  const sum = col ? totals.get(col.id) : undefined;
                  return (
                    <td
                      key={column.id}
                      data-align={col?.align}
                      data-total={col?.id}
                      {...cellAttributes(layout.get(column.id))}
                      style={pinStyle(layout.get(column.id))}
                    >
                      {sum !== undefined ? (col?.formatTotal ? col.formatTotal(sum) : formatNumber(sum, TOTAL)) : i === firstDataIndex ? t('table.total') : null}
                    </td>
                  );
                })}
              </TotalsRow>
            </tfoot>
          ) : null}
        </Table>
      </Scroll>
      {/* No pager while there are no rows (loading, or an empty list): shown then pushed down by the rows that
          arrive, it was the page's layout shift on a phone. */}
      {data.length > 0 ? (
        <Pager
          pageIndex={pagination.pageIndex}
          pageCount={pageCount}
          pageSize={pagination.pageSize}
          total={filteredRows.length}
          options={pageSizes.options}
          onPage={(i) => setPagination((p) => ({ ...p, pageIndex: i }))}
          onPageSize={(size) => setPagination({ pageIndex: 0, pageSize: size })}
        />
      ) : null}
    </div>
  );
}

/** A short header with its full name on hover ('OT': 'Overtime'). */
function TitledHeader<T>({ column }: HeaderContext<T, unknown>) {
  const col = (column.columnDef.meta as Meta<T>).col;
  return <abbr title={col.description}>{col.title}</abbr>;
}

function SelectHeader<T>({ table }: HeaderContext<T, unknown>) {
  const t = useTableT();
  return (
    <IndeterminateCheckbox
      aria-label={t('table.selectAll')}
      checked={table.getIsAllRowsSelected()}
      indeterminate={table.getIsSomeRowsSelected()}
      onChange={table.getToggleAllRowsSelectedHandler()}
    />
  );
}

function SelectCell<T>({ row }: CellContext<T, unknown>) {
  const t = useTableT();
  return <IndeterminateCheckbox aria-label={t('table.selectRow')} checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />;
}

function ExpandHeader() {
  const t = useTableT();
  return <span className="sr-only">{t('table.details')}</span>;
}

function ExpandCell<T>({ row }: CellContext<T, unknown>) {
  const t = useTableT();
  if (!row.getCanExpand()) return null;
  return (
    <ExpandButton
      type="button"
      aria-expanded={row.getIsExpanded()}
      aria-label={t(row.getIsExpanded() ? 'table.collapseRow' : 'table.expandRow')}
      onClick={row.getToggleExpandedHandler()}
    >
      {row.getIsExpanded() ? '−' : '+'}
    </ExpandButton>
  );
}

/** A data cell: the column's display, or its inline editor when the column edits this row. */
function DataCell<T>({ row, column, getValue }: CellContext<T, unknown>) {
  const { col, saveCell, saveApi } = column.columnDef.meta as Meta<T>;
  const value = getValue();
  const shown = shownText(col, value);
  const display = col.cell ? col.cell(row.original, value) : shown.length > CLIP_AFTER ? <ClipText text={shown} /> : shown;
  const editable = typeof col.editable === 'function' ? col.editable(row.original) : col.editable;
  return editable && saveCell ? <EditableCell row={row.original} column={col} value={value} display={display} onSave={saveCell} api={saveApi} /> : <>{display}</>;
}

interface BodyRowProps<T> {
  row: Row<T>;
  /** What the row shows; with the flags below, all a row's cells depend on (the Row object is new on every sort). */
  original: T;
  columnDefs: ColumnDef<T>[];
  muted: boolean;
  selected: boolean;
  expanded: boolean;
  canSelect: boolean;
  canExpand: boolean;
  colSpan: number;
  /** Pinning and card display of each visible column (new when the visible columns or their pins change). */
  layout: CellLayouts;
  renderExpanded?: (row: T) => ReactNode;
}

/** How a column's cells are laid out: pinned (which side, its place there, the last before the scrolled ones), on cards. */
interface CellLayout {
  pin?: 'left' | 'right';
  pinIndex?: number;
  edge?: boolean;
  label: string;
  onCard: boolean;
  /** A column of controls, not of a value (not exported: a row's actions): left off a card when it holds none. */
  controls: boolean;
  /** Left off a card where the cell shows nothing (DataColumn.cardSkipsEmpty). */
  skipsEmpty: boolean;
}
type CellLayouts = Map<string, CellLayout>;

function cellLayouts<T>(visible: ReadonlyArray<Column<T, unknown>>, hasCardFlags: boolean): CellLayouts {
  const left = visible.filter((c) => c.getIsPinned() === 'left');
  const right = visible.filter((c) => c.getIsPinned() === 'right');
  return new Map(
    visible.map((c) => {
      const col = (c.columnDef.meta as Meta<T> | undefined)?.col;
      const pin = c.getIsPinned() || undefined;
      const side = pin === 'left' ? left : right;
      const edge = pin === 'left' ? side.at(-1) === c : pin === 'right' ? side[0] === c : false;
      const onCard = !col || !hasCardFlags || col.card === true || Boolean(col.pin);
      return [
        c.id,
        { pin, pinIndex: pin ? side.indexOf(c) : undefined, edge, label: col?.title ?? '', onCard, controls: col?.exportable === false, skipsEmpty: col?.cardSkipsEmpty === true },
      ];
    }),
  );
}

const pinAttributes = (l: CellLayout | undefined) =>
  l?.pin ? { 'data-pin': l.pin, 'data-pin-index': l.pinIndex, 'data-pin-edge': l.edge ? l.pin : undefined } : {};
const cellAttributes = (l: CellLayout | undefined) => ({
  ...pinAttributes(l),
  'data-label': l?.label || undefined,
  'data-card': l && !l.onCard ? 'off' : undefined,
  'data-controls': l?.controls ? '' : undefined,
  'data-card-empty': l?.skipsEmpty ? 'off' : undefined,
});
const pinStyle = (l: CellLayout | undefined): CSSProperties | undefined =>
  l?.pin ? { [l.pin]: `var(--pin-${l.pin}-${l.pinIndex}, 0px)` } : undefined;

/**
 * One body row (and its expanded content). Memoised on what its cells show, so sorting, paging back or selecting
 * another row re-renders only the rows that changed: a sort of 1,000 rows moves them instead of rebuilding them.
 */
const BodyRow = memo(
  function BodyRow<T>({ row, muted, selected, expanded, colSpan, layout, renderExpanded }: BodyRowProps<T>) {
    return (
      <>
        <tr data-muted={muted || undefined} data-selected={selected || undefined}>
          {row.getVisibleCells().map((cell) => {
            const l = layout.get(cell.column.id);
            return (
              <td key={cell.id} data-align={(cell.column.columnDef.meta as Meta<T> | undefined)?.col.align} {...cellAttributes(l)} style={pinStyle(l)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            );
          })}
        </tr>
        {expanded && renderExpanded ? (
          <tr data-expanded-content>
            <td colSpan={colSpan}>{renderExpanded(row.original)}</td>
          </tr>
        ) : null}
      </>
    );
  },
  (a, b) =>
    a.original === b.original && a.row.id === b.row.id && a.columnDefs === b.columnDefs && a.muted === b.muted &&
    a.selected === b.selected && a.expanded === b.expanded && a.canSelect === b.canSelect && a.canExpand === b.canExpand &&
    a.colSpan === b.colSpan && a.layout === b.layout && (!a.expanded || a.renderExpanded === b.renderExpanded),
) as <T>(props: BodyRowProps<T>) => ReactNode;

function IndeterminateCheckbox({ indeterminate, ...props }: { indeterminate?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate) && !props.checked;
  }, [indeterminate, props.checked]);
  return <input ref={ref} type="checkbox" {...props} />;
}
