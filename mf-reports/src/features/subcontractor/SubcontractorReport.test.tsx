import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listProductions, listWorkTypes, setInvoiceStatuses, updateProductionEquipment, type ProductionListQuery } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { renderAt, timeRecord } from '../../test-support';
import { SubcontractorQuery, SubcontractorReport } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listProductions: jest.fn(),
  listWorkTypes: jest.fn(),
  setInvoiceStatuses: jest.fn(),
  updateProductionEquipment: jest.fn(),
}));
const list = listProductions as jest.MockedFunction<typeof listProductions>;
const invoice = setInvoiceStatuses as jest.MockedFunction<typeof setInvoiceStatuses>;
const updateLine = updateProductionEquipment as jest.MockedFunction<typeof updateProductionEquipment>;
(listWorkTypes as jest.MockedFunction<typeof listWorkTypes>).mockResolvedValue([]);

const REPORT = '/reports/subcontractor-report/report?start=2026-03-01&end=2026-03-07';
const PATH = '/reports/subcontractor-report/report';

const withLoader = timeRecord({
  id: 31,
  description: 'Trenching',
  productionEquipments: [
    { id: 71, productionId: 31, equipmentId: 8, hoursUsed: 6.5, litersOfFuel: 40, notes: 'Bucket swap', equipment: { id: 8, name: 'EX-12', description: 'CAT 320 excavator' } as never },
  ],
});
const production: Production = {
  ...timeRecord({ id: 41, type: 'Production', userId: null, producedEndsAt: null, quantity: 1520.5, description: 'Poured footings', workType: null }),
  costCode: { id: 9, name: '03-300', description: 'Cast-in-place concrete', unit: 'm3' } as Production['costCode'],
};

/** The rows each read answers: subcontractors' time records, or the productions of the range. */
function answer(timeRecords: Production[], productions: Production[]) {
  list.mockImplementation(async (q: ProductionListQuery) => (q.isForSubcontractor ? timeRecords : productions));
}

// A report table of records with userEvent clicks takes a few seconds in jsdom on a busy machine.
jest.setTimeout(30_000);

let success: jest.SpyInstance;
let warning: jest.SpyInstance;
beforeEach(() => {
  useSession.setState({ claims: { id: 42 } as never, permissions: [PERMISSIONS.REPORTS_SUBCONTRACTOR, PERMISSIONS.PRODUCTIONS_INVOICE, PERMISSIONS.PRODUCTIONS_CREATE] });
  list.mockReset();
  invoice.mockReset();
  updateLine.mockReset();
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  warning = jest.spyOn(notify, 'warning').mockReturnValue(0);
});
afterEach(() => jest.restoreAllMocks());

/** The row whose Description is `description` (an editable cell's name starts 'Edit Description: '). */
const rowOf = async (description: string) =>
  (await screen.findByRole('cell', { name: new RegExp(`(^|: )${description}$`) })).closest('tr')!;

it('the query opens the report of the chosen range', async () => {
  renderAt('/reports/subcontractor-report', '/reports/subcontractor-report', SubcontractorQuery);
  const user = userEvent.setup();
  const start = screen.getByRole('textbox', { name: 'Date range: start date' });
  await user.clear(start);
  await user.type(start, '2026-03-01');
  const end = screen.getByRole('textbox', { name: 'Date range: end date' });
  await user.clear(end);
  await user.type(end, '2026-03-07');
  await user.click(screen.getByRole('button', { name: 'View Report' }));
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/reports/subcontractor-report/report?start=2026-03-01&end=2026-03-07');
});

