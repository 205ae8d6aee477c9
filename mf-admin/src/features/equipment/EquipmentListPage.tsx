import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorBody, deleteEquipment, equipmentKeys, listEquipment } from '@groundwork/shared/api';
import { MESSAGES, type Equipment } from '@groundwork/shared/domain';
import { Button, notify, Row, Spinner } from '@groundwork/shared/ui';
import { ConfirmDialog, Switch } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';

/** /equipment: active equipment (inactive with the toggle); export `equipment`. No client-side permission check (spec). */
export function EquipmentListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [includeInactive, setIncludeInactive] = useState(false);
  const [toDelete, setToDelete] = useState<Equipment | null>(null);
  const query = { excludeInactive: !includeInactive };
  const list = useQuery({ queryKey: equipmentKeys.list(query), queryFn: () => listEquipment(query) });

  const remove = useMutation({
    mutationFn: (e: Equipment) => deleteEquipment(e.id),
    onSuccess: async () => {
      notify.success('Success', MESSAGES.deleted('Equipment'));
      await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrongBang),
  });

  const columns = useMemo<DataColumn<Equipment>[]>(
    () => [
      { id: 'name', title: 'Equipment No.', filter: 'text', cell: (e) => <Link to={`/equipment/${e.id}`}>{e.name}</Link> },
      { id: 'description', title: 'Description', filter: 'text' },
      { id: 'category', title: 'Category', accessor: (e) => e.equipmentCategory?.name ?? '' },
      { id: 'class', title: 'Class', filter: 'text' },
      { id: 'make', title: 'Make' },
      { id: 'year', title: 'Year' },
      { id: 'ownershipType', title: 'Ownership' },
      { id: 'isRental', title: 'Rental', accessor: (e) => (e.isRental ? 'Yes' : 'No') },
      { id: 'isActive', title: 'Active', accessor: (e) => (e.isActive ? 'Yes' : 'No') },
      {
        id: 'actions', title: 'Actions', sortable: false, exportable: false,
        cell: (e) => (
          <Row $gap={2}>
            <Button size="sm" onClick={() => navigate(`/equipment/${e.id}/edit`)}>Edit<span className="sr-only"> {e.name}</span></Button>
            <Button size="sm" variant="danger" onClick={() => setToDelete(e)}>Delete<span className="sr-only"> {e.name}</span></Button>
          </Row>
        ),
      },
    ],
    [navigate],
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
            <Switch label="Include Inactive" checked={includeInactive} onChange={setIncludeInactive} />
            <Button variant="primary" onClick={() => navigate('/equipment/add')}>Add Equipment</Button>
          </Row>
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Are you sure delete this equipment?"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete).catch(() => undefined) : undefined)}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
