/**
 * `npm run bench`: seeds a large company into its own database, starts the real server on a local port, and
 * measures each case of cases.ts over HTTP beside two floors, in the same run: the floor (its one SQL statement
 * returning the body as JSON text, read with `pg` in this process) and the HTTP floor (that statement served by a
 * bare Fastify route on loopback, so the ratio shows what the product adds). Before timing, each case checks that
 * the server's body and the floor's are the same JSON document; it stops otherwise.
 *
 * Database: a new database `<BENCH_DATABASE_PREFIX>_<time>` (`gw_bench` by default; a prefix of one's own keeps two people
 * benching on one server apart) on BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards; keep it with BENCH_KEEP=1),
 * else an embedded PGlite in a temporary folder. BENCH_ITERATIONS sets the timed runs (15);
 * BENCH_CASES=list,weeks runs only the cases whose name contains one of the words.
 * The server logs at LOG_LEVEL, `warn` by default here (no line per request); LOG_LEVEL=info measures with them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import { Client, Pool } from 'pg';
import { WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { loadConfig } from '../src/platform/config/config';
import { createApp } from '../src/platform/create-app';
import { POOL_SIZE } from '../src/platform/database/database';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CASES } from './cases';
import { ADMIN, seedBench } from './seed';
import { measureThroughput, registerWriteFloor } from './throughput';
import { measureOvertime } from './overtime';
import { measurePayrollFile } from './payroll';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);
/** `npm run bench -- --throughput`: requests per second under load instead of sequential round trips (throughput.ts). */
const THROUGHPUT = process.argv.includes('--throughput');
const WARMUP = 3;
const ONLY = (process.env.BENCH_CASES ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const log = (line: string) => process.stdout.write(`${line}\n`);

type Side = 'server' | 'floor' | 'httpFloor';
const SIDES: readonly Side[] = ['server', 'floor', 'httpFloor'];
interface Result { name: string; bytes: number; floorBytes: number; byteEqual: boolean; server: number; floor: number; httpFloor: number }
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The floor: one statement whose single value is the body as JSON text (no parsing, no re-serialising). */
async function floorText(pool: Pool, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await pool.query<unknown[]>({ text: sql, values: params, rowMode: 'array' });
  return String(rows[0]![0]);
}

/** true when both bodies are the same JSON document, else the path of the first difference. */
function sameJson(a: string, b: string): true | string {
  const diff = (x: unknown, y: unknown, path: string): string | null => {
    if (isDeepStrictEqual(x, y)) return null;
    if (x && y && typeof x === 'object' && typeof y === 'object' && Array.isArray(x) === Array.isArray(y)) {
      const xs = x as Record<string, unknown>;
      const ys = y as Record<string, unknown>;
      for (const key of new Set([...Object.keys(xs), ...Object.keys(ys)])) {
        const found = diff(xs[key], ys[key], `${path}.${key}`);
        if (found) return found;
      }
    }
    return `${path}: server ${JSON.stringify(x)?.slice(0, 200)} vs floor ${JSON.stringify(y)?.slice(0, 200)}`;
  };
  return diff(JSON.parse(a), JSON.parse(b), '$') ?? true;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A fresh database on the server of `baseUrl`, and how to drop it. */
async function ownDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'gw_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX must be a lower-case SQL name, not ${prefix}`);
  const name = `${prefix}_${Date.now()}`;
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
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }), databaseUrl: database?.url ?? null };
  const app = await createApp({ config, database: { migrate: true, seed: false }, staticHosting: false, logger: ['error', 'fatal'] });
  let pool: Pool | null = null;
  let closeFloor: () => Promise<unknown> = async () => undefined;
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
    // Both sides ask for the body as it is (no gzip): the product compresses answers over 1 KB and the bare floor route
    // does not, so with fetch's default `gzip, deflate` the ratio would count compressing 1 to 6 MB on these cores
    // against the product (a network trade-off; what it saves is in docs/performance.md, "First load on a phone").
    const IDENTITY = { 'accept-encoding': 'identity' };
    const headers = { authorization: `Bearer ${token}`, ...IDENTITY };
    // The floor's own connection pool, as large as the server's, on the same database.
    pool = new Pool({ connectionString: database?.url ?? (ds.options as { url: string }).url, max: POOL_SIZE });

    // The HTTP floor: a bare Fastify route in this process serving the floor's JSON text over loopback.
    const floorServer = Fastify();
    floorServer.get<{ Params: { index: string } }>('/floor/:index', async (request, reply) => {
      const c = CASES[Number(request.params.index)]!;
      const { sql, params } = c.floor(world);
      return reply.type('application/json; charset=utf-8').send(await floorText(pool!, sql, params));
    });
    if (THROUGHPUT) {
      // The floor's writes name the bench's administrator as their actor, as the product's do.
      const [{ id: adminId }] = await ds.query(`SELECT id FROM "user" WHERE username = $1`, [ADMIN.username]);
      registerWriteFloor(floorServer, ds, () => pool!, () => world.companyId, () => adminId);
    }
    const floorBase = await floorServer.listen({ port: 0, host: '127.0.0.1' });
    closeFloor = () => floorServer.close();

    const get = async (url: string, init?: RequestInit) => {
      const res = await fetch(url, init);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.text();
    };
    const results: Result[] = [];
    for (const [index, c] of CASES.entries()) {
      if (ONLY.length > 0 && !ONLY.some((word) => c.name.includes(word))) continue;
      const { sql, params } = c.floor(world);
      const sides: Record<Side, () => Promise<string>> = {
        server: () => get(`${base}${c.path(world)}`, { headers }),
        floor: () => floorText(pool!, sql, params),
        httpFloor: () => get(`${floorBase}/floor/${index}`, { headers: IDENTITY }),
      };
      // Fair comparison: the floor must be the same document as the endpoint's response.
      const [serverBody, floorBody, httpBody] = [await sides.server(), await sides.floor(), await sides.httpFloor()];
      const same = sameJson(serverBody, floorBody);
      if (same !== true) {
        const dump = join(tmpdir(), `gw-bench-case-${index}`);
        writeFileSync(`${dump}-server.json`, serverBody);
        writeFileSync(`${dump}-floor.json`, floorBody);
        throw new Error(`${c.name}: the floor differs from the server at ${same} (bodies in ${dump}-*.json)`);
      }
      if (httpBody !== floorBody) throw new Error(`${c.name}: the HTTP floor changed the floor's body`);
      if (THROUGHPUT) continue; // same documents checked; measured under load below
      const times: Record<Side, number[]> = { server: [], floor: [], httpFloor: [] };
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        // Rotate the order so no side always runs first or on a warmer cache.
        for (let k = 0; k < SIDES.length; k++) {
          const side = SIDES[(i + k) % SIDES.length]!;
          const t0 = performance.now();
          await sides[side]();
          if (i >= WARMUP) times[side].push(performance.now() - t0);
        }
      }
      results.push({
        name: c.name, bytes: Buffer.byteLength(serverBody), floorBytes: Buffer.byteLength(floorBody), byteEqual: serverBody === floorBody,
        server: median(times.server), floor: median(times.floor), httpFloor: median(times.httpFloor),
      });
    }
    if (THROUGHPUT) {
      const read = (name: string, path: string) => ({ name, path, floor: `/floor/${CASES.findIndex((c) => c.path(world) === path)}` });
      const schedule = CASES.find((c) => c.name.startsWith("a worker's schedule"))!;
      await measureThroughput({
        ds, world, base, floorBase, headers, log,
        reads: [
          read('GET /api/work-types', '/api/work-types'),
          read('GET /api/jobs?excludeDone=true', '/api/jobs?excludeDone=true'),
          read("GET My Schedule (a worker's week)", schedule.path(world)),
        ],
      });
      return;
    }
    const rtt: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await get(`${base}/health`);
      rtt.push(performance.now() - t0);
    }
    log(`\nMedian of ${ITERATIONS} runs (after ${WARMUP} warm-up). Floor: the same JSON from one SQL statement, read with pg in process;`);
    log('HTTP floor: that statement served by a bare Fastify route over loopback. Same body checked before timing.');
    log('| case | response | same bytes | server ms | floor ms | HTTP floor ms | server / floor | server / HTTP floor |');
    log('|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const size = r.bytes === r.floorBytes ? `${kb(r.bytes)}` : `${kb(r.bytes)} (floor ${kb(r.floorBytes)})`;
      log(`| ${r.name} | ${size} | ${r.byteEqual ? 'yes' : 'no (same JSON)'} | ${r.server.toFixed(2)} | ${r.floor.toFixed(2)} | ${r.httpFloor.toFixed(2)} | ` +
        `${(r.server / r.floor).toFixed(2)}x | ${(r.server / r.httpFloor).toFixed(2)}x |`);
    }
    log(`\nHTTP round trip of GET /health (no database): median ${median(rtt).toFixed(2)} ms`);
    if (ONLY.length === 0 || ONLY.some((word) => 'payroll file'.includes(word))) {
      const file = await measurePayrollFile(app.get<DataSource>(getDataSourceToken()), world, base, headers, Math.min(ITERATIONS, 7));
      log(`\nThe payroll file of the pay period (POST /api/payroll-exports: ${file.records} records, ${kb(file.bytes)}, generation + marking + storing ` +
        `in one transaction): median ${file.exportMs.toFixed(0)} ms; re-download ${file.downloadMs.toFixed(1)} ms; reset ${file.resetMs.toFixed(0)} ms`);
    }
    if (ONLY.length === 0 || ONLY.some((word) => 'overtime'.includes(word))) {
      const ot = await measureOvertime(app.get<DataSource>(getDataSourceToken()), world, base, headers, ITERATIONS);
      log(`\nOvertime: the payroll report (${ot.records} ten-hour days) under none ${ot.noneMs.toFixed(1)} ms, under CA-BC ${ot.bcMs.toFixed(1)} ms: ` +
        `${(ot.bcMs / ot.noneMs).toFixed(2)}x (aim: at most 1.15x). The change of policy (${ot.yearRecords} records not exported split again): ${ot.policyChangeMs.toFixed(0)} ms`);
    }
  } finally {
    await closeFloor().catch(() => undefined);
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
