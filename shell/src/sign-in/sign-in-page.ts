import { CONSTANTS, LANGUAGES, WEB_CLIENT_KEY, type Language } from '@groundwork/shared/domain';
import { LOCALES, preferredLanguage } from '@groundwork/shared/i18n';
import { STORAGE_KEYS, takeSessionEnded, writeSignIn, type KeyValueStorage } from '@groundwork/shared/session';
import { toneIcon } from '@groundwork/shared/ui';
import { SHELL_VERSION } from '../app/version';
import { signInText, type SignInMessageId } from './messages';
import { SIGN_IN_PAGE_IDS } from './page-ids';
import { SIGN_IN_CSS } from './styles';

/** The product's name, a proper name in every language. */
const PRODUCT = 'Groundwork';

/** Why the last sign-in failed: a message of the page's language, or the server's own text (already in it). */
type Failure = { id: SignInMessageId } | { text: string };

export interface SignInPageOptions {
  /** Called once the session is stored: starts the signed-in app. */
  onSignedIn: () => void;
  /** The browser's languages (the page's language before sign-in is the first one offered, else English). */
  languages?: readonly string[];
  storage?: KeyValueStorage;
}

/**
 * What the sign-in's answer says went wrong: wrong credentials (401) get the spec's message; any other answer with a
 * message of the server says what happened in its words (429: wait N seconds; 503: the database is down); none, the
 * generic one. The server answers in the language the request asked for.
 */
