#!/usr/bin/env node
/**
 * Prints the bytes the login page transfers, as the browser receives them: opens the built shell (shell/dist) in
 * headless Chromium, records every response until the sign-in form shows and sums the encoded body sizes (the
 * precompressed brotli or gzip copies the build made, by content negotiation, as the server sends them).
 * Fails (exit 1) when its JavaScript is above the budget of 200 KiB.
 *
 *   npm run size                      # serves shell/dist itself on a free port
 *   npm run size -- --url http://localhost:3000/   # measures a running server instead
 *   CHROMIUM=/path/to/chromium npm run size
 */
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const BUDGET_KIB = 200;
const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'shell', 'dist');
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Serves shell/dist as the backend does (the precompressed copies by Accept-Encoding), and a /config.json with the
 * production layout (the login page loads no remote).
 */
function serveDist() {
  const files = sirv(DIST, { brotli: true, gzip: true, dev: true });
  const config = JSON.stringify({ remotes: Object.fromEntries(['admin', 'reports', 'hr', 'app'].map((n) => [`mf_${n}`, `/remotes/mf-${n}/mf-manifest.json`])) });
  const server = createServer((req, res) => {
    if (req.url === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(config);
      return;
    }
    files(req, res, () => {
      res.writeHead(404);
      res.end();
    });
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
  const responses = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('requestfinished', (request) => {
      responses.push(
        Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => ({
          url: request.url(),
          script: request.resourceType() === 'script',
          encoding: response?.headers()['content-encoding'] ?? 'none',
          transferred: sizes.responseBodySize,
          raw: response ? response.body().then((body) => body.length, () => 0) : 0,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all((await Promise.all(responses)).map(async (f) => ({ ...f, raw: await f.raw })));
    files.sort((a, b) => b.transferred - a.transferred);
    const kib = (n) => (n / 1024).toFixed(1).padStart(7);
    for (const f of files) console.log(`${kib(f.transferred)} KiB sent (${f.encoding.padEnd(4)}) ${kib(f.raw)} KiB  ${new URL(f.url).pathname}`);
    const sum = (list) => list.reduce((total, f) => total + f.transferred, 0);
    const scripts = files.filter((f) => f.script);
    console.log(`Login page: ${(sum(files) / 1024).toFixed(1)} KiB transferred in ${files.length} files (response bodies as sent)`);
    console.log(`Login page JavaScript: ${(sum(scripts) / 1024).toFixed(1)} KiB transferred in ${scripts.length} files (budget ${BUDGET_KIB} KiB)`);
    if (sum(scripts) > BUDGET_KIB * 1024) process.exitCode = 1;
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
