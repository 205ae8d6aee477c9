import { PERMISSIONS as P } from '@groundwork/shared/domain';
import type { FeatureRoute } from '@groundwork/shared/session';

const companiesList = () => import('./features/companies/CompaniesListPage');
const companyForm = () => import('./features/companies/CompanyFormPage');
const usersList = () => import('./features/users/UsersListPage');
const userForm = () => import('./features/users/UserFormPage');
const rolesList = () => import('./features/roles/RolesListPage');
const roleForm = () => import('./features/roles/RoleFormPage');
// The job list's rows are requested as soon as its files arrive, beside the render (prefetchJobList).
const jobList = () =>
  import('./features/jobs/JobListPage').then((page) => {
    page.prefetchJobList();
    return page;
  });
const jobPage = (name: keyof typeof import('./features/jobs/pages')) => () =>
  import('./features/jobs/pages').then((m) => ({ default: m[name] }));
const productionPage = (name: keyof typeof import('./features/productions/pages')) => () =>
  import('./features/productions/pages').then((m) => ({ default: m[name] }));
const timeRecordPage = (name: keyof typeof import('./features/time-records/pages')) => () =>
  import('./features/time-records/pages').then((m) => ({ default: m[name] }));
const equipmentPage = (name: keyof typeof import('./features/equipment/pages')) => () =>
  import('./features/equipment/pages').then((m) => ({ default: m[name] }));
const costCodePage = (name: keyof typeof import('./features/cost-codes/pages')) => () =>
  import('./features/cost-codes/pages').then((m) => ({ default: m[name] }));
const contentPage = (name: keyof typeof import('./features/contents/pages')) => () =>
  import('./features/contents/pages').then((m) => ({ default: m[name] }));

const JOBS = { label: 'Jobs', to: '/jobs' };
const EQUIPMENT = { label: 'Equipment', to: '/equipment' };
const COST_CODES = { label: 'Cost Codes', to: '/cost-codes' };
const OVERTIME_POLICIES = { label: 'Overtime Policies', to: '/contents/overtime-policies' };

