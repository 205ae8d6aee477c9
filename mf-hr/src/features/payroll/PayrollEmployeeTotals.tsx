import { useMemo } from 'react';
import { hoursByEmployeeWeek, type EmployeeWeeks, type Production } from '@groundwork/shared/domain';
import { overtimeColumns } from '@groundwork/shared/records';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { PAYROLL_TEXTS } from './payroll-dates';

const COLUMNS: DataColumn<EmployeeWeeks>[] = [
  { id: 'name', title: 'Employee' },
  { id: 'employeeCode', title: 'Employee Code' },
  { id: 'total', title: 'Hours', align: 'right', total: true },
  ...overtimeColumns<EmployeeWeeks>(),
];

/**
 * Each employee's hours in the report's rows with their regular, overtime and double-time hours, and the period's
 * totals below (the sums of the employees', equal to the report's own totals row).
 */
export function PayrollEmployeeTotals({ records }: { records: readonly Production[] }) {
  const employees = useMemo(() => hoursByEmployeeWeek(records), [records]);
  return (
    <DataTable
      caption={PAYROLL_TEXTS.employeeTotals}
      data={employees}
      columns={COLUMNS}
      getRowId={(e) => String(e.userId)}
      searchable={false}
    />
  );
}
