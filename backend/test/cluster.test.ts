/**
 * Two instances on one database behind nginx (src/ops: nginx.conf, cluster.ts, load.ts; docs/operations.md), as
 * `npm run cluster` starts them: a sign-in on one works on the other, the sign-in throttle is shared, the files come
 * from either, and an instance stopped under a mixed load of reads and timecard writes finishes its requests while
 * nginx sends the rest to the other: no request fails. nginx is installed from Debian's packages when missing.
 *
 * The payroll export never exports a record twice across instances: two clerks export the same period through the
 * two instances at once, and every record lands in exactly one file (docs/payroll-file.md, "Exports").
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ALL_PERMISSIONS, WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { runAsActor } from '../src/platform/database/actor';
import { startCluster, type Cluster, type Instance } from '../src/ops/cluster';
import { runLoad } from '../src/ops/load';
import { bearer, createCompany, createRole, createUser, uniqueName } from './support/factories';
import { freePort, fromSource } from './support/server-process';
import { createTestApp, testDatabaseUrl, type TestApp, TEST_JWT_SECRET } from './support/test-app';

/** Seconds of load in this test (CI stays short; the 30 s figures of docs/performance.md are measured by hand). */
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS || 6);

let cluster: Cluster;
let t: TestApp; // for the factories (rows straight in the shared database)
let admin: { username: string; password: string };

/**
 * A build both instances serve (STATIC_ROOT): the shell's index.html and a hashed script with its brotli copy, and a
 * remote's entry, like `npm run build` leaves them (scripts/webpack-app.cjs), so the test does not need a real build.
 */
const staticRoot = mkdtempSync(join(tmpdir(), 'gw-cluster-static-'));
const HASHED_SCRIPT = 'main.0123456789abcdef.js';
const BUILT: Record<string, string> = {
  'shell/dist/index.html': '<!doctype html><title>Groundwork</title><script src="/main.0123456789abcdef.js"></script>',
  [`shell/dist/${HASHED_SCRIPT}`]: `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'mf-reports/dist/remoteEntry.js': 'var mf_reports = {};',
};
for (const [file, text] of Object.entries(BUILT)) {
  mkdirSync(join(staticRoot, file, '..'), { recursive: true });
  writeFileSync(join(staticRoot, file), text);
}
writeFileSync(join(staticRoot, `shell/dist/${HASHED_SCRIPT}.br`), brotliCompressSync(BUILT[`shell/dist/${HASHED_SCRIPT}`]!));

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.dataSource);
  const role = await createRole(t.dataSource, company.id, ALL_PERMISSIONS);
  const created = await createUser(t.dataSource, { companyId: company.id, roleId: role.id }, 'cluster-pass-1');
  admin = { username: created.user.username, password: created.password };
  const ports = [await freePort(), await freePort(), await freePort()];
  cluster = await startCluster({
    databaseUrl: testDatabaseUrl(),
    listen: { host: '127.0.0.1', port: ports[0]! },
    apiPorts: ports.slice(1),
    command: fromSource('src/main.ts'),
    env: {
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Every test file signs in from 127.0.0.1 on this database: the per-address limit is the auth test's.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      SEED_DEMO: '',
      STATIC_ROOT: staticRoot,
    },
  });
}, 240_000);

afterAll(async () => {
  await cluster?.close();
  await t?.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

const signIn = (url: string, username: string, password: string) =>
  fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, clientKey: WEB_CLIENT_KEY }),
  });

it('accepts a sign-in made on one instance on the other, and through nginx', async () => {
  const [a, b] = cluster.instances as [Instance, Instance];
  const res = await signIn(a.url, admin.username, admin.password);
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  for (const url of [b.url, cluster.url, cluster.url]) {
    const read = await fetch(`${url}/api/work-types`, { headers: bearer(token) });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-request-id')).toBeTruthy();
  }
});

it('serves the same files and configuration from either instance', async () => {
  const urls = [...cluster.instances.map((i) => i.url), cluster.url];
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(`${url}/config.json`);
      expect(res.status).toBe(200);
      return res.text();
    }),
  );
  expect(new Set(bodies).size).toBe(1);
  // The built files: the same bytes and cache rules from each instance and through nginx; the brotli copy when asked.
  const files = [
    { path: '/', body: BUILT['shell/dist/index.html'], cache: 'no-cache' },
    { path: `/${HASHED_SCRIPT}`, body: BUILT[`shell/dist/${HASHED_SCRIPT}`], cache: 'public, max-age=31536000, immutable' },
    { path: '/remotes/mf-reports/remoteEntry.js', body: BUILT['mf-reports/dist/remoteEntry.js'], cache: 'no-store' },
  ];
  for (const url of urls) {
    for (const file of files) {
      const res = await fetch(`${url}${file.path}`, { headers: { 'accept-encoding': 'identity' } });
      expect([url, file.path, res.status]).toEqual([url, file.path, 200]);
      expect(res.headers.get('cache-control')).toBe(file.cache);
      expect(await res.text()).toBe(file.body);
    }
    // fetch decodes the body; the header says the precompressed copy was sent.
    const br = await fetch(`${url}/${HASHED_SCRIPT}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(BUILT[`shell/dist/${HASHED_SCRIPT}`]);
  }
});

