import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { readAgainWhenOnline } from '@groundwork/shared/query';
import { localDay, localIso, MESSAGES, addDays, type Job, type Production } from '@groundwork/shared/domain';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { queueSync, timecardQueue } from '../offline-queue/sync';
import { appCatalogueReady } from '../../i18n';
import { readFormLists } from './form-lists';
import TimeRecordFormPage from './TimeRecordFormPage';

beforeAll(() => appCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobs: jest.fn(),
  listWorkTypes: jest.fn(),
  listEquipment: jest.fn(),
  getProduction: jest.fn(),
  getProductionHistory: jest.fn(),
  createProduction: jest.fn(),
  updateProduction: jest.fn(),
  findOverlappingTimecard: jest.fn(),
  previewOvertime: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const job = {
  id: 3, companyId: 1, name: 'J-100', description: 'Main street', status: 'in_progress',
  costCodes: [{ id: 9, companyId: 1, jobId: 3, name: 'CC-TIME', description: 'Labour', quantity: 100, unit: 'h', isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: null }],
} as unknown as Job;
const yesterday = addDays(localDay(), -1);
const record = (over: Partial<Production> = {}): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: localIso(yesterday, '07:00'), producedEndsAt: localIso(yesterday, '15:30'), quantity: 8, description: '',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [], ...over,
});

/** The app's query cache reads again what failed for want of a connection when it returns (shared/src/query). */
let stopReadingAgain = () => {};
afterEach(() => stopReadingAgain());

/** The address the form is at (what a reload opens). */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderAt(url: string, client = newClient()) {
  stopReadingAgain = readAgainWhenOnline(client);
  return render(
    <I18nProvider>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/app/time-record-form" element={<TimeRecordFormPage />} />
              <Route path="/app/time-record-form/:id/edit" element={<TimeRecordFormPage />} />
              <Route path="/app/my-records" element={<p>My Records page</p>} />
            </Routes>
            <Address />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const shiftLink = () =>
  `/app/time-record-form?productionRequestId=21&jobId=3&userId=5&producedAt=${encodeURIComponent(localIso(yesterday, '07:00'))}&producedEndsAt=${encodeURIComponent(localIso(yesterday, '15:30'))}`;

/** Picks the required cost code and type of work. */
async function chooseCostCodeAndWork(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('combobox')[0]!);
  await user.click(await screen.findByRole('option', { name: 'CC-TIME - Labour' }));
  await user.click(screen.getAllByRole('combobox')[1]!);
  await user.click(await screen.findByRole('option', { name: 'General Labour' }));
}

// Rendering the whole form with its selects takes a few seconds on a busy machine.
jest.setTimeout(30_000);

let onLine: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions: ['web.timecards'] });
  mocked.getJob.mockResolvedValue(job);
  mocked.listWorkTypes.mockResolvedValue([{ id: 2, name: 'General Labour', isEquipmentRequired: false }] as never);
  mocked.listEquipment.mockResolvedValue([]);
  mocked.findOverlappingTimecard.mockResolvedValue(null);
  mocked.getProductionHistory.mockResolvedValue([]);
  mocked.previewOvertime.mockResolvedValue({ regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, parts: [] });
  onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  jest.spyOn(notify, 'success').mockReturnValue(0);
  jest.spyOn(notify, 'info').mockReturnValue(0);
});
afterEach(() => jest.restoreAllMocks());

it("offers the worker's own jobs, a done one too, when the link names no job", async () => {
  mocked.listJobs.mockResolvedValue([
    { ...job, status: 'done', userAssignments: [{ userId: 5 }] },
    { ...job, id: 4, name: 'J-200', userAssignments: [{ userId: 6 }] },
  ] as never);
  renderAt(`/app/time-record-form?date=${yesterday}`);
  const user = userEvent.setup();
  const picker = await screen.findByRole('combobox', { name: 'Job' });
  await user.click(picker.parentElement!.querySelector('button') ?? picker);
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['J-100 - Main street']);
  expect(mocked.listJobs).toHaveBeenCalledWith({ excludeDone: false, includeAssignedUsers: true });
});

