import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteRole, listRoles } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type Role } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import RolesListPage from './RolesListPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listRoles: jest.fn(),
  deleteRole: jest.fn(),
}));
const list = listRoles as jest.MockedFunction<typeof listRoles>;
const remove = deleteRole as jest.MockedFunction<typeof deleteRole>;

const role = (id: number, name: string): Role => ({ id, companyId: 1, name, description: `${name} role`, permissions: [] });

beforeEach(() => {
  queryClient.clear();
  list.mockReset().mockResolvedValue([role(1, 'Administrator'), role(2, 'Foreman')]);
  remove.mockReset().mockResolvedValue({ isSuccessful: true });
});

it('never offers Delete for the Administrator role', async () => {
  useSession.setState({ permissions: [PERMISSIONS.ROLES_READ, PERMISSIONS.ROLES_UPDATE] });
  renderUi(<RolesListPage />);
  expect(await screen.findByRole('link', { name: 'Edit Administrator' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Administrator' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Foreman' })).toBeInTheDocument();
});

it('shows no Edit or Delete without roles.update', async () => {
  useSession.setState({ permissions: [PERMISSIONS.ROLES_READ] });
  renderUi(<RolesListPage />);
  await screen.findByText('Foreman');
  expect(screen.queryByRole('link', { name: 'Edit Foreman' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Foreman' })).not.toBeInTheDocument();
});

it('deletes only after Yes in the confirmation', async () => {
  useSession.setState({ permissions: [PERMISSIONS.ROLES_READ, PERMISSIONS.ROLES_UPDATE] });
  const user = userEvent.setup();
  renderUi(<RolesListPage />);
  await user.click(await screen.findByRole('button', { name: 'Delete Foreman' }));
  expect(await screen.findByRole('alertdialog', { name: MESSAGES.confirmDelete('role') })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(remove).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete Foreman' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(remove).toHaveBeenCalledWith(2);
});

it('offers Edit and Delete only on roles within the caller\'s scopes', async () => {
  useSession.setState({ permissions: [PERMISSIONS.ROLES_READ, PERMISSIONS.ROLES_UPDATE] });
  list.mockResolvedValue([
    { ...role(2, 'Foreman'), permissions: [{ name: PERMISSIONS.ROLES_READ }] },
    { ...role(3, 'Payroll'), permissions: [{ name: PERMISSIONS.ROLES_READ }, { name: PERMISSIONS.COMPANIES_TOGGLE }] },
  ]);
  renderUi(<RolesListPage />);
  expect(await screen.findByRole('link', { name: 'Edit Foreman' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Foreman' })).toBeInTheDocument();
  expect(screen.getByText('Payroll')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Payroll' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Payroll' })).not.toBeInTheDocument();
});
