/**
 * The embedded database (PGlite, its socket server and the backup socket) runs in a worker thread of its own
 * (src/platform/database/embedded-postgres.ts): a heavy statement on it leaves the API's event loop free to answer
 * other requests; close() flushes it to its data folder; start-up errors reach the caller.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';
import { createTestApp } from './support/test-app';

const temp = () => mkdtempSync(join(tmpdir(), 'gw-embedded-thread-'));

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the embedded database in its own thread', () => {
  it('keeps answering HTTP within milliseconds while a heavy statement runs on the embedded database', async () => {
    const t = await createTestApp({ databaseUrl: null });
    try {
      await t.app.listen(0, '127.0.0.1');
      const base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
      // GET /config.json needs no database: on the API's thread it is only as quick as that thread is free.
      const started = performance.now();
      let running = true;
      const heavy = t.dataSource.query('SELECT count(*) FROM generate_series(1, 3000000) a, generate_series(1, 2) b').finally(() => (running = false));
      const latencies: number[] = [];
      while (running) {
        const t0 = performance.now();
        expect((await fetch(`${base}/config.json`)).status).toBe(200);
        latencies.push(performance.now() - t0);
      }
      await heavy;
      const statementMs = performance.now() - started;
      // On the API's thread, every request waits for the whole statement; beside it, each takes a few ms (with
      // room for a busy 2-core CI machine). The statement must last long enough for the difference to show.
      expect(statementMs).toBeGreaterThan(800);
      expect(latencies.length).toBeGreaterThan(10);
      expect(Math.max(...latencies)).toBeLessThan(statementMs / 4);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('flushes to its data folder on close(), and serves the same data after a restart', async () => {
    const dir = temp();
    try {
      const first = await startEmbeddedPostgres({ dataDir: join(dir, 'pgdata'), maxConnections: 3 });
      await query(first.url, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before the restart')`);
      await first.close();
      const second = await startEmbeddedPostgres({ dataDir: join(dir, 'pgdata'), maxConnections: 3 });
      try {
        expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'before the restart' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('rejects start-up errors with their message', async () => {
    const dir = temp();
    const other = spawn('sleep', ['60']);
    try {
      // A data folder another running process holds (its id in the lock beside the folder); free once it is gone.
      const busy = join(dir, 'busy');
      writeFileSync(`${busy}.lock`, String(other.pid));
      await expect(startEmbeddedPostgres({ dataDir: busy, maxConnections: 3 }))
        .rejects.toThrow(`The embedded database ${busy} is in use by process ${other.pid}`);
      await new Promise((ended) => other.once('exit', ended).kill());
      await (await startEmbeddedPostgres({ dataDir: busy, maxConnections: 3 })).close();
      expect(existsSync(`${busy}.lock`)).toBe(false);

      await expect(startEmbeddedPostgres({ maxConnections: 3, backupSocket: join(dir, 'missing', 'backup.sock') }))
        .rejects.toThrow(`Cannot open the backup socket ${join(dir, 'missing', 'backup.sock')}`);
      const corrupt = join(dir, 'corrupt');
      await (await startEmbeddedPostgres({ dataDir: corrupt, maxConnections: 3 })).close();
      writeFileSync(join(corrupt, 'global', 'pg_control'), 'not a control file');
      // PostgreSQL stops on a control file it cannot read; PGlite reports it as its WebAssembly aborting.
      await expect(startEmbeddedPostgres({ dataDir: corrupt, maxConnections: 3 })).rejects.toThrow('Aborted');
    } finally {
      other.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
