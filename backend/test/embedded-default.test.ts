/**
 * The embedded default as a newcomer meets it: the real server (backend/src/main.ts, run from source in its own
 * process) with no DATABASE_URL starts PGlite under DATA_DIR, migrates, seeds the demo data once, keeps a generated
 * JWT secret, and after a restart still has the data and accepts the tokens it issued. With DATABASE_URL and no
 * SEED_DEMO it migrates and seeds nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { api, login, startServer, stopServer } from './support/server-process';

describe('the embedded default database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with the demo data, keeps its secret and data across a restart, and does not seed twice', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    let token: string;
    let secret: string;
    const workType = `Restart check ${process.pid}`;
    try {
      const res = await login(first, 'admin', 'admin123');
      expect(res.status).toBe(200);
      token = ((await res.json()) as { token: string }).token;
      const jobs = await api<unknown[]>(first, token, '/api/jobs');
      expect(jobs.status).toBe(200);
      expect(jobs.body.length).toBeGreaterThanOrEqual(5);

      const secretFile = join(dataDir, 'jwt-secret');
      expect(existsSync(secretFile)).toBe(true);
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      secret = readFileSync(secretFile, 'utf8');

      const created = await api<{ id: number }>(first, token, '/api/work-types', { method: 'POST', body: JSON.stringify({ name: workType }) });
      expect(created.status).toBe(201);
    } finally {
      expect(await stopServer(first)).toBe(0);
    }

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
      const types = await api<{ name: string }[]>(second, token, '/api/work-types');
      expect(types.status).toBe(200); // the token issued before the restart is still accepted
      expect(types.body.map((t) => t.name)).toContain(workType);
      const companies = await api<{ name: string }[]>(second, token, '/api/companies');
      expect(companies.body.filter((c) => c.name === 'Demo Construction')).toHaveLength(1); // not seeded twice
    } finally {
      expect(await stopServer(second)).toBe(0);
    }
  }, 240_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  (serverUrl ? it : it.skip)('with DATABASE_URL and no SEED_DEMO, migrates and seeds nothing', async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `gw_noseed_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const server = await startServer({ DATABASE_URL: url.toString(), JWT_SECRET: 'x'.repeat(48), DATA_DIR: dataDir });
      try {
        expect((await login(server, 'admin', 'admin123')).status).toBe(401);
        const db = new Client({ connectionString: url.toString() });
        await db.connect();
        const { rows } = await db.query('SELECT count(*)::int AS n FROM company');
        await db.end();
        expect(rows[0].n).toBe(0);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
