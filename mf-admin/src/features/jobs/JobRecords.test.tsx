import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { listJobProductions, productionKeys, setProductionApproval } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type CostCode, type Production } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { renderUi } from '../../../../shared/test/render';
import { adminCatalogueReady } from '../../i18n';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import { ProductionSummary, productionSummary, ProductionsTable, TimeRecordsTable } from './JobRecords';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listJobProductions: jest.fn(),
  setProductionApproval: jest.fn(),
}));
const list = listJobProductions as jest.MockedFunction<typeof listJobProductions>;
const approve = setProductionApproval as jest.MockedFunction<typeof setProductionApproval>;

const code: CostCode = {
  id: 9, companyId: 1, jobId: 3, name: 'CC-1', description: 'Labour', quantity: 100, unit: 'h', isToTrackProduction: true,
  isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: null, budgetAmount: null,
};
const record = (over: Partial<Production>): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: '2025-03-04T07:00:00', producedEndsAt: '2025-03-04T15:30:00', quantity: 8, description: 'Pipe',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [], ...over,
});

const expectNewWindow = (link: HTMLElement, href: string) => {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener');
};

beforeEach(() => useSession.setState({ claims: { id: 1 } as never, permissions: [PERMISSIONS.PRODUCTIONS_CREATE] }));

it('opens the time record Edit and Edit New pages in a new window; Copy stays in this one', () => {
  renderUi(
    <QueryClientProvider client={queryClient}>
      <TimeRecordsTable records={[record({})]} costCodes={[code]} />
    </QueryClientProvider>,
  );
  const table = screen.getByRole('table', { name: 'Time Records' });
  expectNewWindow(within(table).getByRole('link', { name: 'Edit' }), '/jobs/time-records/11');
  expectNewWindow(within(table).getByRole('link', { name: 'Edit New' }), '/time-records/11/edit');
  expect(within(table).getByRole('link', { name: 'Copy' })).not.toHaveAttribute('target');
});

it('opens the production Edit page in a new window', () => {
  renderUi(
    <QueryClientProvider client={queryClient}>
      <ProductionsTable records={[record({ id: 12, type: 'Production', userId: null, producedEndsAt: null, quantity: 50 })]} costCodes={[code]} />
    </QueryClientProvider>,
  );
  expectNewWindow(within(screen.getByRole('table', { name: 'Productions' })).getByRole('link', { name: 'Edit' }), '/jobs/productions/12');
});

it('writes quantities as the reports do, grouped with every stored decimal: "1,523.84", the total "1,546.34" (they were "1523.84")', () => {
  const excavation = { ...code, id: 10, name: '102-EXC', quantity: 12000, unit: 'm3' };
  const rows = [
    record({ id: 12, type: 'Production', userId: null, producedEndsAt: null, costCodeId: 10, quantity: 1523.84 }),
    record({ id: 13, type: 'Production', userId: null, producedEndsAt: null, costCodeId: 10, quantity: 22.5 }),
  ];
  renderUi(
    <QueryClientProvider client={queryClient}>
      <ProductionsTable records={rows} costCodes={[excavation]} />
      <ProductionSummary rows={productionSummary([excavation], rows)} />
    </QueryClientProvider>,
  );
  const productions = screen.getByRole('table', { name: 'Productions' });
  expect(within(productions).getByRole('row', { name: /1,523\.84/ })).toBeInTheDocument();
  expect(within(productions).getByRole('row', { name: /Total/ })).toHaveTextContent('1,546.34');
  const summary = screen.getByRole('table', { name: 'Production summary' });
  expect(within(within(summary).getByRole('row', { name: /102-EXC/ })).getAllByRole('cell').map((c) => c.textContent).slice(2, 4)).toEqual(['1,546.34', '12,000']);
});