it('edits a timecard never read on this phone, offline: says it could not be loaded (not No Records Found), and opens it when the connection returns', async () => {
  mocked.getProduction.mockRejectedValue(new api.ApiError(null, null, '/api'));
  renderAt('/app/time-record-form/11/edit');
  expect(await screen.findByRole('alert')).toHaveTextContent('This timecard could not be loaded without a connectionIt opens here when the connection returns.');
  expect(screen.queryByText('No Records Found')).not.toBeInTheDocument();

  mocked.getProduction.mockResolvedValue(record());
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

it("opens the employee's own approved record read-only: the notice, no Preview, Back", async () => {
  mocked.getProduction.mockResolvedValue(record({ isApproved: true }));
  renderAt('/app/time-record-form/11/edit');
  expect(await screen.findByText(MESSAGES.recordReadOnlyApproved)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByLabelText('Time In')).toBeDisabled();
});

it("shows the record's History under the edit form, and none when adding", async () => {
  mocked.getProduction.mockResolvedValue(record());
  mocked.getProductionHistory.mockResolvedValue([
    { id: 2, kind: 'edited', at: '2025-03-03T14:05:00.000Z', actor: { id: 1, name: 'Sarah Mitchell' }, changes: { quantity: { before: 8, after: 7.5 } }, equipment: [] },
    { id: 1, kind: 'created', at: '2025-03-03T13:00:00.000Z', actor: { id: 5, name: 'Sam Worker' }, changes: {}, equipment: [] },
  ]);
  const { unmount } = renderAt('/app/time-record-form/11/edit');
  const history = await screen.findByRole('list', { name: 'History' });
  expect(mocked.getProductionHistory).toHaveBeenCalledWith(11);
  expect(history).toHaveTextContent('Sarah Mitchell');
  expect(history).toHaveTextContent('Hours: 8 → 7.5');
  expect(history).toHaveTextContent('Sam Worker');
  unmount();

  renderAt(shiftLink());
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  expect(screen.queryByText('History')).not.toBeInTheDocument();
  expect(mocked.getProductionHistory).toHaveBeenCalledTimes(1);
});

it('takes the times from the shift, previews the timecard and saves it with an Idempotency-Key', async () => {
  const user = userEvent.setup();
  mocked.createProduction.mockResolvedValue(record());
  renderAt(shiftLink());
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  expect(screen.getByLabelText('Time Out')).toHaveValue('15:30');
  await user.click(screen.getByRole('checkbox', { name: 'Lunch break taken' }));
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  // Cost code and type of work are required.
  expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  await chooseCostCodeAndWork(user);
  // Filled, the fields' messages are gone before the next Preview.
  expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByRole('region', { name: 'Preview' })).toHaveTextContent('8');
  await user.click(screen.getByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
  const [body, options] = mocked.createProduction.mock.calls[0]!;
  expect(body).toMatchObject({ productionRequestId: 21, jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, quantity: 8, isLunchbreakTaken: true });
  expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(notify.success).toHaveBeenCalledWith('Success', MESSAGES.timeRecordAdded);
});

it("refuses equal in and out times at Preview with the server's message, instead of previewing 0 h", async () => {
  const user = userEvent.setup();
  renderAt(shiftLink());
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '07:00' } });
  await chooseCostCodeAndWork(user);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText(MESSAGES.endAfterStart)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  expect(mocked.createProduction).not.toHaveBeenCalled();
});

/** Opens the form from the shift, fills in what it lacks, previews it and saves it with Save & Close. */
async function saveFromShift(user: ReturnType<typeof userEvent.setup>) {
  renderAt(shiftLink());
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  await chooseCostCodeAndWork(user);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
}

it('without a connection keeps the timecard on the phone instead of sending it', async () => {
  const user = userEvent.setup();
  onLine.mockReturnValue(false);
  await saveFromShift(user);
  expect(mocked.createProduction).not.toHaveBeenCalled();
  expect(notify.info).toHaveBeenCalledWith(MESSAGES.waitingToSend, 'No connection: the timecard is kept on this phone and sent when the connection returns.');
  const queued = await timecardQueue.list(5, 1);
  expect(queued.map((e) => [e.status, e.body.quantity, e.body.productionRequestId])).toEqual([['waiting', 8.5, 21]]);
});

