import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONSTANTS, MESSAGES } from '@groundwork/shared/domain';
import { login } from '@groundwork/shared/api';
import { STORAGE_KEYS, useSession } from '@groundwork/shared/session';
import { Banner, Button, Field, Input, PasswordInput, space } from '@groundwork/shared/ui';
import { Footer } from '../../layout/Footer';
import { loginFailureText } from './login-failure';

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

interface Errors {
  username?: string;
  password?: string;
}

/** The sign-in screen: the only screen while no token is stored. */
export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = MESSAGES.required;
    if (!password) next.password = MESSAGES.required;
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const { token } = await login(username.trim(), password);
      // The router is created after sign-in and starts from the current hash: go home first.
      window.location.hash = '#/home';
      useSession.getState().signIn(token);
    } catch (error) {
      setFailure(loginFailureText(error));
      setBusy(false);
    }
  }

  return (
    <Page>
      <Main>
        <Panel>
          <h1>Groundwork</h1>
          {failure ? (
            <Banner tone="error" title={MESSAGES.loginFailedTitle} text={failure} />
          ) : null}
          <form onSubmit={submit} noValidate aria-label="Sign in">
            <Field label="Username" required error={errors.username}>
              <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
            </Field>
            <Field label="Password" required error={errors.password}>
              <PasswordInput name="password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Button type="submit" variant="primary" block loading={busy}>
              Log In
            </Button>
          </form>
        </Panel>
      </Main>
      <Footer company={window.localStorage.getItem(STORAGE_KEYS.company) || 'Groundwork'} year={CONSTANTS.loginFooterYear} />
    </Page>
  );
}
