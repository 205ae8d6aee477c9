#!/usr/bin/env node
/**
 * Lighthouse (performance) on the login page, the worker's My Schedule and the manager's job list, as a phone (Lighthouse's mobile
 * defaults: simulated slow 4G and a 4x slower CPU) and optionally as a desktop. Debian's Chromium, loopback only.
 *
 *   npm run lighthouse                                  # starts the built server (embedded database in a temp folder)
 *   npm run lighthouse -- --url http://127.0.0.1:4700/  # a running server with the demo data
 *   npm run lighthouse -- --desktop                     # desktop figures too
 *   npm run lighthouse -- --json /tmp/lh                # also writes each Lighthouse report as JSON there
 *   npm run lighthouse -- --runs 5                      # the median of 5 runs per page (default 5)
 *   npm run lighthouse -- --pages "my schedule,job list" # only these pages (names as in the table, any case)
 *
 * The machine's 1-minute load average is written beside each figure: at the start of the runs (each run waits until
 * it is back under 1) and at their end. When it is above 2 (MAX_LOAD) at the start of any run the figures are not
 * reported (a refusal is printed instead, exit code 3): a score taken on a busy machine means nothing. The load at a
 * run's end is the run's own (the browser, the server and Lighthouse take about 2 on two cores) and is shown only.
 *
 * The signed-in pages are measured like a first visit of a signed-in user: the session is stored by signing in through
 * the form, then the HTTP cache and the service worker (and its caches) are cleared before Lighthouse loads the page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startBuiltServer } from './built-server.mjs';
import { argValue, chosenPages, signIn } from './measured-pages.mjs';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
/** Above this 1-minute load average the figures are refused. */
const MAX_LOAD = 2;
const load = () => loadavg()[0];

/**
 * Signs in through the form as `user` (or signs out when null), then forgets every cached file and the service worker
 * (the session stays).
 */
async function prepare(context, url, user) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  if (user) {
    await page.reload();
    await signIn(page, user);
  }
  // The page registers its service worker once its first screen has settled (shell/src/app/after-first-load.ts): wait
  // for it, or it would register after the clean-up below and serve the measured load from its cache.
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 15_000))]));
  // Leave the page first: a worker controlling an open page stays until the page goes. localStorage (the session) stays.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.send('Network.clearBrowserCache');
}

const ms = (v) => `${Math.round(v)} ms`;

/**
 * Runs Lighthouse `--runs` times (default 5), each once the machine has settled, and keeps the run of median
 * performance score, with the highest load average seen at the start of a run and at the end of one; a run Lighthouse itself reports as failed (e.g. NO_NAVSTART on a busy
 * machine) is repeated, up to three times.
 */
async function medianRun(runOnce) {
  const runs = Number(argValue('--runs') ?? 5);
  const results = [];
  let maxLoad = 0;
  let maxEndLoad = 0;
  for (let attempts = 0; results.length < runs && attempts < runs + 3; attempts += 1) {
    await settle();
    maxLoad = Math.max(maxLoad, load());
    const result = await runOnce();
    maxEndLoad = Math.max(maxEndLoad, load());
    if (!result.lhr.runtimeError && result.lhr.categories.performance.score !== null) results.push(result);
  }
  if (!results.length) throw new Error('Lighthouse failed on every attempt');
  results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  return { result: results[Math.floor(results.length / 2)], runs: results.length, maxLoad, maxEndLoad };
}

/** A run starts once the 1-minute load average is back under SETTLED (at most 3 minutes): on 2 cores the runs
 * before it (the browser, the server, Lighthouse's own trace work) would otherwise count in the next one's figure. */
const SETTLED = 1;
async function settle() {
  for (let waited = 0; load() > SETTLED && waited < 180_000; waited += 5_000) await new Promise((r) => setTimeout(r, 5_000));
}

function refuse(detail) {
  console.error(`Refused: ${detail}; the limit is ${MAX_LOAD}.`);
  console.error('Lighthouse figures taken on a busy machine mean nothing: run it again on an idle machine.');
  process.exitCode = 3;
}

async function main() {
  if (load() > MAX_LOAD) {
    refuse(`the load average is ${load().toFixed(2)} before starting`);
    return;
  }
  const given = argValue('--url');
  const server = given ? null : await startBuiltServer({ suffix: 'lighthouse' });
  const baseUrl = given ?? server.url;
  const jsonDir = argValue('--json');
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  const forms = process.argv.includes('--desktop') ? ['mobile', 'desktop'] : ['mobile'];
  const debuggingPort = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'gw-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  const rows = [];
  try {
    for (const target of chosenPages()) {
      for (const form of forms) {
        const flags = {
          port: debuggingPort,
          onlyCategories: ['performance'],
          disableStorageReset: true,
          output: 'json',
          logLevel: 'error',
          ...(form === 'desktop' ? { preset: 'desktop', formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } } : {}),
        };
        const { result, runs, maxLoad, maxEndLoad } = await medianRun(async () => {
          await prepare(context, baseUrl, target.user);
          return lighthouse(new URL(target.path, baseUrl).href, flags);
        });
        const lhr = result.lhr;
        if (jsonDir) writeFileSync(join(jsonDir, `${target.name.replace(/ /g, '-')}-${form}.json`), result.report);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        rows.push({
          page: target.name,
          form,
          score: lhr.categories.performance.score,
          fcp: ms(audit('first-contentful-paint')),
          lcp: ms(audit('largest-contentful-paint')),
          tbt: ms(audit('total-blocking-time')),
          cls: audit('cumulative-layout-shift').toFixed(3),
          transferKiB: (audit('total-byte-weight') / 1024).toFixed(1),
          unusedJsKiB: ((lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024).toFixed(1),
          runs,
          maxLoad,
          maxEndLoad,
        });
      }
    }
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
    await server?.stop();
  }
  const busy = rows.filter((r) => r.maxLoad > MAX_LOAD);
  if (busy.length) {
    refuse(`the load average was ${Math.max(...busy.map((r) => r.maxLoad)).toFixed(2)} at the start of a run of ${busy.map((r) => `${r.page} (${r.form})`).join(', ')}`);
    return;
  }
  console.log('| page | form | performance | FCP | LCP | TBT | CLS | transferred KiB | unused JS KiB | runs | load average at a run\'s start (max) | at its end (max) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.form} | ${r.score.toFixed(2)} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.transferKiB} | ${r.unusedJsKiB} | ${r.runs} (median) | ${r.maxLoad.toFixed(2)} | ${r.maxEndLoad.toFixed(2)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