describe('the day of a record', () => {
  beforeAll(() => adminCatalogueReady);
  afterEach(() => act(() => activateLanguage('en')));

  const renderBoth = () => renderUi(
    <QueryClientProvider client={queryClient}>
      <ProductionsTable records={[record({ id: 12, type: 'Production', userId: null, producedEndsAt: null, producedAt: '2026-11-14T07:00:00', quantity: 5 })]} costCodes={[code]} />
      <TimeRecordsTable records={[record({ producedAt: '2026-11-23T07:00:00', producedEndsAt: '2026-11-23T15:30:00' })]} costCodes={[code]} />
    </QueryClientProvider>,
  );
  const firstCell = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('cell')[0]!.textContent;

  it('is written as the office\'s other tables write it, "Nov 14, 2026" (it was "2026-11-14")', () => {
    renderBoth();
    expect(firstCell('Productions')).toBe('Nov 14, 2026');
    expect(firstCell('Time Records')).toBe('Nov 23, 2026');
  });

  it('is written in French as the glossary says, "14 nov. 2026"', async () => {
    await act(() => activateLanguage('fr'));
    renderBoth();
    expect(firstCell('Productions')).toBe('14 nov. 2026');
    expect(firstCell('Entrées de temps')).toBe('23 nov. 2026');
  });
});

