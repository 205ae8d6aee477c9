import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteRole, listRoles, roleKeys } from '@groundwork/shared/api';
import { ADMINISTRATOR_ROLE, type Role } from '@groundwork/shared/domain';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { roleWithin, useScopes } from '../../lib/grants';
import { actionsColumn, EditDeleteLinks, useConfirmedDelete } from '../../lib/list';
import { withQueryClient } from '../../query';
import { useAdminT } from '../../i18n';

/**
 * /roles: name, description and permissions; Edit and Delete with roles.update, only on roles within the caller's
 * scopes (the server refuses the rest), and no Delete for Administrator.
 */
function RolesListPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const may = useMayCall();
  const canAdd = may('POST /api/roles');
  const canUpdate = may('PUT /api/roles/:id') || may('DELETE /api/roles/:id');
  const scopes = useScopes();
  const roles = useQuery({ queryKey: roleKeys.all, queryFn: listRoles });
  const { ask, dialog } = useConfirmedDelete({
    remove: (r: Role) => deleteRole(r.id),
    title: t('admin.roles.confirmDelete'),
    done: t('admin.roles.deleted'),
    invalidate: roleKeys.all,
  });

  const columns = useMemo<DataColumn<Role>[]>(() => {
    const cols: DataColumn<Role>[] = [
      { id: 'name', title: t('admin.roles.roleName') },
      { id: 'description', title: t('admin.common.description') },
      {
        id: 'permissions',
        title: t('admin.roles.permissions'),
        accessor: (r) => (r.permissions ?? []).map((p) => p.name).join(', '),
        cell: (r) => (r.permissions ? `${r.permissions.length}` : ''),
        align: 'right',
      },
    ];
    if (canUpdate) {
      cols.push(
        actionsColumn(t('admin.common.actions'), (r) =>
          roleWithin(scopes, r) ? (
            <EditDeleteLinks
              name={r.name}
              editTo={`/roles/${r.id}/edit`}
              onDelete={r.name === ADMINISTRATOR_ROLE ? undefined : () => ask(r)}
              routes={{ edit: 'PUT /api/roles/:id', delete: 'DELETE /api/roles/:id' }}
            />
          ) : null,
        ),
      );
    }
    return cols;
  }, [canUpdate, scopes, ask, t]);

  if (roles.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {canAdd ? (
        <Row $justify="flex-end">
          <Button variant="primary" onClick={() => navigate('/roles/add')} {...apiAction('POST /api/roles')}>
            {t('admin.route.addRole')}
          </Button>
        </Row>
      ) : null}
      {roles.isError || roles.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable caption={t('admin.route.roles')} tableId="Roles" data={roles.data} columns={columns} getRowId={(r) => String(r.id)} />
      )}
      {dialog}
    </Stack>
  );
}

export default withQueryClient(RolesListPage);
