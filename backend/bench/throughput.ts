/**
 * Throughput mode of the bench (`npm run bench -- --throughput`): requests per second under load (autocannon,
 * BENCH_CONNECTIONS connections, 50 by default, for BENCH_SECONDS each, 10 by default), the product and its floor
 * server in alternating runs on loopback, for the small read (GET /api/work-types), the job list and a timecard write.
 * The floor is a bare Fastify route on `pg` in the bench process (a pool as large as the product's) running the same
 * SQL: for the reads the statement that returns the very same body (checked first), for the write the product's own
 * statements of a timecard, the week's overtime read and the job cost alert's included (registerWriteFloor). The load comes from another process (load.ts), so it never competes with either server's event loop.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { productionsQuery } from '../src/modules/productions/production-reads';
import { INVOICE_STATUS_DEFAULT } from '@groundwork/shared/domain';
import { INSERT_RECORD_SQL, RECORD_REFERENCES_SQL } from '../src/modules/productions/record-rules';
import { TOUCHED_WEEKS_SQL } from '../src/modules/overtime/overtime-recompute';
import { JOB_COST_ALERTS_SQL, jobCostAlertsParams, PENDING_ALERT_COST_CODES_SQL } from '../src/modules/notifications/job-cost-alerts';
import { HOURS_UNITS } from '../src/modules/job-cost/job-cost-read';
import type { LoadJob, LoadMeasure, TimecardTemplate } from './load';
import type { BenchWorld } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Runs per side; the sides alternate (product, floor, product, floor...). */
const ROUNDS = 2;
/** Timecard slots per write run: more than a run sends (about 5,000 at most), so no two runs write the same day. */
const SLOTS_PER_RUN = 10_000;

type Side = Pick<LoadJob, 'url' | 'path' | 'method'> & { headers?: Record<string, string>; timecard?: TimecardTemplate };

/** Write runs so far: each starts on slots of its own. */
let writeRuns = 0;

/** One autocannon run in a child process (load.ts). */
export function runLoad(side: Side): Promise<LoadMeasure> {
  const job: LoadJob = {
    url: side.url, path: side.path, method: side.method, headers: side.headers ?? {}, connections: CONNECTIONS, seconds: SECONDS,
    ...(side.timecard ? { timecard: { ...side.timecard, firstSlot: writeRuns++ * SLOTS_PER_RUN } } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'load.js'), { stdio: 'inherit' });
    let measure: LoadMeasure | null = null;
    child.once('message', (m: LoadMeasure) => (measure = m));
    child.once('error', reject);
    child.once('exit', (code) => (measure ? resolve(measure) : reject(new Error(`the load process exited with ${code}`))));
    child.send(job);
  });
}

/** What a timecard write needs on the bench's sample job. */
export async function timecardTemplate(ds: DataSource, world: Pick<BenchWorld, 'companyId' | 'sampleJobId'>): Promise<TimecardTemplate> {
  // The same work type on every call (a kept database profiled again has it already).
  const [{ id: workTypeId }] = (await ds.query(`SELECT id FROM work_type WHERE company_id = $1 AND name = 'Throughput'`, [world.companyId]))
    .concat(await ds.query(`INSERT INTO work_type (company_id, name, is_equipment_required) SELECT $1, 'Throughput', false ` +
      `WHERE NOT EXISTS (SELECT 1 FROM work_type WHERE company_id = $1 AND name = 'Throughput') RETURNING id`, [world.companyId]));
  const [{ id: costCodeId }] = await ds.query(
    `SELECT id FROM cost_code WHERE job_id = $1 AND is_to_track_employee_and_equipment_time ORDER BY id LIMIT 1`, [world.sampleJobId]);
  const crew: Array<{ user_id: number }> = await ds.query(`SELECT user_id FROM job_assignment WHERE job_id = $1 ORDER BY user_id`, [world.sampleJobId]);
  return { jobId: world.sampleJobId, costCodeId, workTypeId, employees: crew.map((r) => r.user_id) };
}

/**
 * Adds the write floor to the floor server: the product's own statements for a timecard (no Idempotency-Key), over
 * bare `pg`, where the product runs them. In one transaction: the transaction's actor (the history trigger refuses a
 * record change without one, docs/records.md), the references check that takes the employee's lock, the INSERT that
 * checks the overlap, the read of the employee's week the overtime split is made from (TOUCHED_WEEKS_SQL), and the record read
 * back as the API answers it. After the COMMIT, as the product decides the job cost alerts once the write has
 * committed: whether the written cost code has an alert still to decide (PENDING_ALERT_COST_CODES_SQL: a budget, and
 * not both thresholds of it raised already) and, when it has, the alert's figures statement (JOB_COST_ALERTS_SQL). Each SQL text is the product's, imported. What the product adds on top is
 * what the ratio measures: validation, the access guard, Nest, TypeORM, the rules and the week's split in JavaScript
 * (and the UPDATE storing a split that changed, which only that JavaScript decides), the alerts' own transaction.
 */
