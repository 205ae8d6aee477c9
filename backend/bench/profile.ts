/**
 * A quick profile of one endpoint's fixed cost per request: `node --cpu-prof dist/bench-build/bench/profile.js`
 * with PROFILE_DATABASE_URL set to a database kept by `BENCH_KEEP=1 npm run bench` (PROFILE_PATH, PROFILE_REQUESTS).
 * Prints the median round trip of the endpoint and of GET /health; the .cpuprofile shows where the time goes.
 * With PROFILE_LOAD=1 it profiles under load instead: the throughput mode's load process (load.ts, BENCH_CONNECTIONS) on the
 * endpoint for BENCH_SECONDS, printing requests per second, p99 and the server's CPU time per request it received (once
 * it has served them all); with PROFILE_WRITE=1 as well, on the timecard write.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/platform/config/config';
import { runAsActor } from '../src/platform/database/actor';
import { createApp } from '../src/platform/create-app';
import { ADMIN } from './seed';
import { runLoad, timecardTemplate } from './throughput';

/**
 * PROFILE_WRITE=1: the throughput mode's timecard write on the kept database's middle job, after removing the
 * timecards earlier profiles wrote (the load numbers its timecards from the same first slot each time).
 */
async function writeSide(ds: DataSource) {
  const [job] = await ds.query(`SELECT id AS "sampleJobId", company_id AS "companyId" FROM job ORDER BY id OFFSET (SELECT count(*) / 2 FROM job) LIMIT 1`);
  await runAsActor('system', () => ds.transaction((m) => m.query(`DELETE FROM production WHERE description = 'Throughput'`)));
  return { path: `/api/jobs/${job.sampleJobId}/productions`, method: 'POST' as const, timecard: await timecardTemplate(ds, job) };
}

async function main(): Promise<void> {
  const url = process.env.PROFILE_DATABASE_URL;
  if (!url) throw new Error('Set PROFILE_DATABASE_URL to a database kept by BENCH_KEEP=1 npm run bench.');
  const path = process.env.PROFILE_PATH ?? '/api/jobs?excludeDone=true';
  const requests = Number(process.env.PROFILE_REQUESTS ?? 2000);
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-profile-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }), databaseUrl: url };
  const app = await createApp({ config, database: { migrate: false, seed: false }, staticHosting: false, logger: ['error', 'fatal'] });
  // The requests the server received (PROFILE_LOAD divides its CPU by them).
  let received = 0;
  let finished = 0;
  (app.getHttpServer() as Server).on('request', (_request: IncomingMessage, response: ServerResponse) => {
    received += 1;
    response.once('close', () => (finished += 1));
  });
  // Every answer sent or its connection closed, then (a request whose client left is still served to its end) until
  // this process is quiet: under 10 ms of CPU in 250 ms, at most 5 s (the profiler's own sampling never stops).
  const untilServed = async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (finished < received) await pause(50);
    for (let waited = 0; waited < 5_000; waited += 250) {
      const before = process.cpuUsage();
      await pause(250);
      const used = process.cpuUsage(before);
      if (used.user + used.system < 10_000) return;
    }
  };
  try {
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, clientKey: WEB_CLIENT_KEY }),
    });
    const { token } = (await login.json()) as { token: string };
    const time = async (target: string, headers: Record<string, string> = {}) => {
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${target}`, { headers });
        await res.text();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)]!.toFixed(3);
    };
    if (process.env.PROFILE_LOAD) {
      // The server's CPU time per request (this process only: the load runs in its own), steadier than requests per
      // second on a machine shared with other work.
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
      const write = process.env.PROFILE_WRITE ? await writeSide(app.get(DataSource)) : null;
      // Divided by the requests the server received, once it has finished them: the load stops with up to
      // BENCH_CONNECTIONS requests in flight, which the server still serves (a write commits) but the load no longer
      // counts; at a few dozen writes per second that alone added a third to the figure.
      const receivedBefore = received;
      const cpu = process.cpuUsage();
      const m = await runLoad(write ? { url: base, headers, ...write } : { url: base, path, method: 'GET', headers });
      await untilServed();
      const used = process.cpuUsage(cpu);
      const perRequest = (used.user + used.system) / 1000 / (received - receivedBefore);
      process.stdout.write(`${write?.path ?? path}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.errors} errors, ${perRequest.toFixed(3)} ms of CPU per request ` +
        `(${received - receivedBefore} requests received)\n`);
      return;
    }
    process.stdout.write(`${path}: median ${await time(path, { authorization: `Bearer ${token}` })} ms; /health: median ${await time('/health')} ms\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
