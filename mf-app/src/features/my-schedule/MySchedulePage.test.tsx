import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { readAgainWhenOnline } from '@groundwork/shared/query';
import { addDays, localDay, localIso, type ProductionRequest, type TimeOff } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { timecardQueue } from '../offline-queue/sync';
import { myScheduleFirstReads } from './first-reads';
import MySchedulePage from './MySchedulePage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listUserProductionRequests: jest.fn(),
  listTimeOffs: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

// A fixed clock: a Saturday morning, the last day of its week (weeks run Sunday to Saturday). The clock still runs
// (advanceTimers), so the screen and user-event work as for real.
jest.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0), advanceTimers: true });
const today = localDay();
const off = (day: string, approved: boolean, type: TimeOff['type']): TimeOff => ({
  id: day.length + (approved ? 1 : 2), companyId: 1, userId: 5, startsAt: `${day}T00:00:00.000Z`, endsAt: `${day}T00:00:00.000Z`, type,
  comments: null, approvedAt: approved ? `${today}T08:00:00.000Z` : null, approvedByUserId: approved ? 2 : null, createdAt: `${today}T07:00:00.000Z`,
});

/** The app's query cache reads again what failed for want of a connection when it returns (shared/src/query). */
let stopReadingAgain = () => {};
afterEach(() => stopReadingAgain());

function renderPage(permissions: string[]) {
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopReadingAgain = readAgainWhenOnline(client);
  render(
    <I18nProvider>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <MemoryRouter>
            <MySchedulePage />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  mocked.listUserProductionRequests.mockResolvedValue([]);
  mocked.listTimeOffs.mockReset();
});

describe("My Schedule's first reads", () => {
  it('starts early exactly the reads the page makes first, so that the page takes their answers (apiClient readEarly)', async () => {
    jest.clearAllMocks();
    mocked.listTimeOffs.mockResolvedValue([]);
    const permissions = ['web.timecards', 'time_offs.create'];
    useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions });
    myScheduleFirstReads();
    expect(mocked.listUserProductionRequests).toHaveBeenCalledTimes(1);
    expect(mocked.listTimeOffs).toHaveBeenCalledTimes(1);
    renderPage(permissions);
    await screen.findByRole('region', { name: /./ });
    expect(mocked.listUserProductionRequests.mock.calls[1]).toEqual(mocked.listUserProductionRequests.mock.calls[0]);
    expect(mocked.listTimeOffs.mock.calls[1]).toEqual(mocked.listTimeOffs.mock.calls[0]);
  });
});

describe('My Schedule and time off', () => {
  it('shows an approved time off of the day as "Time off: <type>" and reads only the user\'s own', async () => {
    mocked.listTimeOffs.mockResolvedValue([off(today, true, 'Holiday')]);
    renderPage(['web.timecards', 'time_offs.read', 'time_offs.create']);
    const section = await screen.findByRole('region', { name: /./ });
    expect(await within(section).findByText('Time off: Holiday')).toBeInTheDocument();
    expect(mocked.listTimeOffs).toHaveBeenCalledWith({ userId: 5, startsAt: today, endsAt: today });
  });

  it('does not show a pending request, nor an approved one of another day', async () => {
    mocked.listTimeOffs.mockResolvedValue([off(today, false, 'Sick'), off(addDays(today, 1), true, 'Holiday')]);
    renderPage(['web.timecards', 'time_offs.read']);
    expect(await screen.findByText('No Schedule')).toBeInTheDocument();
    expect(screen.queryByText(/Time off:/)).not.toBeInTheDocument();
  });

  it('leaves time off out for a user who may not read it', async () => {
    renderPage(['web.timecards']);
    expect(await screen.findByText('No Schedule')).toBeInTheDocument();
    expect(mocked.listTimeOffs).not.toHaveBeenCalled();
  });
});