export function registerWriteFloor(server: FastifyInstance, ds: DataSource, pool: () => Pool, companyId: () => number, actorId: () => number): void {
  // Built once: the product builds the same read per request.
  const read = productionsQuery(ds, { companyId: 0, ids: [0] }, { job: true, costCode: true, productionRequest: true });
  server.post<{ Body: Record<string, unknown> }>('/floor-write', async (request, reply) => {
    const b = request.body;
    const start = new Date(b.producedAt as string);
    const end = new Date(start.getTime() + Number(b.quantity) * 3_600_000);
    const client = await pool().connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('groundwork.actor_id', $1, true)`, [String(actorId())]);
      await client.query(RECORD_REFERENCES_SQL, [b.jobId, companyId(), b.costCodeId, b.userId, b.workTypeId, null, [], b.userId]);
      const { rows } = await client.query(INSERT_RECORD_SQL, [
        companyId(), b.type, b.jobId, b.costCodeId, b.userId, b.workTypeId, null, start, null, b.quantity, b.description, null, INVOICE_STATUS_DEFAULT, true, end,
      ]);
      if (rows.length === 0) throw new Error('The bench wrote an overlapping timecard.');
      await client.query(TOUCHED_WEEKS_SQL, [companyId(), [b.userId], [start]]);
      const { rows: [answer] } = await client.query(`SELECT (${read.expression}) ->> 0 AS body`, [companyId(), [rows[0].id]]);
      await client.query('COMMIT');
      const { rows: [{ pending }] } = await client.query(PENDING_ALERT_COST_CODES_SQL, [companyId(), [b.costCodeId], [...HOURS_UNITS]]);
      if (pending.length > 0) await client.query(JOB_COST_ALERTS_SQL, jobCostAlertsParams(companyId(), pending));
      return await reply.code(201).type('application/json; charset=utf-8').send(answer.body);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
}

export async function measureThroughput(options: {
  ds: DataSource;
  world: BenchWorld;
  base: string;
  floorBase: string;
  headers: Record<string, string>;
  /** The reads measured, each with its floor route (same body checked by the bench before). */
  reads: Array<{ name: string; path: string; floor: string }>;
  log: (line: string) => void;
}): Promise<void> {
  const { base, floorBase, headers, log } = options;
  const timecard = await timecardTemplate(options.ds, options.world);
  type Case = { name: string; product: Side; floor: Side };
  const cases: Case[] = [
    ...options.reads.map((read): Case => ({
      name: read.name,
      product: { url: base, path: read.path, method: 'GET', headers },
      floor: { url: floorBase, path: read.floor, method: 'GET' },
    })),
    {
      name: 'POST time record',
      product: { url: base, path: `/api/jobs/${options.world.sampleJobId}/productions`, method: 'POST', headers, timecard },
      floor: { url: floorBase, path: '/floor-write', method: 'POST', timecard },
    },
  ];
  log(`\nThroughput: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per side alternating, loopback, load from its own process.`);
  log('| case | product req/s | floor req/s | product / floor | product p99 ms | floor p99 ms | product errors | floor errors |');
  log('|---|---|---|---|---|---|---|---|');
  for (const c of cases) {
    const product: LoadMeasure[] = [];
    const floor: LoadMeasure[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      product.push(await runLoad(c.product));
      floor.push(await runLoad(c.floor));
    }
    const mean = (ms: LoadMeasure[], key: keyof LoadMeasure) => ms.reduce((sum, m) => sum + m[key], 0) / ms.length;
    const errors = (ms: LoadMeasure[]) => ms.reduce((sum, m) => sum + m.errors, 0);
    log(`| ${c.name} | ${mean(product, 'rps').toFixed(0)} | ${mean(floor, 'rps').toFixed(0)} | ${(mean(product, 'rps') / mean(floor, 'rps')).toFixed(2)}x | ` +
      `${mean(product, 'p99').toFixed(0)} | ${mean(floor, 'p99').toFixed(0)} | ${errors(product)} | ${errors(floor)} |`);
  }
}