it('online, a timecard the server does not take (503) is kept on the phone, said so (not "No connection"), and sent again shortly', async () => {
  const user = userEvent.setup();
  const later = jest.spyOn(queueSync, 'later').mockImplementation(() => undefined);
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  mocked.createProduction.mockRejectedValue(new api.ApiError(503, { statusCode: 503, message: 'The database is not reachable at the moment.' }));
  await saveFromShift(user);
  expect(notify.info).toHaveBeenCalledWith(MESSAGES.waitingToSend, 'The server did not take the timecard just now: it is kept on this phone and sent again shortly.');
  expect(later).toHaveBeenCalledTimes(1);
  expect((await timecardQueue.list(5, 1)).map((e) => e.status)).toEqual(['waiting']);
});

it('opened offline with nothing kept, says its lists could not be loaded, and fills them when the connection returns, keeping what was typed', async () => {
  const user = userEvent.setup();
  onLine.mockReturnValue(false);
  const noAnswer = () => Promise.reject(new api.ApiError(null, null, '/api'));
  mocked.getJob.mockImplementation(noAnswer);
  mocked.listWorkTypes.mockImplementation(noAnswer);
  mocked.listEquipment.mockImplementation(noAnswer);
  renderAt(shiftLink());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The lists could not be loaded without a connection' +
      'Jobs, cost codes, types of work and equipment load here when the connection returns; what you typed stays.',
  );
  await user.type(screen.getByLabelText('Description'), 'Formwork');

  onLine.mockReturnValue(true);
  mocked.getJob.mockResolvedValue(job);
  mocked.listWorkTypes.mockResolvedValue([{ id: 2, name: 'General Labour', isEquipmentRequired: false }] as never);
  mocked.listEquipment.mockResolvedValue([]);
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.queryByText('The lists could not be loaded without a connection')).not.toBeInTheDocument());
  await chooseCostCodeAndWork(user);
  expect(screen.getByLabelText('Description')).toHaveValue('Formwork');
  expect(screen.getByLabelText('Time In')).toHaveValue('07:00');
});

it("reads ahead, for the signed-in worker, the lists the form picks from, with the form's own queries: opened offline later (the lists stale, their refresh failing), the job, cost code and type of work can be picked and the timecard previewed", async () => {
  const user = userEvent.setup();
  mocked.listJobs.mockResolvedValue([
    { ...job, userAssignments: [{ userId: 5 }] },
    { ...job, id: 4, name: 'J-200', userAssignments: [{ userId: 6 }] },
    { ...job, id: 7, name: 'J-300', status: 'done', userAssignments: [{ userId: 5 }] },
  ] as never);
  const client = newClient();
  await readFormLists(client, 5);
  // Bounded: the job list, the types of work, the equipment, and the cost codes of the worker's jobs not done only.
  expect(mocked.listJobs).toHaveBeenCalledTimes(1);
  expect(mocked.listWorkTypes).toHaveBeenCalledTimes(1);
  expect(mocked.listEquipment).toHaveBeenCalledTimes(1);
  expect(mocked.getJob.mock.calls).toEqual([[3, { includeCostCodes: true }]]);

  // Later, at the site: what was read is stale (as after a restore from the phone) and nothing answers.
  await client.invalidateQueries({ refetchType: 'none' });
  onLine.mockReturnValue(false);
  const noAnswer = () => Promise.reject(new api.ApiError(null, null, '/api'));
  for (const read of [mocked.listJobs, mocked.getJob, mocked.listWorkTypes, mocked.listEquipment]) read.mockImplementation(noAnswer);
  renderAt(`/app/time-record-form?producedAt=${yesterday}`, client);
  const picker = await screen.findByRole('combobox', { name: 'Job' });
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: 'J-100 - Main street' }));
  await user.click(screen.getByRole('combobox', { name: 'Cost Code' }));
  await user.click(await screen.findByRole('option', { name: 'CC-TIME - Labour' }));
  await user.click(screen.getByRole('combobox', { name: 'Type of Work' }));
  await user.click(await screen.findByRole('option', { name: 'General Labour' }));
  fireEvent.change(screen.getByLabelText('Time In'), { target: { value: '07:00' } });
  fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '15:00' } });
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByRole('region', { name: 'Preview' })).toHaveTextContent('J-100 - Main street');
  expect(screen.queryByText('The lists could not be loaded without a connection')).not.toBeInTheDocument();
});

