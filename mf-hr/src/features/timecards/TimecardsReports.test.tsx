import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { listTimeRecords } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '../../../../shared/src/ui/provider/ThemeProvider';
import { queryClient } from '../../query';
import { TimecardsReportPage } from './TimecardsReportPage';
import { TimecardsWeeksPage } from './TimecardsWeeksPage';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { hrCatalogueReady } from '../../i18n';

beforeAll(() => hrCatalogueReady);

// A fixed clock: Saturday 2026-11-28, the last day of the records' second week; it still runs (advanceTimers).
jest.useFakeTimers({ now: new Date(2026, 10, 28, 12, 0), advanceTimers: true });

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listTimeRecords: jest.fn() }));
const list = listTimeRecords as jest.MockedFunction<typeof listTimeRecords>;

const record = (over: Partial<Production>): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: '2026-11-16T07:00:00', producedEndsAt: '2026-11-16T15:30:00', quantity: 8, description: 'Pipe laying',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [],
  user: { id: 5, name: 'Zoë Côté', employeeCode: 'E005' } as Production['user'],
  job: { id: 3, name: 'J-100', description: 'Main St' } as Production['job'],
  costCode: { id: 9, name: 'CC-1', description: 'Labour' } as Production['costCode'],
  ...over,
});

// Zoë's Monday is a 10 h day: 8 regular + 2 overtime under the demo company's BC policy.
const RECORDS = [
  record({ producedEndsAt: '2026-11-16T17:30:00', quantity: 10, regularHours: 8, overtimeHours: 2 }),
  record({ id: 12, producedAt: '2026-11-17T07:00:00', producedEndsAt: '2026-11-17T10:15:00', quantity: 3.25, regularHours: 3.25, isApproved: true, description: 'x'.repeat(600) }),
  record({ id: 13, userId: 6, user: { id: 6, name: 'Ana Ruiz', employeeCode: 'E006' } as Production['user'], producedAt: '2026-11-23T07:00:00', quantity: 0.1, regularHours: 0.1,
    productionEquipments: [{ id: 1, productionId: 13, equipmentId: 4, hoursUsed: 1.5, litersOfFuel: 20, notes: null }] }),
];

function renderAt(path: string, page: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <I18nProvider><QueryClientProvider client={queryClient}>{page}</QueryClientProvider></I18nProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  queryClient.clear();
  list.mockReset();
  list.mockResolvedValue(RECORDS);
  // The payroll clerk: the timecards reports, and productions.create to edit a record.
  useSession.setState({ permissions: [PERMISSIONS.REPORTS_TIMECARDS, PERMISSIONS.REPORTS_TIMECARDS_V2, PERMISSIONS.PRODUCTIONS_CREATE] });
});

afterEach(() => jest.restoreAllMocks());

