/**
 * `npm run bench`: seeds a large company into its own database, starts the real server on a local port, and
 * measures each case of cases.ts over HTTP beside its floor (one raw `pg` query + JSON.stringify) in the same run.
 *
 * Database: a new database `gw_bench_<time>` on BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards; keep it
 * with BENCH_KEEP=1), else an embedded PGlite in a temporary folder. BENCH_ITERATIONS sets the timed runs (15).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client, Pool } from 'pg';
import { WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { loadConfig } from '../src/platform/config/config';
import { createApp } from '../src/platform/create-app';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CASES } from './cases';
import { ADMIN, seedBench } from './seed';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);
const WARMUP = 3;
const log = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A fresh database on the server of `baseUrl`, and how to drop it. */
async function ownDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gw_bench_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null;
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-bench-'));
  const database = baseUrl ? await ownDatabase(baseUrl) : null;
  log(`Groundwork bench: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  log(`Database: ${database ? `PostgreSQL (${database.url.replace(/\/\/[^@]*@/, '//')})` : 'embedded PGlite'}`);
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789' }), databaseUrl: database?.url ?? null };
  const app = await createApp({ config, database: { migrate: true, seed: false }, staticHosting: false, logger: ['error', 'fatal'] });
  let pool: Pool | null = null;
  try {
    const ds = app.get<DataSource>(getDataSourceToken());
    log('Seeding:');
    const world = await seedBench(ds, log);
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, clientKey: WEB_CLIENT_KEY }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    // The floor's own connection pool, like the server's, on the same database.
    pool = new Pool({ connectionString: database?.url ?? (ds.options as { url: string }).url, max: 2 });

    const health = async () => (await fetch(`${base}/health`)).text();
    const results: { name: string; bytes: number; floorBytes: number; server: number; floor: number }[] = [];
    for (const c of CASES) {
      const url = `${base}${c.path(world)}`;
      const { sql, params } = c.floor(world);
      const viaHttp = async () => {
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
        return res.text();
      };
      const viaFloor = async () => JSON.stringify((await pool!.query(sql, params)).rows);
      const server: number[] = [];
      const floor: number[] = [];
      let bytes = 0;
      let floorBytes = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        // Alternate the order so neither side always runs on a warmer cache.
        for (const side of i % 2 ? ['floor', 'server'] : ['server', 'floor']) {
          const t0 = performance.now();
          const body = side === 'server' ? await viaHttp() : await viaFloor();
          const ms = performance.now() - t0;
          if (i < WARMUP) continue;
          if (side === 'server') (server.push(ms), (bytes = body.length));
          else (floor.push(ms), (floorBytes = body.length));
        }
      }
      results.push({ name: c.name, bytes, floorBytes, server: median(server), floor: median(floor) });
    }
    const rtt: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await health();
      rtt.push(performance.now() - t0);
    }
    log(`\nMedian of ${ITERATIONS} runs (after ${WARMUP} warm-up), server over HTTP vs floor (one pg query + JSON.stringify):`);
    log('| case | response | server ms | floor ms | ratio |');
    log('|---|---|---|---|---|');
    for (const r of results) {
      log(`| ${r.name} | ${(r.bytes / 1024).toFixed(0)} KB (floor ${(r.floorBytes / 1024).toFixed(0)} KB) | ${r.server.toFixed(2)} | ${r.floor.toFixed(2)} | ${(r.server / r.floor).toFixed(2)}x |`);
    }
    log(`\nHTTP round trip of GET /health (no database): median ${median(rtt).toFixed(2)} ms`);
  } finally {
    await pool?.end().catch(() => undefined);
    await app.close();
    if (database && !process.env.BENCH_KEEP) await database.drop().catch((e) => log(`could not drop the bench database: ${String(e)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
