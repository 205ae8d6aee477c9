/// <reference types="@testing-library/jest-dom" />
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ApiError, deleteProduction, deleteProductionRequest, getJob, listJobProductionRequests, listJobProductions, listJobs, setProductionApproval,
  updateProduction, updateProductionEquipment,
} from '@groundwork/shared/api';
import { addDays, localDay, localIsoOf, MESSAGES, PERMISSIONS, type Job, type Production, type ProductionRequest } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { exportRows } from '../../../../shared/src/ui/table/export';
import { ThemeProvider } from '../../../../shared/src/ui/provider/ThemeProvider';
import { dayRange } from './day';
import { ForemanQueryPage } from './ForemanQueryPage';
import { ForemanReportPage } from './ForemanReportPage';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { reportsCatalogueReady } from '../../i18n';

beforeAll(() => reportsCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listJobs: jest.fn(),
  getJob: jest.fn(),
  listJobProductionRequests: jest.fn(),
  deleteProductionRequest: jest.fn(),
  deleteProduction: jest.fn(),
  listJobProductions: jest.fn(),
  updateProduction: jest.fn(),
  updateProductionEquipment: jest.fn(),
  setProductionApproval: jest.fn(),
}));
jest.mock('../../../../shared/src/ui/table/export', () => ({
  ...jest.requireActual('../../../../shared/src/ui/table/export'),
  exportRows: jest.fn(),
}));
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const jobs = mocked(listJobs);
const job = mocked(getJob);
const pending = mocked(listJobProductionRequests);
const removeRequest = mocked(deleteProductionRequest);
const removeRecord = mocked(deleteProduction);
const records = mocked(listJobProductions);
const update = mocked(updateProduction);
const updateLine = mocked(updateProductionEquipment);
const approve = mocked(setProductionApproval);
const exported = mocked(exportRows);

const TODAY = localDay();
const YESTERDAY = addDays(TODAY, -1);
const at = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString();

const JOB = { id: 3, name: 'J-2041', description: 'Fraser Hwy watermain' } as Job;
const request = (over: Partial<ProductionRequest> = {}): ProductionRequest => ({
  id: 70, companyId: 1, requestAt: at(YESTERDAY, '07:00'), requestEndsAt: at(YESTERDAY, '15:30'), productionId: null, userId: 8, jobId: 3,
  requestedById: 2, user: { id: 8, name: 'Raj Patel' } as never, requestedBy: { id: 2, name: 'Sarah Mitchell', username: 'manager' }, ...over,
});
const record = (over: Partial<Production> = {}): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: 40,
  producedAt: at(YESTERDAY, '07:00'), producedEndsAt: at(YESTERDAY, '15:30'), quantity: 8, description: 'Trenching',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [],
  user: { id: 5, name: 'Sam Worker' } as never, workType: { id: 2, name: 'General Labour' } as never,
  costCode: { id: 9, name: '200-10', description: 'Pipe install', unit: 'm' } as never, ...over,
});

const httpError = (status: number, message: string) => new ApiError(status, { statusCode: status, message });

let location = '';
function Where() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider><ThemeProvider>
        <QueryClientProvider client={client}>
          <Routes>
            <Route path="/reports/foreman-report" element={<ForemanQueryPage />} />
            <Route path="/reports/foreman-report/:jobId" element={<ForemanReportPage />} />
          </Routes>
          <Where />
        </QueryClientProvider>
      </ThemeProvider></I18nProvider>
    </MemoryRouter>,
  );
}

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  failure = jest.spyOn(notify, 'error').mockReturnValue(0);
  useSession.setState({ claims: { id: 4 } as never, permissions: [PERMISSIONS.PRODUCTIONS_CREATE, PERMISSIONS.PRODUCTIONS_APPROVE, PERMISSIONS.REPORTS_FOREMAN] });
  jobs.mockResolvedValue([JOB, { id: 4, name: 'J-2050', description: null } as unknown as Job]);
  job.mockResolvedValue(JOB);
});
afterEach(() => jest.restoreAllMocks());