describe('the Timecards report', () => {
  it('asks for a date range until one is given, then loads it from the Load Data modal', async () => {
    renderAt('/human-resources/employee-time-records-report', <TimecardsReportPage />);
    expect(screen.getByText(MESSAGES.selectDateRange)).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Load Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load Data' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load' })); // the last 7 days by default
    await screen.findByRole('table', { name: 'Timecards' });
    expect(screen.queryByText(MESSAGES.selectDateRange)).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ includeJob: true, includeCostCodes: true, startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }));
  });

  it('lists each record with its job and cost code, totals the hours and equipment hours, cuts long comments and links Edit to the record page in a new window', async () => {
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsReportPage />);
    const table = await screen.findByRole('table', { name: 'Timecards' });
    // The range's local days, from the first moment of the 15th to the last of the 28th in the user's time zone (the
    // days alone are UTC days to the server: a Vancouver shift started at 21:30 on the 14th was listed, one at 17:00 on
    // the 28th left out).
    expect(list).toHaveBeenCalledWith({
      startsAt: new Date(2026, 10, 15).toISOString(), endsAt: new Date(2026, 10, 28, 23, 59, 59, 999).toISOString(), includeJob: true, includeCostCodes: true,
    });
    const rows = within(table).getAllByRole('row');
    expect(within(table).getAllByText('J-100')).toHaveLength(3);
    expect(within(table).getByText('x'.repeat(500) + ' ...').closest('tr')).toHaveTextContent('Approved');
    const totals = rows[rows.length - 1];
    expect(totals).toHaveTextContent('13.35'); // 10 + 3.25 + 0.1
    expect(totals).toHaveTextContent('1.5');
    const edit = within(table).getAllByRole('link', { name: /Edit time record of Zoë Côté/ })[0];
    expect(edit).toHaveAttribute('href', '/jobs/time-records/11');
    expect(edit).toHaveAttribute('target', '_blank');
    const copy = within(table).getByRole('link', { name: 'Copy time record of Zoë Côté on 2026-11-16' });
    const [path, query] = copy.getAttribute('href')!.split('?');
    expect(path).toBe('/jobs/time-records/add');
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({ job_id: '3', costCodeId: '9', userId: '5', quantity: '10', description: '(Copy) Pipe laying' });
  });

  it('filters the records by Approval (N/P / Approved / Declined) and by Export (Pending Export / Exported), the approval as text with Reset beside an exported record', async () => {
    const user = userEvent.setup();
    // The demo payroll clerk: approves and exports, yet the report shows the approval (records change on their pages).
    useSession.setState({ claims: { id: 1 } as never, permissions: [PERMISSIONS.REPORTS_TIMECARDS, PERMISSIONS.PRODUCTIONS_CREATE, PERMISSIONS.PRODUCTIONS_APPROVE, PERMISSIONS.PRODUCTIONS_EXPORT] });
    list.mockResolvedValue([
      ...RECORDS,
      record({ id: 14, producedAt: '2026-11-18T07:00:00', isApproved: true, exportedAt: '2026-11-20T10:00:00Z' }),
      record({ id: 15, producedAt: '2026-11-19T07:00:00', isApproved: false }),
    ]);
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsReportPage />);
    const table = await screen.findByRole('table', { name: 'Timecards' });
    // The records shown, by id (each is on a day of its own here).
    const ids: Record<string, string> = { '2026-11-16': '11', '2026-11-17': '12', '2026-11-23': '13', '2026-11-18': '14', '2026-11-19': '15' };
    const shown = () => within(table).getAllByRole('cell').filter((c) => c.dataset.label === 'Date').map((c) => ids[c.textContent!]).sort();
    expect(shown()).toEqual(['11', '12', '13', '14', '15']);
    expect(within(table).queryByRole('combobox', { name: 'Approval' })).not.toBeInTheDocument();

    const approval = within(table).getByRole('combobox', { name: 'Filter Approval' });
    expect(within(approval).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'N/P', 'Approved', 'Declined']);
    await user.selectOptions(approval, 'N/P');
    expect(shown()).toEqual(['11', '13']);
    await user.selectOptions(approval, 'Approved'); // an exported record approved still counts (it reads 'Yes')
    expect(shown()).toEqual(['12', '14']);
    await user.selectOptions(approval, 'Declined');
    expect(shown()).toEqual(['15']);
    await user.selectOptions(approval, 'All');

    const exported = within(table).getByRole('combobox', { name: 'Filter Export Status' });
    expect(within(exported).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Pending Export', 'Exported']);
    await user.selectOptions(exported, 'Exported');
    expect(shown()).toEqual(['14']);
    const row = within(table).getByRole('cell', { name: '2026-11-18' }).closest('tr')!;
    expect(row).toHaveTextContent('Yes');
    // Exported: read-only, so neither Edit nor Copy (spec 02 §4); Reset is its one action.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reset' })).toHaveAttribute('data-api', 'PUT /api/jobs/productions/:id');
    await user.selectOptions(exported, 'Pending Export');
    expect(shown()).toEqual(['11', '12', '13', '15']);
    expect(within(table).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });

  it("says 'We could not find any matching record.' when the search leaves no record", async () => {
    const user = userEvent.setup();
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsReportPage />);
    const table = await screen.findByRole('table', { name: 'Timecards' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody-here');
    expect(await within(table).findByText(MESSAGES.noMatchingRecord)).toBeInTheDocument();
    expect(within(table).queryByText(MESSAGES.noRecordsFound)).not.toBeInTheDocument();
  });

  it('refuses a future day: the range picker does not take one, and an address ending tomorrow loads nothing', async () => {
    const user = userEvent.setup();
    renderAt('/r?start=2026-11-22&end=2026-11-29', <TimecardsReportPage />);
    expect(screen.getByText(MESSAGES.selectDateRange)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load Data' });
    const end = within(dialog).getByRole('textbox', { name: /end date/ });
    await user.clear(end);
    await user.type(end, '2026-11-29{Enter}');
    expect(end).not.toHaveValue('2026-11-29');
    expect(within(dialog).getByText(MESSAGES.futureDate)).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('offers no Edit to a reader of the report who may not save a record (the server would refuse it)', async () => {
    useSession.setState({ permissions: [PERMISSIONS.REPORTS_TIMECARDS] });
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsReportPage />);
    const table = await screen.findByRole('table', { name: 'Timecards' });
    expect(within(table).getAllByText('J-100')).toHaveLength(3);
    expect(within(table).queryByRole('link', { name: /Edit time record/ })).not.toBeInTheDocument();
  });
});

describe('the Timecards report v2', () => {
  it('shows a row per employee with the weekday subtotals and the overtime split, expandable to the weeks with their days, totals and split', async () => {
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsWeeksPage />);
    const table = await screen.findByRole('table', { name: 'Timecards by employee and week' });
    const headers = within(within(table).getAllByRole('row')[0]!).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(-4)).toEqual(['Regular', 'OT', 'DT', 'Total']);
    expect(within(table).getByTitle('Overtime (1.5x)')).toHaveTextContent('OT');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    const zoe = within(table).getByText('Zoë Côté').closest('tr')!;
    expect(cells(zoe).slice(-4)).toEqual(['11.25', '2.00', '0.00', '13.25']); // Mon 10 (8 + 2 OT) + Tue 3.25
    const ana = within(table).getByText('Ana Ruiz').closest('tr')!;
    expect(cells(ana).slice(-4)).toEqual(['0.10', '0.00', '0.00', '0.10']);
    const rows = within(table).getAllByRole('row');
    // The range's totals: the sums of the employees' rows.
    expect(cells(rows[rows.length - 1]!).slice(-4)).toEqual(['11.35', '2.00', '0.00', '13.35']);
    await userEvent.click(within(ana).getByRole('button', { name: 'Expand row' }));
    const weeks = await screen.findByRole('table', { name: 'Weeks of Ana Ruiz' });
    expect(within(weeks).getByText('2026-11-22 to 2026-11-28')).toBeInTheDocument();
    await userEvent.click(within(zoe).getByRole('button', { name: 'Expand row' }));
    const zoeWeeks = await screen.findByRole('table', { name: 'Weeks of Zoë Côté' });
    const week = within(zoeWeeks).getByText('2026-11-15 to 2026-11-21').closest('tr')!;
    expect(cells(week)).toEqual(['2026-11-15 to 2026-11-21', '0.00', '10.00', '3.25', '0.00', '0.00', '0.00', '0.00', '11.25', '2.00', '0.00', '13.25']);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
  });

  it("downloads each employee's Regular, OT and DT beside the hours, as numbers (CSV and JSON)", async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:test'), revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const text = (b: Blob) => new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsText(b);
    });
    const user = userEvent.setup();
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsWeeksPage />);
    await screen.findByRole('table', { name: 'Timecards by employee and week' });
    for (const format of ['JSON', 'CSV']) {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: `Download All (${format})` }));
    }
    await waitFor(() => expect(blobs).toHaveLength(2));
    const [json, csv] = await Promise.all(blobs.map(text));
    expect(JSON.parse(json!)).toEqual([
      expect.objectContaining({ Employee: 'Ana Ruiz', Regular: 0.1, OT: 0, DT: 0, Total: 0.1 }),
      expect.objectContaining({ Employee: 'Zoë Côté', Regular: 11.25, OT: 2, DT: 0, Total: 13.25 }),
    ]);
    const [header, , zoe] = csv!.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/,Sat,Regular,OT,DT,Total$/);
    expect(zoe).toMatch(/,0,11\.25,2,0,13\.25$/);
  });

  it("opens an employee's records from their row: Edit on the record page in a new window, and Copy", async () => {
    renderAt('/r?start=2026-11-15&end=2026-11-28', <TimecardsWeeksPage />);
    const table = await screen.findByRole('table', { name: 'Timecards by employee and week' });
    await userEvent.click(within(within(table).getByText('Zoë Côté').closest('tr')!).getByRole('button', { name: 'Expand row' }));
    const records = await screen.findByRole('table', { name: 'Records of Zoë Côté' });
    const edits = within(records).getAllByRole('link', { name: /^Edit time record of Zoë Côté/ });
    expect(edits.map((a) => a.getAttribute('href'))).toEqual(['/jobs/time-records/11', '/jobs/time-records/12']);
    expect(edits[0]).toHaveAttribute('target', '_blank');
    expect(within(records).getByRole('link', { name: 'Copy time record of Zoë Côté on 2026-11-17' }).getAttribute('href')).toMatch(/^\/jobs\/time-records\/add\?/);
    expect(within(records).queryByText('Ana Ruiz')).not.toBeInTheDocument();
  });
});