it('shares the sign-in throttle: parallel guesses through nginx on both instances get 5 tries, not 10', async () => {
  const company = await createCompany(t.dataSource);
  const role = await createRole(t.dataSource, company.id, []);
  const { user, password } = await createUser(t.dataSource, { companyId: company.id, roleId: role.id, username: uniqueName('thr', 24) });
  const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => signIn(cluster.url, user.username, `wrong-${i}`)));
  const codes = answers.map((r) => r.status);
  expect(codes.filter((c) => c === 401)).toHaveLength(5);
  expect(codes.filter((c) => c === 429)).toHaveLength(9);
  for (const instance of cluster.instances) expect((await signIn(instance.url, user.username, password)).status).toBe(429);
});

it('two clerks export the same period through the two instances at once: every record in exactly one file', async () => {
  const company = await createCompany(t.dataSource);
  const role = await createRole(t.dataSource, company.id, ALL_PERMISSIONS);
  const clerks = [await createUser(t.dataSource, { companyId: company.id, roleId: role.id }), await createUser(t.dataSource, { companyId: company.id, roleId: role.id })];
  const [job] = await t.dataSource.query(`INSERT INTO job (company_id, name, description) VALUES ($1, $2, 'Sewer') RETURNING id`, [company.id, uniqueName('J', 9)]);
  const [code] = await t.dataSource.query(
    `INSERT INTO cost_code (company_id, job_id, name, description, quantity, unit, is_to_track_production, is_to_track_employee_and_equipment_time)
     VALUES ($1, $2, 'LAB', 'Labour', 100, 'h', false, true) RETURNING id`, [company.id, job.id]);
  const crew = await Promise.all(Array.from({ length: 20 }, () => createUser(t.dataSource, { companyId: company.id, roleId: role.id })));
  // 20 employees x 10 weekdays of 2025-09-07..20, all approved.
  const days = ['08', '09', '10', '11', '12', '15', '16', '17', '18', '19'].map((d) => `2025-09-${d}`);
  const ids: number[] = await runAsActor('system', () => t.dataSource.transaction(async (m) => {
    const out: number[] = [];
    for (const { user } of crew) {
      for (const day of days) {
        const [row] = await m.query(
          `INSERT INTO production (company_id, type, job_id, cost_code_id, user_id, produced_at, produced_ends_at, quantity, is_approved)
           VALUES ($1, 'Time Record', $2, $3, $4, $5, $6, 8, true) RETURNING id`,
          [company.id, job.id, code.id, user.id, `${day}T14:00:00Z`, `${day}T22:30:00Z`]);
        out.push(row.id);
      }
    }
    return out;
  }));
  const [a, b] = cluster.instances as [Instance, Instance];
  const tokens = await Promise.all(clerks.map(async ({ user, password }, i) => {
    const res = await signIn([a, b][i]!.url, user.username, password);
    return ((await res.json()) as { token: string }).token;
  }));
  // Hold one record's row so both exports are surely in flight together, then let them race.
  const blocker = t.dataSource.createQueryRunner();
  await blocker.connect();
  await blocker.startTransaction();
  await blocker.query('SELECT id FROM production WHERE id = $1 FOR UPDATE', [ids[ids.length - 1]]);
  const body = JSON.stringify({ kind: 'payroll', date: '2025-09-20', startsAt: '2025-09-07', endsAt: '2025-09-20' });
  const both = Promise.all([a, b].map(async (instance, i) => {
    const res = await fetch(`${instance.url}/api/payroll-exports`, { method: 'POST', headers: { ...bearer(tokens[i]!), 'content-type': 'application/json' }, body });
    return { status: res.status, text: await res.text() };
  }));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await blocker.commitTransaction();
  await blocker.release();
  const answers = await both;
  // An unexpected answer (a 500) names its cause: the instances' logged errors beside the answers.
  const statuses = answers.map((r) => r.status).sort();
  if (statuses.join() !== '201,409') console.error(answers.map((r) => `${r.status} ${r.text.slice(0, 300)}`), a.output(), b.output());
  expect(statuses).toEqual([201, 409]);
  const exported = answers.filter((r) => r.status === 201)
    .flatMap((r) => r.text.split('\r\n').filter((l) => l.startsWith('T')).map((l) => Number(l.slice(195, 205))));
  expect(new Set(exported).size).toBe(exported.length);
  expect(exported.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM production WHERE id = ANY($1::int[]) AND exported_at IS NULL', [ids]);
  expect(n).toBe(0);
}, 120_000);

it('loses no request when an instance is stopped under a mixed load of reads and timecard writes', async () => {
  const [first, second] = cluster.instances as [Instance, Instance];
  let stopped: Promise<number | null> | undefined;
  const result = await runLoad({
    url: cluster.url,
    connections: 20,
    seconds: LOAD_SECONDS,
    ...admin,
    onStart: () => setTimeout(() => (stopped = cluster.stop(first)), (LOAD_SECONDS * 1000) / 2),
  });
  expect(stopped).toBeDefined();
  expect(await stopped).toBe(0); // finished its requests and closed cleanly
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, statusCodes: result.statusCodes })
    .toEqual({ errors: 0, timeouts: 0, non2xx: 0, statusCodes: { 200: expect.any(Number), 201: expect.any(Number) } });
  expect(result.total).toBeGreaterThan(50);
  // Every timecard write answered 201 is stored once.
  const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM production WHERE job_id = $1`, [result.jobId]);
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(result.writes);
  // The other instance still serves.
  expect((await fetch(`${second.url}/health`)).status).toBe(200);
  expect((await fetch(`${cluster.url}/health`)).status).toBe(200);
}, 120_000);
