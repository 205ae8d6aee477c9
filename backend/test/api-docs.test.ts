/**
 * The API reference: GET /api/docs/openapi.json documents every registered route (routes added later included:
 * the document is built from the same route inventory the access table walks), with the schemas the routes validate
 * with and each route's access rule; GET /api/docs is the page, loadable without a token, whose assets come from
 * this server.
 */
import { LIMITS, PERMISSIONS } from '@groundwork/shared/domain';
import { describeRule } from '../src/platform/auth/access-rule';
import { listRoutes, type RouteInfo } from '../src/platform/auth/route-inventory';
import { bearer, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  'x-access': string;
  'x-permissions'?: string[];
  security: unknown[];
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let routes: RouteInfo[];
let token: string;
let document: Document;

const operationOf = (method: string, path: string) => document.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];

beforeAll(async () => {
  t = await createTestApp();
  routes = listRoutes(t.app);
  ({ token } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.WEB_TIMECARDS] }));
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  document = res.json() as Document;
});
afterAll(() => t.close());

describe('GET /api/docs/openapi.json', () => {
  it('needs a session (any signed-in user)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(401);
  });

  it('is an OpenAPI 3.1 document of the Groundwork API', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Groundwork API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('documents every registered route with its access rule, and nothing that is not a route', () => {
    const missing = routes.filter((r) => !operationOf(r.method, r.path)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const wrongAccess = routes.filter((r) => operationOf(r.method, r.path)?.['x-access'] !== describeRule(r.rule)).map((r) => `${r.method} ${r.path}`);
    expect(wrongAccess).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented).toHaveLength(routes.length);
  });

  it('gives each operation its path ids, query, body and token requirement from the route itself', () => {
    const createJob = operationOf('POST', '/api/jobs')!;
    const body = createJob.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'description']));
    expect(body.properties!.name).toMatchObject({ type: 'string', maxLength: LIMITS.jobName });
    expect(createJob['x-permissions']).toEqual([PERMISSIONS.JOBS_CREATE]);
    expect(createJob.security).toEqual([{ bearer: [] }]);

    const removeAssignment = operationOf('DELETE', '/api/jobs/:id/assignments/:userId')!;
    expect(removeAssignment.parameters.map((p) => [p.name, p.in, p.schema.type])).toEqual([['id', 'path', 'integer'], ['userId', 'path', 'integer']]);

    const equipmentList = operationOf('GET', '/api/equipment')!;
    expect(equipmentList.parameters.filter((p) => p.in === 'query').length).toBeGreaterThan(0);

    // Productions validate by record type in the service, and still declare what they accept.
    const createRecord = operationOf('POST', '/api/jobs/:id/productions')!.requestBody!.content['application/json']!.schema as { anyOf?: unknown[] };
    expect(createRecord.anyOf).toHaveLength(3);

    const upload = operationOf('POST', '/api/cost-codes/import')!.requestBody!.content['multipart/form-data']!.schema;
    expect(upload.required).toEqual(['spreadsheet']);
    expect(String(upload.properties!.spreadsheet!.description)).toContain('Job Name');

    expect(operationOf('POST', '/auth/login')!.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('is a page anyone may load, holding no data, with its scripts and styles served by this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/reference.js']);
    expect(page.body).not.toMatch(/<script>(?!<)/); // no inline script: the CSP allows none
    for (const url of sources) {
      const asset = await t.app.inject({ method: 'GET', url });
      expect({ url, status: asset.statusCode, length: asset.body.length > 100 }).toEqual({ url, status: 200, length: true });
    }
  });

  it('serves nothing else of the renderer package', async () => {
    for (const url of ['/api/docs/assets/package.json', '/api/docs/assets/index.html', '/api/docs/assets/../package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
