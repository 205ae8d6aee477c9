/**
 * The cost code spreadsheet: its columns, the header spellings it accepts and its template. Reading and bounding
 * the file: platform/spreadsheet; the rules: CostCodeImportService.
 */
import type { Language } from '@groundwork/shared/domain';
import { registerServerMessages } from '@groundwork/shared/i18n/server';
import { spreadsheetTemplate, SPREADSHEET_MESSAGES, type SheetSpec } from '../../platform/spreadsheet/spreadsheet';

/** The template's columns, in order: header text and the row field it fills. */
export const COST_CODE_COLUMNS = [
  { header: 'Job Name', field: 'jobName', width: 14, required: true },
  { header: 'Name', field: 'name', width: 22, required: true },
  { header: 'Description', field: 'description', width: 40 },
  { header: 'Quantity', field: 'quantity', width: 12, required: true },
  { header: 'Unit', field: 'unit', width: 10, required: true },
  { header: 'Tracks Production', field: 'isToTrackProduction', width: 18 },
  { header: 'Tracks Employee and Equipment Time', field: 'isToTrackEmployeeAndEquipmentTime', width: 34 },
  { header: 'LOA', field: 'isLOA', width: 8 },
  { header: 'Invoicing Information', field: 'invoicingInformation', width: 30 },
  { header: 'Budget Amount', field: 'budgetAmount', width: 14 },
] as const;
export type CostCodeColumnField = (typeof COST_CODE_COLUMNS)[number]['field'];

export const MAX_IMPORT_ROWS = 5000;

export const COST_CODE_SHEET: SheetSpec<CostCodeColumnField> = {
  columns: COST_CODE_COLUMNS,
  aliases: {
    tracksemployeeandequipment: 'isToTrackEmployeeAndEquipmentTime',
    isloa: 'isLOA',
    budgetcost: 'budgetAmount',
  },
  // The cost code list's column titles and the form's labels, in English and French, so the list's download is read
  // back in either language (a job's codes copied; its Yes/No, Oui/Non cells: yesNo).
  titles: {
    'admin.common.costCode': 'name', 'admin.common.job': 'jobName', 'admin.jobs.jobNo': 'jobName', 'admin.common.quantity': 'quantity',
    'admin.common.unit': 'unit', 'admin.common.tracksProduction': 'isToTrackProduction', 'admin.costCodes.trackProduction': 'isToTrackProduction',
    'admin.common.tracksTime': 'isToTrackEmployeeAndEquipmentTime', 'admin.costCodes.trackTime': 'isToTrackEmployeeAndEquipmentTime',
    'admin.costCodes.leaveOfAbsence': 'isLOA', 'admin.costCodes.loa': 'isLOA', 'admin.costCodes.invoicingInformation': 'invoicingInformation',
    'admin.money.budgetAmount': 'budgetAmount',
  },
  emptyMessage: SPREADSHEET_MESSAGES.noCostCodeRows,
  maxRows: MAX_IMPORT_ROWS,
};

/** The template's sheet and instructions, in the user's language like every server message. */
export const COST_CODE_TEMPLATE_MESSAGES = {
  sheet: 'Cost Codes',
  rows: 'One cost code per row on the first sheet, under the header row. Every row is checked; if any row is wrong, nothing is imported.',
  names: 'Job Name: the Job No. of an existing job (required). Name: up to 20 characters, unique within the job (required).',
  amounts: 'Description: up to 60 characters. Quantity: the contract quantity, a number (required). Unit: e.g. m, m3, t, hr (required).',
  flags: 'Tracks Production, Tracks Employee and Equipment Time, LOA: Yes or No (empty means No). Invoicing Information: free text.',
  budget: 'Budget Amount: the budgeted cost in dollars and cents, 0 or more (empty means none).',
} as const;
registerServerMessages('COST_CODE_TEMPLATE_MESSAGES', COST_CODE_TEMPLATE_MESSAGES);

/** The import template (.xlsx): the header row, sized columns, and an instructions sheet. */
export function costCodeTemplate(language: Language): Promise<Buffer> {
  const m = COST_CODE_TEMPLATE_MESSAGES;
  return spreadsheetTemplate(COST_CODE_SHEET, m.sheet, [m.rows, m.names, m.amounts, m.flags, m.budget], language);
}
