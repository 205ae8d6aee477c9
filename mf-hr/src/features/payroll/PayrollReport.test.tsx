import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ApiError, createPayrollExport, downloadPayrollExport, getCompany, listPayrollExports, listPayrollTimeRecords, listWorkTypes,
  resetPayrollExport, resetProductionExport, updateProduction, type PayrollExportSummary,
} from '@groundwork/shared/api';
import { PERMISSIONS as P, type Production } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { downloadFile, exportRows } from '@groundwork/shared/ui/table';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { PayrollReport } from './PayrollReport';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { hrCatalogueReady } from '../../i18n';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/ui/table', () => ({ ...jest.requireActual('@groundwork/shared/ui/table'), downloadFile: jest.fn(), exportRows: jest.fn() }));

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listPayrollTimeRecords: jest.fn(),
  getCompany: jest.fn(),
  listWorkTypes: jest.fn(),
  createPayrollExport: jest.fn(),
  resetProductionExport: jest.fn(),
  updateProduction: jest.fn(),
  listPayrollExports: jest.fn(),
  downloadPayrollExport: jest.fn(),
  resetPayrollExport: jest.fn(),
  listOvertimeGaps: jest.fn(async () => []),
}));
const read = listPayrollTimeRecords as jest.MockedFunction<typeof listPayrollTimeRecords>;
const exportFile = createPayrollExport as jest.MockedFunction<typeof createPayrollExport>;
const save = downloadFile as jest.MockedFunction<typeof downloadFile>;
const saveRows = exportRows as jest.MockedFunction<typeof exportRows>;
const resetOne = resetProductionExport as jest.MockedFunction<typeof resetProductionExport>;
const update = updateProduction as jest.MockedFunction<typeof updateProduction>;
const pastList = listPayrollExports as jest.MockedFunction<typeof listPayrollExports>;
const pastFile = downloadPayrollExport as jest.MockedFunction<typeof downloadPayrollExport>;
const resetAll = resetPayrollExport as jest.MockedFunction<typeof resetPayrollExport>;

const PERIOD = { startsOn: '2026-11-08', endsOn: '2026-11-21' };
const record = (over: Partial<Production>): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: new Date(2026, 10, 12, 7, 0).toISOString(), producedEndsAt: new Date(2026, 10, 12, 15, 30).toISOString(),
  quantity: 8, description: 'Pipe', isApproved: true, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0,
  productionEquipments: [], user: { id: 5, name: 'Zoë Côté', employeeCode: 'E105', workClass: 'LABOUR' } as never,
  job: { id: 3, name: 'J-2041' } as never, costCode: { id: 9, name: '01-100', description: 'Trenching' } as never,
  workType: { id: 2, name: 'Labour' } as never,
  ...over,
});
const RECORDS = [
  record({ id: 11, description: 'Open approved' }),
  record({ id: 12, description: 'Open pending', isApproved: null }),
  record({ id: 13, description: 'Already exported', exportedAt: '2026-11-15T09:00:00Z' }),
];

const ID_OF: Record<string, number> = { 'Open approved': 11, 'Open pending': 12, 'Already exported': 13 };
/** The body row of the record with this description (found by its ID cell). */
const rowOf = async (description: string) => (await screen.findByRole('cell', { name: String(ID_OF[description]) })).closest('tr')!;

function renderReport(permissions: string[] = [P.PRODUCTIONS_CREATE, P.PRODUCTIONS_APPROVE, P.PRODUCTIONS_EXPORT, P.PRODUCTIONS_INVOICE]) {
  useSession.setState({ claims: { id: 1, companyId: 1, company: 'Demo Construction' } as never, permissions });
  return renderUi(
    <I18nProvider><QueryClientProvider client={queryClient}>
      <PayrollReport scope={{ date: '2026-11-20' }} />
    </QueryClientProvider></I18nProvider>,
  );
}

