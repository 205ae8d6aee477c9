/**
 * The access table: every registered route, for every demo role of one company and for a user of another company.
 * Routes added later are picked up from Nest's metadata without editing this file.
 * - Every route declares its access (@Access, @Access.signedIn, @Access.switcher or @Public); none under /api is public.
 * - Without a token: 401. With a token: 403 exactly when the rule is not met.
 * - A route with an :id is called with the id of a row of this file's other company (from the table its path names)
 *   or an id that does not exist: never 2xx (except the company-level routes companies.all and the switcher rule
 *   allow), never 500.
 * - A write with a path parameter (POST/PUT/PATCH, and the deletes with two) is sent with a VALID body from its
 *   fixture (support/write-fixtures.ts): a caller of the other company holding the permission gets 404, never a 2xx,
 *   400 or 409 that would reveal the row; the same call on the caller's own rows succeeds (the body is valid); and
 *   every row of both companies reads back unchanged from the database after all the foreign calls.
 * - A list is never answered with another company's rows.
 */
import type { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, API_ACCESS, MONEY_ROUTES, PERMISSIONS, canSeeMoney, canSwitchCompany, hasAnyPermission, type Permission } from '@groundwork/shared/domain';
import { describeRule, satisfies } from '../src/platform/auth/access-rule';
import { listRoutes, type RouteInfo } from '../src/platform/auth/route-inventory';
import { bearer, createCompany, createCompanyWithDemoRoles, createRole, createUser, DEMO_ROLE_NAMES, login, uniqueName } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTenantWorld, tenantRows, type TenantWorld } from './support/tenant-world';
import { fillPath, needsWriteFixture, routeKey, WRITE_FIXTURES, type CompanyFields, type WriteFixture } from './support/write-fixtures';

interface Caller {
  label: string;
  id: number;
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
/** Each of the two companies' rows (support/tenant-world.ts), by company id. */
const worlds = new Map<number, TenantWorld & { company: CompanyFields }>();
/** Per company, the caller holding the most permissions: it proves each fixture's body valid on its own rows. */
const controlCallers = new Map<number, Caller>();

/** Companies with every field a valid PUT /api/companies/:id re-sends. */
const companyFields = (): CompanyFields => ({ name: uniqueName('Company '), description: 'General contractor', payrollHeader: 'Payroll' });

beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
  const home = await createCompanyWithDemoRoles(t.dataSource, companyFields());
  callers = [];
  for (const name of DEMO_ROLE_NAMES) {
    const { user, password } = home.users[name];
    const role = await t.dataSource.query('SELECT name, permissions FROM role WHERE id = $1', [user.roleId]);
    callers.push({ label: name, id: user.id, token: await login(t.app, user.username, password), companyId: home.company.id, scopes: role[0].permissions, role: role[0].name });
  }
  // A user of another company with every permission but the switcher: tenancy alone must keep it out.
  const other = await createCompany(t.dataSource, companyFields());
  const officePermissions = ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.COMPANIES_TOGGLE);
  const officeRole = await createRole(t.dataSource, other.id, officePermissions, 'Office');
  const office = await createUser(t.dataSource, { companyId: other.id, roleId: officeRole.id });
  ownCompanies = [home.company.id, other.id];
  callers.push({ label: 'another company (Office)', id: office.user.id, token: await login(t.app, office.user.username, office.password), companyId: other.id, scopes: officePermissions, role: 'Office' });
  controlCallers.set(home.company.id, callers.find((c) => c.label === 'Administrator')!);
  controlCallers.set(other.id, callers.at(-1)!);
  for (const company of [home.company, other]) {
    const crew = callers.filter((c) => c.companyId === company.id).map((c) => c.id);
    const world = await buildTenantWorld(t.app, t.dataSource, { companyId: company.id, builder: controlCallers.get(company.id)!, crew });
    worlds.set(company.id, { ...world, company: { name: company.name, description: company.description!, payrollHeader: company.payrollHeader! } });
  }
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

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

