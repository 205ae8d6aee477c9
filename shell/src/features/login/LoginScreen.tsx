import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONSTANTS } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import { STORAGE_KEYS, useSession } from '@groundwork/shared/session';
import { Banner, Button, Field, Input, PasswordInput, space } from '@groundwork/shared/ui';
import { useShellT } from '../../i18n';
import { Footer } from '../../layout/Footer';
import { LanguageSwitch } from '../language/LanguageSwitch';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
`;
const Panel = styled.div`
  width: min(400px, 100%);
  padding: ${space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; text-align: center; }
`;

/** The fields left empty (their message is shown in the page's language). */
interface Errors {
  username?: boolean;
  password?: boolean;
}

/** The product's name, a proper name in every language. */
const PRODUCT = 'Groundwork';

/** The sign-in screen: the only screen while no token is stored. */
export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The failure's text, computed at each render so that it follows a change of language.
  const [failure, setFailure] = useState<{ text: () => string } | null>(null);
  const t = useShellT();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = true;
    if (!password) next.password = true;
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    setFailure(null);
    try {
      // The API client (shared/api) loads when the form is sent, not with the login page (issue 21).
      const { login } = await import('@groundwork/shared/api');
      const { token } = await login(username.trim(), password);
      // The router is created after sign-in and starts from the current hash: go home first.
      window.location.hash = '#/home';
      useSession.getState().signIn(token);
    } catch (error) {
      const described = await import('./login-failure').then(
        ({ loginFailureText }) => () => loginFailureText(error),
        () => () => i18n._('messages.somethingWentWrong'),
      );
      setFailure({ text: described });
      setBusy(false);
    }
  }

  return (
    <Page>
      <Main>
        <Panel>
          <h1>{PRODUCT}</h1>
          {failure ? (
            <Banner tone="error" title={t('messages.loginFailedTitle')} text={failure.text()} />
          ) : null}
          <form onSubmit={submit} noValidate aria-label={t('login.form')}>
            <Field label={t('login.username')} required error={errors.username ? t('messages.required') : undefined}>
              <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            </Field>
            <Field label={t('login.password')} required error={errors.password ? t('messages.required') : undefined}>
              <PasswordInput name="password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Button type="submit" variant="primary" block loading={busy}>
              {t('login.submit')}
            </Button>
          </form>
          <LanguageSwitch />
        </Panel>
      </Main>
      <Footer company={window.localStorage.getItem(STORAGE_KEYS.company) || PRODUCT} year={CONSTANTS.loginFooterYear} />
    </Page>
  );
}