export function signInFailure(status: number, body: unknown): Failure {
  if (status === 401) return { id: 'messages.incorrectCredentials' };
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? { text: message } : { id: 'messages.somethingWentWrong' };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Sets or removes an attribute. */
function toggleAttribute(node: Element, name: string, value: string | null): void {
  if (value === null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}

/**
 * The sign-in screen (spec 01 §3), the only screen while no token is stored, drawn into `host` by the page's first
 * script without React, styled-components or the federation runtime (issue 21: the phone shows and runs the form
 * before the app's scripts are even evaluated). It looks and behaves as the shared ui's components would: labelled
 * required fields, "This field is required." under an empty one, a Show/Hide password, a busy Log In button, the
 * Login Failed banner, English / Français. Signed in, it stores the session and calls `onSignedIn`.
 */
export function showSignInPage(
  host: HTMLElement,
  { onSignedIn, languages = navigator.languages, storage = window.localStorage }: SignInPageOptions,
): void {
  let language: Language = preferredLanguage(languages);
  let errors = { username: false, password: false };
  let failure: Failure | null = null;
  let busy = false;
  let revealed = false;
  // A session that ended without a sign-out (expired, refused by the server) is said once, until a sign-in is tried.
  let sessionEnded = takeSessionEnded(storage);
  const t = (id: SignInMessageId) => signInText(language, id);

  const style = element('style', { id: SIGN_IN_PAGE_IDS.style }, SIGN_IN_CSS);
  document.head.append(style);

  const field = (name: 'username' | 'password', control: HTMLElement) => {
    const id = `sign-in-${name}`;
    const text = document.createTextNode('');
    const error = element('div', { id: `${id}-error`, class: 'gw-error', 'aria-live': 'polite' });
    const box = element('div', { class: 'gw-field' }, element('label', { for: id }, element('span', { class: 'gw-required', 'aria-hidden': 'true' }, '*'), text), control);
    return { box, label: text, error };
  };
  const username = element('input', { id: 'sign-in-username', name: 'username', autocomplete: 'username', class: 'gw-input', 'aria-required': 'true' });
  const password = element('input', { id: 'sign-in-password', name: 'password', type: 'password', autocomplete: 'current-password', class: 'gw-input', 'aria-required': 'true' });
  const revealText = document.createTextNode('');
  const revealWord = element('span', { class: 'sr-only' });
  const reveal = element('button', { type: 'button', class: 'gw-reveal', 'aria-pressed': 'false' }, revealText, revealWord);
  const usernameField = field('username', username);
  const passwordField = field('password', element('div', { class: 'gw-password' }, password, reveal));
  const submitText = document.createTextNode('');
  const spinner = element('span', { class: 'gw-spinner', 'aria-hidden': 'true' });
  const submit = element('button', { type: 'submit', class: 'gw-button gw-primary' }, submitText);
  const form = element('form', { novalidate: '' }, usernameField.box, passwordField.box, submit);
  const bannerText = element('div');
  const bannerTitle = element('div', { class: 'gw-banner-title' });
  const banner = element(
    'div',
    { role: 'alert', class: 'gw-banner' },
    element('span', { class: 'gw-banner-icon', 'aria-hidden': 'true' }, toneIcon.error),
    element('div', { class: 'gw-banner-body' }, bannerTitle, bannerText),
  );
  const endedText = element('div');
  const ended = element(
    'div',
    { role: 'status', class: 'gw-banner gw-info' },
    element('span', { class: 'gw-banner-icon', 'aria-hidden': 'true' }, toneIcon.info),
    element('div', { class: 'gw-banner-body' }, endedText),
  );
  const heading = element('h1', {}, PRODUCT);
  const languageButtons = LANGUAGES.map((each) =>
    element('button', { type: 'button', class: 'gw-button gw-link', lang: LOCALES[each] }),
  );
  const languageGroup = element(
    'div',
    { role: 'group', class: 'gw-languages' },
    ...languageButtons.map((button, index) => element('span', {}, ...(index > 0 ? [element('span', { 'aria-hidden': 'true' }, '/ ')] : []), button)),
  );
  const panel = element('div', { class: 'gw-panel' }, heading, form, languageGroup);
  const footer = element(
    'footer',
    { class: 'gw-footer', 'data-testid': 'footer', title: `${PRODUCT} ${SHELL_VERSION}` },
    `${storage.getItem(STORAGE_KEYS.company) || PRODUCT} ©${CONSTANTS.loginFooterYear}`,
  );
  host.replaceChildren(element('div', { class: 'gw-page' }, element('main', { class: 'gw-main' }, panel), footer));

  /** Shows the current state in the current language. */
  function render(): void {
    document.documentElement.lang = LOCALES[language];
    form.setAttribute('aria-label', t('login.form'));
    usernameField.label.data = t('login.username');
    passwordField.label.data = t('login.password');
    for (const [name, input, { box, error }] of [
      ['username', username, usernameField],
      ['password', password, passwordField],
    ] as const) {
      const invalid = errors[name];
      toggleAttribute(input, 'aria-invalid', invalid ? 'true' : null);
      toggleAttribute(input, 'aria-describedby', invalid ? error.id : null);
      error.textContent = t('messages.required');
      if (invalid) box.append(error);
      else error.remove();
    }
    password.type = revealed ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(revealed));
    revealText.data = t(revealed ? 'ui.hide' : 'ui.show');
    revealWord.textContent = ` ${t('ui.password')}`;
    submitText.data = t('login.submit');
    toggleAttribute(submit, 'aria-busy', busy ? 'true' : null);
    if (busy) submit.prepend(spinner);
    else spinner.remove();
    endedText.textContent = t('login.sessionEnded');
    if (sessionEnded) heading.after(ended);
    else ended.remove();
    if (failure) {
      bannerTitle.textContent = t('messages.loginFailedTitle');
      bannerText.textContent = 'id' in failure ? t(failure.id) : failure.text;
      heading.after(banner);
    } else banner.remove();
    languageGroup.setAttribute('aria-label', t('language.label'));
    languageButtons.forEach((button, index) => {
      const each = LANGUAGES[index] as Language;
      button.textContent = t(`language.name.${each}`);
      button.setAttribute('aria-pressed', String(each === language));
    });
  }

  async function signIn(): Promise<void> {
    const name = username.value.trim();
    errors = { username: !name, password: !password.value };
    sessionEnded = false;
    if (errors.username || errors.password) {
      // No sign-in is tried: the last one's failure is not what the page says now.
      failure = null;
      return render();
    }
    busy = true;
    failure = null;
    render();
    try {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': LOCALES[language] },
        body: JSON.stringify({ username: name, password: password.value, clientKey: WEB_CLIENT_KEY }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        writeSignIn(storage, (body as { token?: string } | null)?.token ?? '');
        // The app's router starts from the current hash: Home first.
        window.location.hash = '#/home';
        // The button stays busy until the app replaces the page.
        return onSignedIn();
      }
      failure = signInFailure(response.status, body);
    } catch {
      // No answer, or a token the page cannot use.
      failure = { id: 'messages.somethingWentWrong' };
    }
    busy = false;
    render();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void signIn();
  });
  reveal.addEventListener('click', () => {
    revealed = !revealed;
    render();
  });
  languageButtons.forEach((button, index) =>
    button.addEventListener('click', () => {
      language = LANGUAGES[index] as Language;
      render();
    }),
  );
  render();
}
