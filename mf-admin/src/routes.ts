import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { ComponentType } from 'react';
import { JOB_LIST_FIRST, listJobs, readEarly } from '@groundwork/shared/api';
import type { FeatureRoute, Crumb } from '@groundwork/shared/session';
// Registers the app's catalogue as soon as the shell reads this table: titles and screens arrive in the page's language.
import { adminCatalogueReady } from './i18n';
import { en } from './i18n/en';

type RouteId = keyof typeof en & `admin.route.${string}`;
/** A screen once the app's messages are ready: it never shows a message id. */
const ready = (load: () => Promise<{ default: ComponentType }>) => () => Promise.all([load(), adminCatalogueReady]).then(([page]) => page);
/** A breadcrumb by message id (its English label from the catalogue), linking to `to` when given. */
const crumb = (id: RouteId, to?: string): Crumb => ({ label: en[id], labelId: id, ...(to ? { to } : {}) });
/** A route's title by message id. */
const title = (id: RouteId) => ({ title: en[id], titleId: id });

const companiesList = ready(() => import('./features/companies/CompaniesListPage'));
const companyForm = ready(() => import('./features/companies/CompanyFormPage'));
const usersList = ready(() => import('./features/users/UsersListPage'));
const userForm = ready(() => import('./features/users/UserFormPage'));
const rolesList = ready(() => import('./features/roles/RolesListPage'));
const roleForm = ready(() => import('./features/roles/RoleFormPage'));
// The job list's rows are requested as soon as its files arrive, beside the render (prefetchJobList).
const jobList = ready(() =>
  import('./features/jobs/JobListPage').then((page) => {
    page.prefetchJobList();
    return page;
  }),
);
const jobPage = (name: keyof typeof import('./features/jobs/pages')) =>
  ready(() => import('./features/jobs/pages').then((m) => ({ default: m[name] })));
const productionPage = (name: keyof typeof import('./features/productions/pages')) =>
  ready(() => import('./features/productions/pages').then((m) => ({ default: m[name] })));
const timeRecordPage = (name: keyof typeof import('./features/time-records/pages')) =>
  ready(() => import('./features/time-records/pages').then((m) => ({ default: m[name] })));
const equipmentPage = (name: keyof typeof import('./features/equipment/pages')) =>
  ready(() => import('./features/equipment/pages').then((m) => ({ default: m[name] })));
const costCodePage = (name: keyof typeof import('./features/cost-codes/pages')) =>
  ready(() => import('./features/cost-codes/pages').then((m) => ({ default: m[name] })));
const contentPage = (name: keyof typeof import('./features/contents/pages')) =>
  ready(() => import('./features/contents/pages').then((m) => ({ default: m[name] })));

const JOBS = crumb('admin.route.jobs', '/jobs');
const EQUIPMENT = crumb('admin.route.equipment', '/equipment');
const COST_CODES = crumb('admin.route.costCodes', '/cost-codes');
const CONTENTS = crumb('admin.route.contents');
const WORK_TYPES = crumb('admin.route.workTypes', '/contents/work-types');
const CATEGORIES = crumb('admin.route.equipmentCategories', '/contents/equipment-categories');
const OVERTIME_POLICIES = crumb('admin.route.overtimePolicies', '/contents/overtime-policies');

