/**
 * The load generator of the throughput mode, run as its own process (throughput.ts forks it) so autocannon's work
 * never shares an event loop with the server it measures. Reads one job from the parent (a LoadJob), runs it, and
 * sends back the measure. Writes get a body each: a timecard on its own day, numbered from `firstSlot`.
 */
import autocannon from 'autocannon';

export interface TimecardTemplate {
  jobId: number;
  costCodeId: number;
  workTypeId: number;
  employees: number[];
}

export interface LoadJob {
  url: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** POST only: the timecard each request sends, on slots firstSlot, firstSlot + 1, ... */
  timecard?: TimecardTemplate & { firstSlot: number };
}

export interface LoadMeasure {
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p99: number;
  errors: number;
}

/**
 * Long before the seeded year: an 8-hour day per slot (07:00 to 15:00 UTC), rotating over the crew, so no write
 * overlaps another and each employee's week holds at most seven timecards, as a crew's does (quarter hours back to
 * back made weeks of 672 records, every write splitting such a week again for its overtime).
 */
const EPOCH = Date.UTC(2001, 0, 1, 7);
const DAY_MS = 86_400_000;

function timecardBody(t: TimecardTemplate, slot: number): string {
  return JSON.stringify({
    type: 'Time Record', jobId: t.jobId, costCodeId: t.costCodeId, workTypeId: t.workTypeId, userId: t.employees[slot % t.employees.length],
    producedAt: new Date(EPOCH + Math.floor(slot / t.employees.length) * DAY_MS).toISOString(), quantity: 8, description: 'Throughput',
  });
}

async function run(job: LoadJob): Promise<LoadMeasure> {
  let slot = job.timecard?.firstSlot ?? 0;
  const timecard = job.timecard;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    requests: [{
      method: job.method, path: job.path, headers: { ...job.headers, 'content-type': 'application/json' },
      ...(timecard ? { setupRequest: (r) => ({ ...r, body: timecardBody(timecard, slot++) }) } : {}),
    }],
  });
  return { rps: result.requests.average, requests: result.requests.total, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (measure) => process.send!(measure, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
});
