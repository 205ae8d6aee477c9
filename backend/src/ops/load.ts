import autocannon from 'autocannon';
import { WEB_CLIENT_KEY } from '@groundwork/shared/domain';

/**
 * The mixed load of docs/performance.md ("Several instances"): per connection, in turn, the work types, the job list,
 * the work types, the open jobs and one timecard write (a time record of one of ten employees, each write in a
 * slot of its own so none overlaps another). Runs against any Groundwork URL holding the demo data (admin).
 */

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** An administrator's sign-in (the demo's by default). */
  username?: string;
  password?: string;
  /** Called once the world is built, just before the load starts (e.g. to stop an instance midway). */
  onStart?: () => void;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  writes: number;
  /** Answers by HTTP status, e.g. { '200': 900, '201': 200 }. */
  statusCodes: Record<string, number>;
  /** Where the writes went: count them in the database (`production.job_id`). */
  jobId: number;
}

const EMPLOYEES = 10;

async function call<T>(url: string, path: string, token: string | null, body?: object): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${body ? 'POST' : 'GET'} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A job with a time code, a work type, and ten new employees on its crew: what the writes need. */
async function buildWorld(url: string, token: string) {
  const tag = Date.now().toString(36).slice(-6);
  const job = await call<{ id: number }>(url, '/api/jobs', token, { name: `L${tag}`, description: 'Load run' });
  const code = await call<{ id: number }>(url, `/api/jobs/${job.id}/cost-codes`, token, {
    name: `LOAD${tag}`, quantity: 1000, unit: 'h', isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true,
  });
  const workType = await call<{ id: number }>(url, '/api/work-types', token, { name: `Load ${tag}` });
  const roles = await call<Array<{ id: number }>>(url, '/api/roles', token);
  const employees: number[] = [];
  for (let i = 0; i < EMPLOYEES; i += 1) {
    const user = await call<{ id: number }>(url, '/api/users', token, {
      name: `Load ${tag} ${i}`, employeeCode: `L${tag}${i}`.slice(-9), workClass: 'ADMIN', email: `load-${tag}-${i}@example.test`,
      username: `load${tag}${i}`, roleId: roles[0]!.id, isOnPayroll: true, isActive: true, password: `load-${tag}-pass`,
    });
    await call(url, `/api/jobs/${job.id}/assignments`, token, { userId: user.id, jobId: job.id, assignment: 'Crew' });
    employees.push(user.id);
  }
  return { jobId: job.id, costCodeId: code.id, workTypeId: workType.id, employees };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { token } = await call<{ token: string }>(options.url, '/auth/login', null, {
    username: options.username ?? 'admin', password: options.password ?? 'admin123', clientKey: WEB_CLIENT_KEY,
  });
  const world = await buildWorld(options.url, token);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let writes = 0;
  const start = Date.UTC(2020, 0, 6, 0, 0, 0);
  options.onStart?.();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: [
      { method: 'GET', path: '/api/work-types', headers },
      { method: 'GET', path: '/api/jobs', headers },
      { method: 'GET', path: '/api/work-types', headers },
      { method: 'GET', path: '/api/jobs?excludeDone=true', headers },
      {
        method: 'POST',
        path: `/api/jobs/${world.jobId}/productions`,
        headers,
        setupRequest: (request) => {
          const n = writes++;
          // Each employee's n-th write a quarter of an hour after the one before: never overlapping.
          const at = new Date(start + Math.floor(n / EMPLOYEES) * 15 * 60_000).toISOString();
          return {
            ...request,
            body: JSON.stringify({
              type: 'Time Record', jobId: world.jobId, costCodeId: world.costCodeId, workTypeId: world.workTypeId,
              userId: world.employees[n % EMPLOYEES], producedAt: at, quantity: 0.25, description: 'Load run',
            }),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    writes,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    jobId: world.jobId,
  };
}