/** mf-admin's screens: companies, users, roles, jobs, time records (web), equipment, cost codes, contents. */
export const routes: readonly FeatureRoute[] = [
  { path: 'companies', ...title('admin.route.companies'), breadcrumbs: [crumb('admin.route.companies')], permissions: [P.COMPANIES_ALL], page: companiesList },
  { path: 'companies/add', ...title('admin.route.addCompany'), breadcrumbs: [crumb('admin.route.companies', '/companies'), crumb('admin.route.addCompany')], permissions: [P.COMPANIES_ALL], page: companyForm },
  { path: 'companies/:id/edit', ...title('admin.route.editCompany'), breadcrumbs: [crumb('admin.route.companies', '/companies'), crumb('admin.route.editCompany')], permissions: [P.COMPANIES_ALL], page: companyForm },

  { path: 'users', ...title('admin.route.users'), breadcrumbs: [crumb('admin.route.users')], permissions: [P.USERS_ALL, P.USERS_READ], page: usersList },
  { path: 'users/add', ...title('admin.route.addUser'), breadcrumbs: [crumb('admin.route.users', '/users'), crumb('admin.route.addUser')], permissions: [P.USERS_CREATE], page: userForm },
  { path: 'users/:id/edit', ...title('admin.route.editUser'), breadcrumbs: [crumb('admin.route.users', '/users'), crumb('admin.route.editUser')], permissions: [P.USERS_ALL, P.USERS_UPDATE], page: userForm },

  { path: 'roles', ...title('admin.route.roles'), breadcrumbs: [crumb('admin.route.roles')], permissions: [P.ROLES_READ], page: rolesList },
  { path: 'roles/add', ...title('admin.route.addRole'), breadcrumbs: [crumb('admin.route.roles', '/roles'), crumb('admin.route.addRole')], permissions: [P.ROLES_ADD], page: roleForm },
  { path: 'roles/:id/edit', ...title('admin.route.editRole'), breadcrumbs: [crumb('admin.route.roles', '/roles'), crumb('admin.route.editRole')], permissions: [P.ROLES_UPDATE], page: roleForm },

  { path: 'jobs', ...title('admin.route.jobs'), breadcrumbs: [crumb('admin.route.jobs')], page: jobList, firstReads: () => readEarly(() => listJobs(JOB_LIST_FIRST)) },
  { path: 'jobs/add', ...title('admin.route.addJob'), breadcrumbs: [JOBS, crumb('admin.route.addJob')], page: jobPage('JobAdd') },
  { path: 'jobs/:id/edit', ...title('admin.route.editJob'), breadcrumbs: [JOBS, crumb('admin.route.editJob')], page: jobPage('JobEdit') },
  { path: 'jobs/:id', ...title('admin.route.jobDetails'), breadcrumbs: [JOBS, crumb('admin.route.jobDetails')], page: jobPage('JobDetail') },
  { path: 'jobs/users/add', ...title('admin.route.addEmployeeToJob'), breadcrumbs: [JOBS, crumb('admin.route.addEmployeeToJob')], page: jobPage('JobAssignEmployee') },
  { path: 'jobs/equipment/add', ...title('admin.route.addEquipmentToJob'), breadcrumbs: [JOBS, crumb('admin.route.addEquipmentToJob')], page: jobPage('JobAddEquipment') },
  { path: 'jobs/productions/add', ...title('admin.route.addProduction'), breadcrumbs: [JOBS, crumb('admin.route.addProduction')], page: productionPage('ProductionAdd') },
  { path: 'jobs/productions/:id', ...title('admin.route.editProduction'), breadcrumbs: [JOBS, crumb('admin.route.editProduction')], page: productionPage('ProductionEdit') },
  { path: 'jobs/time-records/add', ...title('admin.route.addTimeRecord'), breadcrumbs: [JOBS, crumb('admin.route.addTimeRecord')], page: timeRecordPage('TimeRecordAddPage') },
  { path: 'jobs/time-records/:id', ...title('admin.route.editTimeRecord'), breadcrumbs: [JOBS, crumb('admin.route.editTimeRecord')], page: timeRecordPage('TimeRecordEditPage') },

  { path: 'time-records/add', ...title('admin.route.addTimeRecord'), breadcrumbs: [JOBS, crumb('admin.route.addTimeRecord')], permissions: [P.PRODUCTIONS_CREATE], page: timeRecordPage('TimeRecordAddPage') },
  { path: 'time-records/:id/edit', ...title('admin.route.editTimeRecord'), breadcrumbs: [JOBS, crumb('admin.route.editTimeRecord')], permissions: [P.PRODUCTIONS_CREATE], page: timeRecordPage('TimeRecordEditPage') },

  { path: 'equipment', ...title('admin.route.equipment'), breadcrumbs: [crumb('admin.route.equipment')], page: equipmentPage('EquipmentList') },
  { path: 'equipment/add', ...title('admin.route.addEquipment'), breadcrumbs: [EQUIPMENT, crumb('admin.route.addEquipment')], page: equipmentPage('EquipmentAdd') },
  { path: 'equipment/:id', ...title('admin.route.equipmentDetails'), breadcrumbs: [EQUIPMENT, crumb('admin.route.equipmentDetails')], page: equipmentPage('EquipmentDetail') },
  { path: 'equipment/:id/edit', ...title('admin.route.editEquipment'), breadcrumbs: [EQUIPMENT, crumb('admin.route.editEquipment')], page: equipmentPage('EquipmentEdit') },

  { path: 'cost-codes', ...title('admin.route.costCodes'), breadcrumbs: [crumb('admin.route.costCodes')], page: costCodePage('CostCodeList') },
  { path: 'cost-codes/add', ...title('admin.route.addCostCode'), breadcrumbs: [COST_CODES, crumb('admin.route.addCostCode')], page: costCodePage('CostCodeAdd') },
  { path: 'cost-codes/:id/edit', ...title('admin.route.editCostCode'), breadcrumbs: [COST_CODES, crumb('admin.route.editCostCode')], page: costCodePage('CostCodeEdit') },

  { path: 'contents/work-types', ...title('admin.route.workTypes'), breadcrumbs: [CONTENTS, crumb('admin.route.workTypes')], page: contentPage('WorkTypesList') },
  { path: 'contents/work-types/add', ...title('admin.route.addWorkType'), breadcrumbs: [CONTENTS, WORK_TYPES, crumb('admin.route.addWorkType')], page: contentPage('WorkTypeForm') },
  { path: 'contents/work-types/:id/edit', ...title('admin.route.editWorkType'), breadcrumbs: [CONTENTS, WORK_TYPES, crumb('admin.route.editWorkType')], page: contentPage('WorkTypeForm') },
  { path: 'contents/equipment-categories', ...title('admin.route.equipmentCategories'), breadcrumbs: [CONTENTS, crumb('admin.route.equipmentCategories')], page: contentPage('EquipmentCategoriesList') },
  { path: 'contents/equipment-categories/add', ...title('admin.route.addEquipmentCategory'), breadcrumbs: [CONTENTS, CATEGORIES, crumb('admin.route.addEquipmentCategory')], page: contentPage('EquipmentCategoryForm') },
  { path: 'contents/equipment-categories/:id/edit', ...title('admin.route.editEquipmentCategory'), breadcrumbs: [CONTENTS, CATEGORIES, crumb('admin.route.editEquipmentCategory')], page: contentPage('EquipmentCategoryForm') },
  { path: 'contents/overtime-policies', ...title('admin.route.overtimePolicies'), breadcrumbs: [CONTENTS, crumb('admin.route.overtimePolicies')], page: contentPage('OvertimePoliciesList') },
  { path: 'contents/overtime-policies/add', ...title('admin.route.addOvertimePolicy'), breadcrumbs: [CONTENTS, OVERTIME_POLICIES, crumb('admin.route.addOvertimePolicy')], page: contentPage('OvertimePolicyForm') },
  { path: 'contents/overtime-policies/:id/edit', ...title('admin.route.editOvertimePolicy'), breadcrumbs: [CONTENTS, OVERTIME_POLICIES, crumb('admin.route.editOvertimePolicy')], page: contentPage('OvertimePolicyForm') },
];
