/**
 * The fixed-width payroll and equipment files (spec 02 §9 "Fixed-width payroll export"), laid out once here.
 * PAYROLL_FILE_LAYOUT fixes every field's start, length, alignment and padding; the writers below and
 * docs/payroll-file.md follow it (a unit test checks the doc against it).
 *
 * Character set and line ending: every line is US-ASCII (printable 0x20-0x7E), one byte per character, so a
 * column is the same in characters and in bytes. Text is transliterated (Zoë Côté -> Zoe Cote), control characters
 * become spaces and anything without an ASCII form becomes '?'. Lines end with CR LF, the last one too.
 *
 * Numbers never lose digits: hours, litres and ids that do not fit their field make the writer throw a
 * PayrollFileError naming the record; the file is refused rather than written wrong.
 */
import type { IsoDate } from './entities';
import { MESSAGES, PAYROLL_FILE_FIELD_NAMES } from './messages';
import { round2 } from './time';

export type PayrollFieldFormat =
  /** A fixed value (record type, 'BW', filler). */
  | 'constant'
  /** Text: transliterated to ASCII, left-aligned, padded with spaces or cut to the length. */
  | 'text'
  /** A calendar day as YYMMDD. */
  | 'yymmdd'
  /** Y or N. */
  | 'flag'
  /** A quantity times 100, rounded to a whole number, right-aligned, zero-padded; refused when it does not fit. */
  | 'hundredths'
  /** As 'hundredths' when the value is given; spaces when it is not (the overtime fields under the policy `none`). */
  | 'hundredthsOrSpaces'
  /** A whole number, right-aligned, zero-padded; refused when it does not fit. */
  | 'integer';

export interface PayrollField<K extends string = string> {
  /** The input property the field is written from; for a constant, a name for the doc. */
  key: K;
  /** 1-based column of the field's first character. */
  start: number;
  length: number;
  format: PayrollFieldFormat;
  /** The written value of a constant field (padded with spaces to the length). */
  value?: string;
  /** What the field holds, as docs/payroll-file.md says it. */
  content: string;
}

export interface PayrollLineLayout<K extends string = string> {
  /** Bytes of the line, without the CR LF. */
  length: number;
  fields: readonly PayrollField<K>[];
}

/** The line ending of both files. */
export const PAYROLL_FILE_EOL = '\r\n';

/** The pay period code of the header: two weeks, Sunday to Saturday. */
const PAY_PERIOD = 'BW';
/** The header name when the company has no payrollHeader. */
export const DEFAULT_PAYROLL_HEADER = 'Admin';
/** The union written for an employee without one. */
export const DEFAULT_PAYROLL_UNION = 'NON';

type HeaderKey = 'recordType' | 'payPeriod' | 'headerName' | 'date' | 'allRecords' | 'filler';
type TimeCardKey =
  | 'recordType' | 'employeeCode' | 'employeeName' | 'workClass' | 'union' | 'workDate' | 'jobName' | 'jobDescription'
  | 'costCode' | 'costCodeDescription' | 'hours' | 'travelHours' | 'workType' | 'recordId' | 'description'
  | 'overtimeHours' | 'doubleTimeHours' | 'filler';
type EquipmentKey =
  | 'recordType' | 'employeeCode' | 'employeeName' | 'workDate' | 'jobName' | 'jobDescription' | 'costCode'
  | 'costCodeDescription' | 'equipment' | 'equipmentDescription' | 'hours' | 'litersOfFuel' | 'recordId' | 'notes'
  | 'filler';

