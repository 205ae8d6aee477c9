import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEMO_ROLE_PERMISSIONS } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { SideMenu } from './SideMenu';

afterEach(() => act(() => activateLanguage('en')));

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