/** mf-admin's screens: companies, users, roles, jobs, time records (web), equipment, cost codes, contents. */
export const routes: readonly FeatureRoute[] = [
  { path: 'companies', title: 'Companies', breadcrumbs: [{ label: 'Companies' }], permissions: [P.COMPANIES_ALL], page: companiesList },
  { path: 'companies/add', title: 'Add Company', breadcrumbs: [{ label: 'Companies', to: '/companies' }, { label: 'Add Company' }], permissions: [P.COMPANIES_ALL], page: companyForm },
  { path: 'companies/:id/edit', title: 'Edit Company', breadcrumbs: [{ label: 'Companies', to: '/companies' }, { label: 'Edit Company' }], permissions: [P.COMPANIES_ALL], page: companyForm },

  { path: 'users', title: 'Users', breadcrumbs: [{ label: 'Users' }], permissions: [P.USERS_ALL, P.USERS_READ], page: usersList },
  { path: 'users/add', title: 'Add User', breadcrumbs: [{ label: 'Users', to: '/users' }, { label: 'Add User' }], permissions: [P.USERS_CREATE], page: userForm },
  { path: 'users/:id/edit', title: 'Edit User', breadcrumbs: [{ label: 'Users', to: '/users' }, { label: 'Edit User' }], permissions: [P.USERS_ALL, P.USERS_UPDATE], page: userForm },

  { path: 'roles', title: 'Roles', breadcrumbs: [{ label: 'Roles' }], permissions: [P.ROLES_READ], page: rolesList },
  { path: 'roles/add', title: 'Add Role', breadcrumbs: [{ label: 'Roles', to: '/roles' }, { label: 'Add Role' }], permissions: [P.ROLES_ADD], page: roleForm },
  { path: 'roles/:id/edit', title: 'Edit Role', breadcrumbs: [{ label: 'Roles', to: '/roles' }, { label: 'Edit Role' }], permissions: [P.ROLES_UPDATE], page: roleForm },

  { path: 'jobs', title: 'Jobs', breadcrumbs: [{ label: 'Jobs' }], page: jobList },
  { path: 'jobs/add', title: 'Add Job', breadcrumbs: [JOBS, { label: 'Add Job' }], page: jobPage('JobAdd') },
  { path: 'jobs/:id/edit', title: 'Edit Job', breadcrumbs: [JOBS, { label: 'Edit Job' }], page: jobPage('JobEdit') },
  { path: 'jobs/:id', title: 'Job Details', breadcrumbs: [JOBS, { label: 'Job Details' }], page: jobPage('JobDetail') },
  { path: 'jobs/users/add', title: 'Add Employee to Job', breadcrumbs: [JOBS, { label: 'Add Employee to Job' }], page: jobPage('JobAssignEmployee') },
  { path: 'jobs/equipment/add', title: 'Add Equipment to Job', breadcrumbs: [JOBS, { label: 'Add Equipment to Job' }], page: jobPage('JobAddEquipment') },
  { path: 'jobs/productions/add', title: 'Add Production', breadcrumbs: [JOBS, { label: 'Add Production' }], page: productionPage('ProductionAdd') },
  { path: 'jobs/productions/:id', title: 'Edit Production', breadcrumbs: [JOBS, { label: 'Edit Production' }], page: productionPage('ProductionEdit') },
  { path: 'jobs/time-records/add', title: 'Add Time Record', breadcrumbs: [JOBS, { label: 'Add Time Record' }], page: timeRecordPage('TimeRecordAddPage') },
  { path: 'jobs/time-records/:id', title: 'Edit Time Record', breadcrumbs: [JOBS, { label: 'Edit Time Record' }], page: timeRecordPage('TimeRecordEditPage') },

  { path: 'time-records/add', title: 'Add Time Record', breadcrumbs: [JOBS, { label: 'Add Time Record' }], permissions: [P.PRODUCTIONS_CREATE], page: timeRecordPage('TimeRecordAddPage') },
  { path: 'time-records/:id/edit', title: 'Edit Time Record', breadcrumbs: [JOBS, { label: 'Edit Time Record' }], permissions: [P.PRODUCTIONS_CREATE], page: timeRecordPage('TimeRecordEditPage') },

  { path: 'equipment', title: 'Equipment', breadcrumbs: [{ label: 'Equipment' }], page: equipmentPage('EquipmentList') },
  { path: 'equipment/add', title: 'Add Equipment', breadcrumbs: [EQUIPMENT, { label: 'Add Equipment' }], page: equipmentPage('EquipmentAdd') },
  { path: 'equipment/:id', title: 'Equipment Details', breadcrumbs: [EQUIPMENT, { label: 'Equipment Details' }], page: equipmentPage('EquipmentDetail') },
  { path: 'equipment/:id/edit', title: 'Edit Equipment', breadcrumbs: [EQUIPMENT, { label: 'Edit Equipment' }], page: equipmentPage('EquipmentEdit') },

  { path: 'cost-codes', title: 'Cost Codes', breadcrumbs: [{ label: 'Cost Codes' }], page: costCodePage('CostCodeList') },
  { path: 'cost-codes/add', title: 'Add Cost Code', breadcrumbs: [COST_CODES, { label: 'Add Cost Code' }], page: costCodePage('CostCodeAdd') },
  { path: 'cost-codes/:id/edit', title: 'Edit Cost Code', breadcrumbs: [COST_CODES, { label: 'Edit Cost Code' }], page: costCodePage('CostCodeEdit') },

  { path: 'contents/work-types', title: 'Work Types', breadcrumbs: [{ label: 'Contents' }, { label: 'Work Types' }], page: contentPage('WorkTypesList') },
  { path: 'contents/work-types/add', title: 'Add Work Type', breadcrumbs: [{ label: 'Contents' }, { label: 'Work Types', to: '/contents/work-types' }, { label: 'Add Work Type' }], page: contentPage('WorkTypeForm') },
  { path: 'contents/work-types/:id/edit', title: 'Edit Work Type', breadcrumbs: [{ label: 'Contents' }, { label: 'Work Types', to: '/contents/work-types' }, { label: 'Edit Work Type' }], page: contentPage('WorkTypeForm') },
  { path: 'contents/equipment-categories', title: 'Equipment Categories', breadcrumbs: [{ label: 'Contents' }, { label: 'Equipment Categories' }], page: contentPage('EquipmentCategoriesList') },
  { path: 'contents/equipment-categories/add', title: 'Add Equipment Category', breadcrumbs: [{ label: 'Contents' }, { label: 'Equipment Categories', to: '/contents/equipment-categories' }, { label: 'Add Equipment Category' }], page: contentPage('EquipmentCategoryForm') },
  { path: 'contents/equipment-categories/:id/edit', title: 'Edit Equipment Category', breadcrumbs: [{ label: 'Contents' }, { label: 'Equipment Categories', to: '/contents/equipment-categories' }, { label: 'Edit Equipment Category' }], page: contentPage('EquipmentCategoryForm') },
  { path: 'contents/overtime-policies', title: 'Overtime Policies', breadcrumbs: [{ label: 'Contents' }, { label: 'Overtime Policies' }], page: contentPage('OvertimePoliciesList') },
  { path: 'contents/overtime-policies/add', title: 'Add Overtime Policy', breadcrumbs: [{ label: 'Contents' }, OVERTIME_POLICIES, { label: 'Add Overtime Policy' }], page: contentPage('OvertimePolicyForm') },
  { path: 'contents/overtime-policies/:id/edit', title: 'Edit Overtime Policy', breadcrumbs: [{ label: 'Contents' }, OVERTIME_POLICIES, { label: 'Edit Overtime Policy' }], page: contentPage('OvertimePolicyForm') },
];
