import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { readAgainWhenOnline } from '@groundwork/shared/query';
import { addDays, localDay, localIso, weekStart, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { ThemeProvider } from '@groundwork/shared/ui';
import { appCatalogueReady } from '../../i18n';
import type { QueuedTimecard } from '../offline-queue/queue';
import MyRecordsPage from './MyRecordsPage';
import { weekTotalText } from './week-total';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listTimeRecords: jest.fn() }));
// Nothing kept on the phone unless a test puts something there: the week is what the server has.
const onPhone: { entries: QueuedTimecard[]; discard: jest.Mock } = { entries: [], discard: jest.fn() };
jest.mock('../offline-queue/useQueuedTimecards', () => ({ useQueuedTimecards: () => onPhone }));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

// A fixed clock: a Saturday, the last day of its week (Sunday to Saturday); it still runs (advanceTimers).
jest.useFakeTimers({ now: new Date(2026, 10, 21, 10, 0), advanceTimers: true });
const monday = addDays(weekStart(localDay()), 1);

/** A record of the week's `day`-th weekday after Monday, with its hours and their split [regular, overtime, double time]. */
const record = (id: number, day: number, [regularHours, overtimeHours, doubleTimeHours]: [number, number, number]): Production => ({
  id, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: localIso(addDays(monday, day), '07:00'), producedEndsAt: null, quantity: regularHours + overtimeHours + doubleTimeHours,
  description: null, isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours, overtimeHours, doubleTimeHours,
  productionEquipments: [], job: { id: 3, name: 'J-100', description: 'Main St' } as Production['job'],
});

/** The app's query cache reads again what failed for want of a connection when it returns (shared/src/query). */
let stopReadingAgain = () => {};
afterEach(() => stopReadingAgain());

