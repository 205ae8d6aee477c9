import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteEquipment, equipmentKeys, listEquipment } from '@groundwork/shared/api';
import type { Equipment } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, Row, Spinner } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { equipmentClassId, ownershipTypeId } from '@groundwork/shared/i18n';
import { useAdminT } from '../../i18n';
import { EditDeleteButtons, rowActionsColumn, useConfirmedDelete, useIncludeToggle, type RowRoutes } from '../../lib/list';
import { EquipmentUpload } from './EquipmentUpload';

const ROUTES: RowRoutes = { edit: 'PUT /api/equipment/:id', delete: 'DELETE /api/equipment/:id' };

/**
 * /equipment: active equipment (inactive with the toggle); export `equipment`. The page has no guard (spec); Add, Edit
 * and Delete show only to users who may call their routes.
 */
export function EquipmentListPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const may = useMayCall();
  const { include: includeInactive, toggle } = useIncludeToggle(t('admin.common.includeInactive'));
  const query = { excludeInactive: !includeInactive };
  const list = useQuery({ queryKey: equipmentKeys.list(query), queryFn: () => listEquipment(query) });
  const { ask, dialog } = useConfirmedDelete({
    remove: (e: Equipment) => deleteEquipment(e.id),
    title: t('admin.equipment.confirmDelete'),
    done: t('admin.equipment.deleted'),
    invalidate: equipmentKeys.all,
  });

  const columns = useMemo<DataColumn<Equipment>[]>(
    () => [
      { id: 'name', title: t('admin.equipment.equipmentNo'), filter: 'text', cell: (e) => <Link to={`/equipment/${e.id}`}>{e.name}</Link>, card: true },
      { id: 'description', title: t('admin.common.description'), filter: 'text', card: true },
      { id: 'category', title: t('admin.equipment.category'), accessor: (e) => e.equipmentCategory?.name ?? '' },
      // Labels in the page's language; the downloads keep the stored values, which the equipment upload reads back.
      { id: 'class', title: t('admin.equipment.class'), accessor: (e) => t(equipmentClassId(e.class)), exportValue: (e) => e.class, filter: 'text' },
      { id: 'make', title: t('admin.equipment.make') },
      { id: 'year', title: t('admin.equipment.year') },
      { id: 'ownershipType', title: t('admin.equipment.ownership'), accessor: (e) => t(ownershipTypeId(e.ownershipType)), exportValue: (e) => e.ownershipType },
      { id: 'isRental', title: t('admin.equipment.rental'), accessor: (e) => t(e.isRental ? 'admin.common.yes' : 'admin.common.no') },
      { id: 'isActive', title: t('admin.common.active'), accessor: (e) => t(e.isActive ? 'admin.common.yes' : 'admin.common.no') },
      ...rowActionsColumn<Equipment>(may, ROUTES, t('admin.common.actions'), (e) => (
        <EditDeleteButtons name={e.name} onEdit={() => navigate(`/equipment/${e.id}/edit`)} onDelete={() => ask(e)} routes={ROUTES} />
      )),
    ],
    [navigate, ask, may, t],
  );

  return (
    <>
      <DataTable
        caption={t('admin.route.equipment')}
        tableId="Equipment"
        data={list.data ?? []}
        columns={columns}
        getRowId={(e) => String(e.id)}
        exportName="equipment"
        emptyState={list.isPending ? <Spinner size={24} /> : undefined}
        toolbar={
          <Row $gap={4}>
            {toggle}
            {may('POST /api/equipment') ? (
              <Button variant="primary" onClick={() => navigate('/equipment/add')} {...apiAction('POST /api/equipment')}>{t('admin.route.addEquipment')}</Button>
            ) : null}
          </Row>
        }
      />
      {may('POST /api/equipment/import') ? <EquipmentUpload /> : null}
      {dialog}
    </>
  );
}
