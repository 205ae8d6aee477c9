import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  getJob, jobKeys, listJobProductions, productionKeys, removeEquipmentFromJob, removeUserFromJob,
} from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS as P, type ApiRoute, type Job } from '@groundwork/shared/domain';
import { apiAction, useCan, useMayCall } from '@groundwork/shared/session';
import { Button, Card, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { Tabs } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { Facts } from '../../lib/Facts';
import { useConfirmedDelete } from '../../lib/list';
import { JOB_STATUS_LABELS } from './job-status';
import { ProductionSummary, ProductionsTable, TimeRecordsTable, productionSummary } from './JobRecords';
import { BudgetTab } from './BudgetTab';

const INCLUDES = { includeAssignedUsers: true, includeCostCodes: true, includeEquipmentUtilization: true };

function Summary({ job }: { job: Job }) {
  const facts: [string, string][] = [
    ['Job No.', job.name],
    ['Description', job.description],
    ['Status', JOB_STATUS_LABELS[job.status] ?? job.status],
    ['Location', job.location ?? ''],
    ['Start Date', job.startsAt ?? ''],
    ['End Date', job.endsAt ?? ''],
    ['Owner', job.owner ?? ''],
    ['Number of Workers', String(job.numberOfWorkers)],
    ['Depth of Dig (m)', job.depthDig === null ? '' : String(job.depthDig)],
    ['BC1 Call', job.bc1Call ?? ''],
    ['Material Hauling', job.isMaterialHaulingEnabled ? 'Enabled' : 'Disabled'],
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
                  Remove<span className="sr-only"> {item.name}</span>
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
    title: (r) => `Remove ${r?.label ?? ''} from this job?`,
    done: (r) => (r.kind === 'employee' ? MESSAGES.employeeRemovedFromJob : MESSAGES.equipmentUtilizationDeleted),
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
    { id: 'name', title: 'Cost Code' },
    { id: 'description', title: 'Description' },
    { id: 'quantity', title: 'Quantity', align: 'right' },
    { id: 'unit', title: 'Unit' },
    { id: 'isToTrackProduction', title: 'Tracks Production', accessor: (c) => (c.isToTrackProduction ? 'Yes' : 'No') },
    { id: 'isToTrackEmployeeAndEquipmentTime', title: 'Tracks Time', accessor: (c) => (c.isToTrackEmployeeAndEquipmentTime ? 'Yes' : 'No') },
    ...(canEditCostCode
      ? [{
          id: 'edit', title: 'Actions', sortable: false, exportable: false,
          cell: (c: (typeof costCodes)[number]) => <Link to={`/cost-codes/${c.id}/edit`} {...apiAction('PUT /api/cost-codes/:id')}>Edit</Link>,
        }]
      : []),
  ];

  return (
    <Stack $gap={4}>
      <Card
        title={`${data.name} - ${data.description}`}
        extra={
          <Row $gap={2} style={{ flexWrap: 'wrap' }}>
            {canUpdate ? <Button size="sm" onClick={() => navigate(`/jobs/${id}/edit`)} {...apiAction('PUT /api/jobs/:id')}>Edit Job</Button> : null}
            {canAssign ? (
              <Button size="sm" onClick={() => navigate(`/jobs/users/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/assignments')}>Add Employee</Button>
            ) : null}
            {canAddEquipment ? (
              <Button size="sm" onClick={() => navigate(`/jobs/equipment/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/equipment')}>Add Equipment</Button>
            ) : null}
            {canAddCostCode ? (
              <Button size="sm" onClick={() => navigate(`/cost-codes/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/cost-codes')}>Add Cost Code</Button>
            ) : null}
            {canRecord ? (
              <Button size="sm" onClick={() => navigate(`/jobs/productions/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/productions')}>Add Production</Button>
            ) : null}
            {canRecord ? (
              <Button size="sm" onClick={() => navigate(`/time-records/add?job_id=${id}`)} {...apiAction('POST /api/jobs/:id/productions')}>Add Time Record</Button>
            ) : null}
            {canReadJobCost ? (
              <Button size="sm" variant="secondary" onClick={() => navigate(`/reports/job-cost/${id}`)} {...apiAction('GET /api/jobs/:id/job-cost')}>Job Cost</Button>
            ) : null}
          </Row>
        }
      >
        <Summary job={data} />
      </Card>

      {canReadRecords ? (
        <Card title="Records">
          {records.isPending ? <Spinner size={24} /> : null}
          <Tabs
            aria-label="Job records"
            tabs={[
              {
                key: 'productions',
                label: 'Production',
                content: (
                  <Tabs
                    aria-label="Production views"
                    tabs={[
                      { key: 'list', label: 'Productions', content: <ProductionsTable records={productions} costCodes={costCodes} /> },
                      { key: 'summary', label: 'Summary', content: <ProductionSummary rows={productionSummary(costCodes, productions)} /> },
                    ]}
                  />
                ),
              },
              { key: 'time-records', label: 'Time Records', content: <TimeRecordsTable records={timeRecords} costCodes={costCodes} /> },
              // Rendered (and its chart library loaded) only while selected.
              ...(canReadBudget ? [{ key: 'budget', label: 'Budget vs Actual', content: <BudgetTab jobId={id} /> }] : []),
            ]}
          />
        </Card>
      ) : null}

      <Card title="Assigned Employees">
        <AssignedList
          label="Assigned employees"
          empty="No employees are assigned to this job."
          items={crew.map((a) => ({
            key: a.userId,
            name: a.user?.name,
            content: `${a.user?.name ?? `Employee ${a.userId}`}${a.assignment ? ` (${a.assignment})` : ''}`,
          }))}
          onRemove={canUnassign ? (userId, label) => removal.ask({ kind: 'employee', id: userId, label }) : undefined}
          removeRoute="DELETE /api/jobs/:id/assignments/:userId"
        />
      </Card>

      <Card title="Cost Codes">
        <DataTable caption="Cost codes of the job" data={costCodes} columns={costCodeColumns} getRowId={(c) => String(c.id)} />
      </Card>

      <Card title="Equipment">
        <AssignedList
          label="Job equipment"
          empty="No equipment is assigned to this job."
          items={equipment.map((u) => ({
            key: u.equipmentId,
            name: u.equipment?.name,
            content: (
              <>
                <Link to={`/equipment/${u.equipmentId}`}>{u.equipment?.name ?? `Equipment ${u.equipmentId}`}</Link>
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