it('shows the overlap and stays on the form when the employee already has a timecard then', async () => {
  const user = userEvent.setup();
  mocked.findOverlappingTimecard.mockResolvedValue(record({ id: 99 }));
  renderAt(shiftLink());
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  await chooseCostCodeAndWork(user);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText(MESSAGES.timecardOverlap('You'))).toBeInTheDocument();
  expect(mocked.createProduction).not.toHaveBeenCalled();
  expect(screen.getByRole('form', { name: 'Add Time Record' })).toBeInTheDocument();
});

it("says an edited record's overtime split in words, and the preview the hours it puts past a threshold of the week", async () => {
  const user = userEvent.setup();
  mocked.getProduction.mockResolvedValue(record({
    producedEndsAt: localIso(yesterday, '17:30'), quantity: 10, regularHours: 8, overtimeHours: 2,
    overtimeParts: [
      { rate: 'regular', hours: 8, rule: 'regular' },
      { rate: 'overtime', hours: 2, rule: 'daily', threshold: 8, source: 'BC ESA s. 40' },
    ],
  }));
  mocked.previewOvertime.mockResolvedValue({
    regularHours: 8, overtimeHours: 2, doubleTimeHours: 1,
    parts: [
      { rate: 'regular', hours: 8, rule: 'regular' },
      { rate: 'overtime', hours: 2, rule: 'daily', threshold: 8, source: 'BC ESA s. 40' },
      { rate: 'doubleTime', hours: 1, rule: 'dailyDouble', threshold: 12, source: 'BC ESA s. 40' },
    ],
  });
  renderAt('/app/time-record-form/11/edit');
  expect(await screen.findByText('Hours: 8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  await waitFor(() => expect(preview).toHaveTextContent('2.00 h overtime, 1.00 h double time'));
  // The draft replaces the record it edits in the worker's week.
  expect(mocked.previewOvertime).toHaveBeenLastCalledWith({
    id: 11, userId: 5, costCodeId: 9, producedAt: localIso(yesterday, '07:00'), producedEndsAt: localIso(yesterday, '17:30'), quantity: 10,
    isLunchbreakTaken: true,
  });
});

it('says nothing of overtime in the preview when every hour is regular', async () => {
  const user = userEvent.setup();
  renderAt(shiftLink());
  await waitFor(() => expect(screen.getByLabelText('Time In')).toHaveValue('07:00'));
  await chooseCostCodeAndWork(user);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  await waitFor(() => expect(mocked.previewOvertime).toHaveBeenCalledWith(expect.objectContaining({ id: null, userId: 5, costCodeId: 9 })));
  expect(preview).not.toHaveTextContent('overtime');
  expect(screen.queryByText(/^Hours: /)).not.toBeInTheDocument();
});

it('a queued edit the server refused, reopened from My Records and sent again, updates its record (never adds a second one)', async () => {
  const user = userEvent.setup();
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  const edited = record({ quantity: 7.5 });
  const body = { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null, producedAt: edited.producedAt, producedEndsAt: localIso(yesterday, '15:00'), quantity: 7.5, description: 'Moved', isLunchbreakTaken: true, productionEquipments: [] };
  const values = { jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: yesterday, timeIn: '07:00', timeOut: '15:00', lunch: true, hours: 7.5, description: 'Moved', equipment: [], productionRequestId: null };
  const entry = await timecardQueue.add({ key: 'a1b2c3d4-0000-4000-8000-000000000011', userId: 5, companyId: 1, recordId: 11, body: body as never, values: values as never });
  await timecardQueue.flush(5, 1, async () => ({ kind: 'refused', refusal: { message: MESSAGES.timecardOverlap('You') } }));
  mocked.updateProduction.mockResolvedValue(edited);
  mocked.createProduction.mockResolvedValue(record({ id: 12 }));

  renderAt(`/app/time-record-form?queued=${entry.key}`);
  expect(await screen.findByText(MESSAGES.timecardOverlap('You'))).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:00'));
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
  expect(mocked.createProduction).not.toHaveBeenCalled();
  expect(mocked.updateProduction).toHaveBeenCalledWith(11, expect.objectContaining({ quantity: 7.5, description: 'Moved' }), expect.anything());
  // The overlap check leaves the record itself out.
  expect(mocked.findOverlappingTimecard).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  expect(notify.success).toHaveBeenCalledWith('Success', MESSAGES.timeRecordUpdated);
  expect(await timecardQueue.list(5, 1)).toEqual([]);
});

it('a record edited twice offline opens the second time with the first edit, and the second replaces it in the queue (the first edit is not lost)', async () => {
  const user = userEvent.setup();
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  onLine.mockReturnValue(false);
  mocked.getProduction.mockResolvedValue(record());
  const edit = async (change: () => Promise<void>) => {
    const view = renderAt('/app/time-record-form/11/edit');
    await waitFor(() => expect((screen.getByLabelText('Time Out') as HTMLInputElement).value).toMatch(/^\d\d:\d\d$/));
    await change();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
    expect(await screen.findByText('My Records page')).toBeInTheDocument();
    view.unmount();
  };
  // First edit: the worker left at 15:00, not 15:30.
  await edit(async () => {
    expect(screen.getByLabelText('Time Out')).toHaveValue('15:30');
    fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '15:00' } });
  });
  // Second edit: the form shows the first edit's time out, kept on the phone, and the worker adds a description.
  await edit(async () => {
    expect(screen.getByLabelText('Time Out')).toHaveValue('15:00');
    expect(screen.getByText('These are your changes kept on this phone, not sent yet. Saving again replaces them.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Formwork');
  });
  const queued = await timecardQueue.list(5, 1);
  expect(queued.map((e) => [e.recordId, e.body.producedEndsAt, e.body.quantity, e.body.description])).toEqual([[11, localIso(yesterday, '15:00'), 7.5, 'Formwork']]);
  expect(mocked.updateProduction).not.toHaveBeenCalled();
});

