/**
 * A private PostgreSQL server for one test (the restart drill): initdb into a temporary folder, started on a free port
 * with its socket in that folder, stopped and started at will, removed at the end. Never the machine's own cluster,
 * which other tests (and other runs) use at the same time.
 *
 * The binaries come from PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin. PostgreSQL refuses to run as
 * root: as root the commands run as the `postgres` user (runuser), which owns the folder.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'pg_ctl')) ? process.env.PG_BIN_DIR : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((x, y) => Number(y) - Number(x));
  const found = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  return found ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Fast shutdown: open connections are terminated; waits until the server is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port; waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it (immediately) and deletes its folder. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'gw-drill-pg-'));
  const data = join(dir, 'data');
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]) : run(join(binDir, tool), args);
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = () => pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']).then(() => undefined);
  await start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']).then(() => undefined),
    start,
    async remove() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
