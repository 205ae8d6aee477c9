/**
 * The cost code spreadsheet: its columns, the template, and reading an uploaded .xlsx (exceljs) or .csv
 * (papaparse) into header-keyed rows. Pure file handling; the rules live in CostCodeImportService.
 * Untrusted files are bounded before they are parsed: the upload itself (CONSTANTS.spreadsheetMaxBytes), the
 * unpacked content of an .xlsx (MAX_XLSX_UNPACKED_BYTES, measured while inflating, see fitsUnpacked) and the rows
 * read (MAX_IMPORT_ROWS). Library choice: docs/decisions.md.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import Papa from 'papaparse';

/** The template's columns, in order: header text and the row field it fills. */
export const COST_CODE_COLUMNS = [
  { header: 'Job Name', field: 'jobName', width: 14 },
  { header: 'Name', field: 'name', width: 22 },
  { header: 'Description', field: 'description', width: 40 },
  { header: 'Quantity', field: 'quantity', width: 12 },
  { header: 'Unit', field: 'unit', width: 10 },
  { header: 'Tracks Production', field: 'isToTrackProduction', width: 18 },
  { header: 'Tracks Employee and Equipment Time', field: 'isToTrackEmployeeAndEquipmentTime', width: 34 },
  { header: 'LOA', field: 'isLOA', width: 8 },
  { header: 'Invoicing Information', field: 'invoicingInformation', width: 30 },
] as const;
export type CostCodeColumnField = (typeof COST_CODE_COLUMNS)[number]['field'];

export const SPREADSHEET_MESSAGES = {
  notSpreadsheet: 'The file must be a spreadsheet (.xlsx or .csv).',
  unreadable: 'The spreadsheet could not be read. Save it as .xlsx or .csv and try again.',
  missingColumns: (names: string) => `The spreadsheet is missing the column(s): ${names}. Download the template.`,
  empty: 'The spreadsheet has no cost code rows.',
  tooManyRows: (max: number) => `The spreadsheet has more than ${max} rows. Split it into several files.`,
  tooLargeUnpacked: (limit: string) => `The spreadsheet is too large once unpacked (the limit is ${limit} of content). Split it into several files.`,
} as const;

export const MAX_IMPORT_ROWS = 5000;

/**
 * The most an .xlsx may hold once unpacked, all its entries together. The largest legitimate import (5,000 rows
 * with every text at its limit) unpacks to about 4 MB; exceljs then needs about 12 times the unpacked size in memory
 * (measured: 22 MB unpacked took 250 MB of heap), so a zip bomb that fits in the upload limit is refused before it
 * is parsed.
 */
export const MAX_XLSX_UNPACKED_BYTES = 10 * 1024 * 1024;

/** A data row: its spreadsheet row number (the header is row 1) and its cells by field, as trimmed text. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<CostCodeColumnField, string>>;
}

/** Rows, or why not; `tooLarge` when the refusal is about size (answered 413). */
export type SheetResult = { ok: true; rows: SheetRow[] } | { ok: false; message: string; tooLarge?: true };

export type SpreadsheetKind = 'xlsx' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** .xlsx (a zip) or .csv (text) by name and content; null for anything else. */
export function spreadsheetKind(fileName: string, bytes: Buffer): SpreadsheetKind | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : null;
  if (name.endsWith('.csv')) return bytes.includes(0) ? null : 'csv';
  return null;
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
const HEADER_ALIASES: Record<string, CostCodeColumnField> = {
  ...Object.fromEntries(COST_CODE_COLUMNS.map((c) => [normalise(c.header), c.field])),
  job: 'jobName',
  jobno: 'jobName',
  costcode: 'name',
  trackproduction: 'isToTrackProduction',
  tracksemployeeandequipment: 'isToTrackEmployeeAndEquipmentTime',
  trackemployeeandequipmenttime: 'isToTrackEmployeeAndEquipmentTime',
  isloa: 'isLOA',
  leaveofabsence: 'isLOA',
};

