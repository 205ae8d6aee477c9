import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_MESSAGE_IDS, signInText } from './messages';
import { showSignInPage, signInFailure } from './sign-in-page';

/** A session token the page can read (the signature is the server's business). */
function token(exp = Math.floor(Date.now() / 1000) + 3600): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ id: 7, username: 'pat', name: 'Pat', scopes: [], role: 'Worker', company: 'Demo Construction', companyId: 1, companyLogo: null, exp })}.sig`;
}

/** An answer of POST /auth/login. */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

let fetchMock: jest.Mock;
let onSignedIn: jest.Mock;

function showPage(languages: readonly string[] = ['en-US']) {
  const host = document.createElement('div');
  document.body.append(host);
  showSignInPage(host, { onSignedIn, languages });
  return userEvent.setup();
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  window.location.hash = '';
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  onSignedIn = jest.fn();
});

describe('the sign-in page in English and French', () => {
  it('starts in the browser\'s language, switches with "Français" (labels, the button, the empty-field message, <html lang>) and back', async () => {
    const user = showPage(['en-US', 'fr-CA']);
    expect(screen.getByRole('heading', { level: 1, name: 'Groundwork' })).toBeInTheDocument();
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(languages).getByRole('button', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA');

    await user.click(within(languages).getByRole('button', { name: 'Français' }));
    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(within(form).getByLabelText(/Nom d'utilisateur/)).toHaveAttribute('aria-required', 'true');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(within(form).getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.queryByText(/Se connecter|Mot de passe|obligatoire/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens in French for a French browser, and a field filled since is no longer marked', async () => {
    const user = showPage(['fr-CA', 'en']);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const name = screen.getByLabelText(/Nom d'utilisateur/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await user.type(name, 'pat');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(1);
  });

  it('says the sign-in failed in the language shown, and follows a switch made after the failure', async () => {
    fetchMock.mockResolvedValue(answer(401, { statusCode: 401, message: 'Incorrect username and/or password' }));
    const user = showPage();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await user.type(screen.getByLabelText(/Nom d'utilisateur/), 'pat');
    await user.type(screen.getByLabelText(/Mot de passe/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Échec de la connexion');
    expect(banner).toHaveTextContent("Nom d'utilisateur ou mot de passe incorrect");
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Accept-Language')).toBe('fr-CA');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(banner).toHaveTextContent('Login Failed');
    expect(banner).toHaveTextContent('Incorrect username and/or password');
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log In' })).not.toHaveAttribute('aria-busy');

    // Submitted with a field emptied since, no sign-in is tried: the field's message, and the old failure gone.
    await user.clear(screen.getByLabelText(/Password/, { selector: 'input' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('signing in', () => {
  it('sends the trimmed username once while busy, stores the session, goes Home and starts the app', async () => {
    let answerNow: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answerNow = resolve)));
    const user = showPage();
    await user.type(screen.getByLabelText(/Username/), '  pat ');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/auth/login', 'POST', { username: 'pat', password: 'demo1234', clientKey: 'groundwork-web' }]);
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true');

    const issued = token();
    answerNow(answer(201, { token: issued }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/home');
    expect([localStorage.getItem('token'), localStorage.getItem('company'), localStorage.getItem('companyId')]).toEqual([issued, 'Demo Construction', '1']);
    // Busy until the app replaces the page.
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-busy', 'true');
  });

  it('an expired or unreadable token from the server stores nothing and says something went wrong', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { token: token(1) })).mockResolvedValueOnce(answer(201, { token: 'not-a-token' }));
    const user = showPage();
    await user.type(screen.getByLabelText(/Username/), 'pat');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'demo1234');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    }
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('no answer at all says something went wrong', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = showPage();
    await user.type(screen.getByLabelText(/Username/), 'pat');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login FailedSomething went wrong.');
  });

  it('Show and Hide the password', async () => {
    const user = showPage();
    const password = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says once that the session ended (expired, refused by the server), in the language shown, until a sign-in is tried', async () => {
    localStorage.setItem('sessionEnded', '1');
    const user = showPage(['fr-CA']);
    expect(screen.getByRole('status')).toHaveTextContent('Votre session a pris fin. Veuillez vous connecter de nouveau.');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(localStorage.getItem('sessionEnded')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.queryByRole('status')).toBeNull();
    document.body.innerHTML = '';
    showPage();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });

  it('the footer names the stored company, else Groundwork, and the year 2024', () => {
    showPage();
    expect(screen.getByTestId('footer')).toHaveTextContent('Groundwork ©2024');
    document.body.innerHTML = '';
    localStorage.setItem('company', 'Demo Construction');
    showPage();
    expect(screen.getByTestId('footer')).toHaveTextContent('Demo Construction ©2024');
  });
});

describe('the Login Failed banner text', () => {
  it.each([
    [401, { statusCode: 401, message: 'Incorrect username and/or password' }, { id: 'messages.incorrectCredentials' }],
    [401, '', { id: 'messages.incorrectCredentials' }],
    [429, { statusCode: 429, message: 'Too many failed sign-in attempts. Please wait 42 seconds and try again.' }, { text: 'Too many failed sign-in attempts. Please wait 42 seconds and try again.' }],
    [400, { statusCode: 400, message: 'Unknown client.' }, { text: 'Unknown client.' }],
    [502, null, { id: 'messages.somethingWentWrong' }],
    [429, { statusCode: 429, message: '  ' }, { id: 'messages.somethingWentWrong' }],
    [500, { message: ['not', 'a', 'text'] }, { id: 'messages.somethingWentWrong' }],
  ])('%i %j: %j', (status, body, failure) => {
    expect(signInFailure(status, body)).toEqual(failure);
  });
});

describe('the sign-in page\'s messages', () => {
  it.each(['en', 'fr'] as const)('are plain texts of the catalogues in %s', (language) => {
    for (const id of SIGN_IN_MESSAGE_IDS) expect(signInText(language, id)).toMatch(/^[^{}]+$/);
  });
});
