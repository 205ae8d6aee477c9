import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { ComponentType } from 'react';
import type { FeatureRoute } from '@groundwork/shared/session';
// Registers the app's catalogue as soon as the shell reads this table: titles and screens arrive in the page's language.
import { hrCatalogueReady } from './i18n';

/** A screen loaded when opened, once the app's messages are ready (a screen never shows a message id). */
const ready = (load: () => Promise<{ default: ComponentType }>) => () => Promise.all([load(), hrCatalogueReady]).then(([page]) => page);
/** A screen loaded inside the app's query cache (loaded with it, so this table stays light), once the messages are ready. */
const inCache = (load: () => Promise<{ default: ComponentType }>) =>
  ready(() => Promise.all([load(), import('./query')]).then(([page, query]) => ({ default: query.withQueryClient(page.default) })));

const timecards = ready(() => import('./features/timecards/TimecardsReportPage'));
const timecardWeeks = ready(() => import('./features/timecards/TimecardsWeeksPage'));
const missingTimecards = ready(() => import('./features/employees/MissingTimecardsPage'));
const activeEmployees = ready(() => import('./features/employees/ActiveEmployeesPage'));
const payrollReport = ready(() => import('./features/payroll/PayrollReportPage'));
const payrollQuery = ready(() => import('./features/payroll/PayrollQueryPage'));
const timeOffs = inCache(() => import('./features/time-offs/TimeOffsPage'));
const timeOffsReport = inCache(() => import('./features/time-offs/TimeOffsReportPage'));

const HR = { label: 'Human Resources', labelId: 'route.humanResources' };
/** A screen's title and its last breadcrumb, by the id of its message. */
const titled = (title: string, titleId: string) => ({ title, titleId, breadcrumbs: [HR, { label: title, labelId: titleId }] });

/**
 * mf-hr's screens: payroll check, report and query, timecards reports, missing timecards, active employees,
 * time offs. Report routes have no route guard (spec 02 §6); the time off screens need their read or report right.
 */
export const routes: readonly FeatureRoute[] = [
  { path: 'human-resources/payroll-report', ...titled('Payroll Report', 'route.payrollReport'), page: payrollReport },
  { path: 'human-resources/payroll-query', ...titled('Payroll Query', 'route.payrollQuery'), page: payrollQuery },
  { path: 'human-resources/employee-time-records-report', ...titled('Timecards Report', 'route.timecardsReport'), page: timecards },
  { path: 'human-resources/v2/employee-time-records-report', ...titled('Timecards Report v2', 'route.timecardsReportV2'), page: timecardWeeks },
  { path: 'human-resources/missing-time-records-report', ...titled('Missing Timecards', 'route.missingTimecards'), page: missingTimecards },
  { path: 'human-resources/active-employees-report', ...titled('Active Employees', 'route.activeEmployees'), page: activeEmployees },

  { path: 'time-offs', title: 'Time Offs', titleId: 'route.timeOffs', breadcrumbs: [{ label: 'Time Offs', labelId: 'route.timeOffs' }], permissions: [P.TIME_OFFS_READ, P.TIME_OFFS_CREATE], page: timeOffs },
  { path: 'time-offs/report', title: 'Time Offs Report', titleId: 'route.timeOffsReport', breadcrumbs: [{ label: 'Time Offs', labelId: 'route.timeOffs', to: '/time-offs' }, { label: 'Time Offs Report', labelId: 'route.timeOffsReport' }], permissions: [P.TIME_OFFS_REPORT], page: timeOffsReport },
];
