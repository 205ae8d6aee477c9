/**
 * Throughput mode of the bench (`npm run bench -- --throughput`): requests per second under load (autocannon,
 * BENCH_CONNECTIONS connections, 50 by default, for BENCH_SECONDS each, 10 by default), the product and its floor
 * server in alternating runs on loopback, for the small read (GET /api/work-types), the job list and a timecard write.
 * The floor is a bare Fastify route on `pg` in the bench process running the same SQL: for the reads the statement
 * that returns the very same body (checked first), for the write one INSERT of the time record (what any
 * implementation must do at least; the product also validates, checks overlaps and answers the whole record).
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { BenchWorld } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Runs per side; the sides alternate (product, floor, product, floor...). */
const ROUNDS = 2;

interface Side {
  url: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: () => string;
}

interface Measure {
  rps: number;
  p99: number;
  errors: number;
}

async function run(side: Side): Promise<Measure> {
  const result = await autocannon({
    url: side.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{
      method: side.method, path: side.path, headers: { ...side.headers, 'content-type': 'application/json' },
      ...(side.body ? { setupRequest: (r) => ({ ...r, body: side.body!() }) } : {}),
    }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** What a timecard write needs on the bench's sample job, and a body maker giving each write its own slot. */
async function writeWorld(ds: DataSource, world: BenchWorld) {
  const [{ id: workTypeId }] = await ds.query(
    `INSERT INTO work_type (company_id, name, is_equipment_required) VALUES ($1, 'Throughput', false) RETURNING id`, [world.companyId]);
  const [{ id: costCodeId }] = await ds.query(
    `SELECT id FROM cost_code WHERE job_id = $1 AND is_to_track_employee_and_equipment_time ORDER BY id LIMIT 1`, [world.sampleJobId]);
  const crew: Array<{ user_id: number }> = await ds.query(`SELECT user_id FROM job_assignment WHERE job_id = $1 ORDER BY user_id`, [world.sampleJobId]);
  const employees = crew.map((r) => r.user_id);
  let n = 0;
  // Long before the seeded year, a quarter of an hour each, rotating over the crew: no write overlaps another.
  const start = Date.UTC(2001, 0, 1);
  const next = () => {
    const i = n++;
    return {
      type: 'Time Record', jobId: world.sampleJobId, costCodeId, workTypeId, userId: employees[i % employees.length]!,
      producedAt: new Date(start + Math.floor(i / employees.length) * 15 * 60_000).toISOString(), quantity: 0.25, description: 'Throughput',
    };
  };
  return { next, companyId: world.companyId };
}

/** Adds the write floor to the floor server: one INSERT ... RETURNING of the record. */
export function registerWriteFloor(server: FastifyInstance, pool: () => Pool, companyId: () => number): void {
  server.post<{ Body: Record<string, unknown> }>('/floor-write', async (request, reply) => {
    const b = request.body;
    const { rows } = await pool().query(
      `INSERT INTO production (company_id, type, job_id, cost_code_id, user_id, work_type_id, produced_at, quantity, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [companyId(), b.type, b.jobId, b.costCodeId, b.userId, b.workTypeId, b.producedAt, b.quantity, b.description],
    );
    return reply.code(201).send(rows[0]);
  });
}

export async function measureThroughput(options: {
  ds: DataSource;
  world: BenchWorld;
  base: string;
  floorBase: string;
  headers: Record<string, string>;
  /** The floor routes of the reads (same body checked by the bench before). */
  workTypesFloor: string;
  jobListFloor: string;
  log: (line: string) => void;
}): Promise<void> {
  const { base, floorBase, headers, log } = options;
  const writes = await writeWorld(options.ds, options.world);
  const cases: Array<{ name: string; product: Side; floor: Side }> = [
    { name: 'GET /api/work-types', product: { url: base, path: '/api/work-types', method: 'GET', headers }, floor: { url: floorBase, path: options.workTypesFloor, method: 'GET' } },
    { name: 'GET /api/jobs?excludeDone=true', product: { url: base, path: '/api/jobs?excludeDone=true', method: 'GET', headers }, floor: { url: floorBase, path: options.jobListFloor, method: 'GET' } },
    {
      name: 'POST time record',
      product: { url: base, path: `/api/jobs/${options.world.sampleJobId}/productions`, method: 'POST', headers, body: () => JSON.stringify(writes.next()) },
      floor: { url: floorBase, path: '/floor-write', method: 'POST', body: () => JSON.stringify(writes.next()) },
    },
  ];
  log(`\nThroughput: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per side alternating, loopback.`);
  log('| case | product req/s | floor req/s | product / floor | product p99 ms | floor p99 ms | errors |');
  log('|---|---|---|---|---|---|---|');
  for (const c of cases) {
    const product: Measure[] = [];
    const floor: Measure[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      product.push(await run(c.product));
      floor.push(await run(c.floor));
    }
    const mean = (ms: Measure[], key: keyof Measure) => ms.reduce((sum, m) => sum + m[key], 0) / ms.length;
    const errors = [...product, ...floor].reduce((sum, m) => sum + m.errors, 0);
    log(`| ${c.name} | ${mean(product, 'rps').toFixed(0)} | ${mean(floor, 'rps').toFixed(0)} | ${(mean(product, 'rps') / mean(floor, 'rps')).toFixed(2)}x | ` +
      `${mean(product, 'p99').toFixed(0)} | ${mean(floor, 'p99').toFixed(0)} | ${errors} |`);
  }
}
