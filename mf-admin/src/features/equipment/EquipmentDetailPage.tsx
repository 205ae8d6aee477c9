import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { equipmentKeys, getEquipment } from '@groundwork/shared/api';
import { formatCents, toCents, type JobEquipment } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, Card, EmptyState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { Facts } from '../../lib/Facts';

const UTILIZATION: DataColumn<JobEquipment>[] = [
  { id: 'job', title: 'Job', accessor: (u) => u.job?.name ?? String(u.jobId), cell: (u) => <Link to={`/jobs/${u.jobId}`}>{u.job?.name ?? `Job ${u.jobId}`}</Link> },
  { id: 'jobDescription', title: 'Job Description', accessor: (u) => u.job?.description ?? '' },
  { id: 'description', title: 'Notes' },
  { id: 'createdAt', title: 'Added On', accessor: (u) => u.createdAt.slice(0, 10) },
  // The machine's hours and fuel on the job's records (in hundredths, so the totals are exact).
  {
    id: 'hoursUsed', title: 'Hours Used', accessor: (u) => toCents(u.hoursUsed), cell: (u) => formatCents(toCents(u.hoursUsed)),
    total: true, formatTotal: formatCents, exportValue: (u) => toCents(u.hoursUsed) / 100, align: 'right',
  },
  {
    id: 'litersOfFuel', title: 'Fuel (L)', accessor: (u) => toCents(u.litersOfFuel), cell: (u) => formatCents(toCents(u.litersOfFuel)),
    total: true, formatTotal: formatCents, exportValue: (u) => toCents(u.litersOfFuel) / 100, align: 'right',
  },
];

/** /equipment/{id}: the equipment's fields and its job utilization: the jobs it is on, with its hours and fuel on each. */
export function EquipmentDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const may = useMayCall();
  const query = { includeJobUtilization: true };
  const item = useQuery({ queryKey: equipmentKeys.detail(id, query), queryFn: () => getEquipment(id, query) });
  if (item.isPending) return <Spinner size={24} />;
  if (item.isError) return <EmptyState onBack={() => navigate('/equipment')} />;
  const e = item.data;
  const facts: [string, string][] = [
    ['Equipment No.', e.name], ['Description', e.description], ['Category', e.equipmentCategory?.name ?? ''], ['Class', e.class],
    ['Make', e.make ?? ''], ['Year', e.year === null ? '' : String(e.year)], ['Model Number', e.modelNumber ?? ''],
    ['Serial Number', e.serialNumber ?? ''], ['License Plate', e.licensePlate ?? ''], ['Value', e.value === null ? '' : String(e.value)],
    ['Acquired On', e.acquiredAt ?? ''], ['Ownership Type', e.ownershipType], ['Starting Hours', e.startingHours === null ? '' : String(e.startingHours)],
    ['End of Term', e.endOfTerm ?? ''], ['Rental', e.isRental ? 'Yes' : 'No'], ['Active', e.isActive ? 'Yes' : 'No'],
  ];
  return (
    <Stack $gap={4}>
      <Card title={`${e.name} - ${e.description}`} extra={may('PUT /api/equipment/:id') ? <Button size="sm" onClick={() => navigate(`/equipment/${id}/edit`)} {...apiAction('PUT /api/equipment/:id')}>Edit</Button> : undefined}>
        <Facts facts={facts} />
      </Card>
      <Card title="Job Utilization">
        <DataTable caption="Job utilization" data={e.jobUtilization ?? []} columns={UTILIZATION} getRowId={(u) => String(u.id)} />
      </Card>
    </Stack>
  );
}