/** The text of an exceljs cell value (formulas give their cached result; nothing is evaluated). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

function toRows(table: string[][]): SheetResult {
  const [header, ...body] = table;
  if (!header) return { ok: false, message: SPREADSHEET_MESSAGES.empty };
  const fields = header.map((h) => HEADER_ALIASES[normalise(h)]);
  const required: CostCodeColumnField[] = ['jobName', 'name', 'quantity', 'unit'];
  const missing = COST_CODE_COLUMNS.filter((c) => required.includes(c.field) && !fields.includes(c.field)).map((c) => c.header);
  if (missing.length > 0) return { ok: false, message: SPREADSHEET_MESSAGES.missingColumns(missing.join(', ')) };
  const rows: SheetRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const row: SheetRow = { row: i + 2, cells: {} };
    fields.forEach((field, col) => {
      if (field) row.cells[field] = (cells[col] ?? '').trim();
    });
    rows.push(row);
  });
  if (rows.length === 0) return { ok: false, message: SPREADSHEET_MESSAGES.empty };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, message: SPREADSHEET_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
  return { ok: true, rows };
}

/**
 * True when every entry of the zip inflates to at most `max` bytes in all. The entries are really inflated, in
 * chunks that are counted and dropped, and inflating stops as soon as the total passes `max`: the sizes a zip's
 * central directory declares can lie, so they are not trusted.
 */
export async function fitsUnpacked(bytes: Buffer, max: number): Promise<boolean> {
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const fits = await new Promise<boolean>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer') as Readable;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > max) {
          stream.removeAllListeners('data');
          stream.pause();
          resolve(false);
        }
      });
      stream.on('end', () => resolve(true));
      stream.on('error', reject);
    });
    if (!fits) return false;
  }
  return true;
}

/** The rows of a .csv, header first; null when there are more data rows than MAX_IMPORT_ROWS (reading stops there). */
function csvTable(bytes: Buffer): string[][] | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const table: string[][] = [];
  let tooMany = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      table.push(result.data.map((c) => String(c ?? '')));
      if (table.length > MAX_IMPORT_ROWS + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  return tooMany ? null : table;
}

/** Reads the first worksheet of an .xlsx, or a .csv, into rows keyed by the template's fields. */
export async function readSpreadsheet(kind: SpreadsheetKind, bytes: Buffer): Promise<SheetResult> {
  let table: string[][];
  try {
    if (kind === 'csv') {
      const rows = csvTable(bytes);
      if (!rows) return { ok: false, message: SPREADSHEET_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
      table = rows;
    } else {
      if (!(await fitsUnpacked(bytes, MAX_XLSX_UNPACKED_BYTES))) {
        return { ok: false, tooLarge: true, message: SPREADSHEET_MESSAGES.tooLargeUnpacked(`${MAX_XLSX_UNPACKED_BYTES / (1024 * 1024)} MB`) };
      }
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) return { ok: false, message: SPREADSHEET_MESSAGES.empty };
      if (sheet.rowCount > MAX_IMPORT_ROWS + 1) return { ok: false, message: SPREADSHEET_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
      table = [];
      for (let r = 1; r <= sheet.rowCount; r++) {
        const row = sheet.getRow(r);
        const cells: string[] = [];
        for (let c = 1; c <= Math.max(row.cellCount, COST_CODE_COLUMNS.length); c++) cells.push(cellText(row.getCell(c).value));
        table.push(cells);
      }
    }
  } catch {
    return { ok: false, message: SPREADSHEET_MESSAGES.unreadable };
  }
  return toRows(table);
}

/** The import template (.xlsx): the header row, sized columns, and an instructions sheet. */
export async function costCodeTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cost Codes');
  sheet.columns = COST_CODE_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('Instructions');
  help.columns = [{ width: 110 }];
  [
    'One cost code per row on the first sheet, under the header row. Every row is checked; if any row is wrong, nothing is imported.',
    'Job Name: the Job No. of an existing job (required). Name: up to 20 characters, unique within the job (required).',
    'Description: up to 60 characters. Quantity: the contract quantity, a number (required). Unit: e.g. m, m3, t, hr (required).',
    'Tracks Production, Tracks Employee and Equipment Time, LOA: Yes or No (empty means No). Invoicing Information: free text.',
  ].forEach((line) => help.addRow([line]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
