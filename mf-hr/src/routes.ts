import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { FeatureRoute } from '@groundwork/shared/session';

const humanResources = () => import('./features/human-resources/HumanResourcesPage');
const timeOffs = () => import('./features/time-offs/TimeOffsPage');

const HR = { label: 'Human Resources' };

/**
 * mf-hr's screens: payroll check, report and query, timecards reports, missing timecards, active employees,
 * time offs. Report routes have no route guard (spec 02 §6); the time off screens need their read or report right.
 */
export const routes: readonly FeatureRoute[] = [
  { path: 'human-resources/payroll-report', title: 'Payroll Report', breadcrumbs: [HR, { label: 'Payroll Report' }], page: humanResources },
  { path: 'human-resources/payroll-query', title: 'Payroll Query', breadcrumbs: [HR, { label: 'Payroll Query' }], page: humanResources },
  { path: 'human-resources/employee-time-records-report', title: 'Timecards Report', breadcrumbs: [HR, { label: 'Timecards Report' }], page: humanResources },
  { path: 'human-resources/v2/employee-time-records-report', title: 'Timecards Report v2', breadcrumbs: [HR, { label: 'Timecards Report v2' }], page: humanResources },
  { path: 'human-resources/missing-time-records-report', title: 'Missing Timecards', breadcrumbs: [HR, { label: 'Missing Timecards' }], page: humanResources },
  { path: 'human-resources/active-employees-report', title: 'Active Employees', breadcrumbs: [HR, { label: 'Active Employees' }], page: humanResources },

  { path: 'time-offs', title: 'Time Offs', breadcrumbs: [{ label: 'Time Offs' }], permissions: [P.TIME_OFFS_READ, P.TIME_OFFS_CREATE], page: timeOffs },
  { path: 'time-offs/report', title: 'Time Offs Report', breadcrumbs: [{ label: 'Time Offs', to: '/time-offs' }, { label: 'Time Offs Report' }], permissions: [P.TIME_OFFS_REPORT], page: timeOffs },
];