function renderPage() {
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions: ['web.timecards'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopReadingAgain = readAgainWhenOnline(client);
  render(
    <I18nProvider>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <MemoryRouter>
            <MyRecordsPage />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The week total line as the worker reads it. */
const weekTotalLine = async () => (await screen.findByTestId('week-total')).closest('p')!;

describe('the week total of My Records', () => {
  it('shows the worker their split: a 10 h day of 8 + 2 and an 8 h day are 18.00 h, 16.00 h regular and 2.00 h overtime', async () => {
    mocked.listTimeRecords.mockResolvedValue([record(1, 0, [8, 2, 0]), record(2, 1, [8, 0, 0])]);
    renderPage();
    await screen.findAllByText('J-100');
    expect(await weekTotalLine()).toHaveTextContent(/^Week total: 18\.00 h: 16\.00 h regular, 2\.00 h overtime$/);
    expect(screen.getByTestId('week-total')).toHaveTextContent('18.00 h');
  });

  it('names double time when the week has some', async () => {
    mocked.listTimeRecords.mockResolvedValue([record(1, 0, [8, 4, 1])]);
    renderPage();
    await screen.findByText('J-100');
    expect(await weekTotalLine()).toHaveTextContent(/^Week total: 13\.00 h: 8\.00 h regular, 4\.00 h overtime, 1\.00 h double time$/);
  });

  it('says nothing of a week whose read failed on the server: neither "No time records this week." nor a total', async () => {
    mocked.listTimeRecords.mockRejectedValue(new api.ApiError(500, { message: 'Internal server error' }, '/api'));
    renderPage();
    await waitFor(() => expect(mocked.listTimeRecords).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
    expect(screen.queryByText('No time records this week.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('week-total')).not.toBeInTheDocument();
  });

  it('says only the hours for a week without records', async () => {
    mocked.listTimeRecords.mockResolvedValue([]);
    renderPage();
    await screen.findByText('No time records this week.');
    expect(await weekTotalLine()).toHaveTextContent(/^Week total: 0\.00 h$/);
  });
});

describe('My Records offline', () => {
  it('says a week it could not read without a connection, with no total, and reads it when the connection returns', async () => {
    mocked.listTimeRecords.mockRejectedValue(new api.ApiError(null, null, '/api'));
    renderPage();
    expect(await screen.findByText('This week could not be loaded without a connection: it loads when the connection returns.')).toBeInTheDocument();
    expect(screen.queryByTestId('week-total')).not.toBeInTheDocument();
    expect(screen.queryByText('No time records this week.')).not.toBeInTheDocument();

    mocked.listTimeRecords.mockResolvedValue([record(1, 0, [8, 2, 0]), record(2, 1, [8, 0, 0])]);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await weekTotalLine()).toHaveTextContent(/^Week total: 18\.00 h: 16\.00 h regular, 2\.00 h overtime$/);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

describe('timecards kept on the phone', () => {
  afterEach(() => {
    onPhone.entries = [];
    onPhone.discard.mockReset();
  });

  it('lets the worker open or discard a timecard still waiting to be sent, not only a refused one', async () => {
    const user = userEvent.setup();
    onPhone.entries = [{
      key: 'waiting-0001', userId: 5, companyId: 1, recordId: null, values: {} as never, queuedAt: `${monday}T16:00:00.000Z`, status: 'waiting', refusal: null,
      body: { type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, producedAt: localIso(monday, '07:00'), quantity: 8 } as never,
    }];
    onPhone.discard.mockResolvedValue(undefined);
    mocked.listTimeRecords.mockResolvedValue([]);
    renderPage();
    const kept = await screen.findByRole('region', { name: 'Kept on this phone' });
    expect(within(kept).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(kept).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await user.click(within(kept).getByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onPhone.discard).toHaveBeenCalledWith('waiting-0001');
  });
});

describe('weekTotalText', () => {
  beforeAll(() => appCatalogueReady);

  it('leaves out overtime when there is none and keeps two decimals, h kept to its number by a no-break space', () => {
    expect(weekTotalText({ hours: 32.5, regularHours: 32.5, overtimeHours: 0, doubleTimeHours: 0 })).toEqual({ hours: '32.50\u00a0h', split: '32.50\u00a0h regular' });
    expect(weekTotalText({ hours: 40, regularHours: 36, overtimeHours: 0, doubleTimeHours: 4 })).toEqual({ hours: '40.00\u00a0h', split: '36.00\u00a0h regular, 4.00\u00a0h double time' });
  });

  it('writes "34,00 h" in French with a no-break space before each h (was a plain space)', async () => {
    await activateLanguage('fr');
    try {
      expect(weekTotalText({ hours: 34, regularHours: 30, overtimeHours: 4, doubleTimeHours: 0 }))
        .toEqual({ hours: '34,00\u00a0h', split: '30,00\u00a0h normales, 4,00\u00a0h supplémentaires' });
    } finally {
      await activateLanguage('en');
    }
  });
});

describe("a record's details", () => {
  it('show its hours as the list does, two decimals and h ("8.50 h"), not "8.5"', async () => {
    mocked.listTimeRecords.mockResolvedValue([record(1, 0, [8.5, 0, 0])]);
    renderPage();
    const day = (await screen.findAllByRole('button', { name: /\d/ })).find((b) => b.getAttribute('aria-haspopup') === 'dialog')!;
    expect(screen.getAllByText('8.50\u00a0h', { normalizer: (shown) => shown }).length).toBeGreaterThan(0); // the list (and the week total)
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(day);
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByText('Hours').nextElementSibling!;
    expect(hours.textContent).toBe('8.50\u00a0h');
  });
});

describe('My Records in French', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it('says the week total, its split, the status and the hours in French', async () => {
    await act(() => activateLanguage('fr'));
    mocked.listTimeRecords.mockResolvedValue([record(1, 0, [8, 2, 0]), record(2, 1, [7.5, 0, 0])]);
    renderPage();
    expect(await screen.findAllByText('En attente')).toHaveLength(2);
    expect(await weekTotalLine()).toHaveTextContent(/^Total de la semaine\s: 17,50 h \(15,50 h normales, 2,00 h supplémentaires\)$/);
    expect(screen.getByText('7,50\u00a0h', { normalizer: (shown) => shown })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semaine précédente' })).toBeInTheDocument();
    expect(screen.queryByText(/Week total|Pending|Previous week/)).not.toBeInTheDocument();
  });
});
