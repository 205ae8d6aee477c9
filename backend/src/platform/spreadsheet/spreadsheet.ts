/**
 * Spreadsheet imports: reading an uploaded .xlsx (exceljs) or .csv (papaparse) into rows keyed by a sheet's columns,
 * and writing a sheet's .xlsx template. Pure file handling; each import's rules live in its service (the cost code
 * import, the timecard import). Untrusted files are bounded before they are parsed: the upload itself
 * (CONSTANTS.spreadsheetMaxBytes, upload.ts), the unpacked content of an .xlsx (MAX_XLSX_UNPACKED_BYTES, measured
 * while inflating, see fitsUnpacked) and the rows read (the sheet's maxRows). Library choice: docs/decisions.md.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { MESSAGES, type Language } from '@groundwork/shared/domain';
import { PLATFORM_MESSAGES, ValidationFailed } from '../errors/domain-errors';
import { unstorableTextPaths } from '../validation/storable-text';
import { registerServerMessages, sharedMessage, translateMessage } from '@groundwork/shared/i18n/server';
import { UPLOAD_TITLES, type UploadTitleId } from '@groundwork/shared/i18n/catalogues';

/** One column of a sheet: its header in the template, the row field it fills, its width, and whether it must exist. */
export interface SheetColumn<F extends string> {
  header: string;
  field: F;
  width: number;
  required?: boolean;
}

/** What an import reads: its columns, other header spellings accepted, what "no rows" says, and its row limit. */
export interface SheetSpec<F extends string> {
  columns: readonly SheetColumn<F>[];
  /** Normalised header (lower-case letters only, accents dropped) -> field, beside the columns' own headers. */
  aliases?: Readonly<Record<string, F>>;
  /**
   * The screens' titles that name a column too, by their message id -> field: read in every language as the screens
   * show them (UPLOAD_TITLES, which mf-admin's catalogues take them from), so a list's download uploads back.
   */
  titles?: Readonly<Partial<Record<UploadTitleId, F>>>;
  emptyMessage: string;
  maxRows: number;
}

const NOT_SPREADSHEET = 'The file must be a spreadsheet (.xlsx or .csv).';

export const SPREADSHEET_MESSAGES = {
  notSpreadsheet: NOT_SPREADSHEET,
  /** An upload without its file. */
  fileRequired: `${MESSAGES.required} ${NOT_SPREADSHEET}`,
  unreadable: 'The spreadsheet could not be read. Save it as .xlsx or .csv and try again.',
  missingColumns: (names: string) => `The spreadsheet is missing the column(s): ${names}. Download the template.`,
  tooLarge: (limit: string) => `The spreadsheet is too large (the limit is ${limit}).`,
  noTimecardRows: 'The spreadsheet has no timecard rows.',
  noCostCodeRows: 'The spreadsheet has no cost code rows.',
  /** The name of an import template's sheet of instructions. */
  instructionsSheet: 'Instructions',
  /** The name of a row in error (the key of its problems in the answer's errors). */
  row: (row: number) => `Row ${row}`,
  noEquipmentRows: 'The spreadsheet has no equipment rows.',
  yesNo: 'Please enter Yes or No.',
  tooManyRows: (max: number) => `The spreadsheet has more than ${max} rows. Split it into several files.`,
  tooLargeUnpacked: (limit: string) => `The spreadsheet is too large once unpacked (the limit is ${limit} of content). Split it into several files.`,
} as const;
registerServerMessages('SPREADSHEET_MESSAGES', SPREADSHEET_MESSAGES);

/**
 * The most an .xlsx may hold once unpacked, all its entries together. The largest legitimate import (5,000 cost code
 * rows with every text at its limit) unpacks to about 4 MB; exceljs then needs about 12 times the unpacked size in
 * memory (measured: 22 MB unpacked took 250 MB of heap), so a zip bomb that fits in the upload limit is refused
 * before it is parsed.
 */
export const MAX_XLSX_UNPACKED_BYTES = 10 * 1024 * 1024;

