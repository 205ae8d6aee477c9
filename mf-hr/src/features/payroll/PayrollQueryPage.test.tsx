import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { listPayrollTimeRecords } from '@groundwork/shared/api';
import { addDays, localDay, PERMISSIONS as P } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { PayrollQueryPage } from './PayrollQueryPage';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { hrCatalogueReady } from '../../i18n';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listPayrollTimeRecords: jest.fn(),
  getCompany: jest.fn().mockResolvedValue({ id: 1, csvHeaderStyle: 'standard' }),
}));
const read = listPayrollTimeRecords as jest.MockedFunction<typeof listPayrollTimeRecords>;

function renderAt(path: string) {
  useSession.setState({ claims: { id: 1, companyId: 1, company: 'Demo Construction' } as never, permissions: [P.PRODUCTIONS_EXPORT] });
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider><QueryClientProvider client={queryClient}>
          <PayrollQueryPage />
        </QueryClientProvider></I18nProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

// Whole screens with user-event typing: slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  queryClient.clear();
  read.mockReset();
  read.mockResolvedValue({ records: [], period: null });
});

it('asks for a range until one is given', async () => {
  renderAt('/human-resources/payroll-query');
  expect(screen.getByText('Please select a date range for your desired query.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'View Report' })).toBeDisabled();
  expect(read).not.toHaveBeenCalled();
});

it('shows the same report for the range of the address, downloads included', async () => {
  const start = addDays(localDay(), -20);
  const end = addDays(localDay(), -3);
  renderAt(`/human-resources/payroll-query?start=${start}&end=${end}`);
  expect(await screen.findByText(/^Period:/)).toHaveTextContent(`Period: ${start} to ${end}`);
  // The range's local days, as its downloads export them (days alone are UTC days to the server's read: a Vancouver
  // shift started at 21:30 the day before the range was listed, and was not in the file of the same range).
  const [sy, sm, sd] = start.split('-').map(Number);
  const [ey, em, ed] = end.split('-').map(Number);
  expect(read).toHaveBeenCalledWith(expect.objectContaining({
    startsAt: new Date(sy!, sm! - 1, sd!).toISOString(), endsAt: new Date(ey!, em! - 1, ed!, 23, 59, 59, 999).toISOString(), isForPayroll: true,
  }));
  expect(screen.getByRole('button', { name: 'Download All' })).toBeVisible();
});

it('refuses a range that ends in the future', () => {
  renderAt(`/human-resources/payroll-query?start=${localDay()}&end=${addDays(localDay(), 2)}`);
  expect(screen.getByText('Please select a date range for your desired query.')).toBeVisible();
  expect(read).not.toHaveBeenCalled();
});
