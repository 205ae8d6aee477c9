import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { ComponentType } from 'react';
import type { FeatureRoute } from '@groundwork/shared/session';

/** A screen loaded when opened, inside the app's query cache (loaded with it, so this table stays light). */
const inCache = (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), import('./lib/query')]).then(([page, query]) => ({ default: query.cached(page.default) }));

const crewBuilder = inCache(() => import('./features/crew-builder/CrewBuilderPage'));
const mySchedule = inCache(() => import('./features/my-schedule/MySchedulePage'));
const myRecords = inCache(() => import('./features/my-records/MyRecordsPage'));
const timeRecordForm = inCache(() => import('./features/time-record-form/TimeRecordFormPage'));

// The offline queue is sent as soon as the field app loads (also after the browser was reopened) and on `online`.
void import('./features/offline-queue/sync').then((m) => m.startQueueSync());

const APP = { label: 'App' };

/** mf-app's screens: the field app (crew builder, my schedule, my records, the time record form). */
export const routes: readonly FeatureRoute[] = [
  { path: 'app/crew-builder', title: 'Crew Builder', breadcrumbs: [APP, { label: 'Crew Builder' }], permissions: [P.WEB_CREW_BUILDER], page: crewBuilder },
  { path: 'app/my-schedule', title: 'My Schedule', breadcrumbs: [APP, { label: 'My Schedule' }], permissions: [P.WEB_TIMECARDS], page: mySchedule },
  { path: 'app/my-records', title: 'My Records', breadcrumbs: [APP, { label: 'My Records' }], permissions: [P.WEB_TIMECARDS], page: myRecords },
  { path: 'app/time-record-form', title: 'Time Record', breadcrumbs: [APP, { label: 'My Schedule', to: '/app/my-schedule' }, { label: 'Time Record' }], permissions: [P.WEB_TIMECARDS], page: timeRecordForm },
  { path: 'app/time-record-form/:id/edit', title: 'Edit Time Record', breadcrumbs: [APP, { label: 'My Records', to: '/app/my-records' }, { label: 'Edit Time Record' }], permissions: [P.WEB_TIMECARDS], page: timeRecordForm },
];
