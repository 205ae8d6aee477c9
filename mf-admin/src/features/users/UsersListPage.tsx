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

/**
 * /users: search, Include Inactive (inactive users hidden until it is on), Add User with users.create, and Edit
 * per row with users.update or users.all where the server allows it: the row's role gives nothing beyond the
 * caller's own permissions (the list is read with includeRole=true, whose role carries its permissions).
 */
function UsersListPage() {
  const navigate = useNavigate();
  const canEdit = useMayCall()('PUT /api/users/:id');
  // The route also admits users.all, but a new user needs a role, which only users.create may give (the server's rule).
  const canAdd = useCan(PERMISSIONS.USERS_CREATE);
  const scopes = useScopes();
  const { include: includeInactive, toggle } = useIncludeToggle('Include Inactive');
  const query = { includeRole: true, excludeInactive: !includeInactive };
  const users = useQuery({ queryKey: userKeys.list(query), queryFn: () => listUsers(query), placeholderData: (previous) => previous });

  const columns = useMemo<DataColumn<User>[]>(() => {
    const cols: DataColumn<User>[] = [
      { id: 'name', title: 'Name' },
      { id: 'employeeCode', title: 'Employee Code' },
      { id: 'username', title: 'Username' },
      { id: 'email', title: 'Email' },
      { id: 'role', title: 'Role', accessor: (u) => u.role?.name ?? '' },
      { id: 'workClass', title: 'Work Class' },
      { id: 'isActive', title: 'Status', accessor: (u) => (u.isActive ? 'Active' : 'Inactive') },
    ];
    if (canEdit) {
      cols.push(
        actionsColumn((u) =>
          roleWithin(scopes, u.role) ? (
            <Link to={`/users/${u.id}/edit`} aria-label={`Edit ${u.name}`} {...apiAction('PUT /api/users/:id')}>
              Edit
            </Link>
          ) : null,
        ),
      );
    }
    return cols;
  }, [canEdit, scopes]);

  if (users.isPending) return <Spinner size={24} />;
  return (
    <Stack $gap={4}>
      {canAdd ? (
        <Row $justify="flex-end">
          <Button variant="primary" onClick={() => navigate('/users/add')} {...apiAction('POST /api/users')}>
            Add User
          </Button>
        </Row>
      ) : null}
      {users.isError ? (
        <EmptyState />
      ) : (
        <DataTable
          caption="Users"
          data={users.data}
          columns={columns}
          getRowId={(u) => String(u.id)}
          searchPlaceholder="Search users"
          toolbar={toggle}
          emptyState={<EmptyState />}
        />
      )}
    </Stack>
  );
}

export default withQueryClient(UsersListPage);
