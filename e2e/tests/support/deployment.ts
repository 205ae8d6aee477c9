import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sirv from 'sirv';
import { freePort, ROOT } from './backend';

/**
 * Builds a feature app as another release would be built, into `outDir`, without touching the repository: its
 * package.json with `changes` (its version, the versions of the libraries it was built against) is written beside
 * the output and given to the build (APP_PACKAGE_JSON, scripts/webpack-app.cjs).
 */
export async function buildRemoteRelease(
  workspace: string,
  outDir: string,
  changes: { version: string; dependencies?: Record<string, string> },
): Promise<void> {
  const pkg = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const packageJson = `${outDir}.package.json`;
  writeFileSync(packageJson, JSON.stringify({ ...pkg, version: changes.version, dependencies: { ...pkg.dependencies, ...changes.dependencies } }));
  await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '--config', join(ROOT, workspace, 'webpack.config.js'), '--output-path', outDir],
    { cwd: ROOT, env: { ...process.env, APP_PACKAGE_JSON: packageJson }, maxBuffer: 16 * 1024 * 1024 },
  );
}

export interface StaticHost {
  origin: string;
  stop(): Promise<void>;
}

/**
 * A plain static file server for a folder on its own port (another origin than the API), as any static host or CDN
 * would serve a feature app: the precompressed copies by content negotiation, and CORS so the shell may read
 * the manifests.
 */
export async function startStaticHost(folder: string): Promise<StaticHost> {
  const serve = sirv(folder, {
    brotli: true,
    gzip: true,
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server: Server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

/** The SHA-256 of every file in a folder, by name. */
export function hashFolder(folder: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[path.slice(folder.length + 1)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return hashes;
}
