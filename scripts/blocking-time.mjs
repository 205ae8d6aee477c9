#!/usr/bin/env node
/**
 * The main thread's long tasks on a first visit of the login page, the worker's My Schedule and the manager's job
 * list (the pages of `npm run lighthouse`), with the CPU 4x slower (Chromium's throttling, as Lighthouse's phone) and
 * the network as is: a quicker and steadier figure than Lighthouse's while working on the scripts a page runs. Each page
 * is loaded `--runs` times (default 7) with the HTTP cache cleared and no service worker, signed in as its user; each
 * load is followed until the network has been quiet and 2 s more. Printed per page, the median of:
 *
 *   blocking   the sum over every long task of its time beyond 50 ms, wherever it falls (Lighthouse's estimate of a
 *              slow phone counts nearly all of them after its first paint, so this is the figure that follows its TBT)
 *   tasks      the long tasks (over 50 ms), each as start:duration in ms, of the median load
 *   FCP        the first contentful paint as measured (a fast network: earlier than on Lighthouse's slow 4G)
 *
 *   npm run blocking-time                                # starts the built server (embedded database in a temp folder)
 *   npm run blocking-time -- --url http://127.0.0.1:4700/ --runs 11 --pages "job list"
 *
 * Like `npm run lighthouse`, it waits for the machine's 1-minute load average to settle under 1 (3 minutes at most) and
 * refuses (exit code 3) to report when it is still above 2: the figures are CPU time.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';
import { argValue, chosenPages, signIn } from './measured-pages.mjs';

const CPU_SLOWDOWN = 4;
const MAX_LOAD = 2;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of `url` in `page` (signed in already), the cache cleared and the CPU slowed down; its long tasks. */
async function loadOnce(context, page, url) {
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      tasks: window.__longTasks,
    }));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function main() {
  // A run just before this one (or the build) is still in the 1-minute average: wait for it to settle, 3 minutes at most.
  for (let waited = 0; loadavg()[0] > 1 && waited < 180_000; waited += 5_000) await new Promise((r) => setTimeout(r, 5_000));
  if (loadavg()[0] > MAX_LOAD) {
    console.error(`Refused: the load average is ${loadavg()[0].toFixed(2)}; the limit is ${MAX_LOAD}. CPU figures taken on a busy machine mean nothing.`);
    process.exitCode = 3;
    return;
  }
  const runs = Number(argValue('--runs') ?? 7);
  const given = argValue('--url');
  const server = given ? null : await startBuiltServer({ suffix: 'blocking' });
  const baseUrl = given ?? server.url;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const target of chosenPages()) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(baseUrl);
      if (target.user) await signIn(page, target.user);
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const loads = [];
      for (let i = 0; i < runs; i += 1) {
        const { fcp, tasks } = await loadOnce(context, page, new URL(target.path, baseUrl).href);
        loads.push({ fcp, tasks, blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0) });
      }
      await context.close();
      const middle = loads.find((load) => load.blocking === median(loads.map((l) => l.blocking)));
      rows.push({ page: target.name, loads, middle });
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`| page | blocking (median of ${runs}) | each load | long tasks of the median load (start:ms) | FCP (median) |`);
  console.log('|---|---|---|---|---|');
  for (const { page, loads, middle } of rows) {
    console.log(`| ${page} | ${middle.blocking} ms | ${loads.map((l) => l.blocking).join(', ')} | ${middle.tasks.map(([s, d]) => `${s}:${d}`).join(' ')} | ${Math.round(median(loads.map((l) => l.fcp)))} ms |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
