import { canSwitchCompany, hasAnyPermission, MONEY_FIELDS, PERMISSIONS as P, type Permission, type PermissionHolder } from './permissions';

/**
 * The access table: who may call each route of the API, one entry per route (`METHOD /path` as registered, with
 * :params). The one list of route permissions: the server's declarations (`@Access` on each controller method) are
 * checked against it route by route (backend/test/access-table.test.ts fails on any difference, and on a route missing
 * here), and the screens show an action only when `mayCall` allows its route (docs/permissions.md).
 */
export type RouteAccess =
  | { readonly kind: 'public'; readonly page?: true }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'anyOf'; readonly permissions: readonly Permission[]; readonly switcher: boolean };

const PUBLIC: RouteAccess = { kind: 'public' };
const PUBLIC_PAGE: RouteAccess = { kind: 'public', page: true };
const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
const anyOf = (...permissions: Permission[]): RouteAccess => ({ kind: 'anyOf', permissions, switcher: false });
const switcher = (...permissions: Permission[]): RouteAccess => ({ kind: 'anyOf', permissions, switcher: true });

export const API_ACCESS = {
  'DELETE /api/companies/:id': anyOf(P.COMPANIES_ALL),
  'DELETE /api/cost-codes/:id': anyOf(P.COST_CODES_DELETE),
  'DELETE /api/equipment/:id': anyOf(P.EQUIPMENT_DELETE),
  'DELETE /api/equipment/categories/:id': anyOf(P.CONTENTS_EQUIPMENT_CATEGORIES),
  'DELETE /api/jobs/:id': anyOf(P.JOBS_DELETE),
  'DELETE /api/jobs/:id/assignments/:userId': anyOf(P.JOBS_UPDATE),
  'DELETE /api/jobs/:id/equipment/:equipmentId': anyOf(P.JOBS_UPDATE),
  'DELETE /api/jobs/production-requests/:id': anyOf(P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.WEB_CREW_BUILDER, P.WEB_TIMECARDS),
  'DELETE /api/jobs/productions/:id': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS),
  'DELETE /api/overtime-policies/:id': anyOf(P.PRODUCTIONS_EXPORT),
  'DELETE /api/roles/:id': anyOf(P.ROLES_UPDATE),
  'DELETE /api/time-offs/:id': anyOf(P.TIME_OFFS_CREATE, P.TIME_OFFS_APPROVE),
  'DELETE /api/work-types/:id': anyOf(P.CONTENTS_WORK_TYPES),
  'GET /api/companies': anyOf(P.COMPANIES_ALL, P.COMPANIES_TOGGLE),
  'GET /api/companies/:id': SIGNED_IN,
  'GET /api/companies/:id/logo': SIGNED_IN,
  'GET /api/cost-codes': SIGNED_IN,
  'GET /api/cost-codes/:id': SIGNED_IN,
  'GET /api/cost-codes/import/template': anyOf(P.COST_CODES_CREATE),
  'GET /api/docs': PUBLIC_PAGE,
  'GET /api/docs/openapi.json': SIGNED_IN,
  'GET /api/equipment': SIGNED_IN,
  'GET /api/equipment/:id': SIGNED_IN,
  'GET /api/equipment/categories': SIGNED_IN,
  'GET /api/equipment/categories/:id': SIGNED_IN,
  'GET /api/equipment/import/template': anyOf(P.EQUIPMENT_CREATE),
  'GET /api/jobs': SIGNED_IN,
  'GET /api/jobs/:id': SIGNED_IN,
  'GET /api/jobs/:id/budget-against-actual': anyOf(P.JOBS_ALL, P.JOBS_READ),
  'GET /api/jobs/:id/job-cost': anyOf(P.REPORTS_JOB_COST),
  'GET /api/jobs/:id/production-requests': anyOf(P.JOBS_ALL, P.JOBS_READ, P.REPORTS_FOREMAN, P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE),
  'GET /api/jobs/:id/productions': anyOf(P.JOBS_ALL, P.JOBS_READ, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN),
  'GET /api/jobs/:id/stockpile': anyOf(P.MATERIAL_HAULING_ALL, P.JOBS_ALL, P.JOBS_READ),
  'GET /api/jobs/production-requests': anyOf(P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.REPORTS_MISSING_TIMECARDS),
  'GET /api/jobs/productions': anyOf(P.REPORTS_MANAGER, P.PRODUCTIONS_CREATE, P.JOBS_ALL, P.JOBS_READ, P.REPORTS_SPREAD, P.REPORTS_FOREMAN, P.REPORTS_SUBCONTRACTOR, P.REPORTS_EVERYONE),
  'GET /api/jobs/productions/:id': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS),
  'GET /api/jobs/productions/:id/history': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS, P.JOBS_ALL, P.JOBS_READ),
  'GET /api/jobs/productions/import/template': anyOf(P.PRODUCTIONS_TIME_CARDS_UPLOAD),
  'GET /api/jobs/productions/time-records': anyOf(P.WEB_TIMECARDS, P.PRODUCTIONS_CREATE, P.REPORTS_TIMECARDS, P.REPORTS_TIMECARDS_V2, P.REPORTS_PAYROLL, P.REPORTS_MANAGER),
  'GET /api/jobs/stockpile': anyOf(P.MATERIAL_HAULING_ALL, P.JOBS_ALL, P.JOBS_READ),
  'GET /api/notifications': SIGNED_IN,
  'GET /api/overtime-policies': SIGNED_IN,
  'GET /api/overtime-policies/:id': SIGNED_IN,
  'GET /api/payroll-exports': anyOf(P.PRODUCTIONS_EXPORT, P.REPORTS_PAYROLL),
  'GET /api/payroll-exports/:id/file': anyOf(P.PRODUCTIONS_EXPORT, P.REPORTS_PAYROLL),
  'GET /api/payroll-exports/overtime-gaps': anyOf(P.PRODUCTIONS_EXPORT, P.REPORTS_PAYROLL),
  'GET /api/role-permissions': SIGNED_IN,
  'GET /api/roles': anyOf(P.ROLES_READ, P.USERS_ALL, P.USERS_CREATE, P.USERS_UPDATE),
  'GET /api/roles/:id': anyOf(P.ROLES_READ, P.ROLES_UPDATE),
  'GET /api/time-offs': anyOf(P.TIME_OFFS_READ, P.TIME_OFFS_CREATE, P.TIME_OFFS_REPORT, P.TIME_OFFS_APPROVE),
  'GET /api/users': anyOf(P.USERS_ALL, P.USERS_READ, P.USERS_CREATE, P.USERS_UPDATE, P.JOBS_UPDATE, P.PRODUCTIONS_CREATE, P.WEB_CREW_BUILDER, P.REPORTS_ACTIVE_EMPLOYEES),
  'GET /api/users/:id': anyOf(P.USERS_ALL, P.USERS_READ, P.USERS_UPDATE),
  'GET /api/users/:id/production-requests': anyOf(P.WEB_TIMECARDS, P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE, P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.REPORTS_MISSING_TIMECARDS),
  'GET /api/work-types': SIGNED_IN,
  'GET /api/work-types/:id': SIGNED_IN,
  'GET /auth/session': SIGNED_IN,
  'GET /config.json': PUBLIC,
  'GET /health': PUBLIC,
  'PATCH /api/jobs/production-requests/:id': anyOf(P.WEB_CREW_BUILDER),
  'POST /api/companies': anyOf(P.COMPANIES_ALL),
  'POST /api/cost-codes/import': anyOf(P.COST_CODES_CREATE),
  'POST /api/equipment': anyOf(P.EQUIPMENT_CREATE),
  'POST /api/equipment/categories': anyOf(P.CONTENTS_EQUIPMENT_CATEGORIES),
  'POST /api/equipment/import': anyOf(P.EQUIPMENT_CREATE),
  'POST /api/jobs': anyOf(P.JOBS_CREATE),
  'POST /api/jobs/:id/assignments': anyOf(P.JOBS_UPDATE),
  'POST /api/jobs/:id/cost-codes': anyOf(P.COST_CODES_CREATE),
  'POST /api/jobs/:id/equipment': anyOf(P.JOBS_UPDATE),
  'POST /api/jobs/:id/production-requests': anyOf(P.WEB_CREW_BUILDER),
  'POST /api/jobs/:id/production-requests/_batch': anyOf(P.WEB_CREW_BUILDER),
  'POST /api/jobs/:id/productions': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS, P.MATERIAL_HAULING_ALL),
  'POST /api/jobs/production-requests/_match': anyOf(P.WEB_CREW_BUILDER),
  'POST /api/jobs/productions/_approve': anyOf(P.PRODUCTIONS_APPROVE),
  'POST /api/jobs/productions/_invoice': anyOf(P.PRODUCTIONS_INVOICE),
  'POST /api/jobs/productions/_match': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS),
  'POST /api/jobs/productions/_overtime-preview': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS),
  'POST /api/jobs/productions/import': anyOf(P.PRODUCTIONS_TIME_CARDS_UPLOAD),
  'POST /api/notifications/:id/read': SIGNED_IN,
  'POST /api/overtime-policies': anyOf(P.PRODUCTIONS_EXPORT),
  'POST /api/payroll-exports': anyOf(P.PRODUCTIONS_EXPORT),
  'POST /api/payroll-exports/:id/reset': anyOf(P.PRODUCTIONS_EXPORT),
  'POST /api/roles': anyOf(P.ROLES_ADD),
  'POST /api/time-offs': anyOf(P.TIME_OFFS_CREATE),
  'POST /api/users': anyOf(P.USERS_ALL, P.USERS_CREATE),
  'POST /api/work-types': anyOf(P.CONTENTS_WORK_TYPES),
  'POST /auth/login': PUBLIC,
  'POST /auth/switch-company': switcher(),
  'PUT /api/companies/:id': anyOf(P.COMPANIES_ALL),
  'PUT /api/cost-codes/:id': anyOf(P.COST_CODES_UPDATE),
  'PUT /api/equipment/:id': anyOf(P.EQUIPMENT_UPDATE),
  'PUT /api/equipment/categories/:id': anyOf(P.CONTENTS_EQUIPMENT_CATEGORIES),
  'PUT /api/jobs/:id': anyOf(P.JOBS_UPDATE),
  'PUT /api/jobs/production-equipments/:id': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS),
  'PUT /api/jobs/productions/:id': anyOf(P.PRODUCTIONS_CREATE, P.WEB_TIMECARDS),
  'PUT /api/overtime-policies/:id': anyOf(P.PRODUCTIONS_EXPORT),
  'PUT /api/roles/:id': anyOf(P.ROLES_UPDATE),
  'PUT /api/time-offs/:id': anyOf(P.TIME_OFFS_APPROVE),
  'PUT /api/users/:id': anyOf(P.USERS_ALL, P.USERS_UPDATE),
  'PUT /api/work-types/:id': anyOf(P.CONTENTS_WORK_TYPES),
  'PUT /auth/language': SIGNED_IN,
} as const satisfies Record<string, RouteAccess>;

