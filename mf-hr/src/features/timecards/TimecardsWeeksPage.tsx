import { useMemo } from 'react';
import {
  addDays, hoursByEmployeeWeek, PAGE_SIZES, WEEKDAY_NAMES, type EmployeeWeeks, type HoursSplit, type Production, type WeekHours,
} from '@groundwork/shared/domain';
import { formatDate } from '@groundwork/shared/i18n';
import { formatHoursCell } from '@groundwork/shared/records';
import type { Translate } from '@groundwork/shared/i18n/react';
import { noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useLoadData } from './LoadData';
import { useTimecardColumns } from './timecard-columns';
import { useTimecards } from './TimecardsReportPage';
import { useHrT, type HrMessageId } from '../../i18n';
import { splitColumns } from '../../i18n/columns';
import { withQueryClient } from '../../query';

type HrT = Translate<HrMessageId>;

/** A weekday's short name in the page's language, Sunday first ('Sun', 'dim.'): a Sunday's week, at noon. */
const weekdayName = (i: number) => formatDate(new Date(2026, 10, 22 + i, 12), { weekday: 'short' });

/** A column per weekday (Sunday first) reading hours from `days`, totalled; then the row's total and its overtime split. */
function dayColumns<T extends HoursSplit & { days: number[]; total: number }>(t: HrT, dated?: (row: T, i: number) => string): DataColumn<T>[] {
  return [
    ...WEEKDAY_NAMES.map((_name, i): DataColumn<T> => ({
      id: `day${i}`, title: weekdayName(i), align: 'right', total: true, accessor: (r) => r.days[i], formatTotal: formatHoursCell,
      cell: (r: T) => (dated ? <span title={dated(r, i)}>{formatHoursCell(r.days[i])}</span> : formatHoursCell(r.days[i])),
    })),
    ...splitColumns<T>(t),
    { id: 'total', title: t('col.total'), align: 'right', total: true, pin: 'right', cell: (_r, value) => formatHoursCell(value), formatTotal: formatHoursCell },
  ];
}

function weekColumns(t: HrT): DataColumn<WeekHours>[] {
  return [
    { id: 'weekStart', title: t('col.week'), accessor: (w) => t('common.range', { start: w.weekStart, end: addDays(w.weekStart, 6) }) },
    ...dayColumns<WeekHours>(t, (w, i) => addDays(w.weekStart, i)),
  ];
}

function employeeColumns(t: HrT): DataColumn<EmployeeWeeks>[] {
  return [
    { id: 'name', title: t('col.employee'), filter: 'text' },
    { id: 'employeeCode', title: t('col.employeeCode') },
    { id: 'weeks', title: t('col.weeks'), align: 'right', accessor: (e) => e.weeks.length, exportValue: (e) => e.weeks.length },
    ...dayColumns<EmployeeWeeks>(t),
  ];
}

/**
 * /human-resources/v2/employee-time-records-report: the range's hours grouped by employee, a row per employee with
 * the subtotals per weekday and in all with their regular, overtime and double-time hours, expandable to the employee's weeks (Sunday to Saturday) with a column per
 * day and the week's total and split, and to the employee's records, each opening its record page (Edit) or copied (Copy); the
 * totals row is the whole range's.
 */
export function TimecardsWeeksPage() {
  const t = useHrT();
  const columns = useMemo(() => ({ employee: employeeColumns(t), week: weekColumns(t) }), [t]);
  const recordColumns = useTimecardColumns().record;
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
      {records.isFetching && !records.data ? <Spinner label={t('timecards.loading')} /> : null}
      {range && records.data ? (
        <DataTable
          caption={t('timecards.byEmployeeCaption')}
          data={employees}
          columns={columns.employee}
          getRowId={(e) => String(e.userId)}
          pageSizes={PAGE_SIZES.timecards}
          exportName="employee-timecards-report"
          emptyState={noMatchState(employees)}
          renderExpanded={(e) => (
            <Stack $gap={3}>
              <DataTable caption={t('timecards.weeksOf', { name: e.name })} data={e.weeks} columns={columns.week} getRowId={(w) => w.weekStart} searchable={false} />
              <DataTable
                caption={t('timecards.recordsOf', { name: e.name })}
                data={recordsOf.get(e.userId) ?? []}
                columns={recordColumns}
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
