import {
  BriefcaseBusiness, Building2, CalendarDays, ChartColumn, FolderOpen, House, IdCard, Mountain, Smartphone, Tags, Truck, Users,
  type LucideIcon,
} from 'lucide-react';
import { hasAnyPermission, mayCall, PERMISSIONS as P, type ApiRoute, type Permission, type PermissionHolder } from '@groundwork/shared/domain';
import type { ShellMessageId } from '../i18n';

export interface MenuEntry {
  /** Its text's message id. */
  label: ShellMessageId;
  to: string;
  /** Shown when the user holds any of these (the spec's menu rule; none: always)... */
  permissions?: readonly Permission[];
  /** ...and may call the API route the screen's action needs (the access table): no entry opens a screen that fails. */
  api?: ApiRoute;
  badge?: 'star';
}

export interface MenuGroup {
  key: string;
  /** Its text's message id. */
  label: ShellMessageId;
  /** The group's icon (lucide-react, imported one by one so only these are bundled), alone when the menu is collapsed. */
  icon: LucideIcon;
  /** The group's own rule (spec: "menu group" permissions); none: shown when any entry is. */
  permissions?: readonly Permission[];
  /** A group that is a single link (Home). */
  to?: string;
  entries: readonly MenuEntry[];
}

/** Every group and entry of both spec documents with its permission rule (spec 01 §2, §6; spec 02 §2, §6). */
export const MENU: readonly MenuGroup[] = [
  { key: 'home', label: 'menu.home', icon: House, to: '/home', entries: [] },
  {
    key: 'companies', label: 'menu.companies', icon: Building2, permissions: [P.COMPANIES_ALL],
    entries: [
      { label: 'menu.viewCompanies', to: '/companies', permissions: [P.COMPANIES_ALL] },
      { label: 'menu.addCompany', to: '/companies/add', permissions: [P.COMPANIES_ALL], api: 'POST /api/companies' },
    ],
  },
  {
    key: 'users', label: 'menu.users', icon: Users, permissions: [P.USERS_ALL],
    entries: [
      { label: 'menu.viewUsers', to: '/users', permissions: [P.USERS_READ], api: 'GET /api/users' },
      { label: 'menu.addUser', to: '/users/add', permissions: [P.USERS_CREATE], api: 'POST /api/users' },
      { label: 'menu.viewRoles', to: '/roles', permissions: [P.ROLES_READ], api: 'GET /api/roles' },
      { label: 'menu.addRole', to: '/roles/add', permissions: [P.ROLES_READ], api: 'POST /api/roles' },
    ],
  },
  {
    key: 'jobs', label: 'menu.jobs', icon: BriefcaseBusiness, permissions: [P.JOBS_ALL],
    entries: [
      { label: 'menu.viewJobs', to: '/jobs', permissions: [P.JOBS_READ] },
      { label: 'menu.addJob', to: '/jobs/add', permissions: [P.JOBS_CREATE], api: 'POST /api/jobs' },
      { label: 'menu.addEmployeeToJob', to: '/jobs/users/add', permissions: [P.JOBS_CREATE], api: 'POST /api/jobs/:id/assignments' },
      { label: 'menu.addProduction', to: '/jobs/productions/add', permissions: [P.PRODUCTIONS_CREATE], api: 'POST /api/jobs/:id/productions' },
      { label: 'menu.addTimeRecords', to: '/time-records/add', permissions: [P.PRODUCTIONS_CREATE], api: 'POST /api/jobs/:id/productions', badge: 'star' },
    ],
  },
  {
    key: 'equipment', label: 'menu.equipment', icon: Truck, permissions: [P.EQUIPMENT_ALL],
    entries: [
      { label: 'menu.viewEquipment', to: '/equipment', permissions: [P.EQUIPMENT_READ] },
      { label: 'menu.addEquipment', to: '/equipment/add', permissions: [P.EQUIPMENT_CREATE], api: 'POST /api/equipment' },
      { label: 'menu.addEquipmentToJob', to: '/jobs/equipment/add', permissions: [P.EQUIPMENT_CREATE], api: 'POST /api/jobs/:id/equipment' },
    ],
  },
  {
    key: 'cost-codes', label: 'menu.costCodes', icon: Tags, permissions: [P.COST_CODES_ALL],
    entries: [
      { label: 'menu.viewCostCodes', to: '/cost-codes', permissions: [P.COST_CODES_READ] },
      { label: 'menu.addCostCode', to: '/cost-codes/add', permissions: [P.COST_CODES_CREATE], api: 'POST /api/jobs/:id/cost-codes' },
    ],
  },
  {
    key: 'reports', label: 'menu.reports', icon: ChartColumn,
    entries: [
      { label: 'menu.foremanReport', to: '/reports/foreman-report', permissions: [P.REPORTS_FOREMAN] },
      { label: 'menu.equipmentUsage', to: '/reports/equipment-usage', permissions: [P.REPORTS_EQUIPMENT_USAGE] },
      { label: 'menu.spreadReport', to: '/reports/spread-report', permissions: [P.REPORTS_SPREAD] },
      { label: 'menu.subcontractorReport', to: '/reports/subcontractor-report', permissions: [P.REPORTS_SUBCONTRACTOR] },
      { label: 'menu.managerReport', to: '/reports/manager-query', permissions: [P.REPORTS_MANAGER] },
      { label: 'menu.jobCost', to: '/reports/job-cost', permissions: [P.REPORTS_JOB_COST], api: 'GET /api/jobs/:id/job-cost' },
    ],
  },
  {
    key: 'human-resources', label: 'menu.humanResources', icon: IdCard,
    entries: [
      { label: 'menu.payrollReport', to: '/human-resources/payroll-report', permissions: [P.REPORTS_PAYROLL], api: 'GET /api/jobs/productions/time-records' },
      { label: 'menu.payrollQuery', to: '/human-resources/payroll-query', permissions: [P.REPORTS_PAYROLL] },
      { label: 'menu.timecardsReport', to: '/human-resources/employee-time-records-report', permissions: [P.REPORTS_TIMECARDS] },
      { label: 'menu.timecardsReportV2', to: '/human-resources/v2/employee-time-records-report', permissions: [P.REPORTS_TIMECARDS_V2] },
      { label: 'menu.missingTimecards', to: '/human-resources/missing-time-records-report', permissions: [P.REPORTS_MISSING_TIMECARDS] },
      { label: 'menu.activeEmployees', to: '/human-resources/active-employees-report', permissions: [P.REPORTS_ACTIVE_EMPLOYEES] },
    ],
  },
  {
    key: 'time-offs', label: 'menu.timeOffs', icon: CalendarDays,
    entries: [
      // Spec 02 §6 lists time_offs.create among the menu permissions: a user who may request time off sees the list.
      { label: 'menu.timeOffs', to: '/time-offs', permissions: [P.TIME_OFFS_READ, P.TIME_OFFS_CREATE], api: 'GET /api/time-offs' },
      { label: 'menu.timeOffsReport', to: '/time-offs/report', permissions: [P.TIME_OFFS_REPORT] },
    ],
  },
  {
    key: 'material-hauling', label: 'menu.materialHauling', icon: Mountain, permissions: [P.MATERIAL_HAULING_ALL],
    entries: [
      { label: 'menu.addMaterialHauling', to: '/material-hauling/add', permissions: [P.MATERIAL_HAULING_ALL], api: 'POST /api/jobs/:id/productions' },
      { label: 'menu.stockpileReport', to: '/material-hauling/material-production-report', permissions: [P.MATERIAL_HAULING_ALL] },
    ],
  },
  {
    key: 'contents', label: 'menu.contents', icon: FolderOpen,
    entries: [
      { label: 'menu.workTypes', to: '/contents/work-types', permissions: [P.CONTENTS_WORK_TYPES] },
      { label: 'menu.equipmentCategories', to: '/contents/equipment-categories', permissions: [P.CONTENTS_EQUIPMENT_CATEGORIES] },
      // The payroll clerk's (docs/overtime.md): the company's own overtime policies.
      { label: 'menu.overtimePolicies', to: '/contents/overtime-policies', permissions: [P.PRODUCTIONS_EXPORT], api: 'POST /api/overtime-policies' },
    ],
  },
  {
    key: 'app', label: 'menu.app', icon: Smartphone,
    entries: [
      { label: 'menu.crewBuilder', to: '/app/crew-builder', permissions: [P.WEB_CREW_BUILDER], api: 'POST /api/jobs/:id/production-requests' },
      { label: 'menu.mySchedule', to: '/app/my-schedule', permissions: [P.WEB_TIMECARDS] },
      { label: 'menu.myRecords', to: '/app/my-records', permissions: [P.WEB_TIMECARDS] },
    ],
  },
];

/**
 * The menu as a user sees it: groups and entries their permissions allow, each entry only when its API route is allowed
 * too; a group with no entry left is hidden.
 */
export function visibleMenu(holder: PermissionHolder, menu: readonly MenuGroup[] = MENU): MenuGroup[] {
  const allowed = (permissions?: readonly Permission[]) => hasAnyPermission(holder, ...(permissions ?? []));
  return menu.flatMap((group) => {
    if (!allowed(group.permissions)) return [];
    if (group.to) return [group];
    const entries = group.entries.filter((entry) => allowed(entry.permissions) && (!entry.api || mayCall(holder, entry.api)));
    return entries.length > 0 ? [{ ...group, entries }] : [];
  });
}
