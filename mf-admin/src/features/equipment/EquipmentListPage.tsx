import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteEquipment, equipmentKeys, listEquipment } from '@groundwork/shared/api';
import { MESSAGES, type Equipment } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, Row, Spinner } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { EditDeleteButtons, rowActionsColumn, useConfirmedDelete, useIncludeToggle, type RowRoutes } from '../../lib/list';
import { EquipmentUpload } from './EquipmentUpload';

const ROUTES: RowRoutes = { edit: 'PUT /api/equipment/:id', delete: 'DELETE /api/equipment/:id' };

/**
 * /equipment: active equipment (inactive with the toggle); export `equipment`. The page has no guard (spec); Add, Edit
 * and Delete show only to users who may call their routes.
 */
export function EquipmentListPage() {
  const navigate = useNavigate();
  const may = useMayCall();
  const { include: includeInactive, toggle } = useIncludeToggle('Include Inactive');
  const query = { excludeInactive: !includeInactive };
  const list = useQuery({ queryKey: equipmentKeys.list(query), queryFn: () => listEquipment(query) });
  const { ask, dialog } = useConfirmedDelete({
    remove: (e: Equipment) => deleteEquipment(e.id),
    title: MESSAGES.confirmDelete('equipment'),
    done: MESSAGES.deleted('Equipment'),
    invalidate: equipmentKeys.all,
  });

  const columns = useMemo<DataColumn<Equipment>[]>(
    () => [
      { id: 'name', title: 'Equipment No.', filter: 'text', cell: (e) => <Link to={`/equipment/${e.id}`}>{e.name}</Link>, card: true },
      { id: 'description', title: 'Description', filter: 'text', card: true },
      { id: 'category', title: 'Category', accessor: (e) => e.equipmentCategory?.name ?? '' },
      { id: 'class', title: 'Class', filter: 'text' },
      { id: 'make', title: 'Make' },
      { id: 'year', title: 'Year' },
      { id: 'ownershipType', title: 'Ownership' },
      { id: 'isRental', title: 'Rental', accessor: (e) => (e.isRental ? 'Yes' : 'No') },
      { id: 'isActive', title: 'Active', accessor: (e) => (e.isActive ? 'Yes' : 'No') },
      ...rowActionsColumn<Equipment>(may, ROUTES, (e) => (
        <EditDeleteButtons name={e.name} onEdit={() => navigate(`/equipment/${e.id}/edit`)} onDelete={() => ask(e)} routes={ROUTES} />
      )),
    ],
    [navigate, ask, may],
  );

  return (
    <>
      <DataTable
        caption="Equipment"
        data={list.data ?? []}
        columns={columns}
        getRowId={(e) => String(e.id)}
        exportName="equipment"
        emptyState={list.isPending ? <Spinner size={24} /> : undefined}
        toolbar={
          <Row $gap={4}>
            {toggle}
            {may('POST /api/equipment') ? (
              <Button variant="primary" onClick={() => navigate('/equipment/add')} {...apiAction('POST /api/equipment')}>Add Equipment</Button>
            ) : null}
          </Row>
        }
      />
      {may('POST /api/equipment/import') ? <EquipmentUpload /> : null}
      {dialog}
    </>
  );
}
