import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createRole, listRolePermissions } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import RoleFormPage from './RoleFormPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listRolePermissions: jest.fn(),
  createRole: jest.fn(),
}));
const permissions = listRolePermissions as jest.MockedFunction<typeof listRolePermissions>;
const create = createRole as jest.MockedFunction<typeof createRole>;

function renderAdd(scopes: string[]) {
  useSession.setState({ permissions: scopes });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/roles/add']}>
        <Routes>
          <Route path="/roles/add" element={<RoleFormPage />} />
          <Route path="/roles" element={<p>Roles list</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  permissions.mockResolvedValue([PERMISSIONS.ROLES_ADD, PERMISSIONS.USERS_READ, PERMISSIONS.COMPANIES_ALL].map((name) => ({ name })));
});

it('shows the permissions the caller does not hold disabled, and Select All leaves them out', async () => {
  const user = userEvent.setup();
  renderAdd([PERMISSIONS.ROLES_ADD, PERMISSIONS.USERS_READ]);
  const companies = await screen.findByRole('checkbox', { name: PERMISSIONS.COMPANIES_ALL });
  expect(companies).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: PERMISSIONS.USERS_READ })).toBeEnabled();

  create.mockResolvedValue({ id: 9, companyId: 1, name: 'Readers', description: 'Read', permissions: [] });
  await user.type(screen.getByRole('textbox', { name: /Role Name/ }), 'Readers');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Read');
  await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
  expect(companies).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(create).toHaveBeenCalled());
  expect(create.mock.calls[0]![0].permissions).toEqual([{ name: PERMISSIONS.ROLES_ADD }, { name: PERMISSIONS.USERS_READ }]);
});

it('notifies "Something went wrong." with the server\'s reason when the save is refused', async () => {
  const user = userEvent.setup();
  const failure = jest.spyOn(notify, 'error').mockReturnValue(0);
  const reason = 'The role name Administrator is reserved.';
  create.mockRejectedValue(httpError(403, { statusCode: 403, message: reason }));
  renderAdd([PERMISSIONS.ROLES_ADD, PERMISSIONS.USERS_READ]);
  await screen.findByRole('checkbox', { name: PERMISSIONS.USERS_READ });
  await user.type(screen.getByRole('textbox', { name: /Role Name/ }), 'Administrator');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'All');
  await user.click(screen.getByRole('checkbox', { name: PERMISSIONS.USERS_READ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith(MESSAGES.somethingWentWrong, reason));
  expect(screen.queryByText('Roles list')).not.toBeInTheDocument();
  failure.mockRestore();
});
