import { useMemo } from 'react';
import {
  addDays, hoursByEmployeeWeek, PAGE_SIZES, WEEKDAY_NAMES, type EmployeeWeeks, type HoursSplit, type Production, type WeekHours,
} from '@groundwork/shared/domain';
import { overtimeColumns } from '@groundwork/shared/records';
import { noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { TIMECARD_LABELS } from './labels';
import { useLoadData } from './LoadData';
import { RECORD_COLUMNS } from './timecard-columns';
import { useTimecards } from './TimecardsReportPage';
import { withQueryClient } from '../../query';

/** A column per weekday (Sunday first) reading hours from `days`, totalled; then the row's total and its overtime split. */
function dayColumns<T extends HoursSplit & { days: number[]; total: number }>(dated?: (row: T, i: number) => string): DataColumn<T>[] {
  return [
    ...WEEKDAY_NAMES.map((name, i): DataColumn<T> => ({
      id: `day${i}`, title: name, align: 'right', total: true, accessor: (r) => r.days[i],
      ...(dated ? { cell: (r: T) => <span title={dated(r, i)}>{r.days[i]}</span> } : {}),
    })),
    ...overtimeColumns<T>(),
    { id: 'total', title: 'Total', align: 'right', total: true, pin: 'right' },
  ];
}

const WEEK_COLUMNS: DataColumn<WeekHours>[] = [
  { id: 'weekStart', title: 'Week', accessor: (w) => `${w.weekStart} to ${addDays(w.weekStart, 6)}` },
  ...dayColumns<WeekHours>((w, i) => addDays(w.weekStart, i)),
];

const EMPLOYEE_COLUMNS: DataColumn<EmployeeWeeks>[] = [
  { id: 'name', title: 'Employee', filter: 'text' },
  { id: 'employeeCode', title: 'Employee Code' },
  { id: 'weeks', title: 'Weeks', align: 'right', accessor: (e) => e.weeks.length, exportValue: (e) => e.weeks.length },
  ...dayColumns<EmployeeWeeks>(),
];

/**
 * /human-resources/v2/employee-time-records-report: the range's hours grouped by employee, a row per employee with
 * the subtotals per weekday and in all with their regular, overtime and double-time hours, expandable to the employee's weeks (Sunday to Saturday) with a column per
 * day and the week's total and split, and to the employee's records, each opening its record page (Edit) or copied (Copy); the
 * totals row is the whole range's.
 */
export function TimecardsWeeksPage() {
  const { range, control } = useLoadData();
  const records = useTimecards(range);
  const employees = useMemo(() => hoursByEmployeeWeek(records.data ?? []), [records.data]);
  const recordsOf = useMemo(() => {
    const byUser = new Map<number | null, Production[]>();
    for (const r of records.data ?? []) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    return byUser;
  }, [records.data]);
  return (
    <Stack $gap={4}>
      {control}
      {records.isFetching && !records.data ? <Spinner label="Loading time records" /> : null}
      {range && records.data ? (
        <DataTable
          caption="Timecards by employee and week"
          data={employees}
          columns={EMPLOYEE_COLUMNS}
          getRowId={(e) => String(e.userId)}
          pageSizes={PAGE_SIZES.timecards}
          exportName="employee-timecards-report"
          emptyState={noMatchState(employees)}
          renderExpanded={(e) => (
            <Stack $gap={3}>
              <DataTable caption={TIMECARD_LABELS.weeksOf(e.name)} data={e.weeks} columns={WEEK_COLUMNS} getRowId={(w) => w.weekStart} searchable={false} />
              <DataTable
                caption={TIMECARD_LABELS.recordsOf(e.name)}
                data={recordsOf.get(e.userId) ?? []}
                columns={RECORD_COLUMNS}
                getRowId={(p) => String(p.id)}
                searchable={false}
              />
            </Stack>
          )}
        />
      ) : null}
    </Stack>
  );
}

export default withQueryClient(TimecardsWeeksPage);
