import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createRole, listRolePermissions } from '@groundwork/shared/api';
import { ALL_PERMISSIONS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import { PERMISSION_AREAS } from './permission-labels';
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

it('names the permissions in words, grouped by area, and files one it does not know under Other by its name', async () => {
  permissions.mockResolvedValue([PERMISSIONS.USERS_READ, PERMISSIONS.COST_CODES_UPDATE, 'reports.new_report'].map((name) => ({ name })));
  renderAdd([PERMISSIONS.USERS_READ]);
  const users = await screen.findByRole('group', { name: 'Users and roles' });
  expect(within(users).getByRole('checkbox', { name: 'View users' })).toBeEnabled();
  const costCodes = screen.getByRole('group', { name: 'Cost codes' });
  expect(within(costCodes).getByRole('checkbox', { name: 'Edit cost codes' })).toBeDisabled();
  expect(within(screen.getByRole('group', { name: 'Other' })).getByRole('checkbox', { name: 'reports.new_report' })).toBeInTheDocument();
  expect(screen.queryByText(PERMISSIONS.COST_CODES_UPDATE)).not.toBeInTheDocument();
});

it('has a word for every permission of the product', () => {
  const named = new Set(PERMISSION_AREAS.flatMap((a) => Object.keys(a.labels)));
  expect(ALL_PERMISSIONS.filter((p) => !named.has(p))).toEqual([]);
});

it('shows the permissions the caller does not hold disabled, and Select All leaves them out', async () => {
  const user = userEvent.setup();
  renderAdd([PERMISSIONS.ROLES_ADD, PERMISSIONS.USERS_READ]);
  const companies = await screen.findByRole('checkbox', { name: 'Manage every company' });
  expect(companies).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'View users' })).toBeEnabled();

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
  await screen.findByRole('checkbox', { name: 'View users' });
  await user.type(screen.getByRole('textbox', { name: /Role Name/ }), 'Administrator');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'All');
  await user.click(screen.getByRole('checkbox', { name: 'View users' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith(MESSAGES.somethingWentWrong, reason));
  expect(screen.queryByText('Roles list')).not.toBeInTheDocument();
  failure.mockRestore();
});