/** This file's company that is not the caller's. */
const otherCompanyOf = (caller: Caller) => ownCompanies.find((id) => id !== caller.companyId)!;

interface Request {
  url: string;
  payload: object | undefined;
  /** The path names a row of the other company (not only missing ids). */
  foreignRow: boolean;
  /** The call comes from WRITE_FIXTURES: a valid body, so only tenancy may refuse it. */
  fixture: WriteFixture | undefined;
}

/**
 * The call of this route by this caller against the other company: the route's fixture (its ids and valid body) when
 * it has one; otherwise the first :param set to the other company's latest row of the table the path names (or a
 * missing id), the others to a missing id, and `{}` as the body of a write.
 */
async function requestFor(route: RouteInfo, caller: Caller): Promise<Request> {
  const otherCompany = otherCompanyOf(caller);
  const fixture = WRITE_FIXTURES[routeKey(route)];
  if (fixture) {
    const target = worlds.get(otherCompany)!;
    return { url: fillPath(route.path, fixture.params(target)), payload: fixture.body?.(worlds.get(caller.companyId)!, caller, target), foreignRow: true, fixture };
  }
  const target = tableFor(t.dataSource, route.path);
  let foreignId: number | null = null;
  if (target?.table === 'company') {
    foreignId = otherCompany;
  } else if (target) {
    const rows = await t.dataSource.query(`SELECT id FROM "${target.table}" WHERE company_id = $1 ORDER BY id DESC LIMIT 1`, [otherCompany]);
    foreignId = rows[0]?.id ?? null;
  }
  let first = true;
  const url = route.path.replace(/:[A-Za-z0-9_]+/g, () => {
    const id = first && foreignId !== null ? foreignId : MISSING_ID;
    first = false;
    return String(id);
  });
  return { url, payload: hasBody(route.method) ? {} : undefined, foreignRow: foreignId !== null, fixture: undefined };
}

/**
 * The company-level routes that reach other companies by design (spec: the company list and switcher; docs:
 * companies.all manages every company): reads for companies.all or the switcher rule, writes for companies.all.
 */
function mayReachOtherCompanies(route: RouteInfo, caller: Caller): boolean {
  if (!route.path.startsWith('/api/companies/')) return false;
  return hasAnyPermission(caller, PERMISSIONS.COMPANIES_ALL as Permission) || (route.method === 'GET' && canSwitchCompany(caller));
}

/** The names of money in an answer (issue 20): rates, budgets, the labour burden, pay and costs. */
const MONEY_NAMES = ['hourlyRate', 'budgetAmount', 'laborBurdenPercent', 'salariedHoursPerYear', 'payRate', 'laborCost', 'equipmentCost', 'totalCost', 'projectedCost'];

/** Where money names occur in a JSON answer, at any depth (`$.0.costCodes.1.budgetAmount`). */
function moneyIn(value: unknown, path = '$', found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, i) => moneyIn(item, `${path}.${i}`, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (MONEY_NAMES.includes(key)) found.push(`${path}.${key}`);
      moneyIn(item, `${path}.${key}`, found);
    }
  }
  return found;
}

/** Every include flag of the reads (a read that does not know one may answer 400: the plain call is made too). */
const INCLUDES = [
  'includeCostCodes', 'includeEquipmentUtilization', 'includeProductions', 'includeAssignedUsers', 'includeJob', 'includeEquipmentUsage',
  'includeJobUtilization', 'includeWorkType', 'includeProductionRequests', 'includeUpcomingShiftCount',
].map((flag) => `${flag}=true`).join('&');

/** The route's path on the caller's own rows: the first :param the caller's latest row of the table it names, the others missing. */
async function ownUrl(route: RouteInfo, caller: Caller): Promise<string> {
  const target = tableFor(t.dataSource, route.path);
  let ownId: number | null = null;
  if (target?.table === 'company') ownId = caller.companyId;
  else if (target) ownId = (await t.dataSource.query(`SELECT id FROM "${target.table}" WHERE company_id = $1 ORDER BY id DESC LIMIT 1`, [caller.companyId]))[0]?.id ?? null;
  let first = true;
  return route.path.replace(/:[A-Za-z0-9_]+/g, () => {
    const id = first && ownId !== null ? ownId : MISSING_ID;
    first = false;
    return String(id);
  });
}

