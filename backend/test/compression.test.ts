import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildWorld, post, type JobWorld } from './jobs/fixtures';
import { uniqueName } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compressed JSON answers', () => {
  let t: TestApp;
  let w: JobWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t.app, t.dataSource);
    for (let i = 0; i < 12; i += 1) {
      await post(t.app, w.admin, '/api/jobs', { name: uniqueName('J', 9), description: `Storm drain, phase ${i}` });
    }
  });
  afterAll(() => t.close());

  const jobList = (encoding?: string) =>
    t.app.inject({ method: 'GET', url: '/api/jobs', headers: { ...w.admin.auth, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends the JSON text of a list as brotli or gzip, as the browser accepts, fewer bytes and the same document', async () => {
    const plain = await jobList();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const res = await jobList(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(encoding, res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('leaves small answers and clients without Accept-Encoding alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const identity = await jobList('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressed built files', () => {
  let s: TestApp;
  const script = Buffer.from(`/* main */${'function noop(){return "groundwork"}\n'.repeat(400)}`);
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'gw-precompressed-'));
    const shell = join(root, 'shell', 'dist');
    mkdirSync(shell, { recursive: true });
    writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Groundwork</title>');
    writeFileSync(join(shell, 'main.0123abcd.js'), script);
    writeFileSync(join(shell, 'main.0123abcd.js.br'), brotliCompressSync(script));
    writeFileSync(join(shell, 'main.0123abcd.js.gz'), gzipSync(script));
    const admin = join(root, 'mf-admin', 'dist');
    mkdirSync(admin, { recursive: true });
    const entry = Buffer.from(`var mf_admin;${' '.repeat(4000)}`);
    writeFileSync(join(admin, 'remoteEntry.js'), entry);
    writeFileSync(join(admin, 'remoteEntry.js.br'), brotliCompressSync(entry));
    s = await createTestApp({ staticRoot: root }, { staticHosting: true });
  });
  afterAll(() => s.close());

  const get = (url: string, encoding?: string) =>
    s.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli or gzip copy the build made, by content negotiation, with the type and caching of the file', async () => {
    for (const [accept, encoding, copy] of [['gzip, deflate, br', 'br', brotliCompressSync(script)], ['gzip', 'gzip', gzipSync(script)]] as const) {
      const res = await get('/main.0123abcd.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.equals(copy)).toBe(true);
      expect(decode(encoding, res.rawPayload).equals(script)).toBe(true);
    }
    const plain = await get('/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('keeps a remote entry out of every cache, also its compressed copy', async () => {
    const res = await get('/remotes/mf-admin/remoteEntry.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
