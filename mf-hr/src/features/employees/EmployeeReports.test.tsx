import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { listProductionRequests, listUsers } from '@groundwork/shared/api';
import { addDays, localDay, shiftOn, type ProductionRequest, type User } from '@groundwork/shared/domain';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { ActiveEmployeesPage } from './ActiveEmployeesPage';
import { MissingTimecardsPage } from './MissingTimecardsPage';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { hrCatalogueReady } from '../../i18n';
import { lastNDays, localDayBounds } from '@groundwork/shared/ui/dates';

beforeAll(() => hrCatalogueReady);

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listProductionRequests: jest.fn(), listUsers: jest.fn() }));
const requests = listProductionRequests as jest.MockedFunction<typeof listProductionRequests>;
const users = listUsers as jest.MockedFunction<typeof listUsers>;

const HOUR = 3600_000;
const shift = (id: number, userId: number, name: string, startsIn: number, hours: number): ProductionRequest => {
  const start = new Date(Date.now() + startsIn * HOUR);
  return {
    id, companyId: 1, userId, jobId: 3, productionId: null, requestedById: 2,
    requestAt: start.toISOString(), requestEndsAt: new Date(start.getTime() + hours * HOUR).toISOString(),
    user: { id: userId, name, employeeCode: `E${userId}` } as User, job: { id: 3, name: 'J-100', description: 'Main St' } as ProductionRequest['job'],
    requestedBy: { id: 2, name: 'Frank Foreman', username: 'foreman' },
  };
};

beforeEach(() => queryClient.clear());

it('lists the pending shifts that have ended, with employee, job and who scheduled them, and counts them', async () => {
  requests.mockResolvedValue([shift(1, 5, 'Zoë Côté', -30, 8), shift(2, 5, 'Zoë Côté', -54, 8), shift(3, 6, 'Ana Ruiz', -28, 8), shift(4, 7, 'Still Working', -2, 8)]);
  renderUi(<I18nProvider><QueryClientProvider client={queryClient}><MissingTimecardsPage /></QueryClientProvider></I18nProvider>);
  const table = await screen.findByRole('table', { name: 'Missing timecards' });
  // The last 7 local days, from the first moment of the first to the last of today in the user's time zone (the days
  // alone are UTC days to the server: in Vancouver a shift started after 16:00 on the last day was left out).
  const { startsAt, endsAt } = localDayBounds(lastNDays(7).start!, lastNDays(7).end!);
  // Without the shifts on an approved time off of their employee: no timecard is owed for a day off.
  expect(requests).toHaveBeenCalledWith({ isPending: true, excludeTimeOff: true, requestAt: startsAt, requestEndsAt: endsAt });
  expect(screen.getByText('3 missing timecards of 2 employees')).toBeInTheDocument();
  expect(within(table).getAllByText('Zoë Côté')).toHaveLength(2);
  expect(within(table).queryByText('Still Working')).not.toBeInTheDocument(); // its shift has not ended
  expect(within(table).getAllByText('J-100 - Main St')).toHaveLength(3);
  expect(within(table).getAllByText('Frank Foreman')).toHaveLength(3);
});

it('marks an overnight shift as the other screens do, its out time on the next day', async () => {
  const night = { ...shift(1, 5, 'Zoë Côté', 0, 0), ...shiftOn(addDays(localDay(), -2), '22:00', '06:00') };
  requests.mockResolvedValue([night]);
  renderUi(<I18nProvider><QueryClientProvider client={queryClient}><MissingTimecardsPage /></QueryClientProvider></I18nProvider>);
  const table = await screen.findByRole('table', { name: 'Missing timecards' });
  expect(within(table).getByText('Zoë Côté').closest('tr')).toHaveTextContent('22:00 – 06:00 (next day)');
});

it('lists the active employees with code, work class, union, role, hire date and contact', async () => {
  users.mockResolvedValue([
    { id: 5, name: 'Zoë Côté', employeeCode: 'E005', workClass: 'OPERATORS', union: 'IUOE115', hiredAt: '2020-05-06', email: 'zoe@example.test', mobile: '604-555-0101', role: { id: 1, name: 'Worker' } } as User,
  ]);
  renderUi(<I18nProvider><QueryClientProvider client={queryClient}><ActiveEmployeesPage /></QueryClientProvider></I18nProvider>);
  const table = await screen.findByRole('table', { name: 'Active employees' });
  expect(users).toHaveBeenCalledWith({ includeRole: true, excludeInactive: true });
  const row = within(table).getByText('Zoë Côté').closest('tr')!;
  for (const text of ['E005', 'OPERATORS - Equipment Operators', 'IUOE115', 'Worker', '2020-05-06', 'zoe@example.test', '604-555-0101']) expect(row).toHaveTextContent(text);
  expect(screen.getByText('1 active employee')).toBeInTheDocument();
});

it("labels the work classes in the page's language, their codes as they are", async () => {
  users.mockResolvedValue([{ id: 5, name: 'Zoë Côté', employeeCode: 'E005', workClass: 'OPERATORS', role: { id: 1, name: 'Worker' } } as User]);
  await activateLanguage('fr');
  try {
    renderUi(<I18nProvider><QueryClientProvider client={queryClient}><ActiveEmployeesPage /></QueryClientProvider></I18nProvider>);
    const table = await screen.findByRole('table', { name: 'Employés actifs' });
    expect(within(table).getByText('Zoë Côté').closest('tr')).toHaveTextContent("OPERATORS - Opérateurs d'équipement");
  } finally {
    await activateLanguage('en');
  }
});
