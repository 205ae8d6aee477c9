import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { equipmentKeys, getEquipment } from '@groundwork/shared/api';
import { EQUIPMENT_USAGE_READERS, toCents, type JobEquipment } from '@groundwork/shared/domain';
import { equipmentClassId, formatHundredths, formatMoney, formatNumber, ownershipTypeId } from '@groundwork/shared/i18n';
import type { Translate } from '@groundwork/shared/i18n/react';
import { apiAction, useCan, useMayCall } from '@groundwork/shared/session';
import { Button, Card, EmptyState, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { Facts } from '../../lib/Facts';
import { useAdminT, type AdminMessageId } from '../../i18n';
import { formatStoredDay, formatStoredMonth } from '../../lib/dates';

const utilizationColumns = (t: Translate<AdminMessageId>): DataColumn<JobEquipment>[] => [
  {
    id: 'job', title: t('admin.common.job'), accessor: (u) => u.job?.name ?? String(u.jobId),
    cell: (u) => <Link to={`/jobs/${u.jobId}`}>{u.job?.name ?? t('admin.common.jobNamed', { id: u.jobId })}</Link>,
  },
  { id: 'jobDescription', title: t('admin.equipment.jobDescription'), accessor: (u) => u.job?.description ?? '' },
  { id: 'description', title: t('admin.equipment.notes') },
  { id: 'createdAt', title: t('admin.equipment.addedOn'), accessor: (u) => u.createdAt.slice(0, 10), cell: (u) => formatStoredDay(u.createdAt.slice(0, 10)) },
  // The machine's hours and fuel on the job's records (in hundredths, so the totals are exact).
  {
    id: 'hoursUsed', title: t('admin.equipment.hoursUsed'), accessor: (u) => toCents(u.hoursUsed), cell: (u) => formatHundredths(toCents(u.hoursUsed)),
    total: true, formatTotal: formatHundredths, exportValue: (u) => toCents(u.hoursUsed) / 100, align: 'right',
  },
  {
    id: 'litersOfFuel', title: t('admin.equipment.fuel'), accessor: (u) => toCents(u.litersOfFuel), cell: (u) => formatHundredths(toCents(u.litersOfFuel)),
    total: true, formatTotal: formatHundredths, exportValue: (u) => toCents(u.litersOfFuel) / 100, align: 'right',
  },
];

/**
 * /equipment/{id}: the equipment's fields and, for who may see equipment usage (the server's rule), its job utilization:
 * the jobs it is on, with its hours and fuel on each.
 */
export function EquipmentDetailPage() {
  const t = useAdminT();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const may = useMayCall();
  const seesUsage = useCan(...EQUIPMENT_USAGE_READERS);
  const query = seesUsage ? { includeJobUtilization: true } : {};
  const item = useQuery({ queryKey: equipmentKeys.detail(id, query), queryFn: () => getEquipment(id, query) });
  if (item.isPending) return <Spinner size={24} />;
  if (item.isError) return <EmptyState onBack={() => navigate('/equipment')} />;
  const e = item.data;
  const facts: [string, string][] = [
    [t('admin.equipment.equipmentNo'), e.name], [t('admin.common.description'), e.description], [t('admin.equipment.category'), e.equipmentCategory?.name ?? ''],
    [t('admin.equipment.class'), t(equipmentClassId(e.class))], [t('admin.equipment.make'), e.make ?? ''], [t('admin.equipment.year'), e.year === null ? '' : String(e.year)],
    [t('admin.equipment.modelNumber'), e.modelNumber ?? ''], [t('admin.equipment.serialNumber'), e.serialNumber ?? ''], [t('admin.equipment.licensePlate'), e.licensePlate ?? ''],
    [t('admin.equipment.value'), e.value === null ? '' : formatMoney(e.value)], [t('admin.equipment.acquiredOn'), formatStoredDay(e.acquiredAt)],
    [t('admin.equipment.ownershipType'), t(ownershipTypeId(e.ownershipType))],
    [t('admin.equipment.startingHours'), e.startingHours === null ? '' : formatNumber(e.startingHours)], [t('admin.equipment.endOfTerm'), formatStoredMonth(e.endOfTerm)],
    [t('admin.equipment.rental'), t(e.isRental ? 'admin.common.yes' : 'admin.common.no')], [t('admin.common.active'), t(e.isActive ? 'admin.common.yes' : 'admin.common.no')],
  ];
  return (
    <Stack $gap={4}>
      <Card title={t('admin.equipment.title', { name: e.name, description: e.description })} extra={may('PUT /api/equipment/:id') ? <Button size="sm" onClick={() => navigate(`/equipment/${id}/edit`)} {...apiAction('PUT /api/equipment/:id')}>{t('admin.common.edit')}</Button> : undefined}>
        <Facts facts={facts} />
      </Card>
      {seesUsage ? (
        <Card title={t('admin.equipment.jobUtilization')}>
          <DataTable caption={t('admin.equipment.jobUtilizationTable')} tableId="Job utilization" data={e.jobUtilization ?? []} columns={utilizationColumns(t)} getRowId={(u) => String(u.id)} />
        </Card>
      ) : null}
    </Stack>
  );
}
