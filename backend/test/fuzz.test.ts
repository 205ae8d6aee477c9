/**
 * Property-based fuzzing of every registered route (the route inventory the access table walks, so routes added later
 * are covered without editing this file), as each demo role: hostile path ids, query strings and bodies derived from
 * the route's own declaration (support/fuzz-requests.ts), and, for the writes the access table has a valid request
 * of (support/write-fixtures.ts), that request with one value made hostile, so the hostile value gets past the
 * rest of the validation into the service. For every answer:
 * - never 5xx;
 * - a 4xx is the documented error shape `{statusCode, message, errors?: {field: message}}`;
 * - after a refused request, no row of either test company changed (an md5 per table, taken around every request);
 *   a role the route's declaration refuses gets 403 from the guard, before any work.
 *
 * Seeded and bounded: FUZZ_RUNS cases per route and permitted role (default 10 on PostgreSQL, 4 on the embedded
 * database; 2 for a role the route refuses),
 * FUZZ_SEED (default below). A failure prints the seed, the fast-check path and the shrunk request; re-run it with
 *   FUZZ_SEED=<seed> FUZZ_ONLY='PUT /api/users/:id' npx jest backend/test/fuzz.test.ts
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { satisfies } from '../src/platform/auth/access-rule';
import { listRoutes, type RouteInfo } from '../src/platform/auth/route-inventory';
import { bearer, createCompanyWithDemoRoles, DEMO_ROLE_NAMES, login, uniqueName } from './support/factories';
import { requestFor, type FuzzRequest } from './support/fuzz-requests';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTenantWorld, tenantDigest, type TenantWorld } from './support/tenant-world';
import { routeKey, WRITE_FIXTURES, type CompanyFields } from './support/write-fixtures';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Fewer by default on the embedded database (single-threaded, about 3x slower here); CI runs on PostgreSQL. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 10 : 4));
const REFUSED_RUNS = 2;
const ONLY = process.env.FUZZ_ONLY;
const MISSING_ID = 2_000_000_001;

interface Caller {
  label: string;
  id: number;
  token: string;
  scopes: string[];
  role: string;
}

let t: TestApp;
let routes: RouteInfo[];
let callers: Caller[];
let companyIds: number[];
let ids: number[];
/** The callers' company's rows, where the access table's fixtures (valid requests) aim. */
let home: TenantWorld & { company: CompanyFields };

beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
  const fields = () => ({ name: uniqueName('Company '), description: 'General contractor', payrollHeader: 'Payroll' });
  const companies = [await createCompanyWithDemoRoles(t.dataSource, fields()), await createCompanyWithDemoRoles(t.dataSource, fields())];
  const [own] = companies;
  companyIds = companies.map((c) => c.company.id);
  callers = [];
  for (const name of DEMO_ROLE_NAMES) {
    const { user, password } = own!.users[name];
    const [role] = await t.dataSource.query('SELECT name, permissions FROM role WHERE id = $1', [user.roleId]);
    callers.push({ label: name, id: user.id, token: await login(t.app, user.username, password), scopes: role.permissions, role: role.name });
  }
  // Rows of both companies to aim at. The callers' own users and roles stay out of the pool: a fuzzed edit that
  // deactivated a caller would leave the rest of the run answering 401.
  ids = [MISSING_ID];
  for (const { company, users } of companies) {
    const admin = users.Administrator;
    const builder = { id: admin.user.id, token: await login(t.app, admin.user.username, admin.password) };
    const crew = Object.values(users).map((u) => u.user.id);
    const world = await buildTenantWorld(t.app, t.dataSource, { companyId: company.id, builder, crew });
    ids.push(...Object.values(world));
    if (company.id === own!.company.id) home = { ...world, company: { name: company.name, description: company.description!, payrollHeader: company.payrollHeader! } };
  }
}, 120_000);
afterAll(() => t.close());

