/**
 * The access table: every registered route, for every demo role of one company and for a user of another company.
 * Routes added later are picked up from Nest's metadata without editing this file.
 * - Every route declares its access (@Access, @Access.signedIn, @Access.switcher or @Public); none under /api is public.
 * - Without a token: 401. With a token: 403 exactly when the rule is not met.
 * - A route with an :id is called with the id of a row of another company (from the table its path names) or an
 *   id that does not exist: never 2xx (except the company-level reads the switcher rule allows), never 500.
 * - A list is never answered with another company's rows.
 */
import type { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS, canSwitchCompany, hasAnyPermission, type Permission } from '@groundwork/shared/domain';
import { describeRule, satisfies } from '../src/platform/auth/access-rule';
import { listRoutes, type RouteInfo } from '../src/platform/auth/route-inventory';
import { bearer, createCompany, createCompanyWithDemoRoles, createRole, createUser, DEMO_ROLE_NAMES, login } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

interface Caller {
  label: string;
  token: string;
  companyId: number;
  scopes: string[];
  role: string;
}

const MISSING_ID = 2_000_000_001;

let t: TestApp;
let routes: RouteInfo[];
let callers: Caller[];
/** This file's two companies (both have users, so they are never deletable): company routes target these, never a
 * company another test file running in parallel has just created. */
let ownCompanies: number[];

beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
  const home = await createCompanyWithDemoRoles(t.dataSource);
  callers = [];
  for (const name of DEMO_ROLE_NAMES) {
    const { user, password } = home.users[name];
    const role = await t.dataSource.query('SELECT name, permissions FROM role WHERE id = $1', [user.roleId]);
    callers.push({ label: name, token: await login(t.app, user.username, password), companyId: home.company.id, scopes: role[0].permissions, role: role[0].name });
  }
  // A user of another company with every permission but the switcher: tenancy alone must keep it out.
  const other = await createCompany(t.dataSource);
  const officePermissions = ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.COMPANIES_TOGGLE);
  const officeRole = await createRole(t.dataSource, other.id, officePermissions, 'Office');
  const office = await createUser(t.dataSource, { companyId: other.id, roleId: officeRole.id });
  ownCompanies = [home.company.id, other.id];
  callers.push({ label: 'another company (Office)', token: await login(t.app, office.user.username, office.password), companyId: other.id, scopes: officePermissions, role: 'Office' });
}, 60_000);
afterAll(() => t.close());

/** Table of the first :param's path segment, e.g. /api/cost-codes/:id -> cost_code; null when none matches. */
function tableFor(ds: DataSource, path: string): { table: string; tenantColumn: 'id' | 'company_id' } | null {
  const segments = path.split('/');
  const index = segments.findIndex((s) => s.startsWith(':'));
  if (index < 1) return null;
  const segment = segments[index - 1]!.replace(/-/g, '_');
  for (const candidate of [segment, segment.replace(/ies$/, 'y'), segment.replace(/s$/, ''), segment.replace(/es$/, '')]) {
    const meta = ds.entityMetadatas.find((m) => m.tableName === candidate);
    if (!meta) continue;
    if (meta.tableName === 'company') return { table: 'company', tenantColumn: 'id' };
    if (meta.columns.some((c) => c.databaseName === 'company_id')) return { table: meta.tableName, tenantColumn: 'company_id' };
  }
  return null;
}

/** The path with its first :param set to a row of another company (or a missing id), the others to a missing id. */
async function pathFor(route: RouteInfo, caller: Caller): Promise<{ url: string; foreignRow: boolean }> {
  const target = tableFor(t.dataSource, route.path);
  let foreignId: number | null = null;
  if (target?.table === 'company') {
    foreignId = ownCompanies.find((id) => id !== caller.companyId) ?? null;
  } else if (target) {
    const rows = await t.dataSource.query(`SELECT id FROM "${target.table}" WHERE ${target.tenantColumn} <> $1 ORDER BY id DESC LIMIT 1`, [caller.companyId]);
    foreignId = rows[0]?.id ?? null;
  }
  let first = true;
  const url = route.path.replace(/:[A-Za-z0-9_]+/g, () => {
    const id = first && foreignId !== null ? foreignId : MISSING_ID;
    first = false;
    return String(id);
  });
  return { url, foreignRow: foreignId !== null };
}

/** Company-level reads open to companies.all or the switcher rule (spec: the company list and switcher). */
function mayReadOtherCompanies(route: RouteInfo, caller: Caller): boolean {
  return route.path.startsWith('/api/companies/') && route.method === 'GET'
    && (canSwitchCompany(caller) || hasAnyPermission(caller, PERMISSIONS.COMPANIES_ALL as Permission));
}

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

describe('the access table', () => {
  it('finds the routes registered so far (the enumeration is not empty)', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /auth/login', 'POST /auth/switch-company', 'GET /api/role-permissions', 'GET /api/companies/:id']));
  });

  it('every route declares its access', () => {
    const undeclared = routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('matches the reviewed table of who may call each route (a changed declaration must update the snapshot)', () => {
    const table = Object.fromEntries(
      routes.map((r) => [`${r.method} ${r.path}`, describeRule(r.rule)] as const).sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(table).toMatchSnapshot();
  });

  it('no route under /api is public', () => {
    const open = routes.filter((r) => r.rule?.kind === 'public' && r.path.startsWith('/api')).map((r) => `${r.method} ${r.path}`);
    expect(open).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.rule?.kind !== 'public')) {
      const url = route.path.replace(/:[A-Za-z0-9_]+/g, String(MISSING_ID));
      const res = await t.app.inject({ method: route.method as 'GET', url, ...(hasBody(route.method) ? { payload: {} } : {}) });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.path}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('follows each declaration for every demo role and for a user of another company', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.rule && r.rule.kind !== 'public')) {
      for (const caller of callers) {
        const { url, foreignRow } = await pathFor(route, caller);
        const res = await t.app.inject({
          method: route.method as 'GET', url, headers: bearer(caller.token), ...(hasBody(route.method) ? { payload: {} } : {}),
        });
        const where = `${caller.label}: ${route.method} ${url} [${describeRule(route.rule)}] -> ${res.statusCode}`;
        const allowed = satisfies(route.rule!, caller);
        if (!allowed) {
          if (res.statusCode !== 403) failures.push(`${where}, expected 403`);
          continue;
        }
        if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${where}, expected access`);
        else if (res.statusCode >= 500) failures.push(`${where}: server error ${res.body}`);
        else if (url !== route.path && res.statusCode < 300 && !mayReadOtherCompanies(route, caller)) {
          failures.push(`${where}: answered ${foreignRow ? "another company's row" : 'a missing id'}`);
        } else if (res.statusCode < 300 && !route.path.startsWith('/api/companies')) {
          const body = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as unknown) : null;
          const rows = Array.isArray(body) ? body : [];
          const leaked = rows.filter((row) => typeof row === 'object' && row && 'companyId' in row && row.companyId !== caller.companyId);
          if (leaked.length > 0) failures.push(`${where}: ${leaked.length} row(s) of another company`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