it('a queued timecard refused because its shift was deleted meanwhile says so, and sent again is filed without the shift (it could never be sent)', async () => {
  const user = userEvent.setup();
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  const body = { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: 21, producedAt: localIso(yesterday, '07:00'), producedEndsAt: localIso(yesterday, '15:30'), quantity: 8, description: '', isLunchbreakTaken: true, productionEquipments: [] };
  const values = { jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: yesterday, timeIn: '07:00', timeOut: '15:30', lunch: true, hours: 8, description: '', equipment: [], productionRequestId: 21 };
  const entry = await timecardQueue.add({ key: 'a1b2c3d4-0000-4000-8000-000000000021', userId: 5, companyId: 1, recordId: null, body: body as never, values: values as never });
  await timecardQueue.flush(5, 1, async () => ({
    kind: 'refused', refusal: { message: 'Please correct the highlighted fields.', errors: { productionRequestId: 'This schedule entry was not found.' } },
  }));
  mocked.createProduction.mockResolvedValue(record());

  renderAt(`/app/time-record-form?queued=${entry.key}`);
  expect(await screen.findByText('This schedule entry was not found.')).toBeInTheDocument();
  expect(screen.getByText('Its shift was deleted after it was filed: sent again, it is filed without the shift.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
  expect(mocked.createProduction).toHaveBeenCalledWith(expect.objectContaining({ productionRequestId: null, quantity: 8 }), expect.anything());
  expect(await timecardQueue.list(5, 1)).toEqual([]);
});

it('a timecard still waiting to be sent, reopened from My Records, is not sent while corrected, and the correction replaces it', async () => {
  const user = userEvent.setup();
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  onLine.mockReturnValue(false);
  const body = { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: 21, producedAt: localIso(yesterday, '07:00'), producedEndsAt: localIso(yesterday, '15:30'), quantity: 8, description: '', isLunchbreakTaken: true, productionEquipments: [] };
  const values = { jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: yesterday, timeIn: '07:00', timeOut: '15:30', lunch: true, hours: 8, description: '', equipment: [], productionRequestId: 21 };
  const entry = await timecardQueue.add({ key: 'a1b2c3d4-0000-4000-8000-000000000031', userId: 5, companyId: 1, recordId: null, body: body as never, values: values as never });
  jest.spyOn(queueSync, 'now').mockResolvedValue(undefined);

  const view = renderAt(`/app/time-record-form?queued=${entry.key}`);
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:30'));
  expect(screen.getByText('These are your changes kept on this phone, not sent yet. Saving again replaces them.')).toBeInTheDocument();
  expect(screen.queryByText('This timecard was not saved')).not.toBeInTheDocument();
  // The connection returns while the worker corrects it: the version being corrected is not sent.
  const send = jest.fn(async () => ({ kind: 'sent' as const }));
  await timecardQueue.flush(5, 1, send);
  expect(send).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '15:00' } });
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
  view.unmount();
  const queued = await timecardQueue.list(5, 1);
  expect(queued.map((e) => [e.status, e.body.producedEndsAt, e.body.quantity, e.body.productionRequestId])).toEqual([['waiting', localIso(yesterday, '15:00'), 7.5, 21]]);
  expect(queued[0]!.key).not.toBe(entry.key);
  // Left, the form lets the queue send it again.
  await timecardQueue.flush(5, 1, send);
  expect(send).toHaveBeenCalledTimes(1);
  expect(await timecardQueue.list(5, 1)).toEqual([]);
});