/** Why this answer breaks the contract, or null. */
function answerProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const b = body as { statusCode?: unknown; message?: unknown; errors?: unknown };
  const extra = body && typeof body === 'object' ? Object.keys(body).filter((k) => !['statusCode', 'message', 'errors'].includes(k)) : [];
  const errorsOk = b.errors === undefined
    || (typeof b.errors === 'object' && b.errors !== null && !Array.isArray(b.errors) && Object.values(b.errors).every((m) => typeof m === 'string' && m.length > 0));
  if (b.statusCode !== res.statusCode || typeof b.message !== 'string' || b.message.length === 0 || extra.length > 0 || !errorsOk) {
    return `answered ${res.statusCode} with a body that is not {statusCode, message, errors?}: ${res.body.slice(0, 300)}`;
  }
  return null;
}

/**
 * The caller's role and permissions in the database now: the guard's truth. An administrator's permitted write of an
 * earlier case may have given the caller another role (a fuzzed user id or role id that happens to be theirs).
 */
async function accessNow(caller: Caller): Promise<{ role: string; scopes: string[] }> {
  const [row] = await t.dataSource.query('SELECT r.name AS role, r.permissions AS scopes FROM "user" u JOIN role r ON r.id = u.role_id WHERE u.id = $1', [caller.id]);
  return row ?? { role: '', scopes: [] };
}

/** Refusals while the request is read (address, body syntax, size, type), before the access check runs. */
const READING_REFUSALS = new Set([400, 413, 414, 415]);

/** The shrunk request, long texts cut, for the failure message. */
const shortened = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}... (${v.length} characters)` : v));

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

/** A stable seed per route and role, from FUZZ_SEED. */
function seedFor(key: string): number {
  let hash = SEED | 0;
  for (const ch of key) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/** Deletes last: the writes before them still find the rows they aim at. */
const order = (route: RouteInfo) => (route.method === 'DELETE' ? 1 : 0);

describe('fuzzing every route', () => {
  it('answers hostile input without a 5xx, with the error shape, and changes nothing when it refuses', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let cases = 0;
    let digest = await tenantDigest(t.dataSource, companyIds);
    const selected = routes.filter((r) => !ONLY || `${r.method} ${r.path}` === ONLY).sort((a, b) => order(a) - order(b));
    for (const route of selected) {
      for (const caller of callers) {
        const permitted = route.rule?.kind !== 'anyOf' || satisfies(route.rule, caller);
        const key = `${route.method} ${route.path} as ${caller.label}`;
        const send = async (request: FuzzRequest) => {
          cases += 1;
          const res = await t.app.inject({
            method: request.method as 'GET', url: request.url, headers: { ...request.headers, ...bearer(caller.token) },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const problem = answerProblem(res);
          if (!permitted) {
            // The guard refuses before any work (the access table proves it writes nothing): no digest needed.
            if (problem) throw new Error(problem);
            if (res.statusCode !== 403 && !READING_REFUSALS.has(res.statusCode) && !satisfies(route.rule!, await accessNow(caller))) {
              throw new Error(`answered ${res.statusCode} to a role the route refuses, expected 403`);
            }
            return;
          }
          const after = await tenantDigest(t.dataSource, companyIds);
          const changed = res.statusCode >= 400 ? changedTables(digest, after) : [];
          digest = after;
          if (problem) throw new Error(problem);
          if (changed.length > 0) throw new Error(`refused with ${res.statusCode} but changed rows of ${changed.join(', ')}: ${res.body.slice(0, 200)}`);
        };
        const seed = seedFor(key);
        const fixture = WRITE_FIXTURES[routeKey(route)];
        const valid = fixture && { params: fixture.params(home), body: fixture.body?.(home, caller, home) };
        const details = await fc.check(fc.asyncProperty(requestFor(route, { ids }, valid), send), {
          seed, numRuns: permitted ? RUNS : REFUSED_RUNS, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false,
        });
        if (details.failed) {
          const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          failures.push(`${key}: ${reason}\n  request: ${shortened(details.counterexample?.[0])}\n`
            + `  fast-check seed ${details.seed}, path ${details.counterexamplePath}, ${details.numShrinks} shrinks; `
            + `re-run: FUZZ_SEED=${SEED} FUZZ_ONLY='${route.method} ${route.path}' npx jest backend/test/fuzz.test.ts`);
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`fuzz: ${cases} requests over ${selected.length} routes x ${callers.length} roles in ${seconds} s (seed ${SEED}, ${RUNS} runs)\n`);
    expect(failures).toEqual([]);
  }, 600_000);
});
