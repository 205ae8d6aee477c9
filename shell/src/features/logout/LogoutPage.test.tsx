import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { registerSignOutWarning, useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { LogoutPage } from './LogoutPage';

// The field app loads slowly: Log Out waits for it (up to 5 s) before it knows what waits on the phone.
jest.mock('../../remotes/remote-routes', () => ({ loadRemoteRoutes: () => new Promise(() => {}) }));

function renderLogout() {
  useSession.setState({ claims: { id: 5, companyId: 1 } as never, permissions: ['web.timecards'] });
  render(
    <I18nProvider>
      <ThemeProvider>
        <MemoryRouter>
          <LogoutPage />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('Log Out while it asks the field app what waits on the phone', () => {
  let unregister = () => {};
  beforeEach(() => {
    jest.useFakeTimers();
    unregister = registerSignOutWarning(async () => 'Timecards waiting on this phone: 1.');
  });
  afterEach(async () => {
    unregister();
    jest.useRealTimers();
    await act(() => activateLanguage('en'));
  });

  it('says what it is doing instead of an empty page, then asks', async () => {
    renderLogout();
    expect(screen.getByRole('status')).toHaveTextContent('Logging out: checking for timecards waiting on this phone…');
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText(/checking for timecards/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Log Out?' })).toHaveTextContent('Timecards waiting on this phone: 1.');
  });

  it('says it in French', async () => {
    await act(() => activateLanguage('fr'));
    renderLogout();
    expect(screen.getByRole('status')).toHaveTextContent('Déconnexion : recherche des feuilles de temps en attente sur ce téléphone…');
  });
});
