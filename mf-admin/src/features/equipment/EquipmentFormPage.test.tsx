import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getEquipment, listEquipment, listEquipmentCategories, updateEquipment } from '@groundwork/shared/api';
import { PERMISSIONS, type Equipment } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { MONEY_MESSAGES } from '@groundwork/shared/validation';
import { en } from '../../i18n/en';
import { queryClient } from '../../query';
import { EquipmentEdit } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getEquipment: jest.fn(),
  updateEquipment: jest.fn(),
  listEquipment: jest.fn(),
  listEquipmentCategories: jest.fn(),
}));
const get = getEquipment as jest.MockedFunction<typeof getEquipment>;
const update = updateEquipment as jest.MockedFunction<typeof updateEquipment>;

const LOADER = {
  id: 7, companyId: 1, name: 'LD-950', description: 'Loader', equipmentCategoryId: 1, class: 'Loaders', make: null, year: null,
  modelNumber: null, serialNumber: null, licensePlate: null, isRental: true, isActive: true, value: null, acquiredAt: null,
  ownershipType: 'Owned', startingHours: null, endOfTerm: null, hourlyRate: 87.25, equipmentCategory: { id: 1, name: 'Earthmoving' },
} as unknown as Equipment;

/** The edit form of equipment 7 for a user holding `permissions`. */
function renderEdit(permissions: string[], stored: Equipment = LOADER) {
  get.mockResolvedValue(stored);
  update.mockImplementation(async (_id, body) => ({ ...stored, ...body }) as Equipment);
  useSession.setState({ permissions, claims: { id: 1, companyId: 1 } as never });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/equipment/7/edit']}>
        <Routes>
          <Route path="/equipment/:id/edit" element={<EquipmentEdit />} />
          <Route path="/equipment/:id" element={<p>Equipment detail</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  (listEquipment as jest.Mock).mockResolvedValue([LOADER]);
  (listEquipmentCategories as jest.Mock).mockResolvedValue([{ id: 1, name: 'Earthmoving' }]);
});

describe('EquipmentFormPage: the hourly rate (job cost)', () => {
  it('shows the stored rate to a holder of reports.job_cost and saves the new one, to the cent', async () => {
    const user = userEvent.setup();
    renderEdit([PERMISSIONS.EQUIPMENT_UPDATE, PERMISSIONS.REPORTS_JOB_COST]);
    const rate = await screen.findByRole('spinbutton', { name: /Hourly Rate/ });
    expect(rate).toHaveValue(87.25);
    await user.clear(rate);
    await user.type(rate, '130.255');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MONEY_MESSAGES.cents)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(rate);
    await user.type(rate, '130.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ name: 'LD-950', hourlyRate: 130.25 });
  }, 20_000);

  it('hides the rate from a user without reports.job_cost and leaves it out of the update (the stored rate stays)', async () => {
    const user = userEvent.setup();
    const { hourlyRate: _hidden, ...answered } = LOADER;
    renderEdit([PERMISSIONS.EQUIPMENT_UPDATE], answered as Equipment);
    const description = await screen.findByRole('textbox', { name: /Description/ });
    expect(screen.queryByText(en['admin.money.hourlyRate'])).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Hourly Rate/ })).not.toBeInTheDocument();
    await user.type(description, ' 950');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ description: 'Loader 950' });
    expect(update.mock.calls[0]![1]).not.toHaveProperty('hourlyRate');
  }, 20_000);
});
