// The built product (backend/dist/main.js serving the API, shell/dist and the feature apps on one URL) on a free
// loopback port with the demo data, for the scripts that measure it (`npm run size`, `npm run lighthouse`).
// Without a database URL: an embedded database in a temp folder (seeded with the demo data on first start). With one
// (`postgres://.../name`): a fresh database `name_<suffix>` beside it, seeded by the server and dropped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './workspaces.mjs';

export function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering /health`);
    if (await fetch(new URL('/health', baseUrl)).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${baseUrl} did not answer /health within ${timeoutMs / 1000} s`);
}

/** Runs statements on the database server of `url`. */
async function administer(url, statements) {
  const { Client } = createRequire(join(root, 'backend', 'package.json'))('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts the built server with the demo data. `databaseUrl` (optional) names a PostgreSQL server and database whose
 * name gets `_<suffix>` for a fresh database. Returns { url, stop }.
 */
export async function startBuiltServer({ databaseUrl, suffix = 'measure', env: extraEnv = {} } = {}) {
  const port = await freePort();
  const env = { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' };
  let dataDir = null;
  let freshUrl = null;
  if (databaseUrl) {
    const target = new URL(databaseUrl);
    const name = `${target.pathname.slice(1) || 'groundwork'}_${suffix}`;
    await administer(databaseUrl, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
    target.pathname = `/${name}`;
    freshUrl = target.toString();
    Object.assign(env, { DATABASE_URL: freshUrl, SEED_DEMO: '1' });
  } else {
    dataDir = mkdtempSync(join(tmpdir(), `gw-${suffix}-`));
    Object.assign(env, { DATA_DIR: dataDir, DATABASE_URL: '' });
  }
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, env, stdio: 'ignore' });
  const exited = new Promise((ok) => child.once('exit', ok));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (freshUrl) await administer(databaseUrl, [`DROP DATABASE IF EXISTS "${new URL(freshUrl).pathname.slice(1)}" WITH (FORCE)`]);
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
