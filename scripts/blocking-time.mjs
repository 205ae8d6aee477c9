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
 *   npm run blocking-time -- --pages "job list" --profile # and what the main thread did in each long stretch
 *
 * `--profile` adds one more load of each page under V8's CPU profiler (same throttling) and prints every stretch of
 * more than 50 ms without an idle sample, with the functions that took it, named by the built files' source maps
 * (`shared/src/i18n/format.ts:20`, `nm/react-dom/...`): self time, and the project's own frames on the stack. The
 * profiler's sampling makes that load a little slower: it is not counted in the figures above.
 *
 * Like `npm run lighthouse`, it waits for the machine's 1-minute load average to settle under 1 (3 minutes at most) and
 * refuses (exit code 3) to report when it is still above 2: the figures are CPU time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';
import { argValue, chosenPages, signIn } from './measured-pages.mjs';
import { root } from './workspaces.mjs';

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

/** A profiled frame's place in the sources: its built file's source map, read once (null for a file without one). */
const sourceMaps = new Map();
function sourceOf(frame) {
  if (!frame.url.startsWith('http')) return `(${frame.functionName || 'native'})`;
  // The shell is served at the root, a feature app under /remotes/<its folder>/ (the backend's static hosting).
  const parts = new URL(frame.url).pathname.split('/').filter(Boolean);
  // The page itself: its inline gate, whose source map is not kept (the gate is built, inlined and its file removed).
  if (parts.length === 0) return `(page) ${frame.functionName}`.trim();
  const file = join(root, parts[0] === 'remotes' ? parts[1] : 'shell', 'dist', parts.at(-1));
  if (!sourceMaps.has(file)) sourceMaps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  const map = sourceMaps.get(file);
  if (!map) return `${parts.at(-1)} ${frame.functionName}`;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? '?').replace(/^.*node_modules\//, 'nm/').replace(/^webpack:\/\/[^/]*\//, '');
  return `${source}:${at.line} ${at.name ?? frame.functionName}`.trim();
}

/** The stretches of `profile` longer than 50 ms without an idle sample: start, length, top self and own frames. */
function busyStretches(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const stretches = [];
  let current = null;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (nodes.get(id).callFrame.functionName === '(idle)') {
      current = null;
      return;
    }
    if (!current) stretches.push((current = { start: time, end: time, samples: [] }));
    current.end = time;
    current.samples.push(id);
  });
  const top = (counts, ms, n) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, count]) => `${name} ${Math.round(count * ms)}`);
  return stretches
    .filter((stretch) => stretch.end - stretch.start > 50_000)
    .map(({ start, end, samples }) => {
      const ms = (end - start) / 1000;
      const self = new Map();
      const own = new Map();
      for (const id of samples) {
        const name = sourceOf(nodes.get(id).callFrame);
        self.set(name, (self.get(name) ?? 0) + 1 / samples.length);
        const seen = new Set();
        for (let node = id; node !== undefined; node = parents.get(node)) {
          const frame = sourceOf(nodes.get(node).callFrame);
          if (/^(shared|shell|mf-[a-z]+|src)\//.test(frame) && !seen.has(frame)) seen.add(frame);
        }
        for (const frame of seen) own.set(frame, (own.get(frame) ?? 0) + 1 / samples.length);
      }
      return { start: Math.round((start - profile.startTime) / 1000), ms: Math.round(ms), self: top(self, ms, 6), own: top(own, ms, 5) };
    });
}

/** One more load of `url` under the CPU profiler, the CPU slowed down as in the measured loads; its busy stretches. */
async function profileOnce(context, page, url) {
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    return busyStretches((await cdp.send('Profiler.stop')).profile);
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
      const stretches = process.argv.includes('--profile') ? await profileOnce(context, page, new URL(target.path, baseUrl).href) : null;
      await context.close();
      const middle = loads.find((load) => load.blocking === median(loads.map((l) => l.blocking)));
      rows.push({ page: target.name, loads, middle, stretches });
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
  for (const { page, stretches } of rows.filter((row) => row.stretches)) {
    console.log(`\n${page}: the main thread's busy stretches over 50 ms (one profiled load; ms from the profile's start)`);
    for (const { start, ms, self, own } of stretches) {
      console.log(`- at ${start} ms, ${ms} ms\n    self: ${self.join(' | ')}\n    own frames: ${own.join(' | ') || '(none)'}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
