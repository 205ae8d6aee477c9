import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getUser, listRoles, listUsers, listWorkTypes, updateUser } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type Role, type User } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import UserFormPage from './UserFormPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getUser: jest.fn(),
  listRoles: jest.fn(),
  listUsers: jest.fn(),
  listWorkTypes: jest.fn(),
  updateUser: jest.fn(),
}));
const mocked = {
  getUser: getUser as jest.MockedFunction<typeof getUser>,
  listRoles: listRoles as jest.MockedFunction<typeof listRoles>,
  listUsers: listUsers as jest.MockedFunction<typeof listUsers>,
  listWorkTypes: listWorkTypes as jest.MockedFunction<typeof listWorkTypes>,
  updateUser: updateUser as jest.MockedFunction<typeof updateUser>,
};

const role = (id: number, name: string, permissions: string[]): Role => ({ id, companyId: 1, name, description: null, permissions: permissions.map((p) => ({ name: p })) });
const WORKER = role(4, 'Worker', [PERMISSIONS.WEB_TIMECARDS]);
const ADMIN = role(1, 'Administrator', [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
const DANA = {
  id: 42, companyId: 1, name: 'Dana Field', employeeCode: 'E042', employmentType: null, payType: null, payRate: null, workTypeId: null,
  workClass: 'LABOUR', union: null, carType: null, mobile: null, email: 'dana@example.com', address: null, birthdayAt: null, hiredAt: null,
  emergencyContact: null, health: null, username: 'dfield', roleId: WORKER.id, isOnPayroll: true, isActive: true, isSubcontractor: false, managers: [],
} as unknown as User;

function renderEdit(id: number, permissions: string[], ownId = 7, ownRole = 'Manager') {
  useSession.setState({ permissions, claims: { id: ownId, role: ownRole } as never });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[`/users/${id}/edit`]}>
        <Routes>
          <Route path="/users/:id/edit" element={<UserFormPage />} />
          <Route path="/users" element={<p>Users list</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

let failure: jest.SpyInstance;
beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  mocked.getUser.mockImplementation(async (id) => ({ ...DANA, id }));
  mocked.listRoles.mockResolvedValue([ADMIN, WORKER]);
  mocked.listUsers.mockResolvedValue([]);
  mocked.listWorkTypes.mockResolvedValue([]);
  failure = jest.spyOn(notify, 'error').mockReturnValue(0);
});
afterEach(() => failure.mockRestore());

const roleField = () => screen.findByRole('combobox', { name: 'Role' });

describe('UserFormPage: who may set the role', () => {
  it('disables Role on edit without users.update (users.all may edit the rest, not the role)', async () => {
    renderEdit(42, [PERMISSIONS.USERS_ALL, PERMISSIONS.WEB_TIMECARDS]);
    expect(await roleField()).toBeDisabled();
    expect(screen.getByText('Changing the role needs the users.update permission.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  });

  it('enables Role on edit of another user with users.update', async () => {
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    expect(await roleField()).toBeEnabled();
  });

  it('locks one\'s own role whatever the permissions', async () => {
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS], 42);
    expect(await roleField()).toBeDisabled();
    expect(screen.getByText(MESSAGES.ownRoleLocked)).toBeInTheDocument();
  });

  it('locks one\'s own Is Active: nobody deactivates their own account', async () => {
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS], 42);
    expect(await screen.findByRole('checkbox', { name: 'Is Active' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Is Active' })).toBeChecked();
    expect(screen.getByText(MESSAGES.ownActiveLocked)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Is On Payroll' })).toBeEnabled();
  });

  it('leaves Is Active free on another user', async () => {
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    expect(await screen.findByRole('checkbox', { name: 'Is Active' })).toBeEnabled();
  });

  it('shows roles giving permissions the caller lacks, but they cannot be chosen', async () => {
    const user = userEvent.setup();
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    await user.click(await roleField());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Administrator' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: 'Worker' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('offers the Administrator role only to a caller who can switch companies', async () => {
    const user = userEvent.setup();
    const withinAdmin = [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS];
    renderEdit(42, withinAdmin);
    await user.click(await roleField());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Administrator' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: 'Worker' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('lets a caller with companies.toggle choose the Administrator role', async () => {
    const user = userEvent.setup();
    renderEdit(42, [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.COMPANIES_TOGGLE, PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    await user.click(await roleField());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Administrator' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('UserFormPage: a refused save', () => {
  it('notifies "Something went wrong." with the server\'s message and stays on the form', async () => {
    const user = userEvent.setup();
    const refusal = 'You cannot edit a user whose role has permissions you do not hold.';
    mocked.updateUser.mockRejectedValue(httpError(403, { statusCode: 403, message: refusal }));
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    await roleField();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(MESSAGES.somethingWentWrong, refusal));
    expect(mocked.updateUser).toHaveBeenCalledWith(42, expect.objectContaining({ name: 'Dana Field', roleId: WORKER.id }));
    expect(screen.queryByText('Users list')).not.toBeInTheDocument();
  });

  it('shows a 409\'s field message beside the field as well', async () => {
    const user = userEvent.setup();
    mocked.updateUser.mockRejectedValue(
      httpError(409, { statusCode: 409, message: 'Conflict', errors: { employeeCode: MESSAGES.notUnique } }),
    );
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    await roleField();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.notUnique)).toBeInTheDocument();
    expect(failure).toHaveBeenCalledWith(MESSAGES.somethingWentWrong, 'Conflict');
  });
});

describe('UserFormPage: the subcontractor flag', () => {
  it('shows the stored flag and saves it when ticked', async () => {
    const user = userEvent.setup();
    mocked.getUser.mockImplementation(async (id) => ({ ...DANA, id, isSubcontractor: true }));
    mocked.updateUser.mockImplementation(async (id, body) => ({ ...DANA, ...body, id }) as User);
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    await roleField();
    const flag = screen.getByRole('checkbox', { name: 'Is Subcontractor' });
    expect(flag).toBeChecked();
    await user.click(flag);
    expect(flag).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.updateUser).toHaveBeenCalledWith(42, expect.objectContaining({ isSubcontractor: false })));
  });

  it('is off for a user saved before the flag existed, and ticking it sends true', async () => {
    const user = userEvent.setup();
    const { isSubcontractor: _flag, ...older } = DANA as User & { isSubcontractor?: boolean };
    mocked.getUser.mockImplementation(async (id) => ({ ...older, id }) as User);
    mocked.updateUser.mockImplementation(async (id, body) => ({ ...DANA, ...body, id }) as User);
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    await roleField();
    const flag = screen.getByRole('checkbox', { name: 'Is Subcontractor' });
    expect(flag).not.toBeChecked();
    await user.click(flag);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.updateUser).toHaveBeenCalledWith(42, expect.objectContaining({ isSubcontractor: true })));
  });
});

describe('UserFormPage: the language', () => {
  it("shows the user's language (English for a user saved before languages) and saves the one chosen", async () => {
    const user = userEvent.setup();
    mocked.updateUser.mockImplementation(async (id, body) => ({ ...DANA, ...body, id }) as User);
    renderEdit(42, [PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS]);
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('English');
    await user.click(language);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.updateUser).toHaveBeenCalledWith(42, expect.objectContaining({ language: 'fr' })));
  });
});