/** A data row: its spreadsheet row number (the header is row 1) and its cells by field, as trimmed text. */
export interface SheetRow<F extends string> {
  row: number;
  cells: Partial<Record<F, string>>;
}

/** Rows, or why not; `tooLarge` when the refusal is about size (answered 413). */
export type SheetResult<F extends string> = { ok: true; rows: SheetRow<F>[] } | { ok: false; message: string; tooLarge?: true };

export type SpreadsheetKind = 'xlsx' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** .xlsx (a zip) or .csv (text) by name and content; null for anything else. */
export function spreadsheetKind(fileName: string, bytes: Buffer): SpreadsheetKind | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : null;
  if (name.endsWith('.csv')) return bytes.includes(0) ? null : 'csv';
  return null;
}

/** A header compared by its letters only, accents dropped: "N° d'équipement" -> 'ndequipement', 'Tracks Time' -> 'trackstime'. */
const normalise = (header: string) => header.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
const EXCEL_TIME_DAY = '1899-12-30';

/**
 * The text of an exceljs cell value (formulas give their cached result; nothing is evaluated). A date cell is
 * 'YYYY-MM-DD', a time-only cell (Excel's day 1899-12-30) 'HH:mm', a date with a time 'YYYY-MM-DDTHH:mm'.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    const [day, time] = [iso.slice(0, 10), iso.slice(11, 16)];
    if (day === EXCEL_TIME_DAY) return time;
    return time === '00:00' ? day : `${day}T${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Each title's normalised text in every language -> its field. */
function titleNames<F extends string>(titles: Readonly<Partial<Record<UploadTitleId, F>>>): Record<string, F> {
  const entries = Object.entries(titles) as [UploadTitleId, F][];
  return Object.fromEntries(Object.values(UPLOAD_TITLES).flatMap((inLanguage) => entries.map(([id, field]) => [normalise(inLanguage[id]), field])));
}

function toRows<F extends string>(spec: SheetSpec<F>, table: string[][]): SheetResult<F> {
  const [header, ...body] = table;
  if (!header) return { ok: false, message: spec.emptyMessage };
  const names: Record<string, F> = {
    ...Object.fromEntries(spec.columns.map((c) => [normalise(c.header), c.field])),
    ...titleNames(spec.titles ?? {}),
    ...spec.aliases,
  };
  const fields = header.map((h) => names[normalise(h)]);
  const missing = spec.columns.filter((c) => c.required && !fields.includes(c.field)).map((c) => c.header);
  if (missing.length > 0) return { ok: false, message: SPREADSHEET_MESSAGES.missingColumns(missing.join(', ')) };
  const rows: SheetRow<F>[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const row: SheetRow<F> = { row: i + 2, cells: {} };
    fields.forEach((field, col) => {
      if (field) row.cells[field] = (cells[col] ?? '').trim();
    });
    rows.push(row);
  });
  if (rows.length === 0) return { ok: false, message: spec.emptyMessage };
  if (rows.length > spec.maxRows) return { ok: false, message: SPREADSHEET_MESSAGES.tooManyRows(spec.maxRows) };
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

/** The rows of a .csv, header first; null when there are more data rows than `maxRows` (reading stops there). */
function csvTable(bytes: Buffer, maxRows: number): string[][] | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const table: string[][] = [];
  let tooMany = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      table.push(result.data.map((c) => String(c ?? '')));
      if (table.length > maxRows + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  return tooMany ? null : table;
}

