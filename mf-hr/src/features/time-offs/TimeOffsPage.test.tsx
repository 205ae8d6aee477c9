import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { addDays, localDay, MESSAGES, type TimeOff } from '@groundwork/shared/domain';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { readAgainWhenOnline } from '@groundwork/shared/query';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { hrCatalogueReady } from '../../i18n';
import TimeOffsPage from './TimeOffsPage';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listTimeOffs: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

jest.setTimeout(30_000);

const day = addDays(localDay(), 20);
const holiday: TimeOff = {
  id: 1, companyId: 1, userId: 5, user: { id: 5, name: 'Sam Worker' }, startsAt: `${day}T00:00:00.000Z`, endsAt: `${day}T00:00:00.000Z`,
  type: 'Holiday', comments: 'Family trip', approvedAt: null, approvedByUserId: null, approvedByUser: null, createdAt: `${day}T07:00:00.000Z`,
};

let stopReadingAgain = () => {};
afterEach(() => stopReadingAgain());

function renderPage() {
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions: ['time_offs.read', 'time_offs.create'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopReadingAgain = readAgainWhenOnline(client);
  render(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <ThemeProvider>
          <MemoryRouter>
            <TimeOffsPage />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => mocked.listTimeOffs.mockReset());

it("opened offline, says the time offs could not be loaded (not 'No pending time offs found.'), and lists them when the connection returns", async () => {
  mocked.listTimeOffs.mockRejectedValue(new api.ApiError(null, null, '/api'));
  renderPage();
  expect(await screen.findByText('Your time offs could not be loaded without a connection: they load when the connection returns.')).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.noPendingTimeOffs)).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.noApprovedTimeOffs)).not.toBeInTheDocument();

  mocked.listTimeOffs.mockResolvedValue([holiday]);
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Family trip')).toBeInTheDocument();
  expect(screen.queryByText('Your time offs could not be loaded without a connection: they load when the connection returns.')).not.toBeInTheDocument();
});

it('says nothing of a list whose read failed on the server (spec 02 §8), rather than that there is none', async () => {
  mocked.listTimeOffs.mockRejectedValue(new api.ApiError(500, { statusCode: 500, message: 'Internal server error' }));
  renderPage();
  await waitFor(() => expect(mocked.listTimeOffs).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.queryByText(MESSAGES.noPendingTimeOffs)).not.toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.noApprovedTimeOffs)).not.toBeInTheDocument();
});

it('lists a read with none as none', async () => {
  mocked.listTimeOffs.mockResolvedValue([]);
  renderPage();
  expect(await screen.findByText(MESSAGES.noPendingTimeOffs)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.noApprovedTimeOffs)).toBeInTheDocument();
});
