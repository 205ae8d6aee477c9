import {
  DEFAULT_PAYROLL_UNION, employeeRecordStatus, isTravelCostCode, localDay, PAYROLL_CSV_COLUMNS, payrollCsvTitle, round2,
  type CsvHeaderStyle, type PayrollCsvColumn, type Production,
} from '@groundwork/shared/domain';
import type { ExportColumn, ExportValue } from '@groundwork/shared/ui/table';

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

/** The download columns in the company's CSV header style (its export profile). */
export function payrollExportColumns(style: CsvHeaderStyle | null | undefined): ExportColumn<Production>[] {
  return PAYROLL_CSV_COLUMNS.map((column) => ({ title: payrollCsvTitle(style, column), value: (p: Production) => payrollRowValue(p, column) }));
}