export type ApiRoute = keyof typeof API_ACCESS;

/**
 * The money rules of the access table (issue 20, docs/permissions.md "Who sees money"): the routes that answer or take
 * money fields, and which. Those fields are answered and taken only for reports.job_cost: without it a read leaves
 * them out and a write carrying one answers 403 (in the cost code import: the row in error, nothing imported). Every
 * other read carries none of them (backend/test/access-table.test.ts sweeps every GET route as each demo role).
 */
export const MONEY_ROUTES = {
  'GET /api/companies': MONEY_FIELDS.company,
  'GET /api/companies/:id': MONEY_FIELDS.company,
  'POST /api/companies': MONEY_FIELDS.company,
  'PUT /api/companies/:id': MONEY_FIELDS.company,
  'GET /api/cost-codes': MONEY_FIELDS.costCode,
  'GET /api/cost-codes/:id': MONEY_FIELDS.costCode,
  'POST /api/cost-codes/import': MONEY_FIELDS.costCode,
  'POST /api/jobs/:id/cost-codes': MONEY_FIELDS.costCode,
  'PUT /api/cost-codes/:id': MONEY_FIELDS.costCode,
  'GET /api/equipment': MONEY_FIELDS.equipment,
  'GET /api/equipment/:id': MONEY_FIELDS.equipment,
  'POST /api/equipment': MONEY_FIELDS.equipment,
  'POST /api/equipment/import': MONEY_FIELDS.equipment,
  'PUT /api/equipment/:id': MONEY_FIELDS.equipment,
  'GET /api/jobs/:id/job-cost': ['budgetAmount', 'laborCost', 'equipmentCost', 'totalCost', 'projectedCost', 'variance'],
  // A job cost alert (its cost or hours to date and its budget) is listed only while the caller holds reports.job_cost.
  'GET /api/notifications': ['actual', 'budget'],
} as const satisfies Partial<Record<ApiRoute, readonly string[]>>;

/** Whether a signed-in holder passes a rule: the server's guard and the screens decide with this one function. */
export function satisfiesAccess(rule: RouteAccess, holder: PermissionHolder): boolean {
  if (rule.kind !== 'anyOf') return true;
  if (rule.switcher && canSwitchCompany(holder)) return true;
  return rule.permissions.length > 0 && hasAnyPermission(holder, ...rule.permissions);
}

/** Whether a signed-in holder may call the route (what the server's guard answers: otherwise 403). */
export function mayCall(holder: PermissionHolder, route: ApiRoute): boolean {
  return satisfiesAccess(API_ACCESS[route], holder);
}
