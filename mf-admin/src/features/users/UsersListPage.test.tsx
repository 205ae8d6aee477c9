import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listUsers } from '@groundwork/shared/api';
import { PERMISSIONS, type Role, type User } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import UsersListPage from './UsersListPage';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listUsers: jest.fn() }));
const list = listUsers as jest.MockedFunction<typeof listUsers>;

const WORKER: Role = { id: 4, companyId: 1, name: 'Worker', description: null, permissions: [{ name: PERMISSIONS.WEB_TIMECARDS }] };
const MANAGER: Role = { id: 5, companyId: 1, name: 'Manager', description: null, permissions: [{ name: PERMISSIONS.USERS_UPDATE }, { name: PERMISSIONS.JOBS_ALL }] };
const person = (id: number, name: string, isActive: boolean, role: Role = WORKER) =>
  ({ id, name, employeeCode: `E${id}`, username: `user${id}`, email: `${id}@example.com`, workClass: 'LABOUR', isActive, role }) as User;
const PEOPLE = [person(1, 'Active Ann', true), person(2, 'Retired Rob', false), person(3, 'Boss Bea', true, MANAGER)];

beforeEach(() => {
  queryClient.clear();
  list.mockReset();
  // The server answers excludeInactive as the spec says: inactive users left out.
  list.mockImplementation(async (q = {}) => PEOPLE.filter((u) => !q.excludeInactive || u.isActive));
});

it('hides inactive users until Include Inactive is on', async () => {
  useSession.setState({ permissions: [PERMISSIONS.USERS_READ] });
  const user = userEvent.setup();
  renderUi(<UsersListPage />);
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getByText('Active Ann')).toBeInTheDocument();
  expect(within(table).queryByText('Retired Rob')).not.toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ includeRole: true, excludeInactive: true });

  await user.click(screen.getByRole('switch', { name: 'Include Inactive' }));
  expect(await within(table).findByText('Retired Rob')).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ includeRole: true, excludeInactive: false });
});

it('offers Edit per row only with users.update or users.all', async () => {
  useSession.setState({ permissions: [PERMISSIONS.USERS_READ, PERMISSIONS.WEB_TIMECARDS] });
  const { unmount } = renderUi(<UsersListPage />);
  await screen.findByRole('table', { name: 'Users' });
  expect(screen.queryByRole('link', { name: 'Edit Active Ann' })).not.toBeInTheDocument();
  unmount();

  useSession.setState({ permissions: [PERMISSIONS.USERS_READ, PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS] });
  renderUi(<UsersListPage />);
  expect(await screen.findByRole('link', { name: 'Edit Active Ann' })).toHaveAttribute('href', '/users/1/edit');
});

it('offers Edit only on rows whose role gives nothing beyond the caller\'s own permissions (the server refuses the rest)', async () => {
  useSession.setState({ permissions: [PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS] });
  renderUi(<UsersListPage />);
  expect(await screen.findByRole('link', { name: 'Edit Active Ann' })).toBeInTheDocument();
  // Boss Bea's Manager role holds jobs.all, which the caller does not.
  expect(screen.getByText('Boss Bea')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Boss Bea' })).not.toBeInTheDocument();
});

it('offers Add User only with users.create (users.all alone cannot create a user)', async () => {
  useSession.setState({ permissions: [PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.USERS_UPDATE] });
  const { unmount } = renderUi(<UsersListPage />);
  await screen.findByRole('table', { name: 'Users' });
  expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  unmount();

  useSession.setState({ permissions: [PERMISSIONS.USERS_READ, PERMISSIONS.USERS_CREATE] });
  renderUi(<UsersListPage />);
  expect(await screen.findByRole('button', { name: 'Add User' })).toBeInTheDocument();
});