// Whole screens with user-event typing: slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  queryClient.clear();
  jest.clearAllMocks();
  read.mockResolvedValue({ records: RECORDS, period: PERIOD });
  (getCompany as jest.Mock).mockResolvedValue({ id: 1, name: 'Demo Construction', csvHeaderStyle: 'standard' });
  (listWorkTypes as jest.Mock).mockResolvedValue([{ id: 2, name: 'Labour' }, { id: 3, name: 'Operating' }]);
  jest.spyOn(notify, 'success').mockReturnValue(0);
  jest.spyOn(notify, 'error').mockReturnValue(0);
  jest.spyOn(notify, 'info').mockReturnValue(0);
});
afterEach(() => jest.restoreAllMocks());

it('reads the pay period of the day with the payroll flags and shows it', async () => {
  renderReport();
  expect(await screen.findByText(/^Pay period:/)).toHaveTextContent('Pay period: 2026-11-08 to 2026-11-21');
  expect(read).toHaveBeenCalledWith(expect.objectContaining({
    queryDate: '2026-11-20', isForPayroll: true, includeProductionEquipment: true, includeProductionRequests: true,
  }));
});

describe('the overtime split', () => {
  // Zoë's 10 h day is 8 regular + 2 overtime under the demo company's BC policy; Ana's 13 h day reaches double time.
  const ana = { id: 6, name: 'Ana Ruiz', employeeCode: 'E106', workClass: 'LABOUR' } as never;
  const SPLIT_RECORDS = [
    record({ id: 21, quantity: 10, regularHours: 8, overtimeHours: 2 }),
    record({ id: 22, quantity: 8 }),
    record({ id: 23, userId: 6, user: ana, quantity: 13, regularHours: 8, overtimeHours: 4, doubleTimeHours: 1 }),
  ];
  const SPLIT = ['Regular', 'OT', 'DT'];
  /** A body row's Regular, OT and DT cells, as shown. */
  const splitOf = (row: HTMLElement) => SPLIT.map((title) => row.querySelector(`td[data-label="${title}"]`)?.textContent);
  /** A table's totals row: its hours and split, as shown. */
  const totalsOf = (table: HTMLElement, hoursId: string) =>
    [hoursId, 'regularHours', 'overtimeHours', 'doubleTimeHours'].map((id) => table.querySelector(`tfoot [data-total="${id}"]`)?.textContent);

  beforeEach(() => read.mockResolvedValue({ records: SPLIT_RECORDS, period: PERIOD }));

  it("shows each record's Regular, OT and DT beside its hours, right-aligned, totalled for the period and per employee", async () => {
    renderReport();
    const report = await screen.findByRole('table', { name: 'Payroll report' });
    const ten = (await screen.findByRole('cell', { name: '21' })).closest('tr')!;
    expect(splitOf(ten)).toEqual(['8.00', '2.00', '0.00']);
    expect(ten.querySelector('td[data-label="OT"]')).toHaveAttribute('data-align', 'right');
    expect(within(report).getByTitle('Double time (2x)')).toHaveTextContent('DT');
    expect(totalsOf(report, 'quantity')).toEqual(['31.00', '24.00', '6.00', '1.00']);

    const employees = screen.getByRole('table', { name: 'Hours by employee' });
    const zoe = within(employees).getByText('Zoë Côté').closest('tr')!;
    expect(zoe.querySelector('td[data-label="Hours"]')).toHaveTextContent('18.00');
    expect(splitOf(zoe)).toEqual(['16.00', '2.00', '0.00']);
    expect(splitOf(within(employees).getByText('Ana Ruiz').closest('tr')!)).toEqual(['8.00', '4.00', '1.00']);
    // The period's totals are the employees' sums, and the report's own totals.
    expect(totalsOf(employees, 'total')).toEqual(['31.00', '24.00', '6.00', '1.00']);
  });

  it('speaks French: the headings, Regular/OT/DT titled Normales/Supp./Doubles with French numbers, and the downloads in French', async () => {
    await activateLanguage('fr');
    try {
      renderReport();
      const report = await screen.findByRole('table', { name: 'Rapport de paie' });
      const ten = (await screen.findByRole('cell', { name: '21' })).closest('tr')!;
      expect(['Normales', 'Supp.', 'Doubles'].map((title) => ten.querySelector(`td[data-label="${title}"]`)?.textContent)).toEqual(['8,00', '2,00', '0,00']);
      expect(within(report).getByTitle('Temps double (2x)')).toHaveTextContent('Doubles');
      expect(screen.getByText('Période de paie : du 2026-11-08 au 2026-11-21')).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Heures par employé' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tout télécharger' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Fichier de paie' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('shows a record\'s hours and equipment hours with two decimals in the page\'s language: 10.50 in English, 10,50 in French', async () => {
    const half = { ...record({ id: 24, quantity: 10.5, regularHours: 8, overtimeHours: 2.5 }), productionEquipments: [{ id: 1, equipmentId: 3, hoursUsed: 10.5 }] } as never;
    read.mockResolvedValue({ records: [half], period: PERIOD });
    const hoursOf = (row: HTMLElement) => ['Hours', 'Equipment Hours', 'Heures', "Heures d'équipement"].map((title) => row.querySelector(`td[data-label="${title}"]`)?.textContent ?? null).filter((x) => x !== null);
    renderReport();
    expect(hoursOf((await screen.findByRole('cell', { name: '24' })).closest('tr')!).join(' ')).toMatch(/^\D*10\.50 \D*10\.50$/);
    await activateLanguage('fr');
    try {
      await waitFor(() => expect(hoursOf(screen.getByRole('cell', { name: '24' }).closest('tr')!).join(' ')).toMatch(/^\D*10,50 \D*10,50$/));
    } finally {
      await activateLanguage('en');
    }
  });

  it('groups the thousands of the totals, as the Regular, OT and DT beside them: 1,031.00 in English, 1 031,00 in French', async () => {
    read.mockResolvedValue({ records: [...SPLIT_RECORDS, record({ id: 25, quantity: 1000, regularHours: 1000 })], period: PERIOD });
    renderReport();
    const report = await screen.findByRole('table', { name: 'Payroll report' });
    await screen.findByRole('cell', { name: '25' });
    expect(totalsOf(report, 'quantity')).toEqual(['1,031.00', '1,024.00', '6.00', '1.00']);
    expect(totalsOf(screen.getByRole('table', { name: 'Hours by employee' }), 'total')).toEqual(['1,031.00', '1,024.00', '6.00', '1.00']);
    await activateLanguage('fr');
    try {
      await waitFor(() => expect(totalsOf(screen.getByRole('table', { name: 'Rapport de paie' }), 'quantity')).toEqual(['1\u00a0031,00', '1\u00a0024,00', '6,00', '1,00']));
    } finally {
      await activateLanguage('en');
    }
  });

  it("totals the rows the filters show, in the report and by employee", async () => {
    renderReport();
    await screen.findByRole('cell', { name: '21' });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Filter Employee' }), 'Ana');
    const report = screen.getByRole('table', { name: 'Payroll report' });
    await waitFor(() => expect(totalsOf(report, 'quantity')).toEqual(['13.00', '8.00', '4.00', '1.00']));
    const employees = screen.getByRole('table', { name: 'Hours by employee' });
    await waitFor(() => expect(within(employees).queryByText('Zoë Côté')).not.toBeInTheDocument());
    expect(totalsOf(employees, 'total')).toEqual(['13.00', '8.00', '4.00', '1.00']);
  });
});

it('downloads as CSV the rows the screen shows: all of the period, then only those the filters leave', async () => {
  saveRows.mockResolvedValue(undefined);
  renderReport();
  await rowOf('Open approved');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saveRows).toHaveBeenCalledTimes(1));
  expect(saveRows.mock.calls[0]![1].map((p) => (p as Production).id)).toEqual([11, 12, 13]);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Approval' }), 'N/P');
  await waitFor(() => expect(screen.queryByRole('cell', { name: '11' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saveRows).toHaveBeenCalledTimes(2));
  expect(saveRows.mock.calls[1]![1].map((p) => (p as Production).id)).toEqual([12]);
  expect(saveRows.mock.calls[1]![0]).toBe('csv');
});

it('greys an exported row, disables its checkbox and resets its export with Reset', async () => {
  resetOne.mockResolvedValue(record({ id: 13, exportedAt: null }));
  renderReport();
  const exported = await rowOf('Already exported');
  expect(exported).toHaveAttribute('data-muted', 'true');
  expect(within(exported).getByRole('checkbox', { name: 'Select row' })).toBeDisabled();
  expect(within(await rowOf('Open approved')).getByRole('checkbox', { name: 'Select row' })).toBeEnabled();
  expect(within(await rowOf('Open approved')).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();

  read.mockResolvedValue({ records: RECORDS.map((r) => (r.id === 13 ? { ...r, exportedAt: null } : r)), period: PERIOD });
  await userEvent.setup().click(within(exported).getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(resetOne).toHaveBeenCalledWith(13));
  expect(notify.success).toHaveBeenCalledWith('Success', 'Export reset!');
  await waitFor(() => expect(screen.getByRole('cell', { name: '13' }).closest('tr')).not.toHaveAttribute('data-muted'), { timeout: 5000 });
});

it("says 'Something went wrong!' when a reset fails", async () => {
  resetOne.mockRejectedValue(new Error('network'));
  renderReport();
  await userEvent.setup().click(within(await rowOf('Already exported')).getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error', 'Something went wrong!'));
});

it('Download All exports the period on the server, saves the answered file and tells the counts, then re-reads', async () => {
  const file = { id: 4, fileName: 'Demo-Construction_payroll_20261120_20261123101500.txt', text: 'H...\r\nZ\r\n', exportedCount: 2, pendingCount: 1 };
  exportFile.mockResolvedValue(file);
  renderReport();
  await rowOf('Open approved');
  const calls = read.mock.calls.length;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Download All' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith(file.fileName, file.text, 'text/plain;charset=us-ascii'));
  expect(exportFile).toHaveBeenCalledWith({ kind: 'payroll', date: '2026-11-20', startsAt: PERIOD.startsOn, endsAt: PERIOD.endsOn });
  expect(notify.success).toHaveBeenCalledWith('Success', '2 records exported. 1 pending record was left out.');
  await waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(calls));
});

it('disables Download All, saying why, when nothing approved is left to export; the equipment file needs equipment lines', async () => {
  read.mockResolvedValue({ records: [RECORDS[1]!, RECORDS[2]!], period: PERIOD });
  const user = userEvent.setup();
  renderReport();
  await rowOf('Open pending');
  const all = screen.getByRole('button', { name: 'Download All' });
  expect(all).toBeDisabled();
  expect(all).toHaveAccessibleDescription('There are no approved time records left to export in this period.');
  await user.click(screen.getByRole('radio', { name: 'Equipment file' }));
  // The exported record is approved but has no equipment line either.
  expect(screen.getByRole('button', { name: 'Download All' })).toHaveAccessibleDescription(
    'There is no equipment of approved time records left to export in this period.',
  );
  expect(exportFile).not.toHaveBeenCalled();
});

it('keeps Download All of the equipment file enabled for approved records with equipment lines, even exported ones', async () => {
  const line = { id: 1, productionId: 13, equipmentId: 2, hoursUsed: 3, litersOfFuel: null, notes: 'Dig' } as never;
  read.mockResolvedValue({ records: [{ ...RECORDS[2]!, productionEquipments: [line] }], period: PERIOD });
  const user = userEvent.setup();
  renderReport();
  await rowOf('Already exported');
  expect(screen.getByRole('button', { name: 'Download All' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Equipment file' }));
  expect(screen.getByRole('button', { name: 'Download All' })).toBeEnabled();
});

it('Download Filtered sends the ticked records when any are ticked, and says so; here of the equipment file', async () => {
  exportFile.mockResolvedValue({ id: 5, fileName: 'x_equipment.txt', text: '', exportedCount: 1, pendingCount: 0 });
  // The approved record has an equipment line: the equipment file has something to take.
  const line = { id: 1, productionId: 11, equipmentId: 2, hoursUsed: 3, litersOfFuel: null, notes: null } as never;
  read.mockResolvedValue({ records: [{ ...RECORDS[0]!, productionEquipments: [line] }, RECORDS[1]!, RECORDS[2]!], period: PERIOD });
  const user = userEvent.setup();
  renderReport();
  await user.click(within(await rowOf('Open approved')).getByRole('checkbox', { name: 'Select row' }));
  await user.click(within(await rowOf('Open pending')).getByRole('checkbox', { name: 'Select row' }));
  await user.click(screen.getByRole('radio', { name: 'Equipment file' }));
  await user.click(screen.getByRole('button', { name: 'Download 2 Selected' }));
  await waitFor(() => expect(exportFile).toHaveBeenCalledWith(expect.objectContaining({ kind: 'equipment', productionIds: [11, 12] })));
});

it('Download Filtered with nothing ticked sends the rows the filters show', async () => {
  exportFile.mockResolvedValue({ id: 6, fileName: 'x_payroll.txt', text: '', exportedCount: 1, pendingCount: 0 });
  const user = userEvent.setup();
  renderReport();
  await rowOf('Open approved');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Approval' }), 'Approved');
  const shown = within(screen.getByRole('table', { name: 'Payroll report' })).getAllByRole('row').filter((r) => r.closest('tbody')).length;
  const button = screen.getByRole('button', { name: `Download Filtered (${shown})` });
  await user.click(button);
  await waitFor(() => expect(exportFile).toHaveBeenCalled());
  const ids = (exportFile.mock.calls[0]![0] as { productionIds: number[] }).productionIds;
  expect(ids).toContain(11);
  expect(ids).not.toContain(12);
  expect(ids).toHaveLength(shown);
});

it('disables Download Filtered, saying why, when the ticked or filtered rows hold nothing to export (no 409 after the click)', async () => {
  const user = userEvent.setup();
  renderReport();
  // Download All has the approved record to take; the ticked pending record alone has nothing for the file.
  await user.click(within(await rowOf('Open pending')).getByRole('checkbox', { name: 'Select row' }));
  expect(screen.getByRole('button', { name: 'Download All' })).toBeEnabled();
  const selected = screen.getByRole('button', { name: 'Download 1 Selected' });
  expect(selected).toBeDisabled();
  expect(selected).toHaveAccessibleDescription('There are no approved time records left to export in this period.');
  await user.click(within(await rowOf('Open pending')).getByRole('checkbox', { name: 'Select row' }));
  // Filtered to the exported record: the same, before any click.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Export Status' }), 'Exported');
  const filtered = screen.getByRole('button', { name: 'Download Filtered (1)' });
  expect(filtered).toBeDisabled();
  expect(filtered).toHaveAccessibleDescription('There are no approved time records left to export in this period.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Export Status' }), '');
  expect(screen.getByRole('button', { name: 'Download Filtered (3)' })).toBeEnabled();
  expect(exportFile).not.toHaveBeenCalled();
});

it("shows the server's refusal of an export and keeps the rows as they were", async () => {
  const data = { statusCode: 400, message: 'A payroll export covers at most 62 days.' };
  exportFile.mockRejectedValue(new ApiError(400, data));
  renderReport();
  await rowOf('Open approved');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Download All' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error', 'A payroll export covers at most 62 days.'));
  expect(save).not.toHaveBeenCalled();
});

it("says the message of a refused field the screen has no field for (Download Filtered's record list), not only 'Please correct the highlighted fields.'", async () => {
  const message = 'Download Filtered takes at most 10000 time records: narrow the filters or use Download All.';
  exportFile.mockRejectedValue(new ApiError(400, { statusCode: 400, message: 'Please correct the highlighted fields.', errors: { productionIds: message } }));
  const user = userEvent.setup();
  renderReport();
  await rowOf('Open approved');
  await user.click(screen.getByRole('button', { name: 'Download Filtered (3)' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error', message));
});

it("edits hours inline: empty says 'Hours is required.'; a value is saved with the end time moved", async () => {
  update.mockResolvedValue(record({ quantity: 9 }));
  const user = userEvent.setup();
  renderReport();
  const row = await rowOf('Open approved');
  await user.click(within(row).getByRole('button', { name: /Edit Hours/ }));
  const input = within(row).getByRole('spinbutton', { name: 'Hours' });
  await user.clear(input);
  await user.keyboard('{Enter}');
  expect(within(row).getByRole('alert')).toHaveTextContent('Hours is required.');
  expect(update).not.toHaveBeenCalled();
  await user.type(input, '9{Enter}');
  await waitFor(() => expect(update).toHaveBeenCalledWith(11, expect.objectContaining({ quantity: 9 })));
  const body = update.mock.calls[0]![1] as { producedEndsAt: string };
  expect(new Date(body.producedEndsAt).getHours() * 60 + new Date(body.producedEndsAt).getMinutes()).toBe(16 * 60 + 30);
});

it("keeps the editor and says 'Something went wrong!' when saving an edit fails; exported rows are not editable", async () => {
  update.mockRejectedValue(new Error('network'));
  const user = userEvent.setup();
  renderReport();
  const row = await rowOf('Open approved');
  await user.click(within(row).getByRole('button', { name: /Edit Description/ }));
  const box = within(row).getByRole('textbox', { name: 'Description' });
  await user.clear(box);
  await user.type(box, 'Backfill{Enter}');
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error', 'Something went wrong!'));
  expect(within(row).getByRole('textbox', { name: 'Description' })).toHaveValue('Backfill');
  expect(within(await rowOf('Already exported')).queryByRole('button', { name: /Edit Hours/ })).not.toBeInTheDocument();
});

it('without productions.export there are no downloads, resets or checkboxes', async () => {
  renderReport([P.PRODUCTIONS_CREATE]);
  const exported = await rowOf('Already exported');
  expect(within(exported).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  expect(within(exported).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download All' })).not.toBeInTheDocument();
});

describe('past exports', () => {
  const past: PayrollExportSummary = {
    // As the server answers it: the period's bounds as instants (Vancouver's midnights) and its days.
    id: 4, kind: 'payroll', date: '2026-11-20', startsAt: '2026-11-08T08:00:00.000Z', endsAt: '2026-11-22T07:59:59.999Z', timeZone: 'America/Vancouver',
    startsOn: '2026-11-08', endsOn: '2026-11-21', allRecords: true,
    fileName: 'Demo-Construction_payroll_20261120_20261123101500.txt', recordCount: 2, lineCount: 4, pendingCount: 1,
    createdAt: '2026-11-23T10:15:00Z', createdBy: { id: 1, name: 'Linda Fraser' }, resetAt: null, resetBy: null,
  };

  it('lists them, downloads the same file again and resets a whole export after its confirmation', async () => {
    pastList.mockResolvedValue([past]);
    const again = { id: 4, fileName: past.fileName, text: 'H\r\nZ\r\n' };
    pastFile.mockResolvedValue(again);
    resetAll.mockResolvedValue({ id: 4, resetAt: '2026-11-23T11:00:00Z', cleared: 2 });
    const user = userEvent.setup();
    renderReport();
    await rowOf('Open approved');
    await user.click(screen.getByRole('button', { name: 'Past exports' }));
    const drawer = await screen.findByRole('dialog', { name: 'Past exports' });
    const row = (await within(drawer).findByRole('cell', { name: 'Linda Fraser' })).closest('tr')!;
    expect(row).toHaveTextContent('2026-11-08 to 2026-11-21');

    await user.click(within(row).getByRole('button', { name: `Download ${past.fileName}` }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(again.fileName, again.text, 'text/plain;charset=us-ascii'));

    await user.click(within(row).getByRole('button', { name: `Reset ${past.fileName}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(past.fileName);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(resetAll).toHaveBeenCalledWith(4));
    expect(notify.success).toHaveBeenCalledWith('Success', 'Export reset!');
  });
});
