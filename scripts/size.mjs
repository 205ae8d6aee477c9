#!/usr/bin/env node
/**
 * Prints the gzipped JavaScript the login page fetches: opens the built shell (shell/dist) in headless Chromium,
 * records every JavaScript response until the sign-in form shows, and sums their gzip sizes.
 * Fails (exit 1) above the budget of 200 KiB.
 *
 *   npm run size                      # serves shell/dist itself on a free port
 *   npm run size -- --url http://localhost:3000/   # measures a running server instead
 *   CHROMIUM=/path/to/chromium npm run size
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KIB = 200;
const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'shell', 'dist');
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/** Serves shell/dist, and a /config.json with the production layout (the login page loads no remote). */
function serveDist() {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ remotes: Object.fromEntries(['admin', 'reports', 'hr', 'app'].map((n) => [`mf_${n}`, `/remotes/mf-${n}/mf-manifest.json`])) }));
      return;
    }
    const file = normalize(join(DIST, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function main() {
  const urlArg = process.argv.indexOf('--url');
  let server = null;
  let url = urlArg > 0 ? process.argv[urlArg + 1] : null;
  if (!url) {
    if (!existsSync(join(DIST, 'index.html'))) {
      console.error('shell/dist is missing: run `npm run build -w shell` first.');
      process.exit(2);
    }
    server = await serveDist();
    url = `http://127.0.0.1:${server.address().port}/`;
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'gw-size-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    serviceWorkers: 'block',
  });
  const scripts = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    files.sort((a, b) => b.gzip - a.gzip);
    const kib = (n) => (n / 1024).toFixed(1).padStart(7);
    for (const f of files) console.log(`${kib(f.gzip)} KiB gz ${kib(f.raw)} KiB  ${new URL(f.url).pathname}`);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`Login page JavaScript: ${(total / 1024).toFixed(1)} KiB gzipped in ${files.length} files (budget ${BUDGET_KIB} KiB)`);
    if (total > BUDGET_KIB * 1024) process.exitCode = 1;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
    server?.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