/** Every field of every line of the payroll and equipment files. Starts are 1-based columns. */
export const PAYROLL_FILE_LAYOUT = {
  header: {
    length: 75,
    fields: [
      { key: 'recordType', start: 1, length: 1, format: 'constant', value: 'H', content: 'Record type `H`' },
      { key: 'payPeriod', start: 2, length: 2, format: 'constant', value: PAY_PERIOD, content: 'Pay period `BW` (two weeks, Sunday to Saturday)' },
      { key: 'headerName', start: 4, length: 9, format: 'text', content: 'The company\'s payrollHeader, `Admin` when it has none' },
      { key: 'date', start: 13, length: 6, format: 'yymmdd', content: 'The report date (the export\'s `date`)' },
      { key: 'allRecords', start: 19, length: 1, format: 'flag', content: '`Y`: Download All (every approved, not yet exported record of the period); `N`: Download Filtered (chosen records only)' },
      { key: 'filler', start: 20, length: 56, format: 'constant', value: '', content: 'Spaces' },
    ],
  } satisfies PayrollLineLayout<HeaderKey>,
  timeCard: {
    length: 469,
    fields: [
      { key: 'recordType', start: 1, length: 1, format: 'constant', value: 'T', content: 'Record type `T` (time card)' },
      { key: 'employeeCode', start: 2, length: 9, format: 'text', content: 'Employee code' },
      { key: 'employeeName', start: 11, length: 30, format: 'text', content: 'Employee name' },
      { key: 'workClass', start: 41, length: 9, format: 'text', content: 'Work class code (e.g. `OPERATORS`)' },
      { key: 'union', start: 50, length: 9, format: 'text', content: 'Union, `NON` when the employee has none' },
      { key: 'workDate', start: 59, length: 6, format: 'yymmdd', content: 'Day worked' },
      { key: 'jobName', start: 65, length: 9, format: 'text', content: 'Job No.' },
      { key: 'jobDescription', start: 74, length: 30, format: 'text', content: 'Job description' },
      { key: 'costCode', start: 104, length: 20, format: 'text', content: 'Cost code' },
      { key: 'costCodeDescription', start: 124, length: 30, format: 'text', content: 'Cost code description' },
      { key: 'hours', start: 154, length: 6, format: 'hundredths', content: 'Hours worked times 100 (the regular hours when the company has an overtime policy); `000000` on a travel cost code' },
      { key: 'travelHours', start: 160, length: 6, format: 'hundredths', content: 'Travel hours times 100: the (regular) hours of a travel cost code, else `000000`' },
      { key: 'workType', start: 166, length: 30, format: 'text', content: 'Type of work' },
      { key: 'recordId', start: 196, length: 10, format: 'integer', content: 'Time record id (traces the line back to its record)' },
      { key: 'description', start: 206, length: 250, format: 'text', content: 'Time record description' },
      { key: 'overtimeHours', start: 456, length: 6, format: 'hundredthsOrSpaces', content: 'Overtime hours times 100 (1.5x); spaces when the company\'s overtime policy is `none`' },
      { key: 'doubleTimeHours', start: 462, length: 6, format: 'hundredthsOrSpaces', content: 'Double-time hours times 100 (2x); spaces when the company\'s overtime policy is `none`' },
      { key: 'filler', start: 468, length: 2, format: 'constant', value: '', content: 'Spaces' },
    ],
  } satisfies PayrollLineLayout<TimeCardKey>,
  equipment: {
    length: 399,
    fields: [
      { key: 'recordType', start: 1, length: 1, format: 'constant', value: 'E', content: 'Record type `E` (equipment)' },
      { key: 'employeeCode', start: 2, length: 9, format: 'text', content: 'Operator\'s employee code' },
      { key: 'employeeName', start: 11, length: 30, format: 'text', content: 'Operator\'s name' },
      { key: 'workDate', start: 41, length: 6, format: 'yymmdd', content: 'Day used' },
      { key: 'jobName', start: 47, length: 9, format: 'text', content: 'Job No.' },
      { key: 'jobDescription', start: 56, length: 30, format: 'text', content: 'Job description' },
      { key: 'costCode', start: 86, length: 20, format: 'text', content: 'Cost code' },
      { key: 'costCodeDescription', start: 106, length: 30, format: 'text', content: 'Cost code description' },
      { key: 'equipment', start: 136, length: 9, format: 'text', content: 'Equipment No.' },
      { key: 'equipmentDescription', start: 145, length: 30, format: 'text', content: 'Equipment description' },
      { key: 'hours', start: 175, length: 6, format: 'hundredths', content: 'Equipment hours times 100' },
      { key: 'litersOfFuel', start: 181, length: 6, format: 'hundredths', content: 'Fuel litres times 100, `000000` when none' },
      { key: 'recordId', start: 187, length: 10, format: 'integer', content: 'Time record id of the equipment line' },
      { key: 'notes', start: 197, length: 200, format: 'text', content: 'Equipment notes' },
      { key: 'filler', start: 397, length: 3, format: 'constant', value: '', content: 'Spaces' },
    ],
  } satisfies PayrollLineLayout<EquipmentKey>,
  footer: {
    length: 1,
    fields: [
      { key: 'recordType', start: 1, length: 1, format: 'constant', value: 'Z', content: 'Record type `Z`: end of file' },
    ],
  } satisfies PayrollLineLayout<'recordType'>,
} as const;

/** A value the file cannot hold (hours over the field, a negative figure, a malformed date). */
export class PayrollFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayrollFileError';
  }
}

