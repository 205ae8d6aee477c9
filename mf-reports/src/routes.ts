import type { ComponentType } from 'react';
import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { FeatureRoute } from '@groundwork/shared/session';
// Registers the app's catalogue as soon as the shell reads this table: titles and screens arrive in the page's language.
import { reportsCatalogueReady } from './i18n';

/** A screen loaded once its messages are ready: a screen never shows a message id. */
const ready = (load: () => Promise<{ default: ComponentType }>) => () => Promise.all([load(), reportsCatalogueReady]).then(([page]) => page);
const materialHauling = ready(() => import('./features/material-hauling/MaterialHaulingPage'));
const foremanQuery = ready(() => import('./features/foreman/ForemanQueryPage'));
const foremanReport = ready(() => import('./features/foreman/ForemanReportPage'));
const managerPage = (name: keyof typeof import('./features/manager/pages')) => ready(() =>
  import('./features/manager/pages').then((m) => ({ default: m[name] })));
const subcontractorPage = (name: keyof typeof import('./features/subcontractor/pages')) => ready(() =>
  import('./features/subcontractor/pages').then((m) => ({ default: m[name] })));
const spreadPage = (name: keyof typeof import('./features/spread/pages')) => ready(() =>
  import('./features/spread/pages').then((m) => ({ default: m[name] })));
const equipmentUsage = ready(() => import('./features/equipment-usage/pages').then((m) => ({ default: m.EquipmentUsage })));
const jobCost = ready(() => import('./features/job-cost/pages').then((m) => ({ default: m.JobCost })));

/** Crumbs and titles by the ids of mf-reports' catalogue (the shell shows them in the page's language). */
const REPORTS = { label: 'Reports', labelId: 'route.reports' };
const JOB = { label: 'Job', labelId: 'route.job' };
const REPORT = { label: 'Report', labelId: 'route.report' };
const HAULING = { label: 'Material Hauling', labelId: 'route.materialHauling' };
const crumb = (label: string, labelId: string) => ({ label, labelId });
const FOREMAN = crumb('Foreman Report', 'route.foremanReport');
const SPREAD = crumb('Spread Report', 'route.spreadReport');
const SUBCONTRACTOR = crumb('Subcontractor Report', 'route.subcontractorReport');
const MANAGER = crumb('Manager Report', 'route.managerReport');
const EQUIPMENT_USAGE = crumb('Equipment Usage', 'route.equipmentUsage');
const JOB_COST = crumb('Job Cost', 'route.jobCost');
const STOCKPILE = crumb('Stockpile Report', 'route.stockpileReport');
const ADD_HAULING = crumb('Add Material Hauling', 'route.addMaterialHauling');
const SUBCONTRACTOR_SPREAD = crumb('Subcontractor Spread Report', 'route.subcontractorSpreadReport');
/** A route's title from one of the crumbs. */
const title = (c: { label: string; labelId: string }) => ({ title: c.label, titleId: c.labelId });

/**
 * mf-reports' screens: foreman, spread, subcontractor, manager and equipment usage and job cost reports; material hauling and
 * the stockpile report. Report routes have no route guard, only their menu entries do (spec 02 §6); job cost, beyond the
 * spec, shows money and is guarded by its own permission (issue 20: without it, no screen shows a cost).
 */
export const routes: readonly FeatureRoute[] = [
  { path: 'reports/foreman-report', ...title(FOREMAN), breadcrumbs: [REPORTS, FOREMAN], page: foremanQuery },
  { path: 'reports/foreman-report/:jobId', ...title(FOREMAN), breadcrumbs: [REPORTS, { ...FOREMAN, to: '/reports/foreman-report' }, JOB], page: foremanReport },
  { path: 'reports/spread-report', ...title(SPREAD), breadcrumbs: [REPORTS, SPREAD], page: spreadPage('SpreadQuery') },
  { path: 'reports/spread-report/:jobId', ...title(SPREAD), breadcrumbs: [REPORTS, { ...SPREAD, to: '/reports/spread-report' }, JOB], page: spreadPage('SpreadReport') },
  { path: 'reports/subcontractor-spread-report/:jobId', ...title(SUBCONTRACTOR_SPREAD), breadcrumbs: [REPORTS, { ...SPREAD, to: '/reports/spread-report' }, SUBCONTRACTOR_SPREAD], page: spreadPage('SubcontractorSpreadReport') },
  { path: 'reports/subcontractor-report', ...title(SUBCONTRACTOR), breadcrumbs: [REPORTS, SUBCONTRACTOR], page: subcontractorPage('SubcontractorQuery') },
  { path: 'reports/subcontractor-report/report', ...title(SUBCONTRACTOR), breadcrumbs: [REPORTS, { ...SUBCONTRACTOR, to: '/reports/subcontractor-report' }, REPORT], page: subcontractorPage('SubcontractorReport') },
  { path: 'reports/manager-query', ...title(MANAGER), breadcrumbs: [REPORTS, MANAGER], page: managerPage('ManagerQuery') },
  { path: 'reports/manager-report', ...title(MANAGER), breadcrumbs: [REPORTS, { ...MANAGER, to: '/reports/manager-query' }, REPORT], page: managerPage('ManagerReport') },
  { path: 'reports/equipment-usage', ...title(EQUIPMENT_USAGE), breadcrumbs: [REPORTS, EQUIPMENT_USAGE], page: equipmentUsage },
  { path: 'reports/equipment-usage-report', ...title(EQUIPMENT_USAGE), breadcrumbs: [REPORTS, EQUIPMENT_USAGE], page: equipmentUsage },
  { path: 'reports/job-cost', ...title(JOB_COST), breadcrumbs: [REPORTS, JOB_COST], permissions: [P.REPORTS_JOB_COST], page: jobCost },
  { path: 'reports/job-cost/:jobId', ...title(JOB_COST), breadcrumbs: [REPORTS, { ...JOB_COST, to: '/reports/job-cost' }, JOB], permissions: [P.REPORTS_JOB_COST], page: jobCost },

  { path: 'material-hauling/add', ...title(ADD_HAULING), breadcrumbs: [HAULING, ADD_HAULING], page: materialHauling },
  { path: 'material-hauling/material-production-report', ...title(STOCKPILE), breadcrumbs: [HAULING, STOCKPILE], page: materialHauling },
  { path: 'material-hauling/material-production-report/:jobId', ...title(STOCKPILE), breadcrumbs: [HAULING, { ...STOCKPILE, to: '/material-hauling/material-production-report' }, JOB], page: materialHauling },
];
