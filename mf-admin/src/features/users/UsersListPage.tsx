import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listUsers, userKeys } from '@groundwork/shared/api';
import { PERMISSIONS, type User } from '@groundwork/shared/domain';
import { apiAction, useCan, useMayCall } from '@groundwork/shared/session';
import { Button, EmptyState, Row, Spinner, Stack } from '@groundwork/shared/ui';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { roleWithin, useScopes } from '../../lib/grants';
import { actionsColumn, useIncludeToggle } from '../../lib/list';
import { withQueryClient } from '../../query';
import { useAdminT } from '../../i18n';

/**
 * /users: search, Include Inactive (inactive users hidden until it is on), Add User with users.create, and Edit
 * per row with users.update or users.all where the server allows it: the row's role gives nothing beyond the
 * caller's own permissions (the list is read with includeRole=true, whose role carries its permissions).
 */
function UsersListPage() {
  const t = useAdminT();
  const navigate = useNavigate();
  const canEdit = useMayCall()('PUT /api/users/:id');
  // The route also admits users.all, but a new user needs a role, which only users.create may give (the server's rule).
  const canAdd = useCan(PERMISSIONS.USERS_CREATE);
  const scopes = useScopes();
  const { include: includeInactive, toggle } = useIncludeToggle(t('admin.common.includeInactive'));
  const query = { includeRole: true, excludeInactive: !includeInactive };
  const users = useQuery({ queryKey: userKeys.list(query), queryFn: () => listUsers(query), placeholderData: (previous) => previous });

  const columns = useMemo<DataColumn<User>[]>(() => {
    const cols: DataColumn<User>[] = [
      { id: 'name', title: t('admin.common.name'), card: true },
      { id: 'employeeCode', title: t('admin.users.employeeCode') },
      { id: 'username', title: t('admin.users.username'), card: true },
      { id: 'email', title: t('admin.users.email') },
      { id: 'role', title: t('admin.users.role'), accessor: (u) => u.role?.name ?? '', card: true },
      { id: 'workClass', title: t('admin.users.workClass') },
      { id: 'isActive', title: t('admin.common.status'), card: true, accessor: (u) => t(u.isActive ? 'admin.common.active' : 'admin.common.inactive') },
    ];
    if (canEdit) {
      cols.push(
        actionsColumn(t('admin.common.actions'), (u) =>
          roleWithin(scopes, u.role) ? (
            <Link to={`/users/${u.id}/edit`} aria-label={t('admin.common.editNamed', { name: u.name })} {...apiAction('PUT /api/users/:id')}>
              {t('admin.common.edit')}
            </Link>
          ) : null,
        ),
      );
    }
    return cols;
  }, [canEdit, scopes, t]);

  if (users.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {canAdd ? (
        <Row $justify="flex-end">
          <Button variant="primary" onClick={() => navigate('/users/add')} {...apiAction('POST /api/users')}>
            {t('admin.route.addUser')}
          </Button>
        </Row>
      ) : null}
      {users.isError ? (
        <EmptyState />
      ) : (
        <DataTable
          caption={t('admin.route.users')}
          tableId="Users"
          data={users.data}
          columns={columns}
          getRowId={(u) => String(u.id)}
          searchPlaceholder={t('admin.users.search')}
          toolbar={toggle}
          emptyState={<EmptyState />}
        />
      )}
    </Stack>
  );
}

export default withQueryClient(UsersListPage);
