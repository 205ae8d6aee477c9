/**
 * npm run db:backup / db:restore (src/cli/backup.ts, src/platform/database/backup.ts) as an operator runs them: a
 * backup taken while the server runs restores into an empty place with exactly the backed-up rows (every table,
 * every row), whatever changed after it, and never over existing data.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/platform/database/database';
import { createCompany, createRole, createUser } from './support/factories';
import { fingerprint } from './support/fingerprint';
import { api, login, runCommand, startServer, stopServer } from './support/server-process';
import { testDatabaseUrl } from './support/test-app';

const temp = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** The fingerprint of a stopped embedded database's folder (read in a process of its own). */
async function folderFingerprint(dataDir: string): Promise<Record<string, string>> {
  const { code, output } = await runCommand('test/support/fingerprint-folder.ts', [join(dataDir, 'pgdata')], {});
  if (code !== 0) throw new Error(output);
  return JSON.parse(output) as Record<string, string>;
}

describe('backups of the embedded database', () => {
  const dataDir = temp('gw-backup-src-');
  const restoredDir = temp('gw-backup-dst-');
  const here = temp('gw-backup-cwd-');
  afterAll(() => {
    for (const dir of [dataDir, restoredDir, here]) rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the server runs, and restores exactly that state into an empty data folder', async () => {
    // First start: migrated and seeded; stopped to read its exact state.
    await stopServer(await startServer({ DATA_DIR: dataDir }));
    const before = await folderFingerprint(dataDir);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['company', 'user', 'job', 'production', 'migrations']));

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      // npm run db:backup with a file relative to where it was run from, while the server runs.
      const backup = await runCommand('src/cli/backup.ts', ['backup', 'saved/monday.tar.gz'], { DATA_DIR: dataDir, INIT_CWD: here });
      expect(backup.output).toContain('Backed up (running server)');
      expect(backup.code).toBe(0);
      expect(readdirSync(join(here, 'saved'))).toEqual(['monday.tar.gz']); // no partial file left

      // Work goes on after the backup.
      const res = await login(server, 'admin', 'admin123');
      const token = ((await res.json()) as { token: string }).token;
      const created = await api(server, token, '/api/work-types', { method: 'POST', body: JSON.stringify({ name: `After backup ${process.pid}` }) });
      expect(created.status).toBe(201);
    } finally {
      await stopServer(server);
    }
    expect(await folderFingerprint(dataDir)).not.toEqual(before);

    const restore = await runCommand('src/cli/backup.ts', ['restore', 'saved/monday.tar.gz'], { DATA_DIR: restoredDir, INIT_CWD: here });
    expect(restore.code).toBe(0);
    expect(await folderFingerprint(restoredDir)).toEqual(before);

    // Never over existing data; a file that is not a backup says so.
    const again = await runCommand('src/cli/backup.ts', ['restore', 'saved/monday.tar.gz'], { DATA_DIR: restoredDir, INIT_CWD: here });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty: restore into an empty DATA_DIR');
    const wrong = await runCommand('src/cli/backup.ts', ['restore', 'package.json'], { DATA_DIR: temp('gw-backup-x-') });
    expect(wrong.output).toContain('is not a Groundwork backup');
    expect(await folderFingerprint(restoredDir)).toEqual(before);

    // The restored folder serves the backed-up data.
    const restored = await startServer({ DATA_DIR: restoredDir });
    try {
      expect((await login(restored, 'admin', 'admin123')).status).toBe(200);
    } finally {
      await stopServer(restored);
    }
  }, 240_000);

  it('backs up a stopped server by reading its data folder', async () => {
    const { code, output } = await runCommand('src/cli/backup.ts', ['backup', 'stopped.tar.gz'], { DATA_DIR: dataDir, INIT_CWD: here });
    expect(output).toContain('Backed up (data folder)');
    expect(code).toBe(0);
    expect(existsSync(join(here, 'stopped.tar.gz'))).toBe(true);
  }, 60_000);
});

const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onServer('backups of a DATABASE_URL database (pg_dump)', () => {
  const base = new URL(testDatabaseUrl());
  const suffix = randomBytes(4).toString('hex');
  const names = [`gw_backup_src_${suffix}`, `gw_backup_dst_${suffix}`];
  const urlOf = (name: string) => Object.assign(new URL(base.href), { pathname: `/${name}` }).href;
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: urlOf('postgres') });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const here = temp('gw-backup-dump-');
  beforeAll(async () => {
    for (const n of names) await admin(`CREATE DATABASE "${n}"`);
  });
  afterAll(async () => {
    for (const n of names) await admin(`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`);
    rmSync(here, { recursive: true, force: true });
  });

  it('dumps with pg_dump while in use and restores exactly that state into an empty database', async () => {
    const [source, target] = names.map(urlOf) as [string, string];
    const ds = createDataSource(source);
    await ds.initialize();
    let before: Record<string, string>;
    try {
      await ds.runMigrations({ transaction: 'all' });
      const company = await createCompany(ds);
      const role = await createRole(ds, company.id, ['jobs.read']);
      await createUser(ds, { companyId: company.id, roleId: role.id });
      before = await fingerprint((sql) => ds.query(sql));

      const backup = await runCommand('src/cli/backup.ts', ['backup', 'db.dump'], { DATABASE_URL: source, INIT_CWD: here });
      expect(backup.output).toContain('Backed up (pg_dump)');
      await ds.query(`UPDATE company SET name = name || ' (renamed)' WHERE id = $1`, [company.id]);
      await ds.query(`DELETE FROM "user" WHERE company_id = $1`, [company.id]);
      expect(await fingerprint((sql) => ds.query(sql))).not.toEqual(before);
    } finally {
      await ds.destroy();
    }

    const restore = await runCommand('src/cli/backup.ts', ['restore', 'db.dump'], { DATABASE_URL: target, INIT_CWD: here });
    expect(restore.code).toBe(0);
    const again = await runCommand('src/cli/backup.ts', ['restore', 'db.dump'], { DATABASE_URL: target, INIT_CWD: here });
    expect(again.output).toContain('is not empty: restore into a new, empty database');
    const c = new Client({ connectionString: target });
    await c.connect();
    try {
      expect(await fingerprint(async (sql) => (await c.query(sql)).rows)).toEqual(before!);
    } finally {
      await c.end();
    }
  }, 120_000);
});
