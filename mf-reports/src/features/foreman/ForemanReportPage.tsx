import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  getJob, jobKeys, listJobProductionRequests, listJobProductions, productionKeys, productionRequestKeys,
} from '@groundwork/shared/api';
import { addDays, localDay, shiftLabel, type ProductionRequest } from '@groundwork/shared/domain';
import { useRequestDeletion } from '@groundwork/shared/records';
import { Banner, Button, Card, EmptyState, Row, Spinner, Stack, space } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { apiAction } from '@groundwork/shared/session';
import { useReportsT } from '../../i18n';
import { withQueryClient } from '../../query';
import { dayLabel, dayRange, foremanReportPath, reportDay } from './day';
import { ForemanRecords } from './ForemanRecords';

const DayBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/** The pending requests (shifts without a timecard) of the job and day, each with Delete. */
function PendingRequests({ requests }: { requests: ProductionRequest[] }) {
  const t = useReportsT();
  const deletion = useRequestDeletion();
  const columns: DataColumn<ProductionRequest>[] = [
    { id: 'employee', title: t('col.employee'), accessor: (r) => r.user?.name ?? '' },
    { id: 'shift', title: t('col.shift'), accessor: (r) => shiftLabel(r, t('timeRecord.nextDay')) },
    { id: 'requestedBy', title: t('col.requestedBy'), accessor: (r) => r.requestedBy?.name ?? '' },
    {
      id: 'actions', title: t('col.actions'), sortable: false, exportable: false, pin: 'right',
      cell: (r) => (
        <Button size="sm" variant="danger" onClick={() => deletion.ask(r)} {...apiAction('DELETE /api/jobs/production-requests/:id')}>
          {t('common.delete')}<span className="sr-only">{t('foreman.requestOf', { name: r.user?.name ?? t('foreman.thisEmployee') })}</span>
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={t('foreman.pendingRequests')} data={requests} columns={columns} getRowId={(r) => String(r.id)} searchable={false} />
      {deletion.dialog}
    </>
  );
}

/** The job's time records and productions of the day (GET /api/jobs/{id}/productions with the day's range). */
function DayReport({ jobId, day }: { jobId: number; day: string }) {
  const t = useReportsT();
  const { from, to } = dayRange(day);
  const query = { includeCostCodes: true, producedStartsAt: from, producedEndsAt: to };
  const records = useQuery({ queryKey: productionKeys.ofJob(jobId, query), queryFn: () => listJobProductions(jobId, query) });
  if (records.isPending) return <Spinner />;
  if (records.isError) return <Banner tone="error" title={t('common.somethingWentWrong')} />;
  return <ForemanRecords records={records.data} day={day} />;
}

/**
 * The foreman check and report of a job and day (/reports/foreman-report/{jobId}?date=): previous and next day (no
 * future day); 'No Pending Time Cards', or 'Missing Time Cards' with the pending requests, each deletable after its
 * confirmation. Both banners offer View Report, which shows the day's time records and productions (the records
 * submitted are reachable while some time cards are still missing).
 */
export function ForemanReportPage() {
  const t = useReportsT();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = localDay();
  const day = reportDay(search.get('date'), today);
  const jobId = Number(params.jobId);
  const validJob = Number.isInteger(jobId) && jobId > 0;
  const [viewing, setViewing] = useState<string | null>(null);

  const job = useQuery({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId), enabled: validJob });
  const { from, to } = dayRange(day);
  const requestQuery = { isPending: true, requestAt: from, requestEndsAt: to };
  const pending = useQuery({
    queryKey: productionRequestKeys.ofJob(jobId, requestQuery),
    queryFn: () => listJobProductionRequests(jobId, requestQuery),
    enabled: validJob,
  });

  if (!validJob || job.isError) return <EmptyState onBack={() => navigate('/reports/foreman-report')} />;
  const go = (next: string) => navigate(foremanReportPath(jobId, next));
  const viewReport = (
    <Button variant="primary" onClick={() => setViewing(day)} disabled={viewing === day}>
      {t('common.viewReport')}
    </Button>
  );

  return (
    <Stack $gap={4}>
      <Card>
        <DayBar>
          <div>
            <h2>{job.data ? job.data.name : t('common.job')}</h2>
            <div>{job.data?.description}</div>
          </div>
          <Row $gap={2}>
            <Button variant="secondary" onClick={() => go(addDays(day, -1))}>
              {t('foreman.previousDay')}
            </Button>
            <strong aria-live="polite">{dayLabel(day)}</strong>
            <Button variant="secondary" onClick={() => go(addDays(day, 1))} disabled={day >= today}>
              {t('foreman.nextDay')}
            </Button>
          </Row>
        </DayBar>
      </Card>
      {pending.isPending ? (
        <Spinner />
      ) : pending.isError ? (
        <Banner tone="error" title={t('common.somethingWentWrong')} />
      ) : pending.data.length === 0 ? (
        <Banner tone="success" title={t('foreman.noPending')} action={viewReport} />
      ) : (
        <Card>
          <Stack $gap={3}>
            <Banner tone="error" title={t('foreman.missingTitle')} text={t('foreman.missingBody')} action={viewReport} />
            <PendingRequests requests={pending.data} />
          </Stack>
        </Card>
      )}
      {viewing === day && pending.isSuccess ? <DayReport jobId={jobId} day={day} /> : null}
    </Stack>
  );
}

export default withQueryClient(ForemanReportPage);