/** Money in every row of the caller's company that has some (so a read that leaked it would show it). */
async function putMoneyInRows(companyId: number): Promise<void> {
  await t.dataSource.query('UPDATE equipment SET hourly_rate = 125.50 WHERE company_id = $1', [companyId]);
  await t.dataSource.query('UPDATE cost_code SET budget_amount = 10000 WHERE company_id = $1', [companyId]);
  await t.dataSource.query(`UPDATE "user" SET pay_rate = 38.37, pay_type = 'Hourly' WHERE company_id = $1`, [companyId]);
  await t.dataSource.query('UPDATE company SET labor_burden_percent = 25 WHERE id = $1', [companyId]);
}

describe('the access table', () => {
  it('finds the routes registered so far (the enumeration is not empty)', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /auth/login', 'POST /auth/switch-company', 'GET /api/role-permissions', 'GET /api/companies/:id']));
  });

  it('every route declares its access', () => {
    const undeclared = routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('matches the reviewed access table of who may call each route (shared/domain API_ACCESS, which the screens read)', () => {
    const declared = Object.fromEntries(routes.map((r) => [`${r.method} ${r.path}`, describeRule(r.rule)] as const));
    const table = Object.fromEntries(Object.entries(API_ACCESS).map(([key, rule]) => [key, describeRule(rule)] as const));
    expect(declared).toEqual(table);
  });

  it('no route under /api is public (but the pages that hold no data, listed here)', () => {
    const open = routes.filter((r) => r.rule?.kind === 'public' && !r.rule.page && r.path.startsWith('/api')).map((r) => `${r.method} ${r.path}`);
    const pages = routes.filter((r) => r.rule?.kind === 'public' && r.rule.page).map((r) => `${r.method} ${r.path}`);
    expect(pages).toEqual(['GET /api/docs']);
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

  it('has a fixture (ids and a valid body) for every write route with a path parameter, and none for a route that is gone', () => {
    const keys = new Set(routes.map(routeKey));
    const missing = routes.filter((r) => needsWriteFixture(r) && !WRITE_FIXTURES[routeKey(r)])
      .map((r) => `${routeKey(r)} has no fixture: add one to backend/test/support/write-fixtures.ts`);
    const stale = Object.keys(WRITE_FIXTURES).filter((key) => !keys.has(key)).map((key) => `${key} is not a route any more: remove its fixture`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it('follows each declaration for every demo role and for a user of another company, and leaves the other company\'s rows as they were', async () => {
    const failures: string[] = [];
    const before = await tenantRows(t.dataSource, ownCompanies);
    for (const route of routes.filter((r) => r.rule && r.rule.kind !== 'public')) {
      for (const caller of callers) {
        const { url, payload, foreignRow, fixture } = await requestFor(route, caller);
        const res = await t.app.inject({
          method: route.method as 'GET', url, headers: bearer(caller.token), ...(payload !== undefined ? { payload } : {}),
        });
        const where = `${caller.label}: ${route.method} ${url} [${describeRule(route.rule)}] -> ${res.statusCode}`;
        const allowed = satisfies(route.rule!, caller);
        if (!allowed) {
          if (res.statusCode !== 403) failures.push(`${where}, expected 403`);
          continue;
        }
        if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${where}, expected access`);
        else if (res.statusCode >= 500) failures.push(`${where}: server error ${res.body}`);
        else if (mayReachOtherCompanies(route, caller)) continue;
        else if (fixture && res.statusCode !== 404) {
          failures.push(`${where}, expected 404: the body is valid, so only the other company's row may refuse it ${res.body}`);
        } else if (url !== route.path && res.statusCode < 300) {
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
    expect(await tenantRows(t.dataSource, ownCompanies)).toEqual(before);
  }, 120_000);

  it('answers each fixture with success on the caller\'s own rows (so the 404s above come from tenancy, not the body)', async () => {
    const failures: string[] = [];
    for (const [key, fixture] of Object.entries(WRITE_FIXTURES)) {
      const [method, path] = key.split(' ') as [string, string];
      for (const [companyId, caller] of controlCallers) {
        const own = worlds.get(companyId)!;
        const url = fillPath(path, fixture.params(own));
        const payload = fixture.body?.(own, caller, own);
        const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(caller.token), ...(payload ? { payload } : {}) });
        if (res.statusCode >= 300) failures.push(`${caller.label}: ${method} ${url} on its own rows -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
  it('money rules: each route of MONEY_ROUTES is registered, and a holder of reports.job_cost reads its fields there', async () => {
    const keys = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(MONEY_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
    const admin = callers.find((c) => c.label === 'Administrator')!;
    expect(canSeeMoney(admin)).toBe(true);
    await putMoneyInRows(admin.companyId);
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET' && `${r.method} ${r.path}` in MONEY_ROUTES)) {
      const url = await ownUrl(route, admin);
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      const names = new Set(moneyIn(res.statusCode === 200 ? res.json() : null).map((p) => p.split('.').at(-1)));
      const fields = MONEY_ROUTES[`GET ${route.path}` as keyof typeof MONEY_ROUTES] as readonly string[];
      const missing = fields.filter((f) => !names.has(f) && MONEY_NAMES.includes(f));
      if (res.statusCode !== 200 || missing.length > 0) failures.push(`GET ${url} -> ${res.statusCode}, without ${missing.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('API sweep as the worker (and every demo role without reports.job_cost): every GET route answers 403 or carries no cost or rate', async () => {
    const home = callers[0]!.companyId;
    await putMoneyInRows(home);
    const sweepers = callers.filter((c) => c.companyId === home && !canSeeMoney(c));
    expect(sweepers.map((c) => c.label)).toContain('Worker');
    const failures: string[] = [];
    const answered = new Map<string, number>();
    for (const caller of sweepers) {
      // Pay rates stay where the users screens show them: the users routes, for users.* holders (docs/permissions.md).
      const seesPay = hasAnyPermission(caller, PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.USERS_UPDATE);
      // The OpenAPI document names the fields of every body (a description of the API, no data of the company).
      for (const route of routes.filter((r) => r.method === 'GET' && r.rule?.kind !== 'public' && r.path !== '/api/docs/openapi.json')) {
        const own = await ownUrl(route, caller);
        for (const url of [own, `${own}?${INCLUDES}`]) {
          const res = await t.app.inject({ method: 'GET', url, headers: bearer(caller.token) });
          if (res.statusCode === 403) continue;
          if (res.statusCode >= 500) failures.push(`${caller.label}: GET ${url} -> ${res.statusCode}`);
          if (res.statusCode !== 200) continue;
          answered.set(caller.label, (answered.get(caller.label) ?? 0) + 1);
          const type = String(res.headers['content-type'] ?? '');
          if (type.includes('json')) {
            const found = moneyIn(res.json()).filter((p) => !(seesPay && p.endsWith('.payRate') && route.path.startsWith('/api/users')));
            if (found.length > 0) failures.push(`${caller.label}: GET ${url} carries ${found.slice(0, 3).join(', ')}`);
          } else if (/^text|csv/.test(type) && /hourly ?rate|budget ?amount|labou?r ?(burden|cost)|total ?cost|pay ?rate/i.test(res.body)) {
            failures.push(`${caller.label}: GET ${url} (${type}) names a cost or rate`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Not vacuous: the worker's readable routes answered (the equipment and cost code pickers among them, with rows).
    expect(answered.get('Worker')).toBeGreaterThan(5);
    const worker = sweepers.find((c) => c.label === 'Worker')!;
    for (const url of ['/api/equipment', '/api/cost-codes', `/api/companies/${home}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(worker.token) });
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json()).length).toBeGreaterThan(20);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${worlds.get(home)!.jobId}/job-cost`, headers: bearer(worker.token) })).statusCode).toBe(403);
  }, 120_000);
});
