/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, listEquipmentUsage } from '@groundwork/shared/api';
import { lastDays, localIso, type Equipment, type ProductionEquipment } from '@groundwork/shared/domain';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { EquipmentUsage } from './pages';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { reportsCatalogueReady } from '../../i18n';

beforeAll(() => reportsCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listEquipmentUsage: jest.fn(),
}));
const usage = listEquipmentUsage as jest.MockedFunction<typeof listEquipmentUsage>;

function line(id: number, day: string, hoursUsed: number, litersOfFuel: number | null, notes: string | null = null): ProductionEquipment {
  return {
    id, productionId: id * 10, equipmentId: 7, hoursUsed, litersOfFuel, notes,
    production: {
      id: id * 10, producedAt: new Date(localIso(day, '07:00')).toISOString(),
      user: { id: 5, name: 'Sam Worker' }, job: { id: 3, name: 'J-100' }, costCode: { id: 10, name: '100', description: 'Trenching' },
    } as never,
  };
}

const EXCAVATOR = {
  id: 7, name: 'EX-210', description: 'Excavator', equipmentCategory: { id: 1, name: 'Earthmoving' },
  class: 'Excavator', make: 'Komatsu', modelNumber: 'PC210LC', year: 2019, serialNumber: 'KMT0210X', licensePlate: null,
  ownershipType: 'Leased', isRental: false, acquiredAt: '2019-04-15', endOfTerm: '2027-04', value: 185000.5, startingHours: 1200,
  // 0.1 + 0.2 h is 0.30 h exactly; 'Greased' is cut to 500 characters.
  equipmentUsage: [line(2, '2026-03-03', 0.2, 40.5), line(1, '2026-03-02', 0.1, 80.25, 'x'.repeat(520))],
} as unknown as Equipment;
const IDLE = {
  id: 8, name: 'CP-12', description: 'Compactor', equipmentCategory: null, equipmentUsage: [], class: 'Plate tamper', make: null, modelNumber: null,
  year: null, serialNumber: null, licensePlate: null, ownershipType: 'Owned', isRental: true, acquiredAt: null, endOfTerm: null, value: null, startingHours: null,
} as unknown as Equipment;

function renderAt(path: string) {
  render(
    <I18nProvider><ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reports/equipment-usage" element={<EquipmentUsage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider></I18nProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  usage.mockReset().mockResolvedValue([EXCAVATOR, IDLE]);
});

it('lists every piece of equipment with its hours and fuel in the last 30 days, totalled to the hundredth', async () => {
  renderAt('/reports/equipment-usage');
  const table = await screen.findByRole('table', { name: /^Equipment usage/ });
  const month = lastDays(30);
  expect(screen.getByLabelText('Date range: start date')).toHaveValue(month.start);
  expect(screen.getByLabelText('Date range: end date')).toHaveValue(month.end);
  const asked = usage.mock.calls[0]![0];
  expect(new Date(asked.producedStartsAt).getTime()).toBe(new Date(localIso(month.start, '00:00')).getTime());
  expect(new Date(asked.producedEndsAt).getTime()).toBeGreaterThan(new Date(localIso(month.end, '23:59')).getTime());

  const rows = within(table.querySelector('tbody')!).getAllByRole('row').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  // Its usage first, then the equipment's own fields.
  expect(rows).toEqual([
    ['+', 'EX-210', 'Excavator', 'Earthmoving', '0.30', '120.75', '2',
      'Excavator', 'Komatsu', 'PC210LC', '2019', 'KMT0210X', '', 'Leased', 'No', '2019-04-15', '2027-04', '$185,000.50', '1,200'],
    ['', 'CP-12', 'Compactor', '', '0.00', '0.00', '0', 'Plate tamper', '', '', '', '', '', 'Owned', 'Yes', '', '', '', ''],
  ]);
  const totals = within(table.querySelector('tfoot tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
  expect(totals.slice(0, 7)).toEqual(['', 'Total', '', '', '0.30', '120.75', '']);
  expect(screen.getByRole('link', { name: 'EX-210' })).toHaveAttribute('href', '/equipment/7');
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
});

it('expands a machine to its usage lines, oldest first, with the comment cut to 500 characters', async () => {
  const user = userEvent.setup();
  renderAt('/reports/equipment-usage?start=2026-03-01&end=2026-03-07');
  await screen.findByRole('table', { name: 'Equipment usage, 2026-03-01 to 2026-03-07' });
  expect(screen.getByLabelText('Date range: start date')).toHaveValue('2026-03-01');
  await user.click(screen.getByRole('button', { name: 'Expand row' }));
  const lines = await screen.findByRole('table', { name: 'Usage of EX-210' });
  const rows = within(lines.querySelector('tbody')!).getAllByRole('row').map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  expect(rows).toEqual([
    ['2026-03-02', 'Sam Worker', 'J-100', '100 - Trenching', '0.10', '80.25', `${'x'.repeat(500)} ...`],
    ['2026-03-03', 'Sam Worker', 'J-100', '100 - Trenching', '0.20', '40.50', ''],
  ]);
  // The idle compactor has nothing to expand.
  expect(screen.getAllByRole('button', { name: /Expand row|Collapse row/ })).toHaveLength(1);
});

it('asks again for a range picked in the calendar inputs', async () => {
  const user = userEvent.setup();
  renderAt('/reports/equipment-usage?start=2026-03-01&end=2026-03-07');
  await screen.findByRole('table', { name: 'Equipment usage, 2026-03-01 to 2026-03-07' });
  const start = screen.getByLabelText('Date range: start date');
  await user.clear(start);
  await user.type(start, '2026-02-20{Enter}');
  expect(await screen.findByRole('table', { name: 'Equipment usage, 2026-02-20 to 2026-03-07' })).toBeInTheDocument();
  expect(usage).toHaveBeenLastCalledWith(expect.objectContaining({ producedStartsAt: new Date(localIso('2026-02-20', '00:00')).toISOString() }));
});

it('says why the usage could not be read instead of "No Records Found" when the server refuses, and reads again on Retry', async () => {
  const refused = 'You do not have permission to do this.';
  usage.mockReset().mockRejectedValue(new ApiError(403, { statusCode: 403, message: refused }));
  renderAt('/reports/equipment-usage');
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('The records could not be loaded.');
  expect(banner).toHaveTextContent(refused);
  expect(screen.queryByText('No Records Found')).not.toBeInTheDocument();
  usage.mockResolvedValue([EXCAVATOR, IDLE]);
  await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'EX-210' })).toBeInTheDocument();
});

it("shows a machine's usage on a phone's card, not the thirteen fields of the equipment itself (still in the table and the export)", async () => {
  renderAt('/reports/equipment-usage');
  const table = await screen.findByRole('table', { name: /^Equipment usage/ });
  // Below 600 px a row is a card of its cells not marked data-card="off" (the expander is on it when the row has lines).
  const onCard = Array.from(table.querySelectorAll('tbody > tr:first-child > td'))
    .filter((td) => td.getAttribute('data-card') !== 'off')
    .map((td) => td.getAttribute('data-label') ?? '');
  expect(onCard).toEqual(['', 'Equipment No.', 'Description', 'Category', 'Hours', 'Fuel (L)', 'Records']);
  expect(table.querySelector('tbody > tr:first-child > td[data-label="License Plate"]')).toHaveAttribute('data-card', 'off');
});