it('a waiting timecard sent before it could be reopened says so and goes to My Records', async () => {
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  renderAt('/app/time-record-form?queued=a1b2c3d4-0000-4000-8000-000000000041');
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
  expect(notify.info).toHaveBeenCalledWith(MESSAGES.waitingToSend, 'This timecard is no longer waiting on this phone: it has been sent or discarded. See My Records.');
});

it('Save & Add More on a reopened queued timecard opens a new one at an address without ?queued= (reloaded, a new form, not "no longer waiting")', async () => {
  const user = userEvent.setup();
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  onLine.mockReturnValue(false);
  const body = { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: 21, producedAt: localIso(yesterday, '07:00'), producedEndsAt: localIso(yesterday, '15:30'), quantity: 8, description: '', isLunchbreakTaken: true, productionEquipments: [] };
  const values = { jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: yesterday, timeIn: '07:00', timeOut: '15:30', lunch: true, hours: 8, description: '', equipment: [], productionRequestId: 21 };
  mocked.listJobs.mockResolvedValue([]);
  const entry = await timecardQueue.add({ key: 'a1b2c3d4-0000-4000-8000-000000000051', userId: 5, companyId: 1, recordId: null, body: body as never, values: values as never });
  jest.spyOn(queueSync, 'now').mockResolvedValue(undefined);

  const view = renderAt(`/app/time-record-form?queued=${entry.key}`);
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:30'));
  fireEvent.change(screen.getByLabelText('Time Out'), { target: { value: '15:00' } });
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Add More' }));

  // A new timecard of the same job, employee and day, at its own address.
  const next = `/app/time-record-form?jobId=3&userId=5&producedAt=${yesterday}`;
  await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(next));
  expect(screen.getByRole('form', { name: 'Add Time Record' })).toBeInTheDocument();
  expect(screen.getByLabelText('Time Out')).toHaveValue('');
  expect(screen.queryByText(MESSAGES.waitingToSend)).not.toBeInTheDocument();
  const queued = await timecardQueue.list(5, 1);
  expect(queued.map((e) => [e.body.producedEndsAt, e.body.quantity])).toEqual([[localIso(yesterday, '15:00'), 7.5]]);
  expect(queued[0]!.key).not.toBe(entry.key);
  view.unmount();

  // Reloaded: the same new form, not "no longer waiting on this phone" and My Records.
  renderAt(next);
  expect(await screen.findByRole('form', { name: 'Add Time Record' })).toBeInTheDocument();
  expect(screen.queryByText('My Records page')).not.toBeInTheDocument();
  expect(notify.info).not.toHaveBeenCalledWith(MESSAGES.waitingToSend, 'This timecard is no longer waiting on this phone: it has been sent or discarded. See My Records.');
});

/** An edit of record 11 (Time Out 15:00, not 15:30) kept on the phone, waiting to be sent. */
async function queueEditOf11(key: string) {
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  const body = { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null, producedAt: localIso(yesterday, '07:00'), producedEndsAt: localIso(yesterday, '15:00'), quantity: 7.5, description: '', isLunchbreakTaken: true, productionEquipments: [] };
  const values = { jobId: 3, userId: 5, costCodeId: 9, workTypeId: 2, date: yesterday, timeIn: '07:00', timeOut: '15:00', lunch: true, hours: 7.5, description: '', equipment: [], productionRequestId: null };
  return timecardQueue.add({ key, userId: 5, companyId: 1, recordId: 11, body: body as never, values: values as never });
}