/** Reads the first worksheet of an .xlsx, or a .csv, into rows keyed by the sheet's fields. */
export async function readSpreadsheet<F extends string>(spec: SheetSpec<F>, kind: SpreadsheetKind, bytes: Buffer): Promise<SheetResult<F>> {
  let table: string[][];
  try {
    if (kind === 'csv') {
      const rows = csvTable(bytes, spec.maxRows);
      if (!rows) return { ok: false, message: SPREADSHEET_MESSAGES.tooManyRows(spec.maxRows) };
      table = rows;
    } else {
      if (!(await fitsUnpacked(bytes, MAX_XLSX_UNPACKED_BYTES))) {
        return { ok: false, tooLarge: true, message: SPREADSHEET_MESSAGES.tooLargeUnpacked(`${MAX_XLSX_UNPACKED_BYTES / (1024 * 1024)} MB`) };
      }
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) return { ok: false, message: spec.emptyMessage };
      if (sheet.rowCount > spec.maxRows + 1) return { ok: false, message: SPREADSHEET_MESSAGES.tooManyRows(spec.maxRows) };
      table = [];
      for (let r = 1; r <= sheet.rowCount; r++) {
        const row = sheet.getRow(r);
        const cells: string[] = [];
        for (let c = 1; c <= Math.max(row.cellCount, spec.columns.length); c++) cells.push(cellText(row.getCell(c).value));
        table.push(cells);
      }
    }
  } catch {
    return { ok: false, message: SPREADSHEET_MESSAGES.unreadable };
  }
  return toRows(spec, table);
}

/**
 * An import template (.xlsx): the header row, sized columns, and an instructions sheet. The sheets' names and the
 * instructions (registered server messages) in the user's language; the headers stay the ones the import reads.
 */
export async function spreadsheetTemplate<F extends string>(
  spec: SheetSpec<F>, sheetName: string, instructions: readonly string[], language: Language,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translateMessage(sheetName, language));
  sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet(translateMessage(SPREADSHEET_MESSAGES.instructionsSheet, language));
  help.columns = [{ width: 110 }];
  instructions.forEach((line) => help.addRow([translateMessage(line, language)]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row's problems: each column's header, as the file names it, with its message (empty when the row is fine). */
export type RowProblems = [header: string, message: string][];

/**
 * A row's problems naming the template's own column headers, in column order. A cell PostgreSQL cannot store (NUL,
 * half an emoji) says so, whatever else was found in it (the same rule as every JSON body: validation/storable-text.ts).
 */
export function rowProblems<F extends string>(spec: SheetSpec<F>, problems: Partial<Record<F, string>>, cells: SheetRow<F>['cells']): RowProblems {
  const all: Partial<Record<F, string>> = { ...problems };
  for (const field of unstorableTextPaths(cells) as F[]) all[field] = PLATFORM_MESSAGES.unstorableText;
  return spec.columns.filter((c) => all[c.field] !== undefined).map((c) => [c.header, all[c.field]!]);
}

/**
 * 400 for an upload with rows in error, nothing imported: one text per row, `{'Row 2': 'Name: This field is
 * required.; Unit: ...'}`, in the caller's language (`{'Ligne 2': 'Name : Ce champ est obligatoire.; ...'}`: the
 * headers stay the file's own).
 */
export class RowsFailed extends ValidationFailed {
  constructor(private readonly rows: ReadonlyMap<number, RowProblems>) {
    super(rowErrors(rows, 'en'), MESSAGES.uploadFailed);
  }

  override errorsIn(language: Language): Record<string, string> {
    return rowErrors(this.rows, language);
  }
}

function rowErrors(rows: ReadonlyMap<number, RowProblems>, language: Language): Record<string, string> {
  const colon = sharedMessage('timeRecord.colon', language);
  return Object.fromEntries([...rows].map(([row, problems]) => [
    translateMessage(SPREADSHEET_MESSAGES.row(row), language),
    problems.map(([header, message]) => `${header}${colon} ${translateMessage(message, language)}`).join('; '),
  ]));
}

export const YES_NO_MESSAGE = SPREADSHEET_MESSAGES.yesNo;
// Oui/Non: what the lists' French downloads write, read back like Yes/No.
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'oui', 'o']);
const NO = new Set(['no', 'n', 'false', '0', 'non']);

/** A Yes/No (or Oui/Non) cell: true or false; an empty cell is `empty`; anything else is undefined (YES_NO_MESSAGE). */
export function yesNo<E extends boolean | null>(text: string | undefined, empty: E): boolean | E | undefined {
  const v = (text ?? '').trim().toLowerCase();
  if (v === '') return empty;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return undefined;
}
