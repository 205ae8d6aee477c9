/**
 * Every permission name of the product. The spec's names come first; the ones the spec only describes as
 * "for managers" are added with clear names and marked `added`. docs/permissions.md explains each.
 * One source for the server's route declarations, the seed's roles and the shell's menu.
 */
export const PERMISSIONS = {
  // Companies
  COMPANIES_ALL: 'companies.all',
  COMPANIES_TOGGLE: 'companies.toggle',
  // Users and roles
  USERS_ALL: 'users.all',
  USERS_READ: 'users.read',
  USERS_CREATE: 'users.create',
  USERS_UPDATE: 'users.update',
  ROLES_READ: 'roles.read',
  ROLES_ADD: 'roles.add',
  ROLES_UPDATE: 'roles.update',
  // Jobs
  JOBS_ALL: 'jobs.all',
  JOBS_READ: 'jobs.read',
  JOBS_CREATE: 'jobs.create',
  JOBS_UPDATE: 'jobs.update',
  JOBS_DELETE: 'jobs.delete',
  // Productions and time records
  PRODUCTIONS_CREATE: 'productions.create',
  PRODUCTIONS_TIME_CARDS_UPLOAD: 'productions.time_cards.upload',
  PRODUCTIONS_APPROVE: 'productions.approve', // added: approve or decline time records (managers)
  PRODUCTIONS_INVOICE: 'productions.invoice', // added: change invoice status (managers)
  PRODUCTIONS_EXPORT: 'productions.export', // added: mark records exported, reset an export (payroll)
  // Equipment
  EQUIPMENT_ALL: 'equipment.all',
  EQUIPMENT_READ: 'equipment.read',
  EQUIPMENT_CREATE: 'equipment.create',
  EQUIPMENT_UPDATE: 'equipment.update', // added: edit equipment
  EQUIPMENT_DELETE: 'equipment.delete', // added: delete equipment
  // Cost codes
  COST_CODES_ALL: 'cost_codes.all',
  COST_CODES_READ: 'cost_codes.read',
  COST_CODES_CREATE: 'cost_codes.create',
  COST_CODES_UPDATE: 'cost_codes.update',
  COST_CODES_DELETE: 'cost_codes.delete',
  // App section
  WEB_CREW_BUILDER: 'web.crew_builder',
  WEB_TIMECARDS: 'web.timecards',
  // Reports
  REPORTS_FOREMAN: 'reports.foreman_report',
  REPORTS_EQUIPMENT_USAGE: 'reports.equipment_usage_report',
  REPORTS_SPREAD: 'reports.spread_report',
  REPORTS_SUBCONTRACTOR: 'reports.subcontractor_report',
  REPORTS_MANAGER: 'reports.manager_report',
  REPORTS_PAYROLL: 'reports.payroll_report',
  REPORTS_ACTIVE_EMPLOYEES: 'reports.active_employees_report',
  REPORTS_TIMECARDS: 'reports.timecards_report',
  REPORTS_TIMECARDS_V2: 'reports.timecards_report_v2',
  REPORTS_MISSING_TIMECARDS: 'reports.missing_timecards_report',
  REPORTS_EVERYONE: 'reports.everyone', // added: read any manager's team in the reports (managerId of another)
  REPORTS_JOB_COST: 'reports.job_cost', // added (issue 20): a job's cost per cost code (money: rates, costs, budgets)
  // Contents
  CONTENTS_WORK_TYPES: 'contents.work_types',
  CONTENTS_EQUIPMENT_CATEGORIES: 'contents.equipment_categories',
  // Material hauling
  MATERIAL_HAULING_ALL: 'material_hauling.all',
  // Time offs
  TIME_OFFS_READ: 'time_offs.read',
  TIME_OFFS_REPORT: 'time_offs.report',
  TIME_OFFS_CREATE: 'time_offs.create',
  TIME_OFFS_APPROVE: 'time_offs.approve', // added: approve time off requests (managers)
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Every permission name, in a stable order: what GET /api/role-permissions lists. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/** The role whose holders may always switch company and whose role cannot be deleted. */
export const ADMINISTRATOR_ROLE = 'Administrator';

export interface PermissionHolder {
  scopes: readonly string[];
  role?: string | null;
}

/** True when the holder has at least one of the given permissions (no permission given: true). */
export function hasAnyPermission(holder: PermissionHolder, ...permissions: readonly string[]): boolean {
  if (permissions.length === 0) return true;
  return permissions.some((p) => holder.scopes.includes(p));
}

/**
 * The money fields of the reads (issue 20, docs/permissions.md "Who sees money"): answered, shown and written only
 * for holders of reports.job_cost. Without it, the equipment, cost code and company reads leave them out and a write
 * that carries one is refused (403, PERMISSION_MESSAGES.money).
 */
export const MONEY_FIELDS = {
  equipment: ['hourlyRate'],
  costCode: ['budgetAmount'],
  company: ['laborBurdenPercent', 'salariedHoursPerYear'],
} as const;

/** The refusals of the permissions' rules, translated like every server message (registered in i18n/shared-messages.ts). */
export const PERMISSION_MESSAGES = {
  money: 'Only users with the Job Cost permission can see or change rates, budgets and the labour burden.',
} as const;

/** Who reads equipment usage: the hours and fuel logged on records (the usage report, an equipment's job utilization). */
export const EQUIPMENT_USAGE_READERS = [PERMISSIONS.REPORTS_EQUIPMENT_USAGE, PERMISSIONS.EQUIPMENT_ALL, PERMISSIONS.EQUIPMENT_READ] as const;

/** Whether the holder sees and sets money (rates, budgets, burden, costs): reports.job_cost. */
export function canSeeMoney(holder: Pick<PermissionHolder, 'scopes'>): boolean {
  return holder.scopes.includes(PERMISSIONS.REPORTS_JOB_COST);
}

/**
 * The anti-escalation rule of roles and users: the permissions in `permissions` that the holder's own token does not
 * hold. A caller may only hand out (in a role, or by giving a user a role) or edit what is within their own scopes;
 * the server refuses the rest, and the screens avoid offering it.
 */
export function permissionsBeyond(holder: Pick<PermissionHolder, 'scopes'>, permissions: readonly string[]): string[] {
  const own = new Set(holder.scopes);
  return permissions.filter((p) => !own.has(p));
}

/** Whether a role name is the Administrator's, whatever its case and surrounding spaces (such a name is reserved). */
export function isAdministratorName(name: string): boolean {
  return name.trim().toLowerCase() === ADMINISTRATOR_ROLE.toLowerCase();
}

/** Whether the holder's scopes include every permission of the product. */
export function holdsEveryPermission(holder: Pick<PermissionHolder, 'scopes'>): boolean {
  const own = new Set(holder.scopes);
  return ALL_PERMISSIONS.every((p) => own.has(p));
}

/**
 * The company switch (spec: "companies.toggle, or the role named Administrator"): companies.toggle, or the role named
 * exactly Administrator holding every permission (the seeded one). A role's name alone grants nothing, so a role
 * someone names "Administrator" cannot reach other companies. One rule for the shell's switcher and the server.
 */
export function canSwitchCompany(holder: PermissionHolder): boolean {
  if (holder.scopes.includes(PERMISSIONS.COMPANIES_TOGGLE)) return true;
  return holder.role === ADMINISTRATOR_ROLE && holdsEveryPermission(holder);
}

const P = PERMISSIONS;

/** The demo roles the seed creates; each fits its name. The Administrator has every permission. */
export const DEMO_ROLE_PERMISSIONS: Record<'Administrator' | 'Manager' | 'Foreman' | 'Payroll' | 'Worker', readonly Permission[]> = {
  Administrator: ALL_PERMISSIONS,
  Manager: [
    P.USERS_ALL, P.USERS_READ, P.USERS_CREATE, P.USERS_UPDATE, P.ROLES_READ,
    P.JOBS_ALL, P.JOBS_READ, P.JOBS_CREATE, P.JOBS_UPDATE, P.JOBS_DELETE,
    P.PRODUCTIONS_CREATE, P.PRODUCTIONS_APPROVE, P.PRODUCTIONS_INVOICE,
    P.EQUIPMENT_ALL, P.EQUIPMENT_READ, P.EQUIPMENT_CREATE, P.EQUIPMENT_UPDATE, P.EQUIPMENT_DELETE,
    P.COST_CODES_ALL, P.COST_CODES_READ, P.COST_CODES_CREATE, P.COST_CODES_UPDATE, P.COST_CODES_DELETE,
    P.WEB_CREW_BUILDER, P.WEB_TIMECARDS,
    P.REPORTS_FOREMAN, P.REPORTS_EQUIPMENT_USAGE, P.REPORTS_SPREAD, P.REPORTS_SUBCONTRACTOR, P.REPORTS_MANAGER,
    P.REPORTS_ACTIVE_EMPLOYEES, P.REPORTS_TIMECARDS, P.REPORTS_TIMECARDS_V2, P.REPORTS_MISSING_TIMECARDS, P.REPORTS_JOB_COST,
    P.CONTENTS_WORK_TYPES, P.CONTENTS_EQUIPMENT_CATEGORIES, P.MATERIAL_HAULING_ALL,
    P.TIME_OFFS_READ, P.TIME_OFFS_REPORT, P.TIME_OFFS_CREATE, P.TIME_OFFS_APPROVE,
  ],
  Foreman: [
    P.JOBS_ALL, P.JOBS_READ, P.PRODUCTIONS_CREATE, P.PRODUCTIONS_APPROVE,
    P.EQUIPMENT_ALL, P.EQUIPMENT_READ, P.COST_CODES_ALL, P.COST_CODES_READ,
    P.WEB_CREW_BUILDER, P.WEB_TIMECARDS, P.REPORTS_FOREMAN, P.REPORTS_EQUIPMENT_USAGE,
    P.REPORTS_MISSING_TIMECARDS, P.MATERIAL_HAULING_ALL, P.TIME_OFFS_READ, P.TIME_OFFS_CREATE,
  ],
  Payroll: [
    P.USERS_ALL, P.USERS_READ, P.JOBS_ALL, P.JOBS_READ, P.PRODUCTIONS_CREATE, P.PRODUCTIONS_APPROVE,
    P.PRODUCTIONS_EXPORT, P.PRODUCTIONS_INVOICE, P.WEB_TIMECARDS,
    P.REPORTS_PAYROLL, P.REPORTS_ACTIVE_EMPLOYEES, P.REPORTS_TIMECARDS, P.REPORTS_TIMECARDS_V2,
    P.REPORTS_MISSING_TIMECARDS, P.TIME_OFFS_READ, P.TIME_OFFS_REPORT, P.TIME_OFFS_CREATE,
  ],
  Worker: [P.WEB_TIMECARDS, P.TIME_OFFS_READ, P.TIME_OFFS_CREATE],
};
