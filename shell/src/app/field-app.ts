import { PERMISSIONS as P } from '@groundwork/shared/domain';
import { canNow } from '@groundwork/shared/session';
import { loadRemoteRoutes } from '../remotes/remote-routes';

/** Who files timecards in the field app (mf-app's timecard screens ask it): the shell starts that app for them. */
export const FILES_TIMECARDS = P.WEB_TIMECARDS;

let started: Promise<void> | null = null;

/**
 * For a user who files timecards, once the first screen has settled: loads the field app (its route table starts
 * sending the timecards waiting on the phone) and runs the `offlineReads` of its screens the user may open (the time
 * record form's lists, kept on the phone). Once per page, shared by its callers; again after a failure. Resolves once
 * those lists are kept; rejects when the app or a list could not be loaded.
 */
export function startFieldApp(): Promise<void> {
  if (!started) {
    const starting = loadRemoteRoutes('mf_app').then(async (routes) => {
      await Promise.all(routes.filter((r) => r.offlineReads && canNow(...(r.permissions ?? []))).map((r) => r.offlineReads!()));
    });
    starting.catch(() => {
      if (started === starting) started = null;
    });
    started = starting;
  }
  return started;
}

/**
 * What 'Ready to work offline' waits for besides the files: for a user who files timecards, the field app's lists
 * kept on the phone (startFieldApp); nothing for anyone else.
 */
export function offlineListsKept(): Promise<void> {
  return canNow(FILES_TIMECARDS) ? startFieldApp() : Promise.resolve();
}
