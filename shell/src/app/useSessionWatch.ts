import { useEffect } from 'react';
import { currentSession } from '@groundwork/shared/api';
import { CONSTANTS } from '@groundwork/shared/domain';
import { browser, checkStoredSession, useSession } from '@groundwork/shared/session';

/**
 * Every 5 s the sign-in state is re-checked (spec 01 §4): an ended or expired session clears storage and reloads;
 * a company other than the displayed one (switched in another tab) reloads. A valid session is also checked with the
 * server (GET /auth/session): a deactivated user's 401 signs out (the API client's 401 handling), and a changed role
 * comes back as a renewed token, so the menu and the screens follow the current permissions.
 */
export function useSessionWatch(): void {
  useEffect(() => {
    let asking = false;
    const askServer = () => {
      if (asking) return;
      asking = true;
      currentSession()
        .then(({ token }) => {
          if (token !== useSession.getState().token) useSession.getState().renew(token);
        })
        // 401 is handled by the API client; the database or the network away: ask again at the next check.
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    };
    const timer = window.setInterval(() => {
      const displayed = useSession.getState().company?.id ?? null;
      const result = checkStoredSession(window.localStorage, displayed);
      if (result === 'signed-out' || result === 'expired') {
        window.clearInterval(timer);
        // Signed out in another tab: nothing to say; expired: the sign-in page says the session ended.
        if (result === 'expired') useSession.getState().endSession();
        else useSession.getState().signOut();
        browser.reloadToSignIn();
      } else if (result === 'company-changed') {
        window.clearInterval(timer);
        browser.reload();
      } else {
        askServer();
      }
    }, CONSTANTS.sessionRecheckMs);
    return () => window.clearInterval(timer);
  }, []);
}
