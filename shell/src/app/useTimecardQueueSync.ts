import { useEffect } from 'react';
import { hasAnyPermission } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { afterFirstLoad } from './after-first-load';
import { FILES_TIMECARDS, startFieldApp } from './field-app';

/**
 * The offline timecard queue is sent by the field app (mf-app starts sending when its route table loads). For users
 * who file timecards the shell loads that route table right after sign-in or start-up, whatever page is open, so a
 * worker who reopens the browser on the home page still sends what waited on the phone, and reads the time record
 * form's lists into the field app's cache kept on the phone (startFieldApp), so the form opened offline later can be
 * filled. The login page stays as it is: this runs in the signed-in part only. It waits for the first screen to
 * load: the field app is not what that screen shows, and on a phone its files, start-up and reads would delay it.
 */
export function useTimecardQueueSync(): void {
  const filesTimecards = useSession((s) => hasAnyPermission({ scopes: s.permissions }, FILES_TIMECARDS));
  useEffect(() => {
    if (!filesTimecards) return;
    // Unreachable field app: its /app pages show the error panel with Retry; the queue waits for the next load.
    return afterFirstLoad(() => {
      startFieldApp().catch((error: unknown) => console.error('The field app could not be loaded to send waiting timecards or keep its lists', error));
    });
  }, [filesTimecards]);
}