describe('the Approval column of the time records', () => {
  const EXPORTED_AT = '2025-03-10T12:00:00Z';
  let success: jest.SpyInstance;
  let failure: jest.SpyInstance;

  /** The job's time records as the detail page reads them: from the query cache, refreshed after a change. */
  function JobTimeRecords() {
    const records = useQuery({ queryKey: productionKeys.ofJob(3), queryFn: () => listJobProductions(3) });
    return records.data ? <TimeRecordsTable records={records.data} costCodes={[code]} /> : null;
  }

  function renderRecords(rows: Production[], permissions: string[]) {
    useSession.setState({ claims: { id: 1 } as never, permissions });
    list.mockResolvedValue(rows);
    renderUi(
      <QueryClientProvider client={queryClient}>
        <JobTimeRecords />
      </QueryClientProvider>,
    );
  }

  /** The body row of the record with this description. */
  const rowOf = async (description: string) => (await screen.findByRole('cell', { name: description })).closest('tr')!;

  /** The row's cell under the Approval header. */
  function approvalCell(row: HTMLElement): HTMLElement {
    const table = row.closest('table')!;
    const titles = Array.from(table.tHead!.rows[0]!.cells, (th) => th.textContent ?? '');
    const index = titles.findIndex((t) => t.startsWith('Approval'));
    return (row as HTMLTableRowElement).cells[index]!;
  }

  async function pick(row: HTMLElement, label: 'N/P' | 'Approved' | 'Declined') {
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Show options' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: label }));
    return user;
  }

  beforeEach(() => {
    queryClient.clear();
    list.mockReset();
    approve.mockReset();
    success = jest.spyOn(notify, 'success').mockReturnValue(0);
    failure = jest.spyOn(notify, 'error').mockReturnValue(0);
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers the select with productions.approve only on records not exported; exported ones read Yes or No', async () => {
    renderRecords(
      [
        record({ id: 21, description: 'Open', isApproved: null }),
        record({ id: 22, description: 'Exported approved', isApproved: true, exportedAt: EXPORTED_AT }),
        record({ id: 23, description: 'Exported declined', isApproved: false, exportedAt: EXPORTED_AT }),
      ],
      [PERMISSIONS.PRODUCTIONS_APPROVE],
    );
    expect(within(approvalCell(await rowOf('Open'))).getByRole('combobox', { name: 'Approval' })).toHaveValue('N/P');
    const approved = await rowOf('Exported approved');
    expect(within(approved).queryByRole('combobox')).not.toBeInTheDocument();
    expect(approvalCell(approved)).toHaveTextContent(/^Yes$/);
    const declined = await rowOf('Exported declined');
    expect(within(declined).queryByRole('combobox')).not.toBeInTheDocument();
    expect(approvalCell(declined)).toHaveTextContent(/^No$/);
  });

  it('shows the approval as text without productions.approve', async () => {
    renderRecords(
      [record({ id: 31, description: 'Waiting', isApproved: null }), record({ id: 32, description: 'Refused', isApproved: false })],
      [PERMISSIONS.PRODUCTIONS_CREATE],
    );
    const waiting = await rowOf('Waiting');
    expect(screen.queryByRole('combobox', { name: 'Approval' })).not.toBeInTheDocument();
    expect(approvalCell(waiting)).toHaveTextContent(/^N\/P$/);
    expect(approvalCell(await rowOf('Refused'))).toHaveTextContent(/^Declined$/);
  });

  it('asks before saving; Save Changes sends {isApproved: true}, notifies and shows the refreshed record', async () => {
    renderRecords([record({ id: 41, description: 'To approve', isApproved: null })], [PERMISSIONS.PRODUCTIONS_APPROVE]);
    const row = await rowOf('To approve');
    const user = await pick(row, 'Approved');
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.confirmSaveRecord });
    expect(approve).not.toHaveBeenCalled();

    approve.mockResolvedValue(record({ id: 41, description: 'To approve', isApproved: true }));
    list.mockResolvedValue([record({ id: 41, description: 'To approve', isApproved: true })]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve).toHaveBeenCalledWith(41, true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
    expect(within(await rowOf('To approve')).getByRole('combobox', { name: 'Approval' })).toHaveValue('Approved');
  });

  it('Discard Changes sends nothing and restores the select', async () => {
    renderRecords([record({ id: 51, description: 'Keep', isApproved: true })], [PERMISSIONS.PRODUCTIONS_APPROVE]);
    const row = await rowOf('Keep');
    const user = await pick(row, 'Declined');
    // While the question is open the select shows the choice (the page behind the dialog is hidden from roles).
    expect(within(row).getByRole('combobox', { name: 'Approval', hidden: true })).toHaveValue('Declined');
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(approve).not.toHaveBeenCalled();
    expect(within(row).getByRole('combobox', { name: 'Approval' })).toHaveValue('Approved');
  });

  it('shows the server refusal as an error and keeps the record as it was', async () => {
    renderRecords([record({ id: 61, description: 'Locked', isApproved: null })], [PERMISSIONS.PRODUCTIONS_APPROVE]);
    const row = await rowOf('Locked');
    const user = await pick(row, 'Declined');
    approve.mockRejectedValue(httpError(409, { statusCode: 409, message: MESSAGES.recordReadOnlyExported }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(approve).toHaveBeenCalledWith(61, false);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', MESSAGES.recordReadOnlyExported));
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(row).getByRole('combobox', { name: 'Approval' })).toHaveValue('N/P');
  });

  it("says 'Something went wrong!' when the server fails without a usable message", async () => {
    renderRecords([record({ id: 71, description: 'Broken', isApproved: null })], [PERMISSIONS.PRODUCTIONS_APPROVE]);
    const user = await pick(await rowOf('Broken'), 'Approved');
    approve.mockRejectedValue(httpError(500, { statusCode: 500, message: 'Internal server error' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', MESSAGES.somethingWentWrongBang));
  });
});

it('totals the productions\' quantities only when they count in one unit (12 ea and 850 m do not add up)', () => {
  const metres: CostCode = { ...code, id: 10, name: 'CC-2', unit: 'm' };
  const production = (id: number, costCodeId: number, quantity: number) =>
    record({ id, type: 'Production', userId: null, producedEndsAt: null, costCodeId, quantity });
  const { unmount } = renderUi(
    <QueryClientProvider client={queryClient}>
      <ProductionsTable records={[production(21, 9, 12), production(22, 10, 850)]} costCodes={[code, metres]} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('table', { name: 'Productions' }).querySelector('tfoot')).toBeNull();
  unmount();
  renderUi(
    <QueryClientProvider client={queryClient}>
      <ProductionsTable records={[production(23, 10, 850), production(24, 10, 150)]} costCodes={[code, metres]} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('table', { name: 'Productions' }).querySelector('tfoot')).toHaveTextContent('1,000');
});
