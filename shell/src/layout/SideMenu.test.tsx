import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as api from '@groundwork/shared/api';
import { DEMO_ROLE_PERMISSIONS } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { useSessionLanguage } from '../features/language/session-language';
import { SideMenu } from './SideMenu';
import { signInForTest } from '../../../shared/test/session';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), setLanguage: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

afterEach(() => act(() => activateLanguage('en')));

/** An unsigned token of these claims (the session store only decodes it). */
const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const claims = { id: 5, username: 'pat', name: 'Pat Tremblay', scopes: DEMO_ROLE_PERMISSIONS.Worker, role: 'Worker', company: 'Demo', companyId: 1, exp: Math.floor(Date.now() / 1000) + 3600 };

/** The menu as the signed-in layout has it: the page follows the session's language. */
function SignedInMenu() {
  useSessionLanguage();
  return <SideMenu collapsed={false} onExpand={() => undefined} />;
}

describe('the side menu in English and French', () => {
  it("shows a worker's menu in French, the user's name as it is, and English again after switching back", async () => {
    const user = userEvent.setup();
    useSession.setState({ claims: { id: 5, companyId: 1, name: 'Pat Tremblay' } as never, permissions: DEMO_ROLE_PERMISSIONS.Worker, company: null });
    render(
      <I18nProvider>
        <ThemeProvider>
          <MemoryRouter initialEntries={['/home']}>
            <SideMenu collapsed={false} onExpand={() => undefined} />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>,
    );
    await act(() => activateLanguage('fr'));
    expect(screen.getByRole('complementary', { name: 'Menu latéral' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Appli' }));
    expect(screen.getByRole('link', { name: 'Mon horaire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes entrées de temps' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pat Tremblay' }));
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.queryByText(/^(Home|Time Offs|My Schedule|Log Out)$/)).not.toBeInTheDocument();

    await act(() => activateLanguage('en'));
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Time Offs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toBeInTheDocument();
  });
});

describe("the user's own language, from the user menu", () => {
  it('saves Français for the user (PUT /auth/language), the page follows the renewed session; English the same way back', async () => {
    const user = userEvent.setup();
    signInForTest(token({ ...claims, language: 'en' }));
    mocked.setLanguage.mockImplementation(async (language) => ({ token: token({ ...claims, language }) }));
    render(
      <I18nProvider>
        <ThemeProvider>
          <MemoryRouter initialEntries={['/home']}>
            <SignedInMenu />
          </MemoryRouter>
        </ThemeProvider>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Pat Tremblay' }));
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(mocked.setLanguage).toHaveBeenCalledWith('fr');
    expect(await screen.findByRole('link', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(useSession.getState().claims?.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CA');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(mocked.setLanguage).toHaveBeenLastCalledWith('en');
    expect(await screen.findByRole('link', { name: 'Log Out' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
