import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listUsers } from '@groundwork/shared/api';
import { PERMISSIONS, type User } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import UsersListPage from './UsersListPage';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listUsers: jest.fn() }));
const list = listUsers as jest.MockedFunction<typeof listUsers>;

const person = (id: number, name: string, isActive: boolean) =>
  ({ id, name, employeeCode: `E${id}`, username: `user${id}`, email: `${id}@example.com`, workClass: 'LABOUR', isActive, role: { name: 'Worker' } }) as User;
const PEOPLE = [person(1, 'Active Ann', true), person(2, 'Retired Rob', false)];

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
  useSession.setState({ permissions: [PERMISSIONS.USERS_READ] });
  const { unmount } = renderUi(<UsersListPage />);
  await screen.findByRole('table', { name: 'Users' });
  expect(screen.queryByRole('link', { name: 'Edit Active Ann' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  unmount();

  useSession.setState({ permissions: [PERMISSIONS.USERS_READ, PERMISSIONS.USERS_UPDATE] });
  renderUi(<UsersListPage />);
  expect(await screen.findByRole('link', { name: 'Edit Active Ann' })).toHaveAttribute('href', '/users/1/edit');
});
