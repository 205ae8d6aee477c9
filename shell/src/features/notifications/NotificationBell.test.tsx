import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { listNotifications, markNotificationRead } from '@groundwork/shared/api';
import type { AppNotification, NotificationList } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { ThemeProvider } from '@groundwork/shared/ui';
import '../../i18n';
import { NotificationBell } from './NotificationBell';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listNotifications: jest.fn(),
  markNotificationRead: jest.fn(),
}));
const list = listNotifications as jest.MockedFunction<typeof listNotifications>;
const markRead = markNotificationRead as jest.MockedFunction<typeof markNotificationRead>;

const alert = (over: Partial<AppNotification>): AppNotification => ({
  id: 1, kind: 'jobCostAlert', jobId: 7, jobName: 'DC24-104', costCodeId: 3, costCodeName: '104-EQP', costCodeDescription: null,
  threshold: 80, basis: 'cost', actual: 27596.94, budget: 32500, createdAt: '2026-11-20T15:00:00.000Z', readAt: null, ...over,
});
const TWO: NotificationList = {
  items: [alert({ id: 2, threshold: 100, actual: 1000, budget: 1000, costCodeId: 4, costCodeName: 'LAB', jobId: 8, jobName: 'DC24-105' }), alert({})],
  unreadCount: 2,
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function show() {
  return render(
    <I18nProvider>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/home']}>
          <NotificationBell />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

afterEach(() => act(() => activateLanguage('en')));

describe("the header's notifications bell", () => {
  it('shows the unread count, lists the notifications, marks one read, and leads from another to its job cost screen', async () => {
    list.mockResolvedValue(TWO);
    markRead.mockImplementation(async (id) => ({ id, readAt: '2026-11-27T03:00:00.000Z' }));
    const user = userEvent.setup();
    show();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2');

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Your notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Cost code LAB on job DC24-105 has reached 100% of its budget: $1,000.00 of $1,000.00.',
      'Cost code 104-EQP on job DC24-104 has reached 80% of its budget: $27,596.94 of $32,500.00.',
    ]);
    expect(links[1]).toHaveAttribute('href', '#/reports/job-cost/7?costCode=3');

    await user.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0]);
    expect(markRead).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1'));
    expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);
    expect(within(panel).getByText('Read')).toBeInTheDocument();

    await user.click(within(panel).getByRole('link', { name: /104-EQP/ }));
    expect(markRead).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/reports/job-cost/7?costCode=3');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('in French, and empty for a user without notifications (a worker)', async () => {
    list.mockResolvedValue({ items: [alert({ basis: 'hours', actual: 8, budget: 10 })], unreadCount: 1 });
    const user = userEvent.setup();
    show();
    await act(() => activateLanguage('fr'));
    await user.click(await screen.findByRole('button', { name: 'Notifications non lues\u00a0: 1' }));
    expect(screen.getByRole('link')).toHaveTextContent(
      'Le code de coût 104-EQP du chantier DC24-104 a atteint 80 % de ses heures budgétées : 8,00 h sur 10,00 h.',
    );
    expect(screen.getByRole('button', { name: 'Marquer comme lue' })).toBeInTheDocument();

    list.mockResolvedValue({ items: [], unreadCount: 0 });
    await user.click(screen.getByRole('button', { name: 'Notifications non lues\u00a0: 1' })); // closes
    await user.click(screen.getByRole('button', { name: /^Notifications/ })); // opens again: loaded afresh
    expect(await screen.findByText('Aucune notification.')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
  });
});
