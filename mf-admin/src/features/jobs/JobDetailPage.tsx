import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  getJob, jobKeys, listJobProductions, productionKeys, removeEquipmentFromJob, removeUserFromJob,
} from '@groundwork/shared/api';
import { PERMISSIONS as P, type ApiRoute, type Job } from '@groundwork/shared/domain';
import { formatNumber, formatQuantity } from '@groundwork/shared/i18n';
import { apiAction, useCan, useMayCall } from '@groundwork/shared/session';
import { Button, Card, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { Tabs } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { Facts } from '../../lib/Facts';
import { useConfirmedDelete } from '../../lib/list';
import { useAdminT } from '../../i18n';
import { formatStoredDay } from '../../lib/dates';
import { jobStatusLabel } from './job-status';
import { ProductionSummary, ProductionsTable, TimeRecordsTable, productionSummary } from './JobRecords';
import { BudgetTab } from './BudgetTab';

const INCLUDES = { includeAssignedUsers: true, includeCostCodes: true, includeEquipmentUtilization: true };

function Summary({ job }: { job: Job }) {
  const t = useAdminT();
  const facts: [string, string][] = [
    [t('admin.jobs.jobNo'), job.name],
    [t('admin.common.description'), job.description],
    [t('admin.common.status'), jobStatusLabel(job.status, t)],
    [t('admin.jobs.location'), job.location ?? ''],
    [t('admin.jobs.startDate'), formatStoredDay(job.startsAt)],
    [t('admin.jobs.endDate'), formatStoredDay(job.endsAt)],
    [t('admin.jobs.owner'), job.owner ?? ''],
    [t('admin.jobs.numberOfWorkers'), formatNumber(job.numberOfWorkers)],
    [t('admin.jobs.depthDig'), job.depthDig === null ? '' : formatNumber(job.depthDig)],
    [t('admin.jobs.bc1Call'), job.bc1Call ?? ''],
    [t('admin.jobs.materialHauling'), t(job.isMaterialHaulingEnabled ? 'admin.common.enabled' : 'admin.common.disabled')],
  ];
  return <Facts facts={facts} />;
}

type Removal = { kind: 'employee' | 'equipment'; id: number; label: string };

/** The crew or the equipment of the job, each with Remove for those who may change the job. */
function AssignedList({
  label,
  empty,
  items,
  onRemove,
  removeRoute,
}: {
  label: string;
  empty: string;
  items: { key: number; content: ReactNode; name: string | undefined }[];
  onRemove?: (key: number, name: string) => void;
  removeRoute: ApiRoute;
}) {
  const t = useAdminT();
  return (
    <>
      {items.length === 0 ? <p>{empty}</p> : null}
      <ul aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>
            <Row $gap={2} $justify="space-between">
              <span>{item.content}</span>
              {onRemove ? (
                <Button size="sm" variant="ghost" onClick={() => onRemove(item.key, item.name ?? '')} {...apiAction(removeRoute)}>
                  {t('admin.common.remove')}<span className="sr-only"> {item.name}</span>
                </Button>
              ) : null}
            </Row>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /jobs/{id}: summary, productions (table and per cost code summary), time records, crew, cost codes, equipment. */
export function JobDetailPage() {
  const t = useAdminT();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const may = useMayCall();
  const canUpdate = may('PUT /api/jobs/:id');
  const canAssign = may('POST /api/jobs/:id/assignments');
  const canAddEquipment = may('POST /api/jobs/:id/equipment');
  const canUnassign = may('DELETE /api/jobs/:id/assignments/:userId');
  const canRemoveEquipment = may('DELETE /api/jobs/:id/equipment/:equipmentId');
  const canEditCostCode = may('PUT /api/cost-codes/:id');
  const canAddCostCode = may('POST /api/jobs/:id/cost-codes');
  const canReadJobCost = may('GET /api/jobs/:id/job-cost');
  // The time record forms of the office (not the field app's web.timecards) need productions.create.
  const canRecord = useCan(P.PRODUCTIONS_CREATE);
  /** The API's rule for a job's records (GET /api/jobs/{id}/productions). */
  const canReadRecords = useCan(P.JOBS_ALL, P.JOBS_READ, P.PRODUCTIONS_CREATE);
  /** The API's rule for the budget against actual (GET /api/jobs/{id}/budget-against-actual). */
  const canReadBudget = useCan(P.JOBS_ALL, P.JOBS_READ);
  const job = useQuery({ queryKey: jobKeys.detail(id, INCLUDES), queryFn: () => getJob(id, INCLUDES) });
  const records = useQuery({
    queryKey: productionKeys.ofJob(id, { includeCostCodes: true }),
    queryFn: () => listJobProductions(id, { includeCostCodes: true }),
    enabled: canReadRecords,
  });
  const removal = useConfirmedDelete({
    remove: (r: Removal) => (r.kind === 'employee' ? removeUserFromJob(id, r.id) : removeEquipmentFromJob(id, r.id)),
    title: (r) => t('admin.jobs.removeFromJob', { name: r?.label ?? '' }),
    done: (r) => t(r.kind === 'employee' ? 'admin.jobs.employeeRemoved' : 'admin.jobs.equipmentRemoved'),
    invalidate: jobKeys.all,
  });

  if (job.isPending) return <Spinner size={24} />;
  if (job.isError) return <EmptyState onBack={() => navigate('/jobs')} />;
  const data = job.data;
  const costCodes = data.costCodes ?? [];
  const all = records.data ?? [];
  const productions = all.filter((p) => p.type === 'Production');
  const timeRecords = all.filter((p) => p.type === 'Time Record');
  const crew = data.userAssignments ?? [];
  const equipment = data.equipmentUtilization ?? [];

  const costCodeColumns: DataColumn<(typeof costCodes)[number]>[] = [
    { id: 'name', title: t('admin.common.costCode') },
    { id: 'description', title: t('admin.common.description') },
    { id: 'quantity', title: t('admin.common.quantity'), align: 'right', cell: (c) => formatQuantity(c.quantity) },
    { id: 'unit', title: t('admin.common.unit') },
    { id: 'isToTrackProduction', title: t('admin.common.tracksProduction'), accessor: (c) => t(c.isToTrackProduction ? 'admin.common.yes' : 'admin.common.no') },
    { id: 'isToTrackEmployeeAndEquipmentTime', title: t('admin.common.tracksTime'), accessor: (c) => t(c.isToTrackEmployeeAndEquipmentTime ? 'admin.common.yes' : 'admin.common.no') },
    ...(canEditCostCode
      ? [{
          id: 'edit', title: t('admin.common.actions'), sortable: false, exportable: false,
          cell: (c: (typeof costCodes)[number]) => <Link to={`/cost-codes/${c.id}/edit`} {...apiAction('PUT /api/cost-codes/:id')}>{t('admin.common.edit')}</Link>,
        }]
      : []),
  ];

  return (
    <Stack $gap={4}>
      <Card
        title={t('admin.jobs.title', { name: data.name, description: data.description })}
        extra={
          <Row $gap={2} style={{ flexWrap: 'wrap' }}>
            {canUpdate ? <Button size="sm" onClick={() => navigate(`/jobs/${id}/edit`)} {...apiAction('PUT /api/jobs/:id')}>{t('admin.route.editJob')}</Button> : null}
            {canAssign ? (
              <Button size="sm" onClick={() => navigate(`/jobs/users/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/assignments')}>{t('admin.jobs.addEmployee')}</Button>
            ) : null}
            {canAddEquipment ? (
              <Button size="sm" onClick={() => navigate(`/jobs/equipment/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/equipment')}>{t('admin.jobs.addEquipment')}</Button>
            ) : null}
            {canAddCostCode ? (
              <Button size="sm" onClick={() => navigate(`/cost-codes/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/cost-codes')}>{t('admin.jobs.addCostCode')}</Button>
            ) : null}
            {canRecord ? (
              <Button size="sm" onClick={() => navigate(`/jobs/productions/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/productions')}>{t('admin.jobs.addProduction')}</Button>
            ) : null}
            {canRecord ? (
              <Button size="sm" onClick={() => navigate(`/time-records/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/productions')}>{t('admin.jobs.addTimeRecord')}</Button>
            ) : null}
            {canReadJobCost ? (
              <Button size="sm" variant="secondary" onClick={() => navigate(`/reports/job-cost/${id}`)} {...apiAction('GET /api/jobs/:id/job-cost')}>{t('admin.jobs.jobCost')}</Button>
            ) : null}
          </Row>
        }
      >
        <Summary job={data} />
      </Card>

      {canReadRecords ? (
        <Card title={t('admin.jobs.records')}>
          {records.isPending ? <Spinner size={24} /> : null}
          <Tabs
            aria-label={t('admin.jobs.jobRecords')}
            tabs={[
              {
                key: 'productions',
                label: t('admin.jobs.production'),
                content: (
                  <Tabs
                    aria-label={t('admin.jobs.productionViews')}
                    tabs={[
                      { key: 'list', label: t('admin.jobs.productions'), content: <ProductionsTable records={productions} costCodes={costCodes} /> },
                      { key: 'summary', label: t('admin.jobs.summary'), content: <ProductionSummary rows={productionSummary(costCodes, productions)} /> },
                    ]}
                  />
                ),
              },
              { key: 'time-records', label: t('admin.jobs.timeRecords'), content: <TimeRecordsTable records={timeRecords} costCodes={costCodes} /> },
              // Rendered (and its chart library loaded) only while selected.
              ...(canReadBudget ? [{ key: 'budget', label: t('admin.jobs.budgetVsActual'), content: <BudgetTab jobId={id} /> }] : []),
            ]}
          />
        </Card>
      ) : null}

      <Card title={t('admin.jobs.assignedEmployees')}>
        <AssignedList
          label={t('admin.jobs.assignedEmployeesList')}
          empty={t('admin.jobs.noEmployees')}
          items={crew.map((a) => ({
            key: a.userId,
            name: a.user?.name,
            content: `${a.user?.name ?? t('admin.jobs.employeeNamed', { id: a.userId })}${a.assignment ? ` (${a.assignment})` : ''}`,
          }))}
          onRemove={canUnassign ? (userId, label) => removal.ask({ kind: 'employee', id: userId, label }) : undefined}
          removeRoute="DELETE /api/jobs/:id/assignments/:userId"
        />
      </Card>

      <Card title={t('admin.route.costCodes')}>
        <DataTable caption={t('admin.jobs.costCodesOfJob')} tableId="Cost codes of the job" data={costCodes} columns={costCodeColumns} getRowId={(c) => String(c.id)} />
      </Card>

      <Card title={t('admin.common.equipment')}>
        <AssignedList
          label={t('admin.jobs.jobEquipment')}
          empty={t('admin.jobs.noEquipment')}
          items={equipment.map((u) => ({
            key: u.equipmentId,
            name: u.equipment?.name,
            content: (
              <>
                <Link to={`/equipment/${u.equipmentId}`}>{u.equipment?.name ?? t('admin.jobs.equipmentNamed', { id: u.equipmentId })}</Link>
                {u.equipment?.description ? ` - ${u.equipment.description}` : ''}
                {u.description ? ` (${u.description})` : ''}
              </>
            ),
          }))}
          onRemove={canRemoveEquipment ? (equipmentId, label) => removal.ask({ kind: 'equipment', id: equipmentId, label }) : undefined}
          removeRoute="DELETE /api/jobs/:id/equipment/:equipmentId"
        />
      </Card>

      {removal.dialog}
    </Stack>
  );
}
