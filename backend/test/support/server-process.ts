/**
 * The real server and commands as an operator runs them: backend/src/main.ts (or a CLI) from source in its own Node
 * process (no build), with only the environment given (none of the test run's database variables).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { waitHealthy } from '../../src/ops/cluster';

/** The backend package. */
export const BACKEND = resolve(__dirname, '..', '..');
const HOOK = join(__dirname, 'run-from-source.cjs');

/** The command that runs a script of the backend package (e.g. 'src/main.ts') from source: executable, arguments. */
export function fromSource(script: string): [string, ...string[]] {
  return [process.execPath, '--conditions=source', '-r', HOOK, join(BACKEND, script)];
}
/** Variables a test's server or command must not inherit from the test run. */
const INHERITED = ['DATABASE_URL', 'TEST_DATABASE_URL', 'JWT_SECRET', 'SEED_DEMO', 'DATA_DIR', 'METRICS_PORT', 'LOG_LEVEL'];

function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = { ...process.env };
  for (const key of INHERITED) delete clean[key];
  return { ...clean, NODE_ENV: 'production', ...env };
}

export interface Server {
  url: string;
  child: ChildProcess;
  log: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const [node, ...main] = fromSource('src/main.ts');
  const child = spawn(node, main, {
    cwd: BACKEND,
    env: cleanEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child, () => log, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, child, log: () => log };
}

export function stopServer(server: Server): Promise<number | null> {
  return new Promise((ok) => {
    if (server.child.exitCode !== null) return ok(server.child.exitCode);
    server.child.once('exit', (code) => ok(code));
    server.child.kill('SIGTERM');
  });
}

export async function login(server: Server, username: string, password: string): Promise<Response> {
  return fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, clientKey: WEB_CLIENT_KEY }),
  });
}

export async function api<T>(server: Server, token: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Runs a script of the backend package (e.g. 'src/cli/backup.ts') to its end: its exit code and output. */
export function runCommand(script: string, args: string[], env: Record<string, string>, cwd = BACKEND): Promise<{ code: number | null; output: string }> {
  return new Promise((ok, fail) => {
    const [node, ...command] = fromSource(script);
    const child = spawn(node, [...command, ...args], {
      cwd,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', fail);
    child.on('exit', (code) => ok({ code, output }));
  });
}