/** Letters that Unicode does not decompose into an ASCII base letter, and common typographic signs. */
const ASCII_EQUIVALENTS: Record<string, string> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'OE', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd',
  Ð: 'D', þ: 'th', Þ: 'TH', ı: 'i', ħ: 'h', Ħ: 'H', ŋ: 'n', Ŋ: 'N', '‘': '\'', '’': '\'', '‚': '\'', '‛': '\'',
  '“': '"', '”': '"', '„': '"', '–': '-', '—': '-', '‐': '-', '‑': '-', '−': '-',
};

/**
 * Text as the files hold it: compatibility-decomposed (NFKD), accents dropped, the letters above spelled out,
 * control characters (tabs, line breaks) as spaces, anything else outside printable ASCII as '?', trimmed.
 */
export function toPayrollAscii(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, (ch) => ASCII_EQUIVALENTS[ch] ?? (/\p{Cc}|\p{Zl}|\p{Zp}/u.test(ch) ? ' ' : '?'))
    .trim();
}

const isIsoDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** The name a refusal gives a field: its own (translated) name, else its key. */
const fieldName = (key: string): string => (PAYROLL_FILE_FIELD_NAMES as Record<string, string>)[key] ?? key;

/** 'YYYY-MM-DD' as YYYYMMDD; anything else refused, naming the record and the field. */
function yyyymmdd(day: string, recordId: number, key: string): string {
  if (!isIsoDay(day)) throw new PayrollFileError(MESSAGES.payrollFileBadDate(recordId, fieldName(key), day));
  return day.replace(/-/g, '');
}

/** The report date (the header's, the file name's) as YYYYMMDD; anything else refused with a message of its own. */
function reportDateDigits(day: string): string {
  if (!isIsoDay(day)) throw new PayrollFileError(MESSAGES.payrollFileBadReportDate(day));
  return day.replace(/-/g, '');
}

/** A whole number zero-padded to the length; `shown` and `scale` say it in the user's units when it does not fit. */
function zeroPadded(n: number, length: number, recordId: number, key: string, shown: number, scale: number): string {
  const max = 10 ** length - 1;
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw new PayrollFileError(MESSAGES.payrollFileOverflow(recordId, fieldName(key), shown, max / scale));
  }
  return String(n).padStart(length, '0');
}

type FieldValue = string | number | boolean | null | undefined;

/**
 * One line from its layout; `recordId` names the time record in error messages. The header's one refusable field,
 * its date, is checked before (headerLine), and the footer holds constants only.
 */
function renderLine<K extends string>(layout: PayrollLineLayout<K>, values: Partial<Record<K, FieldValue>>, recordId: number): string {
  let line = '';
  for (const field of layout.fields) {
    const raw = values[field.key];
    let cell: string;
    switch (field.format) {
      case 'constant': cell = (field.value ?? '').padEnd(field.length, ' '); break;
      case 'text': cell = toPayrollAscii(raw == null ? '' : String(raw)).slice(0, field.length).padEnd(field.length, ' '); break;
      case 'yymmdd': cell = yyyymmdd(String(raw ?? ''), recordId, field.key).slice(2); break;
      case 'flag': cell = raw ? 'Y' : 'N'; break;
      case 'hundredthsOrSpaces':
      case 'hundredths': {
        if (raw == null && field.format === 'hundredthsOrSpaces') {
          cell = ' '.repeat(field.length);
          break;
        }
        const n = Number(raw ?? 0);
        cell = zeroPadded(Math.round(round2(n) * 100), field.length, recordId, field.key, n, 100);
        break;
      }
      case 'integer': cell = zeroPadded(Number(raw), field.length, recordId, field.key, Number(raw), 1); break;
    }
    line += cell;
  }
  return line;
}

/** The header of both files. */
export interface PayrollFileHeader {
  /** The company's payrollHeader; `Admin` when empty. */
  payrollHeader: string | null | undefined;
  /** The report date, 'YYYY-MM-DD'. */
  date: IsoDate;
  /** True for Download All (the whole period), false for Download Filtered (chosen records). */
  allRecords: boolean;
}

/** One approved time record, flattened for the payroll file. */
export interface PayrollTimeCard {
  /** The time record (production) id. */
  recordId: number;
  employeeCode: string;
  employeeName: string;
  workClass: string | null;
  union: string | null;
  /** The day worked, 'YYYY-MM-DD'. */
  workDate: IsoDate;
  jobName: string;
  jobDescription: string | null;
  costCode: string;
  costCodeDescription: string | null;
  workType: string | null;
  hours: number;
  description: string | null;
  /**
   * The record's split under the company's overtime policy (docs/overtime.md); absent under the policy `none`, where
   * the file is byte for byte what it was before overtime existed: all hours in `hours`, spaces in 456-467.
   */
  split?: { regularHours: number; overtimeHours: number; doubleTimeHours: number } | null;
}

