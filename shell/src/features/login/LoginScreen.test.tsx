import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@groundwork/shared/api';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { ThemeProvider } from '@groundwork/shared/ui';
import { LoginScreen } from './LoginScreen';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), login: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

function renderScreen() {
  render(
    <I18nProvider>
      <ThemeProvider>
        <LoginScreen />
      </ThemeProvider>
    </I18nProvider>,
  );
}

const wrongCredentials = () => new api.ApiError(401, {}, '/auth/login');

afterEach(() => act(() => activateLanguage('en')));

describe('the sign-in screen in English and French', () => {
  it('switches to French with "Français": labels, the button, the empty-field message, <html lang="fr-CA">; English comes back', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(languages).getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');

    await user.click(within(languages).getByRole('button', { name: 'Français' }));
    const form = await screen.findByRole('form', { name: 'Connexion' });
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(within(form).getByLabelText(/Nom d'utilisateur/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Mot de passe/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(within(form).getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.queryByText(/Se connecter|Mot de passe|obligatoire/)).not.toBeInTheDocument();
  });

  it('says the sign-in failed in the language shown, and follows a switch made after the failure', async () => {
    const user = userEvent.setup();
    mocked.login.mockRejectedValue(wrongCredentials());
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await user.type(await screen.findByLabelText(/Nom d'utilisateur/), 'pat');
    await user.type(screen.getByLabelText(/Mot de passe/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Échec de la connexion')).toBeInTheDocument();
    expect(screen.getByText("Nom d'utilisateur ou mot de passe incorrect")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect username and/or password')).toBeInTheDocument();
  });
});
