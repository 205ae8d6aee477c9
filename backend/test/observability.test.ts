/**
 * Logs and metrics (docs/operations.md): JSON request logs with the request id, nothing secret in them, and
 * GET /metrics in Prometheus format on its own port only.
 */
import { Writable } from 'node:stream';
import { PERMISSIONS, WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { bearer, createCompany, createRole, createUser, uniqueName } from './support/factories';
import { loadConfig } from '../src/platform/config/config';
import { freePort, login, startServer, stopServer } from './support/server-process';
import { createTestApp, testDatabaseUrl, TEST_JWT_SECRET, type TestApp } from './support/test-app';

/** Every line the app's logger wrote. */
class Capture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

const LOGO = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==`;

describe('the whole output of a running server', () => {
  it('holds no token, password or logo: request logs, Nest\'s own lines and error answers alike', async () => {
    const t = await createTestApp();
    try {
      const company = await createCompany(t.dataSource);
      const role = await createRole(t.dataSource, company.id, [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.JOBS_READ]);
      const password = `Pw-${uniqueName('', 12)}`;
      const { user } = await createUser(t.dataSource, { companyId: company.id, roleId: role.id }, password);
      const server = await startServer({ DATABASE_URL: testDatabaseUrl(), JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'info' });
      let token = '';
      try {
        const signIn = await login(server, user.username, password);
        expect(signIn.status).toBe(200);
        token = ((await signIn.json()) as { token: string }).token;
        expect((await login(server, user.username, `${password}-typo`)).status).toBe(401);
        const json = { ...bearer(token), 'content-type': 'application/json' };
        const created = await fetch(`${server.url}/api/companies`, {
          method: 'POST', headers: json, body: JSON.stringify({ name: uniqueName('Logo Co '), description: 'x', payrollHeader: 'LOGO', logo: LOGO }),
        });
        expect(created.status).toBe(201);
        // Refused bodies that carry the secrets: a malformed JSON body, and a logo the server does not accept.
        expect((await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"password":"${password}"` })).status).toBe(400);
        expect((await fetch(`${server.url}/api/companies`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'x', logo: `${LOGO}!!` }) })).status).toBe(400);
        expect((await fetch(`${server.url}/api/jobs?access_token=${token}`, { headers: bearer(token) })).status).toBe(200);
        expect((await fetch(`${server.url}/api/jobs/987654321`, { headers: bearer(token) })).status).toBe(404);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
      const output = server.log();
      expect(output).toContain('"msg":"request completed"'); // the request logs are in it
      expect(output).toContain('Listening on'); // and Nest's own lines
      const [, payload, signature] = token.split('.');
      for (const secret of [password, token, payload!, signature!, LOGO, LOGO.slice(30, 70)]) expect(output).not.toContain(secret);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('request logs', () => {
  const capture = new Capture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream: capture });
  });
  afterAll(() => t.close());

  it('writes one JSON line per request with its id, returns the id, and never writes a token, password or logo', async () => {
    const company = await createCompany(t.dataSource);
    const role = await createRole(t.dataSource, company.id, [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.JOBS_READ]);
    const password = `Pw-${uniqueName('', 12)}`;
    const { user } = await createUser(t.dataSource, { companyId: company.id, roleId: role.id }, password);

    const signIn = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: user.username, password, clientKey: WEB_CLIENT_KEY } });
    expect(signIn.statusCode).toBe(200);
    const token: string = signIn.json().token;
    const wrong = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: user.username, password: `${password}-typo`, clientKey: WEB_CLIENT_KEY } });
    expect(wrong.statusCode).toBe(401);

    const created = await t.app.inject({
      method: 'POST', url: '/api/companies', headers: bearer(token),
      payload: { name: uniqueName('Logo Co '), description: 'x', payrollHeader: 'LOGO', logo: LOGO },
    });
    expect(created.statusCode).toBe(201);
    const logoRead = await t.app.inject({ method: 'GET', url: `/api/companies/${created.json().id}/logo`, headers: bearer(token) });
    expect(logoRead.statusCode).toBe(200);
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/jobs?token=${token}`, headers: bearer(token) });
    expect(inQuery.statusCode).toBe(200);

    // An error answer: the client gets the id, and the log line of that error carries it.
    const missing = await t.app.inject({ method: 'GET', url: '/api/jobs/987654321', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    const id = missing.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const records = capture.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofError = records.filter((r) => r.reqId === id);
    expect(ofError.map((r) => r.msg)).toEqual(['request refused', 'request completed']);
    expect(ofError[0]).toMatchObject({ statusCode: 404, message: expect.any(String) });
    expect(ofError[1]).toMatchObject({ req: { method: 'GET', url: '/api/jobs/987654321' }, res: { statusCode: 404 }, responseTime: expect.any(Number) });
    expect(records.find((r) => r.reqId === signIn.headers['x-request-id']))
      .toMatchObject({ msg: 'request completed', req: { method: 'POST', url: '/auth/login' }, res: { statusCode: 200 } });

    const all = capture.lines.join('\n');
    const [, payload, signature] = token.split('.');
    for (const secret of [password, token, payload!, signature!, LOGO, LOGO.slice(30, 70), logoRead.rawPayload.toString('base64')]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('/api/jobs?token=[redacted]');
  });

  it('keeps a plain X-Request-Id from the proxy and replaces one that is not', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'nginx-4f2a9c' } });
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c');
    const replaced = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'evil\u0000 "line"' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('is not served by default, on the API port or anywhere', async () => {
    const t = await createTestApp();
    try {
      expect(loadConfig({}).metricsPort).toBeNull();
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('serves request counts and latency by route and status, pool usage and event loop lag on its own port', async () => {
    const port = await freePort();
    const t = await createTestApp({ metricsPort: port });
    try {
      await t.app.inject({ method: 'GET', url: '/health' });
      await t.app.inject({ method: 'GET', url: '/health' });
      await t.app.inject({ method: 'GET', url: '/api/jobs' });
      await t.app.inject({ method: 'GET', url: `/nowhere/${uniqueName('x')}` });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404); // not on the API's port

      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('http_requests_total{method="GET",route="/health",status="200"} 2');
      expect(text).toContain('http_requests_total{method="GET",route="/api/jobs",status="401"} 1');
      // /nowhere/... and /metrics asked on the API's port: unknown URLs share one series.
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 2');
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/health",status="200"\} 2/);
      expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
      expect(text).toContain('db_pool_connections{state="max"} 10');
      expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow(); // closed with the app
  });
});
