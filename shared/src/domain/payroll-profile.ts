/**
 * The pay period and the company's export profile (issue 10, docs/payroll-file.md "Pay period" and "Export profiles").
 *
 * The pay period is the header's `BW`: two Sunday-to-Saturday weeks. Each company anchors its periods with
 * payPeriodStartsOn, a Sunday that starts one period; every period starts a multiple of 14 days before or after it.
 *
 * The export profile replaces the spec's company-name keywords with settings of the company:
 * - payrollHeader: the header name of both files (`Admin` when empty);
 * - rentalEquipmentJob: the Job No. written on the equipment line of rental equipment (null: the record's job);
 * - includeRentalEquipment: whether rental equipment is in the equipment file at all;
 * - csvHeaderStyle: the column titles of the report's CSV, XLSX and JSON downloads.
 */
import { addDays } from './time';
import type { PayrollEquipmentLine } from './payroll-file';
import { SPLIT_LABELS } from './split-totals';

/** The anchor of companies that never chose one: the first Sunday of 2026 (the migration's default). */
export const DEFAULT_PAY_PERIOD_STARTS_ON = '2026-01-04';
/** Days of a pay period (two weeks). */
export const PAY_PERIOD_DAYS = 14;

export const CSV_HEADER_STYLES = ['standard', 'alternate'] as const;
export type CsvHeaderStyle = (typeof CSV_HEADER_STYLES)[number];

/** The company settings that shape the payroll and equipment exports. */
export interface PayrollExportProfile {
  payrollHeader: string | null;
  /** A Sunday, 'YYYY-MM-DD'. */
  payPeriodStartsOn: string;
  /** Job No. of rental equipment lines in the equipment file (e.g. `BIO2`); null keeps the record's job. */
  rentalEquipmentJob: string | null;
  /** False leaves rental equipment out of the equipment file. */
  includeRentalEquipment: boolean;
  csvHeaderStyle: CsvHeaderStyle;
}

export const DEFAULT_EXPORT_PROFILE: PayrollExportProfile = {
  payrollHeader: null,
  payPeriodStartsOn: DEFAULT_PAY_PERIOD_STARTS_ON,
  rentalEquipmentJob: null,
  includeRentalEquipment: true,
  csvHeaderStyle: 'standard',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Math.round(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** True for a real 'YYYY-MM-DD' day that is a Sunday. */
export function isSunday(day: string): boolean {
  if (!DAY.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day && d.getUTCDay() === 0;
}

/** A pay period: its first day (a Sunday) and its last day (the second Saturday), both 'YYYY-MM-DD' and inclusive. */
export interface PayPeriod {
  startsOn: string;
  endsOn: string;
}

/** The pay period containing `day`, periods anchored at the Sunday `anchor` (days before the anchor too). */
export function payPeriodOf(anchor: string, day: string): PayPeriod {
  const offset = dayNumber(day) - dayNumber(anchor);
  const startsOn = addDays(anchor, Math.floor(offset / PAY_PERIOD_DAYS) * PAY_PERIOD_DAYS);
  return { startsOn, endsOn: addDays(startsOn, PAY_PERIOD_DAYS - 1) };
}

/** An equipment line with whether its equipment is rented (equipment.isRental). */
export type ProfiledEquipmentLine = PayrollEquipmentLine & { isRental: boolean };

/**
 * The equipment file's lines under the profile: rental equipment left out when includeRentalEquipment is false,
 * else written with the rentalEquipmentJob as Job No. when one is set (the job's description stays the record's
 * job's, so the line still says where the machine worked). Owned equipment is never changed.
 */
export function profiledEquipmentLines(profile: Pick<PayrollExportProfile, 'rentalEquipmentJob' | 'includeRentalEquipment'>, lines: readonly ProfiledEquipmentLine[]): PayrollEquipmentLine[] {
  const out: PayrollEquipmentLine[] = [];
  for (const { isRental, ...line } of lines) {
    if (!isRental) out.push(line);
    else if (profile.includeRentalEquipment) out.push(profile.rentalEquipmentJob ? { ...line, jobName: profile.rentalEquipmentJob } : line);
  }
  return out;
}

/** The columns of the payroll report's CSV, XLSX and JSON downloads, in order. */
export const PAYROLL_CSV_COLUMNS = [
  'employeeCode', 'employeeName', 'workClass', 'union', 'workDate', 'jobName', 'jobDescription', 'costCode',
  'costCodeDescription', 'workType', 'hours', 'travelHours', 'regularHours', 'overtimeHours', 'doubleTimeHours',
  'description', 'recordId', 'status',
] as const;
export type PayrollCsvColumn = (typeof PAYROLL_CSV_COLUMNS)[number];

/**
 * The column titles of each CSV header style. `standard`: the report's own titles, for people reading the
 * spreadsheet. `alternate`: the upper-case field names payroll import tools expect (no spaces, no punctuation),
 * the same columns in the same order; only the header row differs, never the values.
 */
export const PAYROLL_CSV_TITLES: Record<CsvHeaderStyle, Record<PayrollCsvColumn, string>> = {
  standard: {
    employeeCode: 'Employee Code', employeeName: 'Employee', workClass: 'Work Class', union: 'Union', workDate: 'Date',
    jobName: 'Job No.', jobDescription: 'Job Description', costCode: 'Cost Code', costCodeDescription: 'Cost Code Description',
    workType: 'Type of Work', hours: 'Hours', travelHours: 'Travel Hours', regularHours: SPLIT_LABELS.regularHours.title,
    overtimeHours: SPLIT_LABELS.overtimeHours.title, doubleTimeHours: SPLIT_LABELS.doubleTimeHours.title, description: 'Description',
    recordId: 'Record ID', status: 'Status',
  },
  alternate: {
    employeeCode: 'EMPNO', employeeName: 'EMPNAME', workClass: 'CLASS', union: 'UNION', workDate: 'WORKDATE',
    jobName: 'JOBNO', jobDescription: 'JOBDESC', costCode: 'COSTCODE', costCodeDescription: 'CCDESC',
    // The overtime split's hours: straight time (REGHRS already names the Hours column), overtime, double time.
    workType: 'WORKTYPE', hours: 'REGHRS', travelHours: 'TRVHRS', regularHours: 'STHRS', overtimeHours: 'OTHRS', doubleTimeHours: 'DTHRS',
    description: 'DESC', recordId: 'RECID', status: 'STATUS',
  },
};

/** The title of a download column in the company's style. */
export function payrollCsvTitle(style: CsvHeaderStyle | null | undefined, column: PayrollCsvColumn): string {
  return PAYROLL_CSV_TITLES[style === 'alternate' ? 'alternate' : 'standard'][column];
}

/** The server's and the company form's texts about pay periods and exports, beyond the spec's (docs/payroll-file.md). */
export const PAYROLL_PROFILE_MESSAGES = {
  payPeriodStartsOnSunday: 'The pay period must start on a Sunday.',
  /** Download All with nothing to export: the server's 409, and the reason the report gives for a disabled Download All. */
  nothingToExport: 'There are no approved time records left to export in this period.',
  noEquipmentToExport: 'There is no equipment of approved time records left to export in this period.',
  includeRentalEquipment: 'Please choose whether rental equipment is in the equipment file.',
  exportKind: 'Please choose payroll or equipment.',
  exportRange: 'The end of the period must not be before its start.',
  exportRangeTooLong: 'A payroll export covers at most 62 days.',
  unknownTimeZone: 'Unknown time zone.',
  queryDateOrRange: 'Please select a date range for your desired query.',
  alreadyReset: 'This export has already been reset.',
} as const;
