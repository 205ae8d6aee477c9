import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { addDays, localDay, shiftOn, type Job, type ProductionRequest } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import CrewBuilderPage from './CrewBuilderPage';
import { PreviewChangesModal } from './PreviewChangesModal';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listJobs: jest.fn(),
  listJobProductionRequests: jest.fn(),
  getJob: jest.fn(),
  matchProductionRequest: jest.fn(),
  createProductionRequestBatch: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

// A fixed clock, just after midnight on a Sunday; it still runs (advanceTimers) for the screen and user-event.
jest.useFakeTimers({ now: new Date(2026, 10, 22, 0, 0, 30), advanceTimers: true });
const today = localDay();

const job = { id: 3, companyId: 1, name: 'J-100', description: 'Main St', status: 'in_progress', userAssignments: [] } as unknown as Job;
const shift = (id: number, day: string, start: string, end: string): ProductionRequest => ({
  id, companyId: 1, userId: id, jobId: 3, productionId: null, requestedById: 2, ...shiftOn(day, start, end),
  user: { id, name: `Crew ${id}` } as ProductionRequest['user'],
});

function renderPage() {
  render(
    <I18nProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThemeProvider>
          <MemoryRouter>
            <CrewBuilderPage />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  mocked.listJobs.mockResolvedValue([job]);
  mocked.getJob.mockResolvedValue(job);
});

it("prefills Build Crew with the day being viewed and the crew's usual shift of the schedule on screen", async () => {
  const user = userEvent.setup();
  const monday = addDays(today, 1);
  mocked.listJobProductionRequests.mockImplementation(async (_id, range) =>
    range?.requestAt?.startsWith(monday)
      ? [shift(1, monday, '06:30', '17:00'), shift(2, monday, '06:30', '17:00'), shift(3, monday, '07:00', '15:30')]
      : []);
  renderPage();
  await user.click(await screen.findByRole('radio', { name: 'Daily' }));
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  expect(await screen.findAllByText('Crew 1')).not.toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Build Crew' }));
  const drawer = await screen.findByRole('dialog', { name: 'Build Crew' });
  expect(within(drawer).getByRole('textbox', { name: /Start Range/ })).toHaveValue(monday);
  expect(within(drawer).getByRole('textbox', { name: /End Range/ })).toHaveValue(monday);
  expect(within(drawer).getByLabelText(/Start Time/)).toHaveValue('06:30');
  expect(within(drawer).getByLabelText(/End Time/)).toHaveValue('17:00');
});

it('opens on the first job still under way, a done job (listed too) only when chosen', async () => {
  const done = { ...job, id: 2, name: 'J-090', description: 'Old dyke', status: 'done' } as Job;
  mocked.listJobs.mockResolvedValue([done, job]);
  mocked.listJobProductionRequests.mockResolvedValue([shift(1, today, '07:00', '15:30')]);
  renderPage();
  expect(await screen.findAllByText('Crew 1')).not.toHaveLength(0);
  expect(screen.getByDisplayValue('J-100 · Main St')).toBeInTheDocument();
  expect(mocked.listJobProductionRequests).toHaveBeenCalledWith(3, expect.anything());
  expect(mocked.listJobProductionRequests).not.toHaveBeenCalledWith(2, expect.anything());
});

it("offline, says a week it never read could not be loaded, not 'No Crew Schedule Found'", async () => {
  mocked.listJobProductionRequests.mockRejectedValue(new api.ApiError(null, null, '/api'));
  renderPage();
  expect(await screen.findByText('The schedule could not be loaded without a connection: it loads when the connection returns.')).toBeInTheDocument();
  expect(screen.queryByText('No Crew Schedule Found')).not.toBeInTheDocument();
});

it("says nothing of a week whose read failed on the server (spec 02 §8), not 'No Crew Schedule Found'", async () => {
  mocked.listJobProductionRequests.mockRejectedValue(new api.ApiError(500, { statusCode: 500, message: 'Internal server error' }));
  renderPage();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 300));
  });
  expect(mocked.listJobProductionRequests).toHaveBeenCalled();
  expect(screen.queryByText('No Crew Schedule Found')).not.toBeInTheDocument();
});