describe('My Schedule opened offline', () => {
  it('says a period it could not read without a connection is not loaded (not "No Schedule"), and shows it when the connection returns', async () => {
    mocked.listUserProductionRequests.mockRejectedValue(new api.ApiError(null, null, '/api'));
    renderPage(['web.timecards']);
    expect(await screen.findByText('The schedule could not be loaded without a connection: it loads when the connection returns.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('No Schedule')).not.toBeInTheDocument();

    mocked.listUserProductionRequests.mockResolvedValue([shift(1, today, null)]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('J-100')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

const shift = (id: number, day: string, productionId: number | null): ProductionRequest => ({
  id, companyId: 1, userId: 5, jobId: 3, productionId, requestedById: 2, requestAt: localIso(day, '07:00'), requestEndsAt: localIso(day, '15:30'),
  job: { id: 3, name: 'J-100', description: 'Main St' } as ProductionRequest['job'],
});

describe('My Schedule days', () => {
  it('marks today and offers Add Timecard on every day up to today, with or without a shift, never on a future day', async () => {
    const user = userEvent.setup();
    const [wednesday, thursday, friday] = [-3, -2, -1].map((n) => addDays(today, n));
    mocked.listUserProductionRequests.mockResolvedValue([shift(1, thursday!, 41), shift(2, friday!, null)]);
    renderPage(['web.timecards']);
    await user.click(await screen.findByRole('radio', { name: 'Weekly' }));
    const day = (d: string) => document.querySelector<HTMLElement>(`section[data-day="${d}"]`)!;
    await within(day(thursday!)).findByText('J-100');

    expect(day(today)).toHaveAttribute('aria-current', 'date');
    expect(within(day(today)).getByText('Today')).toBeInTheDocument();
    expect(day(friday!)).not.toHaveAttribute('aria-current');
    expect(within(day(friday!)).queryByText('Today')).not.toBeInTheDocument();
    // A day without a shift, and a day whose shift has its timecard: the day's own link, the day in the form.
    for (const d of [wednesday!, thursday!, today]) {
      expect(within(day(d)).getByRole('link', { name: /^Add Timecard on / })).toHaveAttribute('href', `#/app/time-record-form?producedAt=${d}`);
    }
    // A shift still waiting for its timecard: only the shift's own Add Timecard.
    const links = within(day(friday!)).getAllByRole('link', { name: /Add Timecard/ });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toContain('productionRequestId=2');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByText('No Schedule');
    expect(screen.queryByRole('link', { name: /Add Timecard/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Calendar' })); // next week's Saturday is still in November
    expect(await screen.findByRole('button', { name: /^Today, Saturday, November 21, 2026: / })).toHaveAttribute('aria-current', 'date');
  });

  it('offers Add Timecard on a past day with nothing scheduled (the daily view opened on it), and says there is no schedule', async () => {
    const user = userEvent.setup();
    const yesterday = addDays(today, -1);
    renderPage(['web.timecards']);
    await screen.findByText('No Schedule');
    expect(screen.getByRole('link', { name: /^Add Timecard on / })).toHaveAttribute('href', `#/app/time-record-form?producedAt=${today}`);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('link', { name: /^Add Timecard on / })).toHaveAttribute('href', `#/app/time-record-form?producedAt=${yesterday}`);
    expect(screen.getByText('No Schedule')).toBeInTheDocument();
  });
});

describe('a shift whose timecard waits on the phone', () => {
  it("says 'Waiting to send' instead of offering Add Timecard and Delete again", async () => {
    const friday = addDays(today, -1);
    mocked.listTimeOffs.mockResolvedValue([]);
    mocked.listUserProductionRequests.mockResolvedValue([shift(7, friday, null), shift(8, today, null)]);
    await timecardQueue.add({
      key: 'schedule-waiting', userId: 5, companyId: 1, recordId: null, values: {} as never,
      body: { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, producedAt: localIso(friday, '07:00'), quantity: 8, productionRequestId: 7 } as never,
    });
    renderPage(['web.timecards']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Weekly' }));
    const day = (d: string) => document.querySelector<HTMLElement>(`section[data-day="${d}"]`)!;
    // It offered Add Timecard again, and a second timecard for the shift was refused once sent. The day's badge says
    // the same as the shift (it said 'Timecard missing', in red), in the calendar too.
    const shiftItem = await within(day(friday)).findByTestId('shift');
    expect(within(shiftItem).getByText('Waiting to send')).toBeInTheDocument();
    expect(day(friday)).toHaveAttribute('data-status', 'waiting');
    expect(within(day(friday).querySelector('header')!).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(day(friday)).queryByText('Timecard missing')).not.toBeInTheDocument();
    expect(within(day(friday)).queryByRole('link', { name: /Add Timecard/ })).not.toBeInTheDocument();
    expect(within(day(friday)).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    // Another shift without a timecard keeps its own.
    expect(within(day(today)).getByRole('link', { name: 'Add Timecard' })).toHaveAttribute('href', expect.stringContaining('productionRequestId=8'));

    // Sent: the shifts are read again, and the shift shows its timecard.
    mocked.listUserProductionRequests.mockResolvedValue([shift(7, friday, 90), shift(8, today, null)]);
    await act(() => timecardQueue.remove('schedule-waiting'));
    expect(await within(day(friday)).findByRole('img', { name: 'Timecard submitted' })).toBeInTheDocument();
    expect(within(day(friday)).queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(day(friday)).toHaveAttribute('data-status', 'submitted');
  });

  it("colours a past day in the calendar as waiting, named so, with 'Waiting to send' in the legend", async () => {
    const friday = addDays(today, -1);
    mocked.listTimeOffs.mockResolvedValue([]);
    mocked.listUserProductionRequests.mockResolvedValue([shift(7, friday, null)]);
    await timecardQueue.add({
      key: 'calendar-waiting', userId: 5, companyId: 1, recordId: null, values: {} as never,
      body: { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, producedAt: localIso(friday, '07:00'), quantity: 8, productionRequestId: 7 } as never,
    });
    renderPage(['web.timecards']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Calendar' }));
    expect(await screen.findByRole('button', { name: 'Friday, November 20, 2026: Waiting to send' })).toHaveAttribute('data-status', 'waiting');
    expect(within(screen.getByRole('list', { name: 'Colours' })).getByText('Waiting to send')).toBeInTheDocument();
    await act(() => timecardQueue.remove('calendar-waiting'));
  });
});

describe('My Schedule in French', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it('names its views, days, statuses and actions in French, dates and time off included', async () => {
    await act(() => activateLanguage('fr'));
    const user = userEvent.setup();
    mocked.listTimeOffs.mockResolvedValue([off(today, true, 'Holiday')]);
    mocked.listUserProductionRequests.mockResolvedValue([shift(2, today, null)]);
    renderPage(['web.timecards', 'time_offs.read']);

    expect(await screen.findByText('Congé : Vacances')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Quarts de travail/ })).toBeInTheDocument();
    expect(screen.getByText("Aujourd'hui")).toBeInTheDocument();
    expect(screen.getByText('samedi 21 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter une feuille de temps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer le quart de travail au chantier J-100' })).toHaveTextContent('Supprimer');
    expect(screen.getByText('07:00 – 15:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jour précédent' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Calendrier' }));
    expect(await screen.findByRole('button', { name: /^Aujourd'hui, samedi 21 novembre 2026\s: Planifié, Congé\s: Vacances$/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('group', { name: /^Horaire\s: novembre 2026$/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Couleurs' })).toHaveTextContent('Feuille de temps manquante');
    expect(screen.queryByText(/Timecard|Today|Delete|Shifts/)).not.toBeInTheDocument();
  });
});
