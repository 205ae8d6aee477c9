import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { approveProductions, listProductions, listWorkTypes, resetProductionExport, updateProduction } from '@groundwork/shared/api';
import { addDays, localDay, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { renderAt, timeRecord } from '../../test-support';
import { ManagerQuery, ManagerReport } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listProductions: jest.fn(),
  listWorkTypes: jest.fn(),
  approveProductions: jest.fn(),
  updateProduction: jest.fn(),
  resetProductionExport: jest.fn(),
}));
const list = listProductions as jest.MockedFunction<typeof listProductions>;
const approve = approveProductions as jest.MockedFunction<typeof approveProductions>;
const update = updateProduction as jest.MockedFunction<typeof updateProduction>;
const reset = resetProductionExport as jest.MockedFunction<typeof resetProductionExport>;
(listWorkTypes as jest.MockedFunction<typeof listWorkTypes>).mockResolvedValue([
  { id: 2, companyId: 1, name: 'Carpentry', isEquipmentRequired: false },
  { id: 4, companyId: 1, name: 'Operating', isEquipmentRequired: true },
] as never);

const MANAGER_ID = 42;
const REPORT = '/reports/manager-report?start=2026-03-01&end=2026-03-07';
const EXPORTED_AT = '2026-03-09T12:00:00Z';

// A report table of records with userEvent clicks takes a few seconds in jsdom on a busy machine.
jest.setTimeout(30_000);

let success: jest.SpyInstance;
let warning: jest.SpyInstance;
beforeEach(() => {
  useSession.setState({ claims: { id: MANAGER_ID } as never, permissions: [PERMISSIONS.REPORTS_MANAGER, PERMISSIONS.PRODUCTIONS_APPROVE, PERMISSIONS.PRODUCTIONS_CREATE] });
  list.mockReset();
  approve.mockReset();
  update.mockReset();
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  warning = jest.spyOn(notify, 'warning').mockReturnValue(0);
});
afterEach(() => jest.restoreAllMocks());

/** The row whose Description is `description` (an editable cell's name starts 'Edit Description: '). */
const rowOf = async (description: string) =>
  (await screen.findByRole('cell', { name: new RegExp(`(^|: )${description}$`) })).closest('tr')!;

