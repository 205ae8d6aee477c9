import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_ROOT } from '../platform/config/config';

/**
 * Several API instances on one PostgreSQL behind Debian's nginx (docs/operations.md): `npm run cluster` and the
 * cluster test start the pair with this. nginx runs in the foreground from a temporary prefix with the
 * configuration of `nginx.conf` (this folder), filled with the ports.
 */

/** nginx.conf of the repository, as a template. */
export const NGINX_TEMPLATE = join(BACKEND_ROOT, 'src', 'ops', 'nginx.conf');

/** The nginx binary, installed from Debian's packages when missing (as root; otherwise says how). */
export function ensureNginx(log: (line: string) => void = () => undefined): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: run `sudo apt-get install -y nginx`');
  log('nginx is missing: apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'inherit' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
    install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'inherit' });
  }
  if (install.status !== 0 || !existsSync('/usr/sbin/nginx')) throw new Error('apt-get could not install nginx');
  return '/usr/sbin/nginx';
}

/** The nginx configuration for these upstream ports. */
export function nginxConfig(options: { prefix: string; listen: string; apiPorts: number[]; accessLog?: string }): string {
  const servers = options.apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', options.prefix)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{ACCESS_LOG}}', options.accessLog ?? 'off')
    .replace('{{SERVERS}}', servers);
}

/** Resolves once `url`/health answers 200; throws with the process's output when it exits or the time is up. */
export async function waitHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** One API instance: its port, its process and what it printed. */
export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
}

export interface ClusterOptions {
  /** The one PostgreSQL every instance uses. */
  databaseUrl: string;
  /** Where nginx listens (host:port). */
  listen: { host: string; port: number };
  /** One loopback port per instance. */
  apiPorts: number[];
  /** Starts one instance: executable and arguments (default: node backend/dist/main.js, as `npm start`). */
  command?: string[];
  /** More environment for the instances: the same JWT_SECRET (or DATA_DIR) for all, LOG_LEVEL... */
  env?: NodeJS.ProcessEnv;
  /** Each instance's output also goes here, line by line, prefixed with its port. */
  echo?: (line: string) => void;
}

export interface Cluster {
  /** nginx's URL. */
  url: string;
  instances: Instance[];
  /** SIGTERM to one instance; resolves with its exit code once it has finished its requests and stopped. */
  stop(instance: Instance): Promise<number | null>;
  /** Stops nginx and every instance. */
  close(): Promise<void>;
}

/**
 * Starts the instances (all at once: migrations are serialised by an advisory lock, platform/database) and nginx in
 * front of them; resolves when nginx answers /health.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = ensureNginx(options.echo);
  const command = options.command ?? [process.execPath, join(BACKEND_ROOT, 'dist', 'main.js')];
  const instances: Instance[] = [];
  let proxy: ChildProcess | null = null;
  const prefix = mkdtempSync(join(tmpdir(), 'groundwork-nginx-'));
  const close = async () => {
    const all = [...instances.map((i) => i.child), ...(proxy ? [proxy] : [])];
    for (const child of all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(all.map(exited));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const port of options.apiPorts) {
      const child = spawn(command[0]!, command.slice(1), {
        cwd: BACKEND_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ...options.env,
          DATABASE_URL: options.databaseUrl,
          HOST: '127.0.0.1',
          PORT: String(port),
          TRUST_PROXY: '1', // the client's address from nginx's X-Forwarded-For (the sign-in throttle counts it)
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const take = (chunk: Buffer) => {
        output += chunk.toString();
        if (options.echo) for (const line of chunk.toString().split('\n').filter(Boolean)) options.echo(`[api ${port}] ${line}`);
      };
      child.stdout!.on('data', take);
      child.stderr!.on('data', take);
      instances.push({ port, url: `http://127.0.0.1:${port}`, child, output: () => output });
    }
    await Promise.all(instances.map((i) => waitHealthy(i.url, i.child, i.output)));

    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ prefix, listen: `${options.listen.host}:${options.listen.port}`, apiPorts: options.apiPorts }));
    mkdirSync(join(prefix, 'logs'), { recursive: true }); // nginx opens prefix/logs/error.log before reading the file
    let nginxOutput = '';
    proxy = spawn(nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.stdout!.on('data', (c: Buffer) => (nginxOutput += c.toString()));
    proxy.stderr!.on('data', (c: Buffer) => (nginxOutput += c.toString()));
    const url = `http://${options.listen.host}:${options.listen.port}`;
    await waitHealthy(url, proxy, () => `${nginxOutput}${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`, 15_000);
    return {
      url,
      instances,
      stop: (instance) => {
        const done = exited(instance.child);
        instance.child.kill('SIGTERM');
        return done;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
