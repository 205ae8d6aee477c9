import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorBody, deleteJob, jobKeys, listJobs } from '@groundwork/shared/api';
import { LIMITS, MESSAGES, PERMISSIONS as P, truncate, type Job } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { Button, notify, Row, Spinner } from '@groundwork/shared/ui';
import { ConfirmDialog, Switch } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { JOB_STATUS_LABELS, JOB_STATUS_OPTIONS } from './job-status';

/** /jobs: every job of the company, done ones only with Include Done; Edit and Delete by permission; exports. */
export function JobListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useCan(P.JOBS_CREATE);
  const canUpdate = useCan(P.JOBS_UPDATE);
  const canDelete = useCan(P.JOBS_DELETE);
  const [includeDone, setIncludeDone] = useState(false);
  const [toDelete, setToDelete] = useState<Job | null>(null);
  const query = { excludeDone: !includeDone };
  const jobs = useQuery({ queryKey: jobKeys.list(query), queryFn: () => listJobs(query) });

  const remove = useMutation({
    mutationFn: (job: Job) => deleteJob(job.id),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.deleted('Job'));
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrongBang),
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
      {
        id: 'actions',
        title: 'Actions',
        sortable: false,
        exportable: false,
        cell: (j) => (
          <Row $gap={2}>
            {canUpdate ? (
              <Button size="sm" onClick={() => navigate(`/jobs/${j.id}/edit`)}>
                Edit<span className="sr-only"> {j.name}</span>
              </Button>
            ) : null}
            {canDelete ? (
              <Button size="sm" variant="danger" onClick={() => setToDelete(j)}>
                Delete<span className="sr-only"> {j.name}</span>
              </Button>
            ) : null}
          </Row>
        ),
      },
    ],
    [canUpdate, canDelete, navigate],
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
            <Switch label="Include Done" checked={includeDone} onChange={setIncludeDone} />
            {canCreate ? (
              <Button variant="primary" onClick={() => navigate('/jobs/add')}>
                Add Job
              </Button>
            ) : null}
          </Row>
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Are you sure delete this job?"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete).catch(() => undefined) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
