import type { DataColumn, ExportColumn, ExportValue } from './types';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading `'` so it is shown as text. */
export function neutraliseFormula<V extends ExportValue>(value: V): V | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The value of a cell for export: dates as ISO text, objects as JSON, undefined as null. */
export function toExportValue(value: unknown): ExportValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Export columns of a table's column definitions (skips `exportable: false`). */
export function exportColumnsOf<T>(columns: ReadonlyArray<DataColumn<T>>): ExportColumn<T>[] {
  return columns
    .filter((c) => c.exportable !== false)
    .map((c) => ({
      title: c.title,
      value: c.exportValue ?? ((row: T) => toExportValue(c.accessor ? c.accessor(row) : (row as Record<string, unknown>)[c.id])),
    }));
}

function matrix<T>(rows: ReadonlyArray<T>, columns: ReadonlyArray<ExportColumn<T>>): ExportValue[][] {
  return rows.map((row) => columns.map((c) => c.value(row)));
}

type PapaModule = typeof import('papaparse');
type ExcelModule = typeof import('exceljs');

/** CommonJS modules arrive under `default` from some bundlers and directly from others. */
function interop<M>(mod: M | { default: M }): M {
  const d = (mod as { default?: M }).default;
  return d && typeof d === 'object' ? d : (mod as M);
}

/** CSV text: header line of titles, then one line per row; papaparse quotes commas, quotes and newlines. */
export async function toCsv<T>(rows: ReadonlyArray<T>, columns: ReadonlyArray<ExportColumn<T>>): Promise<string> {
  const Papa = interop<PapaModule>(await import('papaparse'));
  const data = matrix(rows, columns).map((line) => line.map((v) => (v === null ? '' : neutraliseFormula(v))));
  return Papa.unparse(
    { fields: columns.map((c) => String(neutraliseFormula(c.title))), data },
    { newline: '\r\n', escapeFormulae: false },
  );
}

/** XLSX file bytes: one sheet, bold header row of titles, numbers as numbers, formulas neutralised. */
export async function toXlsx<T>(
  rows: ReadonlyArray<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  sheetName = 'Sheet1',
): Promise<Uint8Array> {
  const ExcelJS = interop<ExcelModule>(await import('exceljs'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(columns.map((c) => String(neutraliseFormula(c.title))));
  sheet.getRow(1).font = { bold: true };
  for (const line of matrix(rows, columns)) sheet.addRow(line.map((v) => neutraliseFormula(v)));
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = Math.min(50, Math.max(10, c.title.length + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** JSON text: an array of objects keyed by column title, values as they are (JSON is never run as a formula). */
export function toJson<T>(rows: ReadonlyArray<T>, columns: ReadonlyArray<ExportColumn<T>>): string {
  const objects = rows.map((row) => Object.fromEntries(columns.map((c) => [c.title, c.value(row)])));
  return JSON.stringify(objects, null, 2);
}

export type ExportFormat = 'csv' | 'xlsx' | 'json';

export const EXPORT_FORMATS: ReadonlyArray<{ format: ExportFormat; label: string; extension: string; mime: string }> = [
  { format: 'csv', label: 'CSV', extension: 'csv', mime: 'text/csv;charset=utf-8' },
  { format: 'xlsx', label: 'XLS', extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { format: 'json', label: 'JSON', extension: 'json', mime: 'application/json;charset=utf-8' },
];

/** File name and bytes of an export, e.g. ('jobs', 'csv') -> jobs.csv. */
export async function buildExport<T>(
  format: ExportFormat,
  rows: ReadonlyArray<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  baseName: string,
): Promise<{ fileName: string; mime: string; content: string | Uint8Array }> {
  const meta = EXPORT_FORMATS.find((f) => f.format === format)!;
  const fileName = `${baseName}.${meta.extension}`;
  if (format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
    return { fileName, mime: meta.mime, content: `\uFEFF${await toCsv(rows, columns)}` };
  }
  if (format === 'xlsx') return { fileName, mime: meta.mime, content: await toXlsx(rows, columns, baseName) };
  return { fileName, mime: meta.mime, content: toJson(rows, columns) };
}

/** Hands a file (built here, or a Blob the server sent) to the browser as a download. */
export function downloadFile(fileName: string, content: string | Uint8Array | Blob, mime: string): void {
  const blob = new Blob([content as BlobPart], { type: mime });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Builds the export and downloads it. */
export async function exportRows<T>(
  format: ExportFormat,
  rows: ReadonlyArray<T>,
  columns: ReadonlyArray<ExportColumn<T>>,
  baseName: string,
): Promise<void> {
  const file = await buildExport(format, rows, columns, baseName);
  downloadFile(file.fileName, file.content, file.mime);
}
