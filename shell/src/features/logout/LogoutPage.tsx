import { useEffect } from 'react';
import { browser, useSession } from '@groundwork/shared/session';

/** /logout: clears all local storage and reloads to the sign-in screen. */
export function LogoutPage() {
  useEffect(() => {
    useSession.getState().signOut();
    browser.reloadToSignIn();
  }, []);
  return null;
}