/** One equipment line of an approved time record, flattened for the equipment file. */
export interface PayrollEquipmentLine {
  /** The time record (production) id the equipment line belongs to. */
  recordId: number;
  employeeCode: string;
  employeeName: string;
  workDate: IsoDate;
  jobName: string;
  jobDescription: string | null;
  costCode: string;
  costCodeDescription: string | null;
  /** Equipment No. */
  equipment: string;
  equipmentDescription: string | null;
  hours: number;
  litersOfFuel: number | null;
  notes: string | null;
}

/**
 * A travel cost code: one whose name has `TRAVEL` as one of its parts, the parts split at anything not a letter or
 * digit, in any case (`106-TRAVEL`, `Travel`, `TRAVEL TIME`; not `TRAVELLING` or `TRAVEL2`).
 */
export function isTravelCostCode(costCodeName: string): boolean {
  return costCodeName.split(/[^\p{L}\p{N}]+/u).some((part) => part.toUpperCase() === 'TRAVEL');
}

function headerLine(header: PayrollFileHeader): string {
  reportDateDigits(header.date); // refused as the report's date, not as a field of record 0
  const headerName = toPayrollAscii(header.payrollHeader) || DEFAULT_PAYROLL_HEADER;
  return renderLine(PAYROLL_FILE_LAYOUT.header, { headerName, date: header.date, allRecords: header.allRecords }, 0);
}

const footerLine = (): string => renderLine(PAYROLL_FILE_LAYOUT.footer, {}, 0);

/**
 * The time card line of one record: its (regular) hours in the travel field when its cost code is a travel cost
 * code; with an overtime policy, its overtime and double time in 456-467 whatever the cost code, so that hours,
 * travel, overtime and double time always add up to the record's hours.
 */
export function timeCardLine(card: PayrollTimeCard): string {
  const { split, ...fields } = card;
  if (split && Math.round(split.regularHours * 100) + Math.round(split.overtimeHours * 100) + Math.round(split.doubleTimeHours * 100) !== Math.round(card.hours * 100)) {
    throw new PayrollFileError(MESSAGES.payrollFileSplitMismatch(card.recordId, card.hours));
  }
  const straight = split ? split.regularHours : card.hours;
  const travel = isTravelCostCode(card.costCode);
  return renderLine(PAYROLL_FILE_LAYOUT.timeCard, {
    ...fields,
    union: toPayrollAscii(card.union) || DEFAULT_PAYROLL_UNION,
    hours: travel ? 0 : straight,
    travelHours: travel ? straight : 0,
    overtimeHours: split?.overtimeHours,
    doubleTimeHours: split?.doubleTimeHours,
  }, card.recordId);
}

/** The equipment line of one record's equipment use. */
export function equipmentLine(line: PayrollEquipmentLine): string {
  return renderLine(PAYROLL_FILE_LAYOUT.equipment, line, line.recordId);
}

/** The payroll file's lines: header, one time card line per record in the order given, footer `Z`. */
export function payrollFileLines(header: PayrollFileHeader, cards: readonly PayrollTimeCard[]): string[] {
  return [headerLine(header), ...cards.map(timeCardLine), footerLine()];
}

/** The equipment file's lines: header, one equipment line per equipment use in the order given, footer `Z`. */
export function equipmentFileLines(header: PayrollFileHeader, lines: readonly PayrollEquipmentLine[]): string[] {
  return [headerLine(header), ...lines.map(equipmentLine), footerLine()];
}

/** The file's text: every line followed by CR LF. All ASCII, so its length is its size in bytes. */
export function payrollFileText(lines: readonly string[]): string {
  return lines.map((line) => line + PAYROLL_FILE_EOL).join('');
}

export type PayrollFileKind = 'payroll' | 'equipment';

/** UTC instant as YYYYMMDDHHMMSS. */
function timestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, '').replace(/\D/g, '');
}

/**
 * `{company}_{payroll|equipment}_{YYYYMMDD of the report date}_{timestamp}.{extension}`: the company name in ASCII
 * with every run of characters other than letters, digits and '-' as one '-', the timestamp the export's UTC time
 * as YYYYMMDDHHMMSS.
 */
export function payrollFileName(company: string, kind: PayrollFileKind, reportDate: IsoDate, at: Date, extension = 'txt'): string {
  const name = toPayrollAscii(company).replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'company';
  return `${name}_${kind}_${reportDateDigits(reportDate)}_${timestamp(at)}.${extension}`;
}
