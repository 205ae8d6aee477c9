import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { deleteProductionRequest, getCompany, listPayrollTimeRecords, listProductionRequests } from '@groundwork/shared/api';
import { addDays, localDay, localIso, payPeriodOf, type ProductionRequest } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { PayrollReportPage } from './PayrollReportPage';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { hrCatalogueReady } from '../../i18n';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listProductionRequests: jest.fn(),
  deleteProductionRequest: jest.fn(),
  listPayrollTimeRecords: jest.fn(),
  getCompany: jest.fn(),
  listOvertimeGaps: jest.fn(async () => []),
}));
const report = listPayrollTimeRecords as jest.MockedFunction<typeof listPayrollTimeRecords>;
const company = getCompany as jest.MockedFunction<typeof getCompany>;
/** The company's first pay period starts on this Sunday. */
const ANCHOR = '2026-01-04';
const list = listProductionRequests as jest.MockedFunction<typeof listProductionRequests>;
const remove = deleteProductionRequest as jest.MockedFunction<typeof deleteProductionRequest>;

// A fixed clock, just after midnight on a Sunday (yesterday is a Saturday): the checks hold whatever the day they run;
// the clock still runs (advanceTimers), so the screens' pauses and user-event's typing work as they do for real.
const fakeClock = () => jest.useFakeTimers({ now: new Date(2026, 10, 22, 0, 0, 30), advanceTimers: true });
fakeClock();
const today = localDay();
const yesterday = addDays(today, -1);
const request = (id: number, day: string, name: string): ProductionRequest => ({
  id, companyId: 1, requestAt: localIso(day, '07:00'), requestEndsAt: localIso(day, '15:30'), productionId: null, userId: id,
  jobId: 3, requestedById: 2, user: { id, name } as never, job: { id: 3, name: 'J-2041' } as never,
});

function renderAt(path: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider><QueryClientProvider client={queryClient}>
          <PayrollReportPage />
        </QueryClientProvider></I18nProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

// Whole screens with user-event typing: slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  queryClient.clear();
  list.mockReset();
  remove.mockReset();
  useSession.setState({ claims: { id: 1, companyId: 1, company: 'Demo' } as never, permissions: [] });
  company.mockResolvedValue({ id: 1, name: 'Demo', payPeriodStartsOn: ANCHOR } as never);
  report.mockImplementation(async (q) => ({ records: [], period: payPeriodOf(ANCHOR, q.queryDate!) }));
  jest.spyOn(notify, 'success').mockReturnValue(0);
  jest.spyOn(notify, 'error').mockReturnValue(0);
});
afterEach(() => {
  jest.restoreAllMocks();
  fakeClock();
});

it('says there are no pending time cards when no request up to the day lacks one, with View Report', async () => {
  list.mockResolvedValue([]);
  renderAt(`/human-resources/payroll-report?date=${yesterday}`);
  expect((await screen.findByText('No pending time cards.')).closest('[role="status"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'View Report' })).toBeVisible();
  const [query] = list.mock.calls[0]!;
  expect(query).toEqual({ isPending: true, requestEndsAt: new Date(new Date(localIso(today, '00:00')).getTime() - 1).toISOString() });
});

it('says nothing of pending time cards when their read failed, and keeps View Report', async () => {
  list.mockRejectedValue(new Error('503'));
  renderAt(`/human-resources/payroll-report?date=${yesterday}`);
  expect(await screen.findByRole('button', { name: 'View Report' })).toBeVisible();
  expect(screen.queryByText('No pending time cards.')).toBeNull();
  expect(screen.queryByText('There are missing time cards.')).toBeNull();
});

it('warns of missing time cards and lists the overdue requests, the chosen day told apart by text, not colour only', async () => {
  list.mockResolvedValue([request(7, addDays(yesterday, -3), 'Ann Earlier'), request(8, yesterday, 'Bob Today')]);
  renderAt(`/human-resources/payroll-report?date=${yesterday}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('There are missing time cards.');
  const items = within(screen.getByRole('region', { name: 'Pending requests' })).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringMatching(new RegExp(`^Bob Today${yesterday} 07:00–15:30 · J-2041This dayDelete$`)),
    expect.stringMatching(new RegExp(`^Ann Earlier${addDays(yesterday, -3)} 07:00–15:30 · J-2041EarlierDelete$`)),
  ]);
  expect(items[0]).toHaveAttribute('data-on-day', 'true');
  expect(items[1]).toHaveAttribute('data-on-day', 'false');
});

it('deletes a request only after Yes on its confirmation, then reads the list again', async () => {
  // The confirmation's dialog loads when first opened (React.lazy), which the fake clock's waits do not let through:
  // this test runs on the real clock (its day is in the URL).
  jest.useRealTimers();
  const user = userEvent.setup();
  list.mockResolvedValueOnce([request(8, yesterday, 'Bob Today')]).mockResolvedValue([]);
  remove.mockResolvedValue({ isSuccessful: true } as never);
  renderAt(`/human-resources/payroll-report?date=${yesterday}`);
  await user.click(await screen.findByRole('button', { name: `Delete request of Bob Today on ${yesterday}` }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure delete this request?');
  expect(dialog).toHaveTextContent('Click "Yes" to continue.');
  await user.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(remove).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: `Delete request of Bob Today on ${yesterday}` }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith(8));
  expect((await screen.findByText('No pending time cards.')).closest('[role="status"]')).not.toBeNull();
  expect(notify.success).toHaveBeenCalledWith('Success', 'Record has been deleted.');
});

it('opens on the pay period of today, side by side with the check; a future date is today; previous and next move by period', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue([]);
  renderAt('/human-resources/payroll-report?date=2999-01-01');
  await screen.findByText('No pending time cards.');
  const current = payPeriodOf(ANCHOR, today);
  const bar = screen.getByText(/^Pay period:/);
  expect(bar).toHaveTextContent(`Pay period: ${current.startsOn} to ${current.endsOn}`);
  expect(screen.getByRole('region', { name: 'Payroll check' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Report of the pay period' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();
  expect(list.mock.calls[0]![0]!.requestEndsAt! <= new Date().toISOString()).toBe(true);
  // Today's bound is fixed when the day is chosen: re-renders do not read again.
  await new Promise((r) => setTimeout(r, 300));
  expect(list).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Previous period' }));
  const previous = payPeriodOf(ANCHOR, addDays(current.startsOn, -1));
  await waitFor(() => expect(screen.getByText(/^Pay period:/)).toHaveTextContent(`Pay period: ${previous.startsOn} to ${previous.endsOn}`));
  expect(screen.getByRole('button', { name: 'Next period' })).toBeEnabled();
  // The check is of the previous period's last day, and the report of its period.
  expect(localDay(new Date(list.mock.calls.at(-1)![0]!.requestEndsAt!))).toBe(previous.endsOn);
  await waitFor(() => expect(report.mock.calls.at(-1)![0].queryDate).toBe(previous.endsOn));

  await user.click(screen.getByRole('button', { name: 'Next period' }));
  await waitFor(() => expect(screen.getByText(/^Pay period:/)).toHaveTextContent(`Pay period: ${current.startsOn} to ${current.endsOn}`));
  expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();
});
