import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { AppConfig } from '../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * Backups (docs/operations.md):
 * - embedded database: a gzipped tar of its data folder, taken by PGlite itself (`dumpDataDir`) after a CHECKPOINT.
 *   While the server runs, it owns the files, so the backup command asks it over a Unix socket in DATA_DIR
 *   (`backup.sock`, mode 0600: whoever may read the data folder may back it up), which the server's database thread
 *   answers (embedded-worker.js). PGlite runs one statement at a time, so the copy is taken between two statements:
 *   every committed transaction is in it, and one still open at that instant is rolled back on restore, as after a
 *   power cut. With no server running, the command opens the folder in an embedded server of its own and asks it
 *   the same way.
 * - DATABASE_URL: `pg_dump --format=custom` (a consistent snapshot by PostgreSQL's own rules), restored with
 *   `pg_restore` into an empty database.
 */

/** The control socket of a running embedded server. */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

export function embeddedDataFolder(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/** Asks the running server for a backup; null when no server answers on the socket. */
async function backupFromServer(path: string): Promise<Buffer | null> {
  if (!existsSync(path)) return null;
  return new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(path);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const head = all.subarray(0, newline).toString('utf8');
      const body = all.subarray(newline + 1);
      if (head.startsWith('OK ') && Number(head.slice(3)) === body.length) resolve(body);
      else reject(new Error(head.startsWith('ERR ') ? `The server could not back up: ${head.slice(4)}` : 'The server sent an incomplete backup'));
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command} could not start (${error.message}): install the PostgreSQL client tools`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** What a backup holds, read from its first bytes. */
type BackupKind = 'embedded' | 'pg_dump';
function kindOf(file: string): BackupKind {
  const head = readFileSync(file).subarray(0, 5);
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  throw new Error(`${file} is not a Groundwork backup (neither an embedded data folder nor a pg_dump file)`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Where it came from: the running server, the data folder opened directly, or pg_dump. */
  source: 'running server' | 'data folder' | 'pg_dump';
}

/** Writes a backup of the configured database to `file` (through a temporary file: never a half-written backup). */
export async function backupDatabase(config: AppConfig, file: string): Promise<BackupResult> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    let source: BackupResult['source'];
    if (config.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${config.databaseUrl}`]);
      source = 'pg_dump';
    } else {
      let bytes = await backupFromServer(backupSocketPath(config.dataDir));
      source = 'running server';
      if (!bytes) {
        const folder = embeddedDataFolder(config.dataDir);
        if (!existsSync(join(folder, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${folder}`);
        // The same dump as a running server's: open the folder in the embedded server, ask it, close it.
        const socket = backupSocketPath(config.dataDir);
        const embedded = await startEmbeddedPostgres({ dataDir: folder, maxConnections: 1, backupSocket: socket });
        try {
          bytes = await backupFromServer(socket);
        } finally {
          await embedded.close();
        }
        if (!bytes) throw new Error(`The embedded database in ${folder} did not answer on ${socket}`);
        source = 'data folder';
      }
      writeFileSync(partial, bytes);
    }
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    renameSync(partial, file);
    return { file, bytes: readFileSync(file).length, source };
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores `file` into the configured database, which must be empty: an embedded data folder that does not exist
 * yet (or is empty), or a DATABASE_URL database without tables. Never overwrites data.
 */
export async function restoreDatabase(config: AppConfig, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const kind = kindOf(file);
  if (config.databaseUrl) {
    if (kind !== 'pg_dump') throw new Error(`${file} is a backup of an embedded database: restore it without DATABASE_URL, into an empty DATA_DIR`);
    const client = new Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      if (rows[0]!.n > 0) throw new Error('The database of DATABASE_URL is not empty: restore into a new, empty database');
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.databaseUrl}`, file]);
    return;
  }
  if (kind !== 'embedded') throw new Error(`${file} is a pg_dump backup: restore it with DATABASE_URL set to an empty database`);
  const folder = embeddedDataFolder(config.dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: restore into an empty DATA_DIR (stop the server, move the old folder away)`);
  }
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create({ dataDir: folder, loadDataDir: new Blob([readFileSync(file)]) });
  await db.query('SELECT 1');
  await db.close();
}
