import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getEquipment } from '@groundwork/shared/api';
import { DEMO_ROLE_PERMISSIONS, type Equipment } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { EquipmentDetail } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getEquipment: jest.fn(),
}));
const get = getEquipment as jest.MockedFunction<typeof getEquipment>;

const EXCAVATOR = {
  id: 7, companyId: 1, name: 'EX-210', description: 'Excavator', equipmentCategoryId: 1, class: 'A', make: 'CAT', year: 2019,
  modelNumber: '320', serialNumber: null, licensePlate: null, isRental: false, isActive: true, value: null, acquiredAt: null,
  ownershipType: 'Owned', startingHours: null, endOfTerm: null, equipmentCategory: { id: 1, name: 'Earthmoving' },
  jobUtilization: [
    { id: 1, jobId: 3, equipmentId: 7, description: 'Trench crew', createdAt: '2026-02-01T10:00:00Z', job: { id: 3, name: 'J-100', description: 'Main street trench' }, hoursUsed: 120.1, litersOfFuel: 1500.5 },
    { id: 2, jobId: 4, equipmentId: 7, description: null, createdAt: '2026-03-01T10:00:00Z', job: { id: 4, name: 'J-200', description: 'Bridge deck' }, hoursUsed: 0.2, litersOfFuel: null },
  ],
} as unknown as Equipment;

beforeEach(() => {
  queryClient.clear();
  get.mockReset().mockResolvedValue(EXCAVATOR);
});

function renderAs(role: keyof typeof DEMO_ROLE_PERMISSIONS) {
  useSession.setState({ claims: { id: 1, role } as never, permissions: [...DEMO_ROLE_PERMISSIONS[role]] });
  render(
    <I18nProvider>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/equipment/7']}>
          <Routes>
            <Route path="/equipment/:id" element={<EquipmentDetail />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

it('shows the jobs the equipment is on, with its hours and fuel on each and their totals', async () => {
  renderAs('Manager');
  const table = await screen.findByRole('table', { name: 'Job utilization' });
  expect(get).toHaveBeenCalledWith(7, { includeJobUtilization: true });
  const rows = within(table.querySelector('tbody')!).getAllByRole('row').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  expect(rows).toEqual([
    ['J-100', 'Main street trench', 'Trench crew', 'Feb 1, 2026', '120.10', '1,500.50'],
    ['J-200', 'Bridge deck', '', 'Mar 1, 2026', '0.20', '0.00'],
  ]);
  const totals = within(table.querySelector('tfoot tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
  expect(totals).toEqual(['Total', '', '', '', '120.30', '1,500.50']);
  expect(screen.getByRole('link', { name: 'J-100' })).toHaveAttribute('href', '/jobs/3');
});

it("shows a user who may not see equipment usage the equipment without its job utilization (the payroll clerk following a job's equipment link got 'No Records Found')", async () => {
  get.mockImplementation(async (_id, query) => {
    if (query?.includeJobUtilization) throw new Error('403: You do not have permission to see equipment usage.');
    return { ...EXCAVATOR, jobUtilization: undefined };
  });
  renderAs('Payroll');
  expect(await screen.findByText('EX-210 - Excavator')).toBeInTheDocument();
  expect(screen.getByText('Earthmoving')).toBeInTheDocument();
  expect(screen.queryByText('No Records Found')).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Job utilization' })).not.toBeInTheDocument();
});

describe('End of Term', () => {
  afterEach(() => act(() => activateLanguage('en')));
  const endOfTerm = async () => (await screen.findByText(/^(End of Term|Fin du terme)$/)).nextElementSibling?.textContent;

  it("names the month as the equipment form does (it showed '2027-06')", async () => {
    get.mockResolvedValue({ ...EXCAVATOR, endOfTerm: '2027-06' });
    renderAs('Manager');
    expect(await endOfTerm()).toBe('June 2027');
  });

  it('names it in French too', async () => {
    get.mockResolvedValue({ ...EXCAVATOR, endOfTerm: '2027-06' });
    await act(() => activateLanguage('fr'));
    renderAs('Manager');
    expect(await endOfTerm()).toBe('juin 2027');
  });

  it('shows a dash when there is none', async () => {
    renderAs('Manager');
    expect(await endOfTerm()).toBe('-');
  });
});
