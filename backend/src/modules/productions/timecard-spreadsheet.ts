/**
 * The timecard spreadsheet (POST /api/jobs/productions/import): its columns, the header spellings it accepts and
 * its template. Reading and bounding the file: platform/spreadsheet; the rules: TimecardImportService.
 */
import type { Language } from '@groundwork/shared/domain';
import { registerServerMessages } from '@groundwork/shared/i18n/server';
import { spreadsheetTemplate, SPREADSHEET_MESSAGES, type SheetSpec } from '../../platform/spreadsheet/spreadsheet';

export const TIMECARD_COLUMNS = [
  { header: 'Job', field: 'jobName', width: 12, required: true },
  { header: 'Employee Code', field: 'employeeCode', width: 16, required: true },
  { header: 'Cost Code', field: 'costCode', width: 20, required: true },
  { header: 'Type of Work', field: 'workType', width: 20, required: true },
  { header: 'Date', field: 'date', width: 12, required: true },
  { header: 'Time In', field: 'timeIn', width: 10 },
  { header: 'Time Out', field: 'timeOut', width: 10 },
  { header: 'Lunch', field: 'lunch', width: 8 },
  { header: 'Hours', field: 'hours', width: 8, required: true },
  { header: 'Description', field: 'description', width: 40 },
  { header: 'Equipment', field: 'equipment', width: 12 },
  { header: 'Equipment Hours', field: 'equipmentHours', width: 16 },
  { header: 'Fuel (L)', field: 'fuel', width: 10 },
  { header: 'Equipment Notes', field: 'equipmentNotes', width: 30 },
] as const;
export type TimecardField = (typeof TIMECARD_COLUMNS)[number]['field'];

/** A week of a large crew fits many times over; each row is checked against the database. */
export const MAX_TIMECARD_ROWS = 2000;

export const TIMECARD_SHEET: SheetSpec<TimecardField> = {
  columns: TIMECARD_COLUMNS,
  aliases: {
    jobno: 'jobName',
    jobname: 'jobName',
    employee: 'employeeCode',
    code: 'employeeCode',
    typeofwork: 'workType',
    worktype: 'workType',
    in: 'timeIn',
    out: 'timeOut',
    lunchbreak: 'lunch',
    equipmentno: 'equipment',
    fuel: 'fuel',
    litersoffuel: 'fuel',
    notes: 'equipmentNotes',
  },
  emptyMessage: SPREADSHEET_MESSAGES.noTimecardRows,
  maxRows: MAX_TIMECARD_ROWS,
};

/** The template's sheet and instructions, in the user's language like every server message. */
export const TIMECARD_TEMPLATE_MESSAGES = {
  sheet: 'Timecards',
  rows: 'One timecard per row on the first sheet, under the header row. Every row is checked by the rules of the time record form; if any row is wrong, nothing is imported.',
  columns: 'Job: the Job No. Employee Code: the employee\'s code; the employee must be on the job\'s crew. Cost Code: a code of that job that tracks employee and equipment time. Type of Work: its name.',
  times: 'Date: YYYY-MM-DD, not in the future. Time In and Time Out: HH:mm (24 hours) in your own time zone; a Time Out earlier than the Time In is the next day. Leave both empty only for leave-of-absence codes.',
  hours: 'Hours: the hours worked; with times they must equal Time Out minus Time In, less 0.5 when Lunch is Yes (empty Lunch: inferred). Timecards of one employee must not overlap.',
  equipment: 'Equipment (optional): the Equipment No., with Equipment Hours (required with equipment), Fuel (L) and Equipment Notes.',
} as const;
registerServerMessages('TIMECARD_TEMPLATE_MESSAGES', TIMECARD_TEMPLATE_MESSAGES);

/** The import template (.xlsx): the header row, sized columns, and an instructions sheet. */
export function timecardTemplate(language: Language): Promise<Buffer> {
  const m = TIMECARD_TEMPLATE_MESSAGES;
  return spreadsheetTemplate(TIMECARD_SHEET, m.sheet, [m.rows, m.columns, m.times, m.hours, m.equipment], language);
}
