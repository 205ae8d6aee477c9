import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { listEquipment } from '@groundwork/shared/api';
import { DEMO_ROLE_PERMISSIONS, type Equipment } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { EquipmentList } from './pages';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listEquipment: jest.fn() }));
const list = listEquipment as jest.MockedFunction<typeof listEquipment>;

const LOADER = { id: 8, companyId: 1, name: 'LD-950', description: 'Wheel loader', isRental: false, isActive: true } as unknown as Equipment;

function renderAs(role: keyof typeof DEMO_ROLE_PERMISSIONS) {
  useSession.setState({ claims: { id: 1, role } as never, permissions: DEMO_ROLE_PERMISSIONS[role] });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/equipment']}>
        <EquipmentList />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  list.mockReset().mockResolvedValue([LOADER]);
});

it.each(['Foreman', 'Payroll'] as const)('shows the %s the equipment without Add, Edit or Delete (the server answers 403 to them)', async (role) => {
  renderAs(role);
  expect(await screen.findByRole('link', { name: 'LD-950' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Equipment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});

it('offers the manager Add, Edit and Delete, each naming the route it calls', async () => {
  renderAs('Manager');
  expect(await screen.findByRole('link', { name: 'LD-950' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Equipment' })).toHaveAttribute('data-api', 'POST /api/equipment');
  expect(screen.getByRole('button', { name: 'Edit LD-950' })).toHaveAttribute('data-api', 'PUT /api/equipment/:id');
  expect(screen.getByRole('button', { name: 'Delete LD-950' })).toHaveAttribute('data-api', 'DELETE /api/equipment/:id');
});
