import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { STATE_FILE, type ServerState } from './server-state';

const ROOT = resolve(__dirname, '../../..');

/**
 * Builds every workspace whose build is missing or older than its sources, with the same check `npm start` uses
 * (scripts/workspaces.mjs), so the browser tests always run the code in the working tree.
 */
async function buildStale(): Promise<void> {
  const workspaces = (await import(join(ROOT, 'scripts/workspaces.mjs'))) as {
    staleWorkspaces(): string[];
    build(list: string[]): void;
  };
  const stale = workspaces.staleWorkspaces();
  if (stale.length) console.log(`[e2e] building ${stale.join(', ')}`);
  workspaces.build(stale);
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** With TEST_DATABASE_URL: a fresh database "<name>_e2e" beside it, seeded with the demo data by the server. */
async function freshDatabase(url: string): Promise<string> {
  const { Client } = require('pg') as typeof import('pg');
  const target = new URL(url);
  const name = `${target.pathname.replace(/^\//, '') || 'groundwork'}_e2e`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${baseUrl}health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The backend did not answer ${baseUrl}health within ${timeoutMs / 1000} s`);
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a server the caller runs
  await buildStale();
  const port = await freePort();
  // Every browser test signs in from 127.0.0.1: the per-address sign-in limit (30 failures in 15 minutes) would count
  // the whole suite's deliberate failures together. The per-username limit stays as in production (sign-in.spec
  // trips it); the per-address limit has its own backend tests.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NODE_ENV: 'production', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' };
  let dataDir: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    env.DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL);
    env.SEED_DEMO = '1';
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'groundwork-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  const server = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}/`;
  try {
    await waitForHealth(baseUrl, 90_000);
  } catch (error) {
    server.kill();
    console.error(log);
    throw error;
  }
  server.unref();
  const state: ServerState = { pid: server.pid as number, dataDir };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.E2E_BASE_URL = baseUrl;
}
