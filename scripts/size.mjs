#!/usr/bin/env node
/**
 * The bytes a first visit transfers, as the browser receives them (each response's encoded body: the precompressed
 * brotli or gzip copies the build made, JSON compressed by the server), with the HTTP cache empty and no service
 * worker, on three pages of the built product served with the demo data (issue 21). The response headers (about
 * 1.1 KiB a file, mostly the security headers) are printed beside, not counted in the budget:
 *
 *   the login page                        budget 120 KiB
 *   the worker's My Schedule (`worker`)   budget 200 KiB, its remote and its API answers included
 *   the manager's job list (`manager`)    budget 250 KiB
 *
 * A signed-in page is measured as a first visit with a session: signed in through the form, then the HTTP cache
 * cleared and the page opened with the cache disabled. Counted: every response from the navigation until the page
 * shows its content and the network has been quiet for half a second (what the shell defers after the load event,
 * the service worker and the field app's queue sync, comes later and is not part of the first screen). Prints each
 * page's bytes by kind (js, css, fonts, data = /api and /auth answers, other = the page, config, manifests, icons)
 * and fails (exit 1) when a page is above its budget.
 *
 *   npm run size                                      # starts the built server (embedded database in a temp folder)
 *   SIZE_DATABASE_URL=postgres://.../gw npm run size  # ... on a fresh PostgreSQL database gw_size beside that one
 *   npm run size -- --url http://127.0.0.1:4700/      # a running server with the demo data
 *   npm run size -- --files                           # every file of every page too
 *   npm run size -- --enforce "login page"            # fail only for the pages named, any case (the others are reported)
 *   CHROMIUM=/path/to/chromium npm run size
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';
import { signIn } from './measured-pages.mjs';
import { root } from './workspaces.mjs';

const KIB = 1024;
const PAGES = [
  { name: 'login page', path: '/', user: null, budgetKiB: 120, ready: (page) => page.getByRole('button', { name: 'Log In' }) },
  {
    name: "worker's My Schedule",
    path: '/#/app/my-schedule',
    user: 'worker',
    budgetKiB: 200,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'My Schedule' }),
  },
  {
    name: "manager's job list",
    path: '/#/jobs',
    user: 'manager',
    budgetKiB: 250,
    // The first job's row (the header row is the first row).
    ready: (page) => page.getByRole('row').nth(1),
  },
];
const KINDS = ['js', 'css', 'fonts', 'data', 'other'];
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function kindOf(request) {
  const { pathname } = new URL(request.url());
  if (pathname.startsWith('/api/') || pathname.startsWith('/auth/')) return 'data';
  switch (request.resourceType()) {
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'fonts';
    default:
      return 'other';
  }
}

/** Opens `target` as a first visit (with its user's session) and returns the files it transferred. */
async function measure(baseUrl, target) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gw-size-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    serviceWorkers: 'block',
    viewport: target.user === 'worker' ? { width: 390, height: 844 } : { width: 1350, height: 940 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (target.user) {
      await page.goto(baseUrl);
      await signIn(page, target.user);
    }
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const files = [];
    page.on('requestfinished', (request) => {
      files.push(
        request.sizes().then(async (sizes) => ({
          url: request.url(),
          kind: kindOf(request),
          encoding: (await request.response())?.headers()['content-encoding'] ?? 'none',
          headers: sizes.responseHeadersSize,
          body: Math.max(0, sizes.responseBodySize),
        })),
      );
    });
    await page.goto(new URL(target.path, baseUrl).href);
    await target.ready(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const settled = await Promise.all(files);
    page.removeAllListeners('requestfinished');
    return settled;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const kib = (bytes) => (bytes / KIB).toFixed(1);

async function main() {
  const urlArg = process.argv.indexOf('--url');
  let server = null;
  let baseUrl = urlArg > 0 ? process.argv[urlArg + 1] : null;
  if (!baseUrl) {
    for (const dist of ['backend/dist/main.js', 'shell/dist/index.html', 'mf-admin/dist/mf-manifest.json', 'mf-app/dist/mf-manifest.json']) {
      if (!existsSync(join(root, dist))) {
        console.error(`${dist} is missing: run \`npm run build\` first.`);
        process.exit(2);
      }
    }
    server = await startBuiltServer({ databaseUrl: process.env.SIZE_DATABASE_URL, suffix: 'size' });
    baseUrl = server.url;
  }
  const showFiles = process.argv.includes('--files');
  const enforceArg = process.argv.indexOf('--enforce');
  const enforced = enforceArg > 0 ? process.argv[enforceArg + 1].split(',').map((name) => name.trim().toLowerCase()) : null;
  const rows = [];
  try {
    for (const target of PAGES) {
      const files = await measure(baseUrl, target);
      const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { bytes: 0, count: 0 }]));
      for (const f of files) {
        byKind[f.kind].bytes += f.body;
        byKind[f.kind].count += 1;
      }
      const body = files.reduce((sum, f) => sum + f.body, 0);
      const headers = files.reduce((sum, f) => sum + f.headers, 0);
      rows.push({ target, byKind, body, headers, count: files.length });
      if (showFiles) {
        console.log(`\n${target.name}:`);
        for (const f of files.sort((a, b) => b.body - a.body)) {
          console.log(`${kib(f.body).padStart(7)} KiB  ${f.kind.padEnd(5)} ${f.encoding.padEnd(4)} ${new URL(f.url).pathname}`);
        }
      }
    }
  } finally {
    await server?.stop();
  }
  console.log('\nBytes transferred on a first visit (encoded response bodies, KiB (files); HTTP cache empty, no service worker):');
  console.log(`| page | ${KINDS.join(' | ')} | total | headers besides | budget | |`);
  console.log(`|---|${KINDS.map(() => '---|').join('')}---|---|---|---|`);
  let over = 0;
  for (const { target, byKind, body, headers, count } of rows) {
    const ok = body <= target.budgetKiB * KIB;
    const counts = !enforced || enforced.some((name) => target.name.toLowerCase().includes(name));
    if (!ok && counts) over += 1;
    const cells = KINDS.map((kind) => `${kib(byKind[kind].bytes)} (${byKind[kind].count})`);
    const verdict = ok ? 'ok' : counts ? 'OVER BUDGET' : 'over budget (not enforced)';
    console.log(`| ${target.name} | ${cells.join(' | ')} | **${kib(body)}** in ${count} files | ${kib(headers)} | ${target.budgetKiB} | ${verdict} |`);
  }
  if (over) {
    console.error(`\n${over} page(s) above their budget of bytes transferred (issue 21).`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
