import type { FeatureRoute } from '@groundwork/shared/session';
// Registers the app's catalogue as soon as the shell reads this table: the job cost titles arrive in the page's language.
import { reportsCatalogueReady } from './i18n';

const materialHauling = () => import('./features/material-hauling/MaterialHaulingPage');
const foremanQuery = () => import('./features/foreman/ForemanQueryPage');
const foremanReport = () => import('./features/foreman/ForemanReportPage');
const managerPage = (name: keyof typeof import('./features/manager/pages')) => () =>
  import('./features/manager/pages').then((m) => ({ default: m[name] }));
const subcontractorPage = (name: keyof typeof import('./features/subcontractor/pages')) => () =>
  import('./features/subcontractor/pages').then((m) => ({ default: m[name] }));
const spreadPage = (name: keyof typeof import('./features/spread/pages')) => () =>
  import('./features/spread/pages').then((m) => ({ default: m[name] }));
const equipmentUsage = () => import('./features/equipment-usage/pages').then((m) => ({ default: m.EquipmentUsage }));
/** Once its messages are ready: a screen never shows a message id. */
const jobCost = () => Promise.all([import('./features/job-cost/pages'), reportsCatalogueReady]).then(([m]) => ({ default: m.JobCost }));

const REPORTS = { label: 'Reports' };
/** The crumbs of the screens written translatable (ids of mf-reports' catalogue). */
const REPORTS_T = { ...REPORTS, labelId: 'route.reports' };
const JOB_COST = { label: 'Job Cost', labelId: 'route.jobCost' };
const HAULING = { label: 'Material Hauling' };

/**
 * mf-reports' screens: foreman, spread, subcontractor, manager and equipment usage and job cost reports; material hauling and
 * the stockpile report. Report routes have no route guard, only their menu entries do (spec 02 §6).
 */
export const routes: readonly FeatureRoute[] = [
  { path: 'reports/foreman-report', title: 'Foreman Report', breadcrumbs: [REPORTS, { label: 'Foreman Report' }], page: foremanQuery },
  { path: 'reports/foreman-report/:jobId', title: 'Foreman Report', breadcrumbs: [REPORTS, { label: 'Foreman Report', to: '/reports/foreman-report' }, { label: 'Job' }], page: foremanReport },
  { path: 'reports/spread-report', title: 'Spread Report', breadcrumbs: [REPORTS, { label: 'Spread Report' }], page: spreadPage('SpreadQuery') },
  { path: 'reports/spread-report/:jobId', title: 'Spread Report', breadcrumbs: [REPORTS, { label: 'Spread Report', to: '/reports/spread-report' }, { label: 'Job' }], page: spreadPage('SpreadReport') },
  { path: 'reports/subcontractor-spread-report/:jobId', title: 'Subcontractor Spread Report', breadcrumbs: [REPORTS, { label: 'Spread Report', to: '/reports/spread-report' }, { label: 'Subcontractor Spread Report' }], page: spreadPage('SubcontractorSpreadReport') },
  { path: 'reports/subcontractor-report', title: 'Subcontractor Report', breadcrumbs: [REPORTS, { label: 'Subcontractor Report' }], page: subcontractorPage('SubcontractorQuery') },
  { path: 'reports/subcontractor-report/report', title: 'Subcontractor Report', breadcrumbs: [REPORTS, { label: 'Subcontractor Report', to: '/reports/subcontractor-report' }, { label: 'Report' }], page: subcontractorPage('SubcontractorReport') },
  { path: 'reports/manager-query', title: 'Manager Report', breadcrumbs: [REPORTS, { label: 'Manager Report' }], page: managerPage('ManagerQuery') },
  { path: 'reports/manager-report', title: 'Manager Report', breadcrumbs: [REPORTS, { label: 'Manager Report', to: '/reports/manager-query' }, { label: 'Report' }], page: managerPage('ManagerReport') },
  { path: 'reports/equipment-usage', title: 'Equipment Usage', breadcrumbs: [REPORTS, { label: 'Equipment Usage' }], page: equipmentUsage },
  { path: 'reports/equipment-usage-report', title: 'Equipment Usage', breadcrumbs: [REPORTS, { label: 'Equipment Usage' }], page: equipmentUsage },
  { path: 'reports/job-cost', title: 'Job Cost', titleId: 'route.jobCost', breadcrumbs: [REPORTS_T, JOB_COST], page: jobCost },
  { path: 'reports/job-cost/:jobId', title: 'Job Cost', titleId: 'route.jobCost', breadcrumbs: [REPORTS_T, { ...JOB_COST, to: '/reports/job-cost' }, { label: 'Job', labelId: 'route.job' }], page: jobCost },

  { path: 'material-hauling/add', title: 'Add Material Hauling', breadcrumbs: [HAULING, { label: 'Add Material Hauling' }], page: materialHauling },
  { path: 'material-hauling/material-production-report', title: 'Stockpile Report', breadcrumbs: [HAULING, { label: 'Stockpile Report' }], page: materialHauling },
  { path: 'material-hauling/material-production-report/:jobId', title: 'Stockpile Report', breadcrumbs: [HAULING, { label: 'Stockpile Report', to: '/material-hauling/material-production-report' }, { label: 'Job' }], page: materialHauling },
];
