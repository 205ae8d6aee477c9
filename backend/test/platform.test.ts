import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_PERMISSIONS, PERMISSIONS } from '@groundwork/shared/domain';
import { bearer, createCompany, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 64 * 1024 });
});
afterAll(() => t.close());

describe('GET /api/role-permissions', () => {
  it('lists every permission name to any signed-in user', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [] });
    const res = await t.app.inject({ method: 'GET', url: '/api/role-permissions', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as Array<{ name: string }>).map((p) => p.name);
    expect(names).toEqual([...ALL_PERMISSIONS]);
  });
});

describe('GET /config.json', () => {
  it('tells the shell where each remote manifest is, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      remotes: {
        mf_admin: '/remotes/mf-admin/mf-manifest.json',
        mf_reports: '/remotes/mf-reports/mf-manifest.json',
        mf_hr: '/remotes/mf-hr/mf-manifest.json',
        mf_app: '/remotes/mf-app/mf-manifest.json',
      },
    });
  });
});

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('errors', () => {
  it('answers 413 with a clear message for a body above the limit', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/auth/login', payload: { username: 'x'.repeat(70 * 1024), password: 'p', clientKey: 'groundwork-web' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: 'The request is too large (the limit is 64 KB).' });
  });

  it('answers 400 in the same shape for malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('answers 404 in the same shape for an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

describe('GET /api/companies and /api/companies/:id', () => {
  it('lets anyone signed in read their own company, with the logo as a URL', async () => {
    const company = await createCompany(t.dataSource, { logo: 'data:image/png;base64,iVBORw0KGgo=', payrollHeader: 'DEMO' });
    const { token } = await signIn(t.app, t.dataSource, { permissions: [], companyId: company.id });
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: company.id, name: company.name, description: null, payrollHeader: 'DEMO', logo: `/api/companies/${company.id}/logo`,
      // The export profile's defaults (docs/payroll-file.md, "Export profiles").
      payPeriodStartsOn: '2026-01-04', rentalEquipmentJob: null, includeRentalEquipment: true, csvHeaderStyle: 'standard',
      // Its overtime settings (docs/overtime.md): UTC days, every hour regular.
      timeZone: 'UTC', overtimePolicy: 'none',
      // No labour burden nor salaried hours: money is for reports.job_cost (docs/permissions.md "Who sees money").
    });
    const { token: costReader } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.REPORTS_JOB_COST], companyId: company.id });
    // Job cost (docs/job-cost.md): no burden, a salaried year of 2080 hours.
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(costReader) })).json())
      .toMatchObject({ laborBurdenPercent: 0, salariedHoursPerYear: 2080 });
    const logo = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/logo`, headers: bearer(token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload).toEqual(Buffer.from('iVBORw0KGgo=', 'base64'));
  });

  it("answers 404 for another company's id without companies.all or the switcher rule", async () => {
    const other = await createCompany(t.dataSource, { logo: 'data:image/png;base64,iVBORw0KGgo=' });
    const { token } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_ALL, PERMISSIONS.JOBS_ALL] });
    for (const url of [`/api/companies/${other.id}`, `/api/companies/${other.id}/logo`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(other.name);
    }
  });

  it('answers 403 on the list without companies.all or the switcher rule', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_ALL] });
    expect((await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('lists every company for companies.all, and lets it read another company', async () => {
    const other = await createCompany(t.dataSource);
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_ALL] });
    const res = await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Array<{ id: number }>).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([other.id, companyId]));
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${other.id}`, headers: bearer(token) })).statusCode).toBe(200);
  });

  it("ignores a companyId query naming another company: the token's company is the tenant", async () => {
    const other = await createCompany(t.dataSource);
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: [] });
    const own = await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}?companyId=${other.id}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(companyId);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/companies/${other.id}?companyId=${other.id}`, headers: bearer(token) });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 404 for an id that is not a number', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/companies/abc', headers: bearer(token) })).statusCode).toBe(404);
  });
});

describe('static hosting', () => {
  /** The page's inline gate (shell/src/sign-in/gate.ts in the product). */
  const GATE = 'document.title="started"';
  let s: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'gw-static-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), `<!doctype html><title>Groundwork</title><script src="/main.0123abcd.js"></script><script data-app="/main.0123abcd.js">${GATE}</script>`);
    writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
    writeFileSync(join(root, 'shell', 'dist', 'sw.js'), "self.addEventListener('fetch', () => {});");
    mkdirSync(join(root, 'mf-admin', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mf-admin', 'dist', 'mf-manifest.json'), '{"name":"mf_admin"}');
    writeFileSync(join(root, 'mf-admin', 'dist', 'remoteEntry.js'), 'var mf_admin;');
    // mf-reports, mf-hr, mf-app are not built here: the server must still start.
    s = await createTestApp({ staticRoot: root }, { staticHosting: true });
  });
  afterAll(() => s.close());

  it('serves the shell at / without caching and with security headers', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Groundwork</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows the page's inline script by its hash, and follows a shell deployed again without a restart", async () => {
    const scriptSources = async (url: string) =>
      /script-src ([^;]*)/.exec((await s.app.inject({ method: 'GET', url })).headers['content-security-policy'] as string)?.[1].split(' ');
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(await scriptSources('/')).toEqual(["'self'", hash(GATE)]);
    // Only the page: other answers allow no inline script.
    expect(await scriptSources('/api/role-permissions')).toEqual(["'self'"]);

    const deployed = 'document.title="started again"';
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), `<!doctype html><title>Groundwork</title><script data-app="/main.1234abcd.js">${deployed}</script>`);
    expect(await scriptSources('/')).toEqual(["'self'", hash(deployed)]);
    expect(await scriptSources('/index.html?from=link')).toEqual(["'self'", hash(deployed)]);
  });

  it("sends a page's files only the headers a file that is not a document uses", async () => {
    for (const url of ['/main.0123abcd.js', '/remotes/mf-admin/mf-manifest.json', '/remotes/mf-admin/remoteEntry.js', '/config.json']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    // The page, the service worker (a worker's policy comes with its script) and the API keep the whole set.
    for (const url of ['/', '/sw.js', '/api/role-permissions']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(url.startsWith('/api/') ? 401 : 200); // served (the API refuses: no session)
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('does not ask browsers to upgrade to https (a plain-http LAN address would load a blank page)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('caches hashed assets for a year, remote manifests and entries not at all', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await s.app.inject({ method: 'GET', url: '/remotes/mf-admin/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect((await s.app.inject({ method: 'GET', url: '/remotes/mf-admin/remoteEntry.js' })).headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a remote that is not built, and keeps the API working', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/remotes/mf-hr/mf-manifest.json' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/api/role-permissions' })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });
});