describe('the foreman query', () => {
  it('requires a job, then opens the check of the job and day', async () => {
    const user = userEvent.setup();
    pending.mockResolvedValue([]);
    renderAt('/reports/foreman-report');
    // Done jobs are offered too (spec 02 §7: excludeDone=false).
    expect(jobs).toHaveBeenCalledWith({ excludeDone: false });
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    expect(location).toBe('/reports/foreman-report');
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    await user.click(await screen.findByRole('option', { name: 'J-2041 · Fraser Hwy watermain' }));
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(location).toBe(`/reports/foreman-report/3?date=${TODAY}`);
  });
});

describe('the foreman check', () => {
  it("lists the day's pending requests under 'Missing Time Cards' and deletes one after its confirmation", async () => {
    const user = userEvent.setup();
    pending.mockResolvedValue([request()]);
    renderAt(`/reports/foreman-report/3?date=${YESTERDAY}`);
    expect(await screen.findByText('Missing Time Cards')).toBeInTheDocument();
    expect(screen.getByText('Please remind workers to submit time cards.')).toBeInTheDocument();
    const { from, to } = dayRange(YESTERDAY);
    expect(pending).toHaveBeenCalledWith(3, { isPending: true, requestAt: from, requestEndsAt: to });
    const table = screen.getByRole('table', { name: 'Pending Requests' });
    const row = within(table).getByText('Raj Patel').closest('tr')!;
    expect(row).toHaveTextContent(/07:00 – 15:30/);

    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure delete this request?' });
    expect(dialog).toHaveTextContent('Click "Yes" to continue.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(removeRequest).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    removeRequest.mockResolvedValue({ isSuccessful: true });
    pending.mockResolvedValue([]);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(removeRequest).toHaveBeenCalledWith(70);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordDeleted));
    expect(await screen.findByText('No Pending Time Cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Report' })).toBeInTheDocument();
  });

  it('moves a day back and forth but never past today; a future date in the address reads as today', async () => {
    const user = userEvent.setup();
    pending.mockResolvedValue([]);
    renderAt(`/reports/foreman-report/3?date=${addDays(TODAY, 3)}`);
    expect(await screen.findByText('No Pending Time Cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous Day' }));
    expect(location).toBe(`/reports/foreman-report/3?date=${YESTERDAY}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next Day' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(location).toBe(`/reports/foreman-report/3?date=${TODAY}`);
  });
});

describe('the foreman report', () => {
  const EXPORTED_AT = at(YESTERDAY, '20:00');
  const line = { id: 5, productionId: 11, equipmentId: 8, hoursUsed: 7.5, litersOfFuel: 90, notes: 'Greased', equipment: { id: 8, name: 'EX-320', description: 'Excavator', equipmentCategory: { id: 1, name: 'Excavators' } } } as never;
  const dayRecords = () => [
    record({ productionEquipments: [line] }),
    record({ id: 12, userId: 6, user: { id: 6, name: 'Mia Chen' } as never, description: 'x'.repeat(520) }),
    record({ id: 13, userId: 7, user: { id: 7, name: 'Old Export' } as never, isApproved: true, exportedAt: EXPORTED_AT, description: 'Exported one' }),
    record({ id: 20, type: 'Production', userId: 4, workTypeId: null, producedEndsAt: null, quantity: 42.5, description: 'Daily quantity', user: null, workType: null }),
  ];

  async function openReport() {
    const user = userEvent.setup();
    pending.mockResolvedValue([]);
    records.mockResolvedValue(dayRecords());
    renderAt(`/reports/foreman-report/3?date=${YESTERDAY}`);
    await user.click(await screen.findByRole('button', { name: 'View Report' }));
    await screen.findByRole('table', { name: 'Time Records' });
    return user;
  }
  const timeTable = () => screen.getByRole('table', { name: 'Time Records' });
  const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

  it("reads the job's records of the day and shows time records and productions apart", async () => {
    await openReport();
    const { from, to } = dayRange(YESTERDAY);
    expect(records).toHaveBeenCalledWith(3, { includeCostCodes: true, producedStartsAt: from, producedEndsAt: to });
    expect(rowOf(timeTable(), 'Sam Worker')).toHaveTextContent('EX-320');
    const productions = screen.getByRole('table', { name: 'Productions' });
    expect(rowOf(productions, 'Daily quantity')).toHaveTextContent('42.5');
    expect(within(productions).queryByText('Sam Worker')).not.toBeInTheDocument();
    // Comments are cut at 500 characters.
    expect(within(timeTable()).getByText(`${'x'.repeat(500)} ...`)).toBeInTheDocument();
  });

  it('writes production quantities and their total with the thousands grouped, as the reports write hours and money', async () => {
    const user = userEvent.setup();
    pending.mockResolvedValue([]);
    records.mockResolvedValue([
      record({ id: 20, type: 'Production', userId: 4, workTypeId: null, producedEndsAt: null, quantity: 42.5, description: 'Daily quantity', user: null, workType: null }),
      record({ id: 21, type: 'Production', userId: 4, workTypeId: null, producedEndsAt: null, quantity: 1523.84, description: 'Bulk excavation', user: null, workType: null }),
    ]);
    renderAt(`/reports/foreman-report/3?date=${YESTERDAY}`);
    await user.click(await screen.findByRole('button', { name: 'View Report' }));
    const productions = await screen.findByRole('table', { name: 'Productions' });
    expect(within(rowOf(productions, 'Bulk excavation')).getByText('1,523.84')).toBeInTheDocument();
    expect(productions.querySelector('tfoot [data-total="quantity"]')).toHaveTextContent('1,566.34');
  });

  it('totals the quantities only when they count in one unit (metres and tonnes do not add up)', async () => {
    const user = userEvent.setup();
    pending.mockResolvedValue([]);
    records.mockResolvedValue([
      record({ id: 20, type: 'Production', userId: 4, workTypeId: null, producedEndsAt: null, quantity: 42.5, description: 'Pipe laid', user: null, workType: null }),
      record({
        id: 22, type: 'Material Hauling', userId: 4, workTypeId: null, producedEndsAt: null, quantity: -18, description: 'Gravel hauled', user: null, workType: null,
        costCode: { id: 12, name: '200-40', description: 'Gravel', unit: 't' } as never,
      }),
    ]);
    renderAt(`/reports/foreman-report/3?date=${YESTERDAY}`);
    await user.click(await screen.findByRole('button', { name: 'View Report' }));
    const productions = await screen.findByRole('table', { name: 'Productions' });
    expect(within(rowOf(productions, 'Gravel hauled')).getByText('-18')).toBeInTheDocument();
    expect(productions.querySelector('tfoot [data-total="quantity"]')).toBeNull();
  });

  it('locks an exported row: greyed, approval Yes, no links, no inline edit', async () => {
    await openReport();
    const row = rowOf(timeTable(), 'Old Export');
    expect(row).toHaveAttribute('data-muted');
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Edit Hours/ })).not.toBeInTheDocument();
    const open = rowOf(timeTable(), 'Sam Worker');
    expect(within(open).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/time-records/11');
    expect(within(open).getByRole('link', { name: 'Edit New' })).toHaveAttribute('href', '/time-records/11/edit');
    expect(within(open).getByRole('link', { name: 'Copy' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('saves an edited hour, requires a value, and says "Something went wrong!" when the save fails', async () => {
    const user = await openReport();
    await user.click(within(rowOf(timeTable(), 'Sam Worker')).getByRole('button', { name: /Edit Hours/ }));
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hours is required.');
    update.mockRejectedValueOnce(httpError(500, 'boom'));
    await user.type(input, '9{Enter}');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', MESSAGES.somethingWentWrongBang));
    update.mockResolvedValueOnce(record({ quantity: 9 }));
    records.mockResolvedValue([record({ quantity: 9, productionEquipments: [line] })]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
    // The out time in the user's offset (the server reads the record's day in it).
    expect(update).toHaveBeenLastCalledWith(11, expect.objectContaining({ quantity: 9, producedEndsAt: localIsoOf(new Date(at(YESTERDAY, '16:30'))) }));
    await waitFor(() => expect(records).toHaveBeenCalledTimes(2));
  });

  it('edits an equipment line in the expanded row', async () => {
    const user = await openReport();
    await user.click(within(rowOf(timeTable(), 'Sam Worker')).getByRole('button', { name: 'Expand row' }));
    const lines = screen.getByRole('table', { name: 'Equipment of Sam Worker' });
    await user.click(within(lines).getByRole('button', { name: /Edit Fuel Liters/ }));
    const input = screen.getByRole('spinbutton', { name: 'Fuel Liters' });
    await user.clear(input);
    updateLine.mockResolvedValue({ ...(line as object), litersOfFuel: 110 } as never);
    await user.type(input, '110{Enter}');
    await waitFor(() => expect(updateLine).toHaveBeenCalledWith(5, { id: 5, equipmentId: 8, hoursUsed: 7.5, litersOfFuel: 110, notes: 'Greased' }));
  });

  it("offers View Report beside 'Missing Time Cards' too: the records already submitted are shown under the missing list", async () => {
    const user = userEvent.setup();
    pending.mockResolvedValue([request()]);
    records.mockResolvedValue(dayRecords());
    renderAt(`/reports/foreman-report/3?date=${YESTERDAY}`);
    await screen.findByText('Missing Time Cards');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'View Report' }));
    expect(await screen.findByRole('table', { name: 'Time Records' })).toBeInTheDocument();
    expect(within(timeTable()).getByText('Mia Chen')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pending Requests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Report' })).toBeDisabled();
  });

  it("deletes a time record after its confirmation; its shift is pending again, so the check shows 'Missing Time Cards'", async () => {
    const user = await openReport();
    await user.click(within(rowOf(timeTable(), 'Mia Chen')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure delete this record?' });
    removeRecord.mockResolvedValue({ isSuccessful: true });
    pending.mockResolvedValue([request({ id: 71, user: { id: 6, name: 'Mia Chen' } as never })]);
    records.mockResolvedValue(dayRecords().filter((r) => r.id !== 12));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(removeRecord).toHaveBeenCalledWith(12);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordDeleted));
    expect(await screen.findByText('Missing Time Cards')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pending Requests' })).getByText('Mia Chen')).toBeInTheDocument();
    // The report stays open, without the deleted record.
    await waitFor(() => expect(within(timeTable()).queryByText('Mia Chen')).not.toBeInTheDocument());
  });

  it('approves a record after "Do you want to save changes to this record?"', async () => {
    const user = await openReport();
    const row = rowOf(timeTable(), 'Sam Worker');
    await user.click(within(row).getByRole('button', { name: 'Show options' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Approved' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to save changes to this record?' });
    approve.mockResolvedValue(record({ isApproved: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(approve).toHaveBeenCalledWith(11, true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
  });

  it('exports the time records as foreman-time-report-{day} and the productions as foreman-production-report-{day}: the rows have no date', async () => {
    const user = await openReport();
    exported.mockResolvedValue(undefined);
    const [timeExport, productionExport] = screen.getAllByRole('button', { name: 'Export' });
    await user.click(timeExport!);
    await user.click(await screen.findByRole('menuitem', { name: 'Download All (CSV)' }));
    await waitFor(() => expect(exported).toHaveBeenLastCalledWith('csv', expect.any(Array), expect.any(Array), `foreman-time-report-${YESTERDAY}`));
    expect(exported.mock.lastCall![1]).toHaveLength(3);
    await user.click(productionExport!);
    await user.click(await screen.findByRole('menuitem', { name: 'Download All (CSV)' }));
    await waitFor(() => expect(exported).toHaveBeenLastCalledWith('csv', expect.any(Array), expect.any(Array), `foreman-production-report-${YESTERDAY}`));
    expect(exported.mock.lastCall![1]).toHaveLength(1);
  });
});
