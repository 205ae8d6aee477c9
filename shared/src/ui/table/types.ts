import type { ReactNode } from 'react';

/** A value as it goes into an export file. */
export type ExportValue = string | number | boolean | null;

export type EditorKind = 'text' | 'number' | 'date' | 'textarea' | 'select';

/** One choice of a column filter: the value the rows are compared with, its label, and its language-free key. */
export interface FilterOption {
  value: string;
  label: string;
  key?: string;
}

/** One column of a DataTable, typed by the row. */
export interface DataColumn<T> {
  /** Unique id; also the property read from the row when `accessor` is absent. */
  id: string;
  /** Header text; used in `{title} is required.` and as the export header. */
  title: string;
  /** The header's tooltip, naming a short title in full ('Overtime' for 'OT'). */
  description?: string;
  /** Value of the cell (for sorting, filtering, search, totals, editing and export). Default: `row[id]`. */
  accessor?: (row: T) => unknown;
  /**
   * Custom display; default shows the value (numbers in the page's language, ungrouped as ids and years are, but
   * grouped like its total in a totalled column; null as empty). A display that is text (a day "23 nov. 2026", money)
   * is searched and text-filtered as well as the value, so what is on screen is found.
   */
  cell?: (row: T, value: unknown) => ReactNode;
  /** Header click sorts (default true). */
  sortable?: boolean;
  /**
   * Column filter under the header: free text, or a choice among options. An option's `key` names it the same in
   * every language (its value when left out): the filter holds it, so a choice stays through a language switch and
   * follows its option when the list changes. Options whose value is translated need one.
   */
  filter?: 'text' | { options: ReadonlyArray<FilterOption> };
  /** Include in the totals row: true sums the numeric values of the filtered rows. */
  total?: boolean;
  /** How to show the total (default: 2 decimals trimmed, thousands grouped). */
  formatTotal?: (sum: number) => ReactNode;
  /** Inline editing: true, or decided per row (e.g. not for exported rows). */
  editable?: boolean | ((row: T) => boolean);
  editor?: EditorKind;
  /** Options of the 'select' editor. */
  editorOptions?: ReadonlyArray<{ value: string; label: string }>;
  /** An edited cell must not be empty (default true): `{title} is required.` */
  required?: boolean;
  /** Export this column (default true). */
  exportable?: boolean;
  /** Value written to export files; default the accessor's value. */
  exportValue?: (row: T) => ExportValue;
  align?: 'left' | 'right' | 'center';
  /** Width in px. */
  width?: number;
  /**
   * Pinned to a side: it stays visible while the other columns scroll sideways (the row's approval and actions on
   * the right). The selection and expand columns are pinned left by the table.
   */
  pin?: 'left' | 'right';
  /**
   * Shown on a phone's card (below 600 px a table shows each row as a card). When no unpinned column of a table
   * says, the card shows every visible column; otherwise these and the pinned ones (which are always on it).
   */
  card?: boolean;
  /**
   * A phone's card leaves this column out of a row whose cell shows nothing (the spread report's days not worked),
   * instead of a label with nothing beside it. Default false: a card's fields stay in the same places from card to card.
   */
  cardSkipsEmpty?: boolean;
  /** The value the column filter compares with its options (default: the cell's value, e.g. 'Yes' shown for 'Approved'). */
  filterValue?: (row: T) => string;
  /** May be hidden in the column chooser (default true). */
  hideable?: boolean;
}

/** A column as the export functions see it. */
export interface ExportColumn<T> {
  title: string;
  value: (row: T) => ExportValue;
}