describe('/reports/manager-query', () => {
  it('offers the last 7 days up to today and opens the report of that range', async () => {
    renderAt('/reports/manager-query', '/reports/manager-query', ManagerQuery);
    const today = localDay();
    expect(screen.getByRole('textbox', { name: 'Date range: start date' })).toHaveValue(addDays(today, -6));
    expect(screen.getByRole('textbox', { name: 'Date range: end date' })).toHaveValue(today);
    await userEvent.setup().click(screen.getByRole('button', { name: 'View Report' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/reports/manager-report?start=${addDays(today, -6)}&end=${today}`);
  });
});

describe('/reports/manager-report', () => {
  it('shows the hours with two decimals and their total with its thousands grouped, as the payroll report (was 8 and 1008.5)', async () => {
    list.mockResolvedValue([timeRecord(), timeRecord({ id: 12, quantity: 1000.5, description: 'Long haul' })]);
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    expect((await rowOf('Forming footings')).querySelector('td[data-label="Hours"]')?.textContent).toMatch(/^\D*8\.00$/);
    expect(document.querySelector('tfoot [data-total="quantity"]')?.textContent).toBe('1,008.50');
  });

  it("reads the signed-in manager's team for the range, each day whole", async () => {
    list.mockResolvedValue([timeRecord()]);
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    await rowOf('Forming footings');
    const query = list.mock.calls[0]![0];
    expect(query).toMatchObject({
      managerId: MANAGER_ID, type: 'Time Record', includeJob: true, includeCostCodes: true, includeWorkType: true, includeProductionEquipment: true,
    });
    expect(new Date(query.producedStartsAt).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.producedEndsAt).getTime()).toBe(new Date(2026, 2, 7, 23, 59, 59, 999).getTime());
    // 50 rows a page, or 100 or 500; exports of all or the filtered rows.
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toHaveValue('50');
    expect(within(pageSize).getAllByRole('option').map((o) => o.textContent)).toEqual(['50 / page', '100 / page', '500 / page']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows No Records Found with Go Back to the query when the team has no records', async () => {
    list.mockResolvedValue([]);
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    expect(await screen.findByText(MESSAGES.noRecordsFound)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/reports\/manager-query$/);
  });

  it('locks exported rows: greyed, no checkbox, no links, approval read-only', async () => {
    list.mockResolvedValue([
      timeRecord({ id: 21, description: 'Open record' }),
      timeRecord({ id: 22, description: 'Exported record', isApproved: true, exportedAt: EXPORTED_AT }),
    ]);
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    const open = await rowOf('Open record');
    const exported = await rowOf('Exported record');
    expect(exported).toHaveAttribute('data-muted', 'true');
    expect(open).not.toHaveAttribute('data-muted');
    expect(within(exported).getByRole('checkbox', { name: 'Select row' })).toBeDisabled();
    expect(within(open).getByRole('checkbox', { name: 'Select row' })).toBeEnabled();
    for (const name of ['Edit', 'Copy']) {
      expect(within(exported).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(open).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(exported).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(exported).queryByRole('combobox', { name: 'Approval' })).not.toBeInTheDocument();
    expect(within(open).getByRole('combobox', { name: 'Approval' })).toHaveValue('N/P');
    expect(within(exported).getByRole('cell', { name: 'Exported' })).toBeInTheDocument();
    expect(within(exported).queryByRole('button', { name: /^Edit Hours/ })).not.toBeInTheDocument();
  });

  it('shows Reset on an exported row only to a user with productions.export, and Reset clears the export (spec 02 §4)', async () => {
    list.mockResolvedValue([timeRecord({ id: 22, description: 'Exported record', isApproved: true, exportedAt: EXPORTED_AT })]);
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    expect(within(await rowOf('Exported record')).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    useSession.setState({ permissions: [...useSession.getState().permissions, PERMISSIONS.PRODUCTIONS_EXPORT] });
    reset.mockResolvedValue(timeRecord({ id: 22, exportedAt: null }));
    await userEvent.setup().click(await within(await rowOf('Exported record')).findByRole('button', { name: 'Reset' }));
    expect(reset).toHaveBeenCalledWith(22);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.exportReset));
  });

  it('approves the selected records in the batch drawer: Records has been updated!', async () => {
    list.mockResolvedValue([
      timeRecord({ id: 21, description: 'Monday' }),
      timeRecord({ id: 22, description: 'Tuesday', producedAt: '2026-03-04T07:00:00', producedEndsAt: '2026-03-04T15:30:00' }),
      timeRecord({ id: 23, description: 'Wednesday' }),
    ]);
    approve.mockResolvedValue({ updated: 2, results: [{ id: 21, ok: true }, { id: 22, ok: true }] });
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Batch Approve' })).toBeDisabled();
    await user.click(within(await rowOf('Monday')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(within(await rowOf('Tuesday')).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Batch Approve' }));
    const drawer = await screen.findByRole('dialog', { name: 'Batch Approve' });
    expect(within(drawer).getByText('2 time records selected, 16 hours.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith([21, 22], true));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', 'Records has been updated!'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Batch Approve' })).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('declines in batch and lists the rows the server refused: Some records failed to update!', async () => {
    list.mockResolvedValue([timeRecord({ id: 21, description: 'Monday' }), timeRecord({ id: 22, description: 'Tuesday' })]);
    approve.mockResolvedValue({
      updated: 1,
      results: [{ id: 21, ok: true }, { id: 22, ok: false, status: 409, message: MESSAGES.recordReadOnlyExported }],
    });
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Batch Approve' }));
    const drawer = await screen.findByRole('dialog', { name: 'Batch Approve' });
    await user.click(within(drawer).getByRole('button', { name: 'Show options' }));
    await user.click(await screen.findByRole('option', { name: 'Declined' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith([21, 22], false));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Warning', 'Some records failed to update!'));
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Some records failed to update!');
    expect(within(drawer).getByText(`Dana Reyes, 2026-03-03: ${MESSAGES.recordReadOnlyExported}`)).toBeInTheDocument();
    expect(within(drawer).getByText('1 time record selected, 8 hours.')).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('edits the hours inline: required, then saved with the out time moved', async () => {
    list.mockResolvedValue([timeRecord({ id: 21, description: 'Monday' })]);
    update.mockResolvedValue(timeRecord({ id: 21 }));
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Monday')).getByRole('button', { name: /^Edit Hours/ }));
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hours is required.');
    expect(update).not.toHaveBeenCalled();
    await user.type(input, '9{Enter}');
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [id, body] = update.mock.calls[0]!;
    expect(id).toBe(21);
    expect(body).toMatchObject({ type: 'Time Record', quantity: 9, isLunchbreakTaken: true, description: 'Monday' });
    expect(new Date((body as { producedEndsAt: string }).producedEndsAt).getTime()).toBe(new Date('2026-03-03T16:30:00').getTime());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
  });

  it('without productions.approve offers no selection, batch drawer or approval select', async () => {
    useSession.setState({ permissions: [PERMISSIONS.REPORTS_MANAGER] });
    list.mockResolvedValue([timeRecord({ id: 21, description: 'Monday' })]);
    renderAt(REPORT, '/reports/manager-report', ManagerReport);
    const row = await rowOf('Monday');
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batch Approve' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('combobox', { name: 'Approval' })).not.toBeInTheDocument();
  });

  it('asks for a range when the link has none', async () => {
    renderAt('/reports/manager-report?start=2026-03-07&end=2026-03-01', '/reports/manager-report', ManagerReport);
    expect(screen.getByText(MESSAGES.selectDateRange)).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
