import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { ComponentType } from 'react';
import type { FeatureRoute } from '@groundwork/shared/session';
// Registers the app's catalogue as soon as the shell reads this table: titles and screens arrive in the page's language.
import { hrCatalogueReady } from './i18n';

/**
 * A screen loaded when opened, inside the app's query cache (loaded with it, so this table stays light), once the
 * app's messages are ready (a screen never shows a message id).
 */
const inCache = (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), import('./query'), hrCatalogueReady]).then(([page, query]) => ({ default: query.withQueryClient(page.default) }));

const timecards = () => import('./features/timecards/TimecardsReportPage');
const timecardWeeks = () => import('./features/timecards/TimecardsWeeksPage');
const missingTimecards = () => import('./features/employees/MissingTimecardsPage');
const activeEmployees = () => import('./features/employees/ActiveEmployeesPage');
const payrollReport = () => import('./features/payroll/PayrollReportPage');
const payrollQuery = () => import('./features/payroll/PayrollQueryPage');
const timeOffs = inCache(() => import('./features/time-offs/TimeOffsPage'));
const timeOffsReport = inCache(() => import('./features/time-offs/TimeOffsReportPage'));

const HR = { label: 'Human Resources' };

/**
 * mf-hr's screens: payroll check, report and query, timecards reports, missing timecards, active employees,
 * time offs. Report routes have no route guard (spec 02 §6); the time off screens need their read or report right.
 */
export const routes: readonly FeatureRoute[] = [
  { path: 'human-resources/payroll-report', title: 'Payroll Report', breadcrumbs: [HR, { label: 'Payroll Report' }], page: payrollReport },
  { path: 'human-resources/payroll-query', title: 'Payroll Query', breadcrumbs: [HR, { label: 'Payroll Query' }], page: payrollQuery },
  { path: 'human-resources/employee-time-records-report', title: 'Timecards Report', breadcrumbs: [HR, { label: 'Timecards Report' }], page: timecards },
  { path: 'human-resources/v2/employee-time-records-report', title: 'Timecards Report v2', breadcrumbs: [HR, { label: 'Timecards Report v2' }], page: timecardWeeks },
  { path: 'human-resources/missing-time-records-report', title: 'Missing Timecards', breadcrumbs: [HR, { label: 'Missing Timecards' }], page: missingTimecards },
  { path: 'human-resources/active-employees-report', title: 'Active Employees', breadcrumbs: [HR, { label: 'Active Employees' }], page: activeEmployees },

  { path: 'time-offs', title: 'Time Offs', titleId: 'route.timeOffs', breadcrumbs: [{ label: 'Time Offs', labelId: 'route.timeOffs' }], permissions: [P.TIME_OFFS_READ, P.TIME_OFFS_CREATE], page: timeOffs },
  { path: 'time-offs/report', title: 'Time Offs Report', breadcrumbs: [{ label: 'Time Offs', to: '/time-offs' }, { label: 'Time Offs Report' }], permissions: [P.TIME_OFFS_REPORT], page: timeOffsReport },
];
