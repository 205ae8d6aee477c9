import {
  DEFAULT_PAYROLL_UNION, employeeRecordStatus, isTravelCostCode, localDay, PAYROLL_CSV_COLUMNS, payrollCsvTitle, round2,
  type CsvHeaderStyle, type PayrollCsvColumn, type Production,
} from '@groundwork/shared/domain';
import { RECORD_STATUS_IDS } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import type { ExportColumn, ExportValue } from '@groundwork/shared/ui/table';
import type { HrMessageId } from '../../i18n';

/**
 * One value of a time record in the report's CSV, XLSX and JSON downloads: the payroll file's fields as values
 * (hours of a travel cost code go to Travel Hours, as in the file; an employee without a union is `NON`), and the
 * overtime split of the record's hours, travel or not.
 */
export function payrollRowValue(p: Production, column: PayrollCsvColumn): ExportValue {
  const travel = isTravelCostCode(p.costCode?.name ?? '');
  switch (column) {
    case 'employeeCode': return p.user?.employeeCode ?? '';
    case 'employeeName': return p.user?.name ?? '';
    case 'workClass': return p.user?.workClass ?? '';
    case 'union': return p.user?.union || DEFAULT_PAYROLL_UNION;
    case 'workDate': return localDay(new Date(p.producedAt));
    case 'jobName': return p.job?.name ?? '';
    case 'jobDescription': return p.job?.description ?? '';
    case 'costCode': return p.costCode?.name ?? '';
    case 'costCodeDescription': return p.costCode?.description ?? '';
    case 'workType': return p.workType?.name ?? '';
    case 'hours': return travel ? 0 : round2(p.quantity);
    case 'travelHours': return travel ? round2(p.quantity) : 0;
    case 'regularHours':
    case 'overtimeHours':
    case 'doubleTimeHours': return round2(p[column]);
    case 'description': return p.description ?? '';
    case 'recordId': return p.id;
    // Pending, Approved, Declined or Exported: a spreadsheet of the report's rows is not the payroll file, and must
    // not read as hours to pay (only the payroll file's records are exported and locked).
    case 'status': return employeeRecordStatus(p);
  }
}

/** The message of each column's standard title (in English, PAYROLL_CSV_TITLES.standard's: the catalogue test checks). */
export const PAYROLL_CSV_TITLE_IDS = {
  employeeCode: 'col.employeeCode', employeeName: 'col.employee', workClass: 'col.workClass', union: 'col.union', workDate: 'col.date',
  jobName: 'col.jobNo', jobDescription: 'col.jobDescription', costCode: 'col.costCode', costCodeDescription: 'col.costCodeDescription',
  workType: 'col.workType', hours: 'col.hours', travelHours: 'col.travelHours', regularHours: 'col.regularHours',
  overtimeHours: 'col.overtimeHours', doubleTimeHours: 'col.doubleTimeHours', description: 'col.description', recordId: 'col.recordId',
  status: 'col.status',
} as const satisfies Record<PayrollCsvColumn, HrMessageId>;

/**
 * The download columns: the standard titles in the user's language (`t`), the status too; or the fixed titles of the
 * company's export profile when it chose the alternate header style, with the status in English (import tools read
 * them; they never change with the language).
 */
export function payrollExportColumns(style: CsvHeaderStyle | null | undefined, t: Translate<HrMessageId>): ExportColumn<Production>[] {
  const alternate = style === 'alternate';
  return PAYROLL_CSV_COLUMNS.map((column) => ({
    title: alternate ? payrollCsvTitle(style, column) : t(PAYROLL_CSV_TITLE_IDS[column]),
    value: column === 'status' && !alternate
      ? (p: Production) => t(RECORD_STATUS_IDS[employeeRecordStatus(p)])
      : (p: Production) => payrollRowValue(p, column),
  }));
}
