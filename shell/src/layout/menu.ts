import {
  BriefcaseBusiness, Building2, CalendarDays, ChartColumn, FolderOpen, House, IdCard, Mountain, Smartphone, Tags, Truck, Users,
  type LucideIcon,
} from 'lucide-react';
import { hasAnyPermission, mayCall, PERMISSIONS as P, type ApiRoute, type Permission, type PermissionHolder } from '@groundwork/shared/domain';

export interface MenuEntry {
  label: string;
  to: string;
  /** Shown when the user holds any of these (the spec's menu rule; none: always)... */
  permissions?: readonly Permission[];
  /** ...and may call the API route the screen's action needs (the access table): no entry opens a screen that fails. */
  api?: ApiRoute;
  badge?: 'star';
}

export interface MenuGroup {
  key: string;
  label: string;
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
  { key: 'home', label: 'Home', icon: House, to: '/home', entries: [] },
  {
    key: 'companies', label: 'Companies', icon: Building2, permissions: [P.COMPANIES_ALL],
    entries: [
      { label: 'View Companies', to: '/companies', permissions: [P.COMPANIES_ALL] },
      { label: 'Add Company', to: '/companies/add', permissions: [P.COMPANIES_ALL], api: 'POST /api/companies' },
    ],
  },
  {
    key: 'users', label: 'Users', icon: Users, permissions: [P.USERS_ALL],
    entries: [
      { label: 'View Users', to: '/users', permissions: [P.USERS_READ], api: 'GET /api/users' },
      { label: 'Add User', to: '/users/add', permissions: [P.USERS_CREATE], api: 'POST /api/users' },
      { label: 'View Roles', to: '/roles', permissions: [P.ROLES_READ], api: 'GET /api/roles' },
      { label: 'Add Role', to: '/roles/add', permissions: [P.ROLES_READ], api: 'POST /api/roles' },
    ],
  },
  {
    key: 'jobs', label: 'Jobs', icon: BriefcaseBusiness, permissions: [P.JOBS_ALL],
    entries: [
      { label: 'View Jobs', to: '/jobs', permissions: [P.JOBS_READ] },
      { label: 'Add Job', to: '/jobs/add', permissions: [P.JOBS_CREATE], api: 'POST /api/jobs' },
      { label: 'Add Employee to Job', to: '/jobs/users/add', permissions: [P.JOBS_CREATE], api: 'POST /api/jobs/:id/assignments' },
      { label: 'Add Production', to: '/jobs/productions/add', permissions: [P.PRODUCTIONS_CREATE], api: 'POST /api/jobs/:id/productions' },
      { label: 'Add Time Records', to: '/time-records/add', permissions: [P.PRODUCTIONS_CREATE], api: 'POST /api/jobs/:id/productions', badge: 'star' },
    ],
  },
  {
    key: 'equipment', label: 'Equipment', icon: Truck, permissions: [P.EQUIPMENT_ALL],
    entries: [
      { label: 'View Equipment', to: '/equipment', permissions: [P.EQUIPMENT_READ] },
      { label: 'Add Equipment', to: '/equipment/add', permissions: [P.EQUIPMENT_CREATE], api: 'POST /api/equipment' },
      { label: 'Add Equipment to Job', to: '/jobs/equipment/add', permissions: [P.EQUIPMENT_CREATE], api: 'POST /api/jobs/:id/equipment' },
    ],
  },
  {
    key: 'cost-codes', label: 'Cost Codes', icon: Tags, permissions: [P.COST_CODES_ALL],
    entries: [
      { label: 'View Cost Codes', to: '/cost-codes', permissions: [P.COST_CODES_READ] },
      { label: 'Add Cost Code', to: '/cost-codes/add', permissions: [P.COST_CODES_CREATE], api: 'POST /api/jobs/:id/cost-codes' },
    ],
  },
  {
    key: 'reports', label: 'Reports', icon: ChartColumn,
    entries: [
      { label: 'Foreman Report', to: '/reports/foreman-report', permissions: [P.REPORTS_FOREMAN] },
      { label: 'Equipment Usage', to: '/reports/equipment-usage', permissions: [P.REPORTS_EQUIPMENT_USAGE] },
      { label: 'Spread Report', to: '/reports/spread-report', permissions: [P.REPORTS_SPREAD] },
      { label: 'Subcontractor Report', to: '/reports/subcontractor-report', permissions: [P.REPORTS_SUBCONTRACTOR] },
      { label: 'Manager Report', to: '/reports/manager-query', permissions: [P.REPORTS_MANAGER] },
    ],
  },
  {
    key: 'human-resources', label: 'Human Resources', icon: IdCard,
    entries: [
      { label: 'Payroll Report', to: '/human-resources/payroll-report', permissions: [P.REPORTS_PAYROLL], api: 'GET /api/jobs/productions/time-records' },
      { label: 'Payroll Query', to: '/human-resources/payroll-query', permissions: [P.REPORTS_PAYROLL] },
      { label: 'Timecards Report', to: '/human-resources/employee-time-records-report', permissions: [P.REPORTS_TIMECARDS] },
      { label: 'Timecards Report v2', to: '/human-resources/v2/employee-time-records-report', permissions: [P.REPORTS_TIMECARDS_V2] },
      { label: 'Missing Timecards', to: '/human-resources/missing-time-records-report', permissions: [P.REPORTS_MISSING_TIMECARDS] },
      { label: 'Active Employees', to: '/human-resources/active-employees-report', permissions: [P.REPORTS_ACTIVE_EMPLOYEES] },
    ],
  },
  {
    key: 'time-offs', label: 'Time Offs', icon: CalendarDays,
    entries: [
      // Spec 02 §6 lists time_offs.create among the menu permissions: a user who may request time off sees the list.
      { label: 'Time Offs', to: '/time-offs', permissions: [P.TIME_OFFS_READ, P.TIME_OFFS_CREATE], api: 'GET /api/time-offs' },
      { label: 'Time Offs Report', to: '/time-offs/report', permissions: [P.TIME_OFFS_REPORT] },
    ],
  },
  {
    key: 'material-hauling', label: 'Material Hauling', icon: Mountain, permissions: [P.MATERIAL_HAULING_ALL],
    entries: [
      { label: 'Add Material Hauling', to: '/material-hauling/add', permissions: [P.MATERIAL_HAULING_ALL], api: 'POST /api/jobs/:id/productions' },
      { label: 'Stockpile Report', to: '/material-hauling/material-production-report', permissions: [P.MATERIAL_HAULING_ALL] },
    ],
  },
  {
    key: 'contents', label: 'Contents', icon: FolderOpen,
    entries: [
      { label: 'Work Types', to: '/contents/work-types', permissions: [P.CONTENTS_WORK_TYPES] },
      { label: 'Equipment Categories', to: '/contents/equipment-categories', permissions: [P.CONTENTS_EQUIPMENT_CATEGORIES] },
      // The payroll clerk's (docs/overtime.md): the company's own overtime policies.
      { label: 'Overtime Policies', to: '/contents/overtime-policies', permissions: [P.PRODUCTIONS_EXPORT], api: 'POST /api/overtime-policies' },
    ],
  },
  {
    key: 'app', label: 'App', icon: Smartphone,
    entries: [
      { label: 'Crew Builder', to: '/app/crew-builder', permissions: [P.WEB_CREW_BUILDER], api: 'POST /api/jobs/:id/production-requests' },
      { label: 'My Schedule', to: '/app/my-schedule', permissions: [P.WEB_TIMECARDS] },
      { label: 'My Records', to: '/app/my-records', permissions: [P.WEB_TIMECARDS] },
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
