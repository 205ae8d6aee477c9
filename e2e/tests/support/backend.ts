import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** Runs statements on the server of `url` (connected to its database), one after the other. */
async function administer(url: string, statements: string[]): Promise<void> {
  const { Client } = require('pg') as typeof import('pg');
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database "<name>_<suffix>" beside TEST_DATABASE_URL's, seeded with the demo data by the server. */
export async function freshDatabase(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.replace(/^\//, '') || 'groundwork'}_${suffix}`;
  await administer(url, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`]);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops a database made by freshDatabase (`url` is the one it returned; `serverUrl` any database on that server). */
export async function dropDatabase(serverUrl: string, url: string): Promise<void> {
  await administer(serverUrl, [`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`]);
}

export async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
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

export interface Backend {
  url: string;
  process: ChildProcess;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * Starts the built API process (backend/dist/main.js) on a free port with `env` added to the environment, and
 * waits until it answers /health. Every browser test signs in from 127.0.0.1: the per-address sign-in limit is
 * raised (the per-username limit stays as in production).
 */
export async function startBackend(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<Backend> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHealth(url, timeoutMs);
  } catch (error) {
    child.kill();
    console.error(log);
    throw error;
  }
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
