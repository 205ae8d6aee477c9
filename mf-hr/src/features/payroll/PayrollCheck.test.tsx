import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { deleteProductionRequest, listProductionRequests } from '@groundwork/shared/api';
import { addDays, localDay, localIso, type ProductionRequest } from '@groundwork/shared/domain';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { PayrollReportPage } from './PayrollReportPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listProductionRequests: jest.fn(),
  deleteProductionRequest: jest.fn(),
}));
const list = listProductionRequests as jest.MockedFunction<typeof listProductionRequests>;
const remove = deleteProductionRequest as jest.MockedFunction<typeof deleteProductionRequest>;

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
        <QueryClientProvider client={queryClient}>
          <PayrollReportPage />
        </QueryClientProvider>
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
  jest.spyOn(notify, 'success').mockReturnValue(0);
  jest.spyOn(notify, 'error').mockReturnValue(0);
});
afterEach(() => jest.restoreAllMocks());

it('says there are no pending time cards when no request up to the day lacks one, with View Report', async () => {
  list.mockResolvedValue([]);
  renderAt(`/human-resources/payroll-report?date=${yesterday}`);
  expect((await screen.findByText('No pending time cards.')).closest('[role="status"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'View Report' })).toBeVisible();
  const [query] = list.mock.calls[0]!;
  expect(query).toEqual({ isPending: true, requestEndsAt: new Date(new Date(localIso(today, '00:00')).getTime() - 1).toISOString() });
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

it('never shows a future day: a future date is today, whose next day is disabled; previous day moves back', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue([]);
  renderAt('/human-resources/payroll-report?date=2999-01-01');
  await screen.findByText('No pending time cards.');
  expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  expect(list.mock.calls[0]![0]!.requestEndsAt! <= new Date().toISOString()).toBe(true);
  // Today's bound is fixed when the day is chosen: re-renders do not read again.
  await new Promise((r) => setTimeout(r, 300));
  expect(list).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Previous day' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled());
  const end = new Date(list.mock.calls.at(-1)![0]!.requestEndsAt!);
  expect(localDay(end)).toBe(yesterday);
});
