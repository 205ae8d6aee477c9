import { useQuery } from '@tanstack/react-query';
import { listTimeRecords, productionKeys } from '@groundwork/shared/api';
import { PAGE_SIZES } from '@groundwork/shared/domain';
import { noMatchState, Spinner, Stack } from '@groundwork/shared/ui';
import { localDayBounds } from '@groundwork/shared/ui/dates';
import { DataTable } from '@groundwork/shared/ui/table';
import { useLoadData, type ChosenRange } from './LoadData';
import { useTimecardColumns } from './timecard-columns';
import { useHrT } from '../../i18n';
import { withQueryClient } from '../../query';

/**
 * The records of the chosen range for both timecards reports (one read: employee, job, cost code, equipment lines), on
 * the user's local days: from the start day's first moment to the end day's last (days alone would be UTC days).
 */
export function useTimecards(range: ChosenRange | null) {
  const query = range ? { ...localDayBounds(range.start, range.end), includeJob: true, includeCostCodes: true } : null;
  return useQuery({
    queryKey: productionKeys.timeRecords(query ?? { startsAt: '', endsAt: '' }),
    queryFn: () => listTimeRecords(query!),
    enabled: query !== null,
  });
}

/**
 * /human-resources/employee-time-records-report: every time record of a range (Load Data), with search, sorting,
 * filters, the hours totals and exports; a row is edited or deleted on its record page (#/jobs/time-records/{id}).
 */
export function TimecardsReportPage() {
  const t = useHrT();
  const { range, control } = useLoadData();
  const records = useTimecards(range);
  const columns = useTimecardColumns().timecard;
  return (
    <Stack $gap={4}>
      {control}
      {records.isFetching && !records.data ? <Spinner label={t('timecards.loading')} /> : null}
      {range && records.data ? (
        <DataTable
          caption={t('timecards.caption')}
          data={records.data}
          columns={columns}
          getRowId={(p) => String(p.id)}
          pageSizes={PAGE_SIZES.timecards}
          scrollX={1300}
          exportName="employee-timecards-report"
          emptyState={noMatchState(records.data)}
        />
      ) : null}
    </Stack>
  );
}

export default withQueryClient(TimecardsReportPage);
