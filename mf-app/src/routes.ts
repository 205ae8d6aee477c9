import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { FeatureRoute } from '@groundwork/shared/session';

const appSection = () => import('./features/app-section/AppSectionPage');
const myRecords = () => import('./features/my-records/pages');
const timeRecordPage = (name: keyof typeof import('./features/time-record-form/pages')) => () =>
  import('./features/time-record-form/pages').then((m) => ({ default: m[name] }));

// The offline queue is sent as soon as the field app loads (also after the browser was reopened) and on `online`.
void import('./features/offline-queue/sync').then((m) => m.startQueueSync());

const APP = { label: 'App' };

/** mf-app's screens: the field app (crew builder, my schedule, my records, the time record form). */
export const routes: readonly FeatureRoute[] = [
  { path: 'app/crew-builder', title: 'Crew Builder', breadcrumbs: [APP, { label: 'Crew Builder' }], permissions: [P.WEB_CREW_BUILDER], page: appSection },
  { path: 'app/my-schedule', title: 'My Schedule', breadcrumbs: [APP, { label: 'My Schedule' }], permissions: [P.WEB_TIMECARDS], page: appSection },
  { path: 'app/my-records', title: 'My Records', breadcrumbs: [APP, { label: 'My Records' }], permissions: [P.WEB_TIMECARDS], page: myRecords },
  { path: 'app/time-record-form', title: 'Time Record', breadcrumbs: [APP, { label: 'My Schedule', to: '/app/my-schedule' }, { label: 'Time Record' }], permissions: [P.WEB_TIMECARDS], page: timeRecordPage('TimeRecordAddPage') },
  { path: 'app/time-record-form/:id/edit', title: 'Edit Time Record', breadcrumbs: [APP, { label: 'My Records', to: '/app/my-records' }, { label: 'Edit Time Record' }], permissions: [P.WEB_TIMECARDS], page: timeRecordPage('TimeRecordEditPage') },
];
