import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { localDay, MESSAGES, type TimeOff } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import TimeOffsReportPage, { monthDays } from './TimeOffsReportPage';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { hrCatalogueReady } from '../../i18n';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listTimeOffs: jest.fn(),
  setTimeOffApproval: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

// A fixed clock on the last day of a month (the report's default month); it still runs (advanceTimers).
jest.useFakeTimers({ now: new Date(2026, 10, 30, 12, 0), advanceTimers: true });
const today = localDay();
const off = (id: number, userId: number, name: string): TimeOff => ({
  id, companyId: 1, userId, user: { id: userId, name }, startsAt: `${today}T00:00:00.000Z`, endsAt: `${today}T00:00:00.000Z`,
  type: 'Sick', comments: null, approvedAt: null, approvedByUserId: null, approvedByUser: null, createdAt: `${today}T07:00:00.000Z`,
});

function renderPage() {
  useSession.setState({ claims: { id: 2, companyId: 1, role: 'Manager', scopes: ['time_offs.report', 'time_offs.approve'] } as never, permissions: ['time_offs.report', 'time_offs.approve'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider>
      <ThemeProvider>
        <MemoryRouter>
          <TimeOffsReportPage />
        </MemoryRouter>
      </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  mocked.listTimeOffs.mockReset();
  mocked.setTimeOffApproval.mockReset();
});

describe('Time Offs Report', () => {
  it('loads My Team for the current month, with a toggle on the team\'s rows but not on one\'s own', async () => {
    mocked.listTimeOffs.mockResolvedValue([off(1, 5, 'Sam Worker'), off(2, 2, 'Sarah Mitchell')]);
    renderPage();
    expect(await screen.findByRole('switch', { name: /Approve time off of Sam Worker/ })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: /Sarah Mitchell/ })).not.toBeInTheDocument();
    expect(mocked.listTimeOffs).toHaveBeenCalledWith({ ...monthDays(today.slice(0, 7)), managerId: 2 });
  });

  it('approves through PUT and says \'Failed to update time off\' when the server refuses', async () => {
    mocked.listTimeOffs.mockResolvedValue([off(1, 5, 'Sam Worker')]);
    mocked.setTimeOffApproval.mockRejectedValue(new Error('403'));
    const error = jest.spyOn(notify, 'error');
    const user = renderPage();
    await user.click(await screen.findByRole('switch', { name: /Approve time off of Sam Worker/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error', MESSAGES.timeOffUpdateFailed));
    expect(mocked.setTimeOffApproval).toHaveBeenCalledWith(1, true, 2);
  });

  it("names its month in the user's language, not the browser's (novembre in French), and loads the month chosen", async () => {
    mocked.listTimeOffs.mockResolvedValue([off(1, 5, 'Sam Worker')]);
    await act(() => activateLanguage('fr'));
    try {
      const user = renderPage();
      const month = await screen.findByRole('combobox', { name: 'Mois' });
      expect(month).toHaveDisplayValue('novembre');
      expect(screen.getByRole('spinbutton', { name: 'Année' })).toHaveValue(2026);
      await user.selectOptions(month, 'octobre');
      await waitFor(() => expect(mocked.listTimeOffs).toHaveBeenLastCalledWith({ ...monthDays('2026-10'), managerId: 2 }));
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('knows the days of a month', () => {
    expect(monthDays('2028-02')).toEqual({ startsAt: '2028-02-01', endsAt: '2028-02-29' });
    expect(monthDays('2026-11')).toEqual({ startsAt: '2026-11-01', endsAt: '2026-11-30' });
  });

  it("asks for the pending requests only with 'Pending only' (isPendingOnly), and says when there are none", async () => {
    mocked.listTimeOffs.mockResolvedValue([off(1, 5, 'Sam Worker')]);
    const user = renderPage();
    await screen.findByRole('switch', { name: /Approve time off of Sam Worker/ });
    mocked.listTimeOffs.mockResolvedValue([]);
    await user.click(screen.getByRole('switch', { name: 'Pending only' }));
    expect(await screen.findByText(MESSAGES.noPendingTimeOffs)).toBeInTheDocument();
    expect(mocked.listTimeOffs).toHaveBeenLastCalledWith({ ...monthDays(today.slice(0, 7)), managerId: 2, isPendingOnly: true });
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await waitFor(() => expect(mocked.listTimeOffs).toHaveBeenLastCalledWith({ ...monthDays(today.slice(0, 7)), isPendingOnly: true }));
  });

  it("says nothing of a read that failed on the server (spec 02 §8), not 'No pending time offs found.'", async () => {
    mocked.listTimeOffs.mockResolvedValue([off(1, 5, 'Sam Worker')]);
    const user = renderPage();
    await screen.findByRole('switch', { name: /Approve time off of Sam Worker/ });
    mocked.listTimeOffs.mockRejectedValue(new api.ApiError(500, { statusCode: 500, message: 'Internal server error' }));
    await user.click(screen.getByRole('switch', { name: 'Pending only' }));
    await waitFor(() => expect(mocked.listTimeOffs).toHaveBeenLastCalledWith(expect.objectContaining({ isPendingOnly: true })));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(screen.queryByText(MESSAGES.noPendingTimeOffs)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noMatchingRecord)).not.toBeInTheDocument();
  });

  it('cuts a comment at 500 characters plus " ..."', async () => {
    mocked.listTimeOffs.mockResolvedValue([{ ...off(1, 5, 'Sam Worker'), comments: 'y'.repeat(501) }, { ...off(2, 6, 'Ana Ruiz'), comments: 'z'.repeat(500) }]);
    renderPage();
    expect(await screen.findByText(`${'y'.repeat(500)} ...`)).toBeInTheDocument();
    expect(screen.getByText('z'.repeat(500))).toBeInTheDocument();
  });
});
