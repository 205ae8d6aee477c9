import { useMemo } from 'react';
import { hoursByEmployeeWeek, type EmployeeWeeks, type Production } from '@groundwork/shared/domain';
import { formatHoursCell } from '@groundwork/shared/records';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useHrT } from '../../i18n';
import { splitColumns } from '../../i18n/columns';

/**
 * Each employee's hours in the report's rows with their regular, overtime and double-time hours, and the period's
 * totals below (the sums of the employees', equal to the report's own totals row).
 */
export function PayrollEmployeeTotals({ records }: { records: readonly Production[] }) {
  const t = useHrT();
  const employees = useMemo(() => hoursByEmployeeWeek(records), [records]);
  const columns = useMemo<DataColumn<EmployeeWeeks>[]>(() => [
    { id: 'name', title: t('col.employee') },
    { id: 'employeeCode', title: t('col.employeeCode') },
    { id: 'total', title: t('col.hours'), align: 'right', total: true, cell: (_e, value) => formatHoursCell(value), formatTotal: formatHoursCell },
    ...splitColumns<EmployeeWeeks>(t),
  ], [t]);
  return (
    <DataTable
      caption={t('payroll.employeeTotals')}
      data={employees}
      columns={columns}
      getRowId={(e) => String(e.userId)}
      searchable={false}
    />
  );
}
