import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { ComponentType } from 'react';
import { registerSignOutWarning, useSession, type FeatureRoute } from '@groundwork/shared/session';
// Registers the app's catalogue as soon as the shell reads this table: titles and screens arrive in the page's language.
import { appCatalogueReady } from './i18n';
import { myScheduleFirstReads } from './features/my-schedule/first-reads';

/**
 * A screen loaded when opened, inside the app's query cache (loaded with it, so this table stays light), once the
 * app's messages are ready (a screen never shows a message id).
 */
const inCache = (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), import('./lib/query'), appCatalogueReady]).then(([page, query]) => ({ default: query.cached(page.default) }));

const crewBuilder = inCache(() => import('./features/crew-builder/CrewBuilderPage'));
const mySchedule = inCache(() => import('./features/my-schedule/MySchedulePage'));
const myRecords = inCache(() => import('./features/my-records/MyRecordsPage'));
const timeRecordForm = inCache(() => import('./features/time-record-form/TimeRecordFormPage'));
/** The time record form's lists for the signed-in worker, read into the cache and written to the phone (form-lists.ts). */
const timeRecordFormLists = () =>
  Promise.all([import('./features/time-record-form/form-lists'), import('./lib/query')]).then(async ([lists, query]) => {
    await lists.readFormLists(query.queryClient, useSession.getState().claims?.id ?? 0);
    query.keepNow();
  });

// The offline queue is sent as soon as the field app loads (also after the browser was reopened) and on `online`.
void import('./features/offline-queue/sync').then((m) => m.startQueueSync());
// Log Out first says how many of the user's timecards still wait on the phone (they stay queued for that user).
registerSignOutWarning(() => import('./features/offline-queue/sync').then((m) => m.queuedAtSignOut()));

const APP = { label: 'App', labelId: 'route.app' };
const MY_SCHEDULE = { label: 'My Schedule', labelId: 'route.mySchedule' };
const MY_RECORDS = { label: 'My Records', labelId: 'route.myRecords' };

/** mf-app's screens: the field app (crew builder, my schedule, my records, the time record form). */
export const routes: readonly FeatureRoute[] = [
  { path: 'app/crew-builder', title: 'Crew Builder', titleId: 'route.crewBuilder', breadcrumbs: [APP, { label: 'Crew Builder', labelId: 'route.crewBuilder' }], permissions: [P.WEB_CREW_BUILDER], page: crewBuilder },
  { path: 'app/my-schedule', title: 'My Schedule', titleId: 'route.mySchedule', breadcrumbs: [APP, MY_SCHEDULE], permissions: [P.WEB_TIMECARDS], page: mySchedule, firstReads: myScheduleFirstReads },
  { path: 'app/my-records', title: 'My Records', titleId: 'route.myRecords', breadcrumbs: [APP, MY_RECORDS], permissions: [P.WEB_TIMECARDS], page: myRecords },
  { path: 'app/time-record-form', title: 'Time Record', titleId: 'route.timeRecord', breadcrumbs: [APP, { ...MY_SCHEDULE, to: '/app/my-schedule' }, { label: 'Time Record', labelId: 'route.timeRecord' }], permissions: [P.WEB_TIMECARDS], page: timeRecordForm, offlineReads: timeRecordFormLists },
  { path: 'app/time-record-form/:id/edit', title: 'Edit Time Record', titleId: 'route.editTimeRecord', breadcrumbs: [APP, { ...MY_RECORDS, to: '/app/my-records' }, { label: 'Edit Time Record', labelId: 'route.editTimeRecord' }], permissions: [P.WEB_TIMECARDS], page: timeRecordForm },
];