it("a record's waiting edit, opened from My Records or My Schedule, shows the edit, is not sent while the form is open, and saving replaces it", async () => {
  const user = userEvent.setup();
  const entry = await queueEditOf11('a1b2c3d4-0000-4000-8000-000000000061');
  mocked.getProduction.mockResolvedValue(record());
  mocked.updateProduction.mockResolvedValue(record({ description: 'Formwork' }));
  const now = jest.spyOn(queueSync, 'now').mockResolvedValue(undefined);

  const view = renderAt('/app/time-record-form/11/edit');
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:00'));
  expect(screen.getByText('These are your changes kept on this phone, not sent yet. Saving again replaces them.')).toBeInTheDocument();
  // The connection returns while the worker changes it: the waiting edit is not sent under the form.
  const send = jest.fn(async () => ({ kind: 'sent' as const }));
  await timecardQueue.flush(5, 1, send);
  expect(send).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Description'), 'Formwork');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await user.click(await screen.findByRole('button', { name: 'Save & Close' }));
  expect(await screen.findByText('My Records page')).toBeInTheDocument();
  view.unmount();
  expect(mocked.updateProduction).toHaveBeenCalledTimes(1);
  expect(mocked.updateProduction).toHaveBeenCalledWith(11, expect.objectContaining({ producedEndsAt: localIso(yesterday, '15:00'), description: 'Formwork' }), expect.anything());
  expect(await timecardQueue.get(entry.key)).toBeUndefined();
  expect(await timecardQueue.list(5, 1)).toEqual([]);
  expect(now).toHaveBeenCalled();
});

it("a record's waiting edit left unsaved is sent as it was once the form is left", async () => {
  const entry = await queueEditOf11('a1b2c3d4-0000-4000-8000-000000000062');
  mocked.getProduction.mockResolvedValue(record());
  const now = jest.spyOn(queueSync, 'now').mockResolvedValue(undefined);
  const view = renderAt('/app/time-record-form/11/edit');
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:00'));
  view.unmount();
  expect(now).toHaveBeenCalled();
  const send = jest.fn(async () => ({ kind: 'sent' as const }));
  await timecardQueue.flush(5, 1, send);
  expect(send).toHaveBeenCalledWith(expect.objectContaining({ key: entry.key }));
});

it("a record whose waiting edit was sent before its form opened shows the server's record as it is now, not an older copy kept in the cache", async () => {
  for (const left of await timecardQueue.list(5, 1)) await timecardQueue.remove(left.key);
  const client = newClient();
  // Read before the edit (15:00) reached the server, and marked stale when it did (My Records reads again on a send).
  client.setQueryData(api.productionKeys.detail(11), record());
  await client.invalidateQueries({ queryKey: api.productionKeys.all, refetchType: 'none' });
  let answer!: (r: Production) => void;
  mocked.getProduction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderAt('/app/time-record-form/11/edit', client);
  await new Promise((resolve) => setTimeout(resolve, 50));
  answer(record({ producedEndsAt: localIso(yesterday, '15:00'), quantity: 7.5 }));
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:00'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByLabelText('Time Out')).toHaveValue('15:00');
});

it("a record's waiting edit being sent as its form opens: the form waits for that send, then shows the record as the server has it after it", async () => {
  await queueEditOf11('a1b2c3d4-0000-4000-8000-000000000063');
  jest.spyOn(queueSync, 'now').mockResolvedValue(undefined);
  let sent!: () => void;
  const sending = timecardQueue.flush(5, 1, () => new Promise((resolve) => (sent = () => resolve({ kind: 'sent' }))));
  await waitFor(() => expect(sent).toBeDefined());
  // Read before the edit reaches the server, then after.
  mocked.getProduction.mockResolvedValueOnce(record()).mockResolvedValue(record({ producedEndsAt: localIso(yesterday, '15:00'), quantity: 7.5 }));
  renderAt('/app/time-record-form/11/edit');
  await waitFor(() => expect(mocked.getProduction).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByLabelText('Time Out')).not.toBeInTheDocument();
  sent();
  await sending;
  await waitFor(() => expect(screen.getByLabelText('Time Out')).toHaveValue('15:00'));
  expect(screen.queryByText('These are your changes kept on this phone, not sent yet. Saving again replaces them.')).not.toBeInTheDocument();
});
