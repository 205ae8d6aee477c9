import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteJob, getJob, JOB_LIST_FIRST, jobKeys, listJobs, type JobListQuery } from '@groundwork/shared/api';
import { LIMITS, truncate, type Job } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, Row, Spinner } from '@groundwork/shared/ui';
import { ClipText, DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { queryClient, withQueryClient } from '../../query';
import { EditDeleteButtons, rowActionsColumn, useConfirmedDelete, useIncludeToggle, type RowRoutes } from '../../lib/list';
import { useAdminT } from '../../i18n';
import { formatStoredDay } from '../../lib/dates';
import { jobStatusLabel, jobStatusOptions } from './job-status';

const ROUTES: RowRoutes = { edit: 'PUT /api/jobs/:id', delete: 'DELETE /api/jobs/:id' };

const jobListQuery = (query: JobListQuery) => ({ queryKey: jobKeys.list(query), queryFn: () => listJobs(query) });

/**
 * Requests the list as it first shows (Include Done off) when the page's files have arrived, so the rows come while
 * the layout and the page render instead of after (routes.ts). Within the cache's staleTime the page reads them.
 */
export function prefetchJobList(): void {
  void queryClient.prefetchQuery(jobListQuery(JOB_LIST_FIRST));
}

const SHIFT_COUNT = { includeUpcomingShiftCount: true } as const;

/**
 * The delete confirmation's text: how many scheduled shifts of today and later the delete removes from the workers'
 * schedules with the job (read afresh when the confirmation opens), then 'Click "Yes" to continue.'.
 */
function ShiftsRemoved({ job }: { job: Job }) {
  const t = useAdminT();
  const count = useQuery({
    queryKey: jobKeys.detail(job.id, SHIFT_COUNT),
    queryFn: () => getJob(job.id, SHIFT_COUNT),
    select: (j) => j.upcomingShiftCount ?? 0,
    staleTime: 0,
  });
  const shifts = count.isPending
    ? t('admin.jobs.deleteShiftsChecking')
    : count.isError
      ? t('admin.jobs.deleteShiftsUnknown')
      : count.data === 0
        ? null
        : count.data === 1
          ? t('admin.jobs.deleteShiftsOne')
          : t('admin.jobs.deleteShiftsMany', { count: count.data });
  return (
    <>
      {shifts ? <strong>{shifts} </strong> : null}
      {t('messages.confirmContinue')}
    </>
  );
}

/** /jobs: every job of the company, done ones only with Include Done; Edit and Delete by permission; exports. */
export function JobListPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const may = useMayCall();
  const { include: includeDone, toggle } = useIncludeToggle(t('admin.common.includeDone'));
  const query = { excludeDone: !includeDone };
  const jobs = useQuery(jobListQuery(query));
  const { ask, dialog } = useConfirmedDelete({
    remove: (job: Job) => deleteJob(job.id),
    title: t('admin.jobs.confirmDelete'),
    text: (job) => <ShiftsRemoved job={job} />,
    done: t('admin.jobs.deleted'),
    invalidate: jobKeys.all,
  });

  const columns = useMemo<DataColumn<Job>[]>(
    () => [
      { id: 'name', title: t('admin.jobs.jobNo'), filter: 'text', card: true, cell: (j) => <Link to={`/jobs/${j.id}`}>{j.name}</Link> },
      {
        id: 'description',
        title: t('admin.common.description'),
        filter: 'text',
        card: true,
        cell: (j) => <ClipText text={truncate(j.description, LIMITS.listDescription, '...')} full={j.description} />,
      },
      {
        id: 'status',
        title: t('admin.common.status'),
        accessor: (j) => jobStatusLabel(j.status, t),
        filter: { options: jobStatusOptions(t).map((o) => ({ key: o.value, value: o.label, label: o.label })) },
      },
      { id: 'location', title: t('admin.jobs.location') },
      { id: 'startsAt', title: t('admin.jobs.startDate'), cell: (j) => formatStoredDay(j.startsAt) },
      { id: 'endsAt', title: t('admin.jobs.endDate'), cell: (j) => formatStoredDay(j.endsAt) },
      ...rowActionsColumn<Job>(may, ROUTES, t('admin.common.actions'), (j) => (
        <EditDeleteButtons name={j.name} onEdit={() => navigate(`/jobs/${j.id}/edit`)} onDelete={() => ask(j)} routes={ROUTES} />
      )),
    ],
    [navigate, ask, may, t],
  );

  return (
    <>
      <DataTable
        caption={t('admin.route.jobs')}
        tableId="Jobs"
        data={jobs.data ?? []}
        columns={columns}
        getRowId={(j) => String(j.id)}
        exportName="jobs"
        emptyState={jobs.isPending ? <Spinner size={24} /> : undefined}
        toolbar={
          <Row $gap={4}>
            {toggle}
            {may('POST /api/jobs') ? (
              <Button variant="primary" onClick={() => navigate('/jobs/add')} {...apiAction('POST /api/jobs')}>
                {t('admin.route.addJob')}
              </Button>
            ) : null}
          </Row>
        }
      />
      {dialog}
    </>
  );
}

export default withQueryClient(JobListPage);
