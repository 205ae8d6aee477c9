import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteJob, jobKeys, listJobs, type JobListQuery } from '@groundwork/shared/api';
import { LIMITS, MESSAGES, PERMISSIONS as P, truncate, type Job } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { Button, Row, Spinner } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { queryClient, withQueryClient } from '../../query';
import { actionsColumn, EditDeleteButtons, useConfirmedDelete, useIncludeToggle } from '../../lib/list';
import { JOB_STATUS_LABELS, JOB_STATUS_OPTIONS } from './job-status';

const jobListQuery = (query: JobListQuery) => ({ queryKey: jobKeys.list(query), queryFn: () => listJobs(query) });

/**
 * Requests the list as it first shows (Include Done off) when the page's files have arrived, so the rows come while
 * the layout and the page render instead of after (routes.ts). Within the cache's staleTime the page reads them.
 */
export function prefetchJobList(): void {
  void queryClient.prefetchQuery(jobListQuery({ excludeDone: true }));
}

/** /jobs: every job of the company, done ones only with Include Done; Edit and Delete by permission; exports. */
export function JobListPage() {
  const navigate = useNavigate();
  const canCreate = useCan(P.JOBS_CREATE);
  const canUpdate = useCan(P.JOBS_UPDATE);
  const canDelete = useCan(P.JOBS_DELETE);
  const { include: includeDone, toggle } = useIncludeToggle('Include Done');
  const query = { excludeDone: !includeDone };
  const jobs = useQuery(jobListQuery(query));
  const { ask, dialog } = useConfirmedDelete({
    remove: (job: Job) => deleteJob(job.id),
    title: MESSAGES.confirmDelete('job'),
    done: MESSAGES.deleted('Job'),
    invalidate: jobKeys.all,
  });

  const columns = useMemo<DataColumn<Job>[]>(
    () => [
      { id: 'name', title: 'Job No.', filter: 'text', cell: (j) => <Link to={`/jobs/${j.id}`}>{j.name}</Link> },
      {
        id: 'description',
        title: 'Description',
        filter: 'text',
        cell: (j) => <span title={j.description}>{truncate(j.description, LIMITS.listDescription, '...')}</span>,
      },
      {
        id: 'status',
        title: 'Status',
        accessor: (j) => JOB_STATUS_LABELS[j.status] ?? j.status,
        filter: { options: JOB_STATUS_OPTIONS.map((o) => ({ value: o.label, label: o.label })) },
      },
      { id: 'location', title: 'Location' },
      { id: 'startsAt', title: 'Start Date' },
      { id: 'endsAt', title: 'End Date' },
      actionsColumn((j) => (
        <EditDeleteButtons
          name={j.name}
          onEdit={canUpdate ? () => navigate(`/jobs/${j.id}/edit`) : undefined}
          onDelete={canDelete ? () => ask(j) : undefined}
        />
      )),
    ],
    [canUpdate, canDelete, navigate, ask],
  );

  return (
    <>
      <DataTable
        caption="Jobs"
        data={jobs.data ?? []}
        columns={columns}
        getRowId={(j) => String(j.id)}
        exportName="jobs"
        emptyState={jobs.isPending ? <Spinner size={24} /> : undefined}
        toolbar={
          <Row $gap={4}>
            {toggle}
            {canCreate ? (
              <Button variant="primary" onClick={() => navigate('/jobs/add')}>
                Add Job
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
