import { loadStoredSession, useSession, writeSignIn } from '../src/session';

/**
 * Signs a test in as the product does: the sign-in page stores the token (writeSignIn, shell/src/sign-in), the app
 * reads the stored session at its start.
 */
export function signInForTest(token: string): void {
  writeSignIn(window.localStorage, token);
  useSession.setState(loadStoredSession(window.localStorage));
}