describe('Job Schedule', () => {
  /** The week on screen reads fine; the drawer's read (pending shifts from today on) fails with `error`. */
  const openWithFailedRead = async (error: api.ApiError) => {
    const user = userEvent.setup();
    mocked.listJobProductionRequests.mockImplementation(async (_id, range) => {
      if (range?.isPending) throw error;
      return [];
    });
    renderPage();
    await screen.findByText('No Crew Schedule Found');
    await user.click(screen.getByRole('button', { name: 'Job Schedule' }));
    return screen.findByRole('dialog', { name: /J-100/ });
  };

  it("offline, says the job's schedule could not be loaded, not 'No Crew Schedule Found'", async () => {
    const drawer = await openWithFailedRead(new api.ApiError(null, null, '/api'));
    expect(await within(drawer).findByText('The schedule could not be loaded without a connection: it loads when the connection returns.')).toBeInTheDocument();
    expect(within(drawer).queryByText('No Crew Schedule Found')).not.toBeInTheDocument();
  });

  it("says nothing of a read that failed on the server (spec 02 §8), not 'No Crew Schedule Found'", async () => {
    const drawer = await openWithFailedRead(new api.ApiError(500, { statusCode: 500, message: 'Internal server error' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(mocked.listJobProductionRequests).toHaveBeenCalledWith(3, expect.objectContaining({ isPending: true }));
    expect(within(drawer).queryByText('No Crew Schedule Found')).not.toBeInTheDocument();
  });
});

it('says when the server scheduled fewer shifts than previewed: a change since the preview conflicted', async () => {
  const user = userEvent.setup();
  jest.spyOn(notify, 'success').mockReturnValue(0);
  jest.spyOn(notify, 'warning').mockReturnValue(0);
  mocked.matchProductionRequest.mockResolvedValue(null);
  const created = shift(1, today, '07:00', '15:30');
  mocked.createProductionRequestBatch.mockResolvedValue({
    created: 1, conflicts: 1,
    items: [
      { index: 0, status: 'created', request: created },
      { index: 1, status: 'conflict', conflict: { kind: 'productionRequest', message: 'Already scheduled on job J-200 at that time.' } },
    ],
  });
  const onSubmitted = jest.fn();
  const build = { startDay: today, endDay: today, jobId: 3, userIds: [1, 2], startTime: '07:00', endTime: '15:30' };
  render(
    <I18nProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThemeProvider>
          <PreviewChangesModal choice={{ build, names: new Map([[1, 'Crew 1'], [2, 'Crew 2']]), jobName: 'J-100' }} onClose={() => {}} onSubmitted={onSubmitted} />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  expect(await screen.findByText('J-100: 2 of 2 shifts will be scheduled.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(notify.warning).toHaveBeenCalledWith('Requests has been submitted.', '1 of 2 shifts were scheduled: 1 conflicted with a change made since the preview.');
  expect(notify.success).not.toHaveBeenCalled();
  expect(onSubmitted).toHaveBeenCalled();
});

it('prefills today and the 07:00 to 15:30 day when nothing is scheduled', async () => {
  const user = userEvent.setup();
  mocked.listJobProductionRequests.mockResolvedValue([]);
  renderPage();
  await screen.findByText('No Crew Schedule Found');
  await user.click(screen.getByRole('button', { name: 'Build Crew' }));
  const drawer = await screen.findByRole('dialog', { name: 'Build Crew' });
  expect(within(drawer).getByRole('textbox', { name: /Start Range/ })).toHaveValue(today);
  expect(within(drawer).getByRole('textbox', { name: /End Range/ })).toHaveValue(today);
  expect(within(drawer).getByLabelText(/Start Time/)).toHaveValue('07:00');
  expect(within(drawer).getByLabelText(/End Time/)).toHaveValue('15:30');
});

describe('the crew builder in French', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it('names its views, days, shifts, statuses, actions and Build Crew drawer in French', async () => {
    await act(() => activateLanguage('fr'));
    const user = userEvent.setup();
    const monday = addDays(today, 1);
    mocked.listJobProductionRequests.mockImplementation(async () => [shift(1, monday, '22:00', '06:00')]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'lundi 23 novembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Semaine' })).toBeChecked();
    expect(screen.getByText('22:00 – 06:00 (le lendemain)')).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier le quart de travail de Crew 1' })).toHaveTextContent('Modifier');
    expect(screen.getByRole('button', { name: 'Supprimer le quart de travail de Crew 1' })).toHaveTextContent('Supprimer');
    expect(screen.getByRole('button', { name: 'Horaire du chantier' })).toBeInTheDocument();
    for (const english of ['Build Crew', 'Job Schedule', 'Pending', 'Edit', 'Delete', 'Weekly', 'Daily', 'Job']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Former une équipe' }));
    const drawer = await screen.findByRole('dialog', { name: 'Former une équipe' });
    expect(within(drawer).getByRole('textbox', { name: /Début de la période/ })).toHaveValue(today);
    expect(within(drawer).getByLabelText(/Heure de fin/)).toHaveValue('06:00');
    expect(within(drawer).getByText("Une heure de fin avant l'heure de début tombe le lendemain matin.")).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Aperçu des modifications' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
