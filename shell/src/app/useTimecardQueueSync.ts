import { useEffect } from 'react';
import { hasAnyPermission, PERMISSIONS as P } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { loadRemoteRoutes } from '../remotes/remote-routes';
import { afterFirstLoad } from './after-first-load';

/**
 * The offline timecard queue is sent by the field app (mf-app starts sending when its route table loads). For users
 * who file timecards the shell loads that route table right after sign-in or start-up, whatever page is open, so a
 * worker who reopens the browser on the home page still sends what waited on the phone. The login page stays as it
 * is: this runs in the signed-in part only. It waits for the first screen to load: the field app is not what that
 * screen shows, and on a phone its files and start-up would delay it.
 */
export function useTimecardQueueSync(): void {
  const filesTimecards = useSession((s) => hasAnyPermission({ scopes: s.permissions }, P.WEB_TIMECARDS));
  useEffect(() => {
    if (!filesTimecards) return;
    // Unreachable field app: its /app pages show the error panel with Retry; the queue waits for the next load.
    return afterFirstLoad(() => {
      loadRemoteRoutes('mf_app').catch((error: unknown) => console.error('The field app could not be loaded to send waiting timecards', error));
    });
  }, [filesTimecards]);
}
