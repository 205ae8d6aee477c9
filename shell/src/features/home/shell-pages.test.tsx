import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { HomePage } from './HomePage';

function renderPages() {
  render(
    <I18nProvider>
      <ThemeProvider>
        <MemoryRouter>
          <HomePage />
          <NotFoundPage />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('Home and the missing page', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it("speak the spec's English", () => {
    useSession.setState({ claims: { name: 'Ada Admin' } as never, permissions: ['web.timecards'] });
    renderPages();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Admin!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to App' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ooops! The page you are looking for could not be found.' })).toBeInTheDocument();
  });

  it('speak French, the name kept as it is', async () => {
    await act(() => activateLanguage('fr'));
    useSession.setState({ claims: { name: 'Ada Admin' } as never, permissions: ['web.timecards'] });
    renderPages();
    expect(screen.getByRole('heading', { name: 'Bienvenue, Ada Admin!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Aller à l'appli" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oups! La page que vous cherchez est introuvable.' })).toBeInTheDocument();
  });

  it('offer Go to App only to a user who may open My Schedule (an office user without web.timecards would reach the missing page)', () => {
    useSession.setState({ claims: { name: 'Olive Office' } as never, permissions: ['jobs.read'] });
    renderPages();
    expect(screen.getByRole('heading', { name: 'Welcome, Olive Office!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to App' })).not.toBeInTheDocument();
  });
});
