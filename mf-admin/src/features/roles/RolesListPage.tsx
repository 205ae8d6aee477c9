import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorBody, deleteRole, listRoles, roleKeys } from '@groundwork/shared/api';
import { ADMINISTRATOR_ROLE, MESSAGES, PERMISSIONS, type Role } from '@groundwork/shared/domain';
import { useCan } from '@groundwork/shared/session';
import { Button, EmptyState, notify, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { ConfirmDialog } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { withQueryClient } from '../../query';

/** /roles: name, description and permissions; Edit and Delete with roles.update (no Delete for Administrator). */
function RolesListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canAdd = useCan(PERMISSIONS.ROLES_ADD);
  const canUpdate = useCan(PERMISSIONS.ROLES_UPDATE);
  const roles = useQuery({ queryKey: roleKeys.all, queryFn: listRoles });
  const [deleting, setDeleting] = useState<Role | null>(null);

  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: () => {
      notify.success('Success', MESSAGES.deleted('Role'));
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
    onError: (error) => notify.error('Error', apiErrorBody(error)?.message ?? MESSAGES.somethingWentWrongBang),
  });

  const columns = useMemo<DataColumn<Role>[]>(() => {
    const cols: DataColumn<Role>[] = [
      { id: 'name', title: 'Role Name' },
      { id: 'description', title: 'Description' },
      {
        id: 'permissions',
        title: 'Permissions',
        accessor: (r) => (r.permissions ?? []).map((p) => p.name).join(', '),
        cell: (r) => (r.permissions ? `${r.permissions.length}` : ''),
        align: 'right',
      },
    ];
    if (canUpdate) {
      cols.push({
        id: 'actions',
        title: 'Actions',
        sortable: false,
        exportable: false,
        cell: (r) => (
          <Row $gap={2}>
            <Link to={`/roles/${r.id}/edit`} aria-label={`Edit ${r.name}`}>
              Edit
            </Link>
            {r.name === ADMINISTRATOR_ROLE ? null : (
              <Button variant="link" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>
                Delete
              </Button>
            )}
          </Row>
        ),
      });
    }
    return cols;
  }, [canUpdate]);

  if (roles.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {canAdd ? (
        <Row $justify="flex-end">
          <Button variant="primary" onClick={() => navigate('/roles/add')}>
            Add Role
          </Button>
        </Row>
      ) : null}
      {roles.isError || roles.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption="Roles" data={roles.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={MESSAGES.confirmDelete('role')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id).catch(() => undefined) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default withQueryClient(RolesListPage);
