import { useEffect } from 'react';
import { CONSTANTS } from '@groundwork/shared/domain';
import { browser, checkStoredSession, useSession } from '@groundwork/shared/session';

/**
 * Every 5 s the sign-in state is re-checked (spec 01 §4): an ended or expired session clears storage and reloads;
 * a company other than the displayed one (switched in another tab) reloads.
 */
export function useSessionWatch(): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      const displayed = useSession.getState().company?.id ?? null;
      const result = checkStoredSession(window.localStorage, displayed);
      if (result === 'signed-out' || result === 'expired') {
        window.clearInterval(timer);
        useSession.getState().signOut();
        browser.reloadToSignIn();
      } else if (result === 'company-changed') {
        window.clearInterval(timer);
        browser.reload();
      }
    }, CONSTANTS.sessionRecheckMs);
    return () => window.clearInterval(timer);
  }, []);
}