it("shows the subcontractors' time records and the range's productions, each read once", async () => {
  answer([withLoader], [production]);
  renderAt(REPORT, PATH, SubcontractorReport);
  await rowOf('Trenching');
  const productions = screen.getByRole('table', { name: 'Productions' });
  const row = within(productions).getByRole('cell', { name: 'Poured footings' }).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/productions/41');
  // Thousands grouped, as the reports' hours and money.
  expect(within(row).getByText('1,520.5')).toBeInTheDocument();
  expect(productions.querySelector('tfoot [data-total="quantity"]')).toHaveTextContent('1,520.5');
  expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(within(row).queryByRole('link', { name: 'Copy' })).not.toBeInTheDocument();
  const queries = list.mock.calls.map(([q]) => q);
  expect(queries).toEqual(expect.arrayContaining([
    expect.objectContaining({ isForSubcontractor: true, type: 'Time Record', includeProductionEquipment: true, includeWorkType: true }),
    expect.objectContaining({ type: 'Production', includeJob: true, includeCostCodes: true }),
  ]));
  expect(queries.find((q) => q.type === 'Production')).not.toHaveProperty('isForSubcontractor');
});

it('expands a record to its equipment lines and saves an edited line', async () => {
  answer([withLoader], []);
  updateLine.mockResolvedValue({ ...withLoader.productionEquipments![0]!, hoursUsed: 7 });
  renderAt(REPORT, PATH, SubcontractorReport);
  const user = userEvent.setup();
  await user.click(within(await rowOf('Trenching')).getByRole('button', { name: 'Expand row' }));
  const lines = await screen.findByRole('table', { name: /^Equipment of Dana Reyes/ });
  expect(within(lines).getByRole('cell', { name: 'EX-12 - CAT 320 excavator' })).toBeInTheDocument();
  await user.click(within(lines).getByRole('button', { name: /^Edit Hours Used/ }));
  const hours = within(lines).getByRole('spinbutton', { name: 'Hours Used' });
  await user.clear(hours);
  await user.type(hours, '7{Enter}');
  await waitFor(() => expect(updateLine).toHaveBeenCalledWith(71, expect.objectContaining({ equipmentId: 8, hoursUsed: 7, litersOfFuel: 40, notes: 'Bucket swap' })));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
});

it('sets the invoice status of the selected records in one request and reports a refused row', async () => {
  answer([
    timeRecord({ id: 31, description: 'Trenching' }),
    timeRecord({ id: 32, description: 'Backfill' }),
    timeRecord({ id: 33, description: 'Exported one', exportedAt: '2026-03-09T12:00:00Z' }),
  ], []);
  invoice.mockResolvedValueOnce({ updated: 2, results: [{ id: 31, ok: true }, { id: 32, ok: true }] });
  renderAt(REPORT, PATH, SubcontractorReport);
  const user = userEvent.setup();
  expect(within(await rowOf('Exported one')).getByRole('checkbox', { name: 'Select row' })).toBeDisabled();
  await user.click(within(await rowOf('Trenching')).getByRole('checkbox', { name: 'Select row' }));
  await user.click(within(await rowOf('Backfill')).getByRole('checkbox', { name: 'Select row' }));
  const update = screen.getByRole('button', { name: 'Update Invoice Status' });
  expect(update).toBeDisabled();
  const picker = screen.getByRole('combobox', { name: 'Invoice status of the selected records' });
  await user.type(picker, 'Ready');
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ready for Invoicing' }));
  await user.click(update);
  await waitFor(() => expect(invoice).toHaveBeenCalledWith([31, 32], 'Ready for Invoicing'));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', 'Records has been updated!'));

  invoice.mockResolvedValueOnce({ updated: 0, results: [{ id: 31, ok: false, status: 409, message: MESSAGES.recordReadOnlyExported }] });
  await user.click(within(await rowOf('Trenching')).getByRole('checkbox', { name: 'Select row' }));
  await user.click(screen.getByRole('button', { name: 'Update Invoice Status' }));
  await waitFor(() => expect(warning).toHaveBeenCalledWith('Warning', 'Some records failed to update!'));
  expect(await screen.findByText(`Dana Reyes, 2026-03-03: ${MESSAGES.recordReadOnlyExported}`)).toBeInTheDocument();
});

it('shows No Records Found with Go Back to the query when the range has nothing', async () => {
  answer([], []);
  renderAt(REPORT, PATH, SubcontractorReport);
  expect(await screen.findByText(MESSAGES.noRecordsFound)).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/reports\/subcontractor-report$/);
});
