import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { listProductionRequests, productionRequestKeys } from '@groundwork/shared/api';
import { CONSTANTS, dayOf, shiftLabel, type ProductionRequest } from '@groundwork/shared/domain';
import { Field, noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { DateRangePicker, LAST_7_DAYS, LAST_30_DAYS, lastNDays, localDayBounds, type DayRange } from '@groundwork/shared/ui/dates';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useHrT } from '../../i18n';
import { withQueryClient } from '../../query';


/**
 * /human-resources/missing-time-records-report: the shifts started on the local days of a range (default the last 7
 * days, no future days) that have ended without a timecard, a row per shift with its employee and job, filterable by
 * either; the count of missing timecards and of the employees who owe them above the table. A shift on an approved time
 * off of its employee (scheduled before the day off was approved) owes no timecard and is not listed (excludeTimeOff).
 */
export function MissingTimecardsPage() {
  const t = useHrT();
  const columns = useMemo<DataColumn<ProductionRequest>[]>(() => [
    { id: 'employee', title: t('col.employee'), accessor: (r) => r.user?.name ?? '', filter: 'text' },
    { id: 'employeeCode', title: t('col.employeeCode'), accessor: (r) => r.user?.employeeCode ?? '' },
    { id: 'job', title: t('col.job'), accessor: (r) => (r.job ? `${r.job.name} - ${r.job.description}` : ''), filter: 'text' },
    { id: 'date', title: t('col.date'), accessor: (r) => dayOf(r.requestAt) },
    { id: 'shift', title: t('col.shift'), accessor: (r) => shiftLabel(r, t('timeRecord.nextDay')) },
    { id: 'requestedBy', title: t('col.scheduledBy'), accessor: (r) => r.requestedBy?.name ?? '' },
  ], [t]);
  const [range, setRange] = useState<DayRange>(lastNDays(CONSTANTS.defaultReportRangeDays));
  // The local days, from the start day's first moment to the end day's last (days alone would be UTC days).
  const bounds = range.start && range.end ? localDayBounds(range.start, range.end) : null;
  const query = { isPending: true, excludeTimeOff: true, requestAt: bounds?.startsAt, requestEndsAt: bounds?.endsAt };
  const requests = useQuery({
    queryKey: productionRequestKeys.ofCompany(query),
    queryFn: () => listProductionRequests(query),
    enabled: bounds !== null,
  });
  const missing = useMemo(() => {
    const now = Date.now();
    return (requests.data ?? []).filter((r) => new Date(r.requestEndsAt).getTime() < now);
  }, [requests.data]);
  const employees = new Set(missing.map((r) => r.userId)).size;
  return (
    <Stack $gap={4}>
      <Field label={t('common.dateRange')} required>
        <DateRangePicker value={range} onChange={setRange} disableFuture presets={[LAST_7_DAYS, LAST_30_DAYS]} />
      </Field>
      {requests.isFetching && !requests.data ? <Spinner label={t('employees.loadingShifts')} /> : null}
      {requests.data ? (
        <>
          <p aria-live="polite">{t('employees.missingCount', { missing: missing.length, employees })}</p>
          <DataTable
            caption={t('employees.missingCaption')}
            data={missing}
            columns={columns}
            getRowId={(r) => String(r.id)}
            exportName="missing-timecards-report"
            emptyState={noMatchState(missing)}
          />
        </>
      ) : null}
    </Stack>
  );
}

export default withQueryClient(MissingTimecardsPage);
