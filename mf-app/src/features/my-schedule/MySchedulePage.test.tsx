import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { addDays, localDay, type TimeOff } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import MySchedulePage from './MySchedulePage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listUserProductionRequests: jest.fn(),
  listTimeOffs: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

const today = localDay();
const off = (day: string, approved: boolean, type: TimeOff['type']): TimeOff => ({
  id: day.length + (approved ? 1 : 2), companyId: 1, userId: 5, startsAt: `${day}T00:00:00.000Z`, endsAt: `${day}T00:00:00.000Z`, type,
  comments: null, approvedAt: approved ? `${today}T08:00:00.000Z` : null, approvedByUserId: approved ? 2 : null, createdAt: `${today}T07:00:00.000Z`,
});

function renderPage(permissions: string[]) {
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <MemoryRouter>
          <MySchedulePage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mocked.listUserProductionRequests.mockResolvedValue([]);
  mocked.listTimeOffs.mockReset();
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
