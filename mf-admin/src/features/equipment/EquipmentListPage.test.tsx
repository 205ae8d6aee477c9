import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { listEquipment } from '@groundwork/shared/api';
import { DEMO_ROLE_PERMISSIONS, MESSAGES, PERMISSIONS, type Equipment, type Permission } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { EquipmentList } from './pages';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listEquipment: jest.fn() }));
const list = listEquipment as jest.MockedFunction<typeof listEquipment>;

const LOADER = { id: 8, companyId: 1, name: 'LD-950', description: 'Wheel loader', isRental: false, isActive: true } as unknown as Equipment;

function renderAs(role: keyof typeof DEMO_ROLE_PERMISSIONS, permissions: readonly Permission[] = DEMO_ROLE_PERMISSIONS[role]) {
  useSession.setState({ claims: { id: 1, role } as never, permissions: [...permissions] });
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

describe("a row's actions on a phone's card (one control)", () => {
  it('gathers Edit and Delete in one "⋯" menu named after the row, kept out of the row, that a keyboard opens and Delete confirms', async () => {
    const user = userEvent.setup();
    renderAs('Manager');
    const row = (await screen.findByRole('link', { name: 'LD-950' })).closest('tr')!;
    // In a table row: Edit and Delete side by side, the menu left out; on a card (below 600 px) the reverse.
    const edit = within(row).getByRole('button', { name: 'Edit LD-950' });
    expect(edit.parentElement).toHaveAttribute('data-card', 'off');
    expect(within(row).getByRole('button', { name: 'Delete LD-950' }).parentElement).toBe(edit.parentElement);
    const more = within(row).getByRole('button', { name: 'Actions for LD-950', hidden: true });
    expect(more.closest('[data-card]')).toHaveAttribute('data-card', 'only');
    expect(more).toHaveAttribute('aria-haspopup', 'menu');

    more.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('data-api')])).toEqual([
      ['Edit LD-950', 'PUT /api/equipment/:id'],
      ['Delete LD-950', 'DELETE /api/equipment/:id'],
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Delete LD-950' }));
    expect(await screen.findByRole('alertdialog', { name: MESSAGES.confirmDelete('equipment') })).toBeInTheDocument();
  });

  it('shows the only action a user may take as itself, on the card too: no menu', async () => {
    renderAs('Manager', [PERMISSIONS.EQUIPMENT_READ, PERMISSIONS.EQUIPMENT_UPDATE]);
    const row = (await screen.findByRole('link', { name: 'LD-950' })).closest('tr')!;
    const edit = within(row).getByRole('button', { name: 'Edit LD-950' });
    expect(edit.closest('[data-card]')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete LD-950', hidden: true })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Actions for LD-950', hidden: true })).not.toBeInTheDocument();
  });
});
