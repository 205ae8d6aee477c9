/**
 * The database going away, as a drill, on a real PostgreSQL: several clients keep writing time records over HTTP while
 * the server's PostgreSQL is stopped (fast shutdown, as `pg_ctlcluster ... restart` does) and started again. It shows:
 * - while it is down every answer is 503 with the plain message, within the request time limit (no hang, no 500);
 * - the API recovers by itself (same process, same pool);
 * - every write answered 2xx is in the database afterwards, as it was answered.
 * The server is a private PostgreSQL in a temp folder (support/private-postgres.ts), never the machine's cluster.
 * Figures (writes, outage, 503 count, recovery) are printed and kept in docs/decisions.md "The database going away".
 *
 * The embedded-database variant (PGlite's socket going away, /health and sign-in) is database-outage.test.ts.
 */
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS } from '@groundwork/shared/domain';
import { createApp } from '../src/platform/create-app';
import { PLATFORM_MESSAGES } from '../src/platform/errors/domain-errors';
import { createCompany, createRole, createUser, login } from './support/factories';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { testConfig } from './support/test-app';
import { buildTenantWorld, timeRecordBody, type TenantWorld } from './support/tenant-world';

/** Each request must be answered within this (the pool's connect timeout is 5 s): a slower answer counts as a hang. */
const REQUEST_TIMEOUT_MS = 10_000;
const CLIENTS = 4;
/** Writing before the stop, down time, writing after the start. */
const BEFORE_MS = 1500;
const DOWN_MS = 2000;
const AFTER_MS = 2000;

const binDir = postgresBinDir();
if (!binDir && process.env.CI) {
  throw new Error('The restart drill needs PostgreSQL server binaries (apt-get install postgresql, or set PG_BIN_DIR): CI never skips it.');
}
const drill = binDir ? it : it.skip;

let pg: PrivatePostgres | undefined;
let app: NestFastifyApplication | undefined;
const config = testConfig();

afterAll(async () => {
  await app?.close();
  await pg?.remove();
  rmSync(config.dataDir, { recursive: true, force: true });
});

interface Answer {
  client: number;
  day: string;
  status: number;
  ms: number;
  at: number;
  id?: number;
  message?: string;
}

/** The day of a client's n-th record: every client walks back from 2025-12-31, one record per day (no overlap). */
function dayOf(n: number): string {
  return new Date(Date.UTC(2025, 11, 31 - n)).toISOString().slice(0, 10);
}

drill('keeps answering through a PostgreSQL restart: 503 while down, recovery without a restart, no acknowledged write lost', async () => {
  pg = await startPrivatePostgres(binDir!);
  const admin = new DataSource({ type: 'postgres', url: pg.url() });
  await admin.initialize();
  await admin.query('CREATE DATABASE drill');
  await admin.destroy();

  app = await createApp({ config: { ...config, databaseUrl: pg.url('drill') }, database: { migrate: true, seed: false }, staticHosting: false, logger: ['fatal'] });
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  const ds = app.get<DataSource>(getDataSourceToken());

  const company = await createCompany(ds);
  const role = await createRole(ds, company.id, ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.COMPANIES_TOGGLE));
  const builder = await createUser(ds, { companyId: company.id, roleId: role.id });
  const token = await login(app, builder.user.username, builder.password);
  const crewRole = await createRole(ds, company.id, [PERMISSIONS.WEB_TIMECARDS]);
  const crew = await Promise.all(Array.from({ length: CLIENTS }, () => createUser(ds, { companyId: company.id, roleId: crewRole.id })));
  const world: TenantWorld = await buildTenantWorld(app, ds, { companyId: company.id, builder: { id: builder.user.id, token }, crew: crew.map((c) => c.user.id) });

  const answers: Answer[] = [];
  let writing = true;
  const t0 = Date.now();
  const client = async (i: number) => {
    const userId = crew[i].user.id;
    for (let n = 0; writing; n += 1) {
      const day = dayOf(n);
      const started = Date.now();
      let answer: Answer;
      try {
        const res = await fetch(`${base}/api/jobs/${world.jobId}/productions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(timeRecordBody(world, userId, day)),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await res.json()) as { id?: number; message?: string };
        answer = { client: i, day, status: res.status, ms: Date.now() - started, at: started - t0, id: body.id, message: body.message };
      } catch (error) {
        answer = { client: i, day, status: 0, ms: Date.now() - started, at: started - t0, message: String(error) };
      }
      answers.push(answer);
      // A refused write is retried for the same day (as a user would), an acknowledged one moves to the next day.
      if (answer.status !== 201 && answer.status !== 200) n -= 1;
      if (answer.status === 503) await sleep(50);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));

  await sleep(BEFORE_MS);
  const stopAt = Date.now() - t0;
  await pg.stop();
  const downAt = Date.now() - t0;
  await sleep(DOWN_MS);
  await pg.start();
  const upAt = Date.now() - t0;
  await sleep(AFTER_MS);
  writing = false;
  await Promise.all(clients);

  const ok = answers.filter((a) => a.status === 200 || a.status === 201);
  const unavailable = answers.filter((a) => a.status === 503);
  const other = answers.filter((a) => a.status !== 200 && a.status !== 201 && a.status !== 503);
  const firstOkAfterStart = ok.find((a) => a.at >= upAt);
  const figures = {
    writesAnswered: answers.length, acknowledged: ok.length, unavailable: unavailable.length, other: other.length,
    stopTookMs: downAt - stopAt, outageMs: upAt - stopAt,
    recoveryMs: firstOkAfterStart ? firstOkAfterStart.at + firstOkAfterStart.ms - upAt : null,
    slowestAnswerMs: Math.max(...answers.map((a) => a.ms)),
  };
  console.log(`restart drill: ${JSON.stringify(figures)}`);

  // Never a 500, a timeout or another status: only 2xx, and 503 while the database is away.
  expect(other).toEqual([]);
  expect(figures.slowestAnswerMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  // The outage was hit, and answered with the plain message.
  expect(unavailable.length).toBeGreaterThan(0);
  for (const a of unavailable) expect(a.message).toBe(PLATFORM_MESSAGES.databaseUnavailable);
  // Writes went through before the stop and again after the start, by the same process.
  expect(ok.some((a) => a.at + a.ms < stopAt)).toBe(true);
  expect(firstOkAfterStart).toBeDefined();
  expect((await fetch(`${base}/health`)).status).toBe(200);

  // Every acknowledged write is there, for its employee and day, with its equipment line.
  const ids = ok.map((a) => a.id!);
  expect(new Set(ids).size).toBe(ids.length);
  const stored: Array<{ id: number; userId: number; day: string; lines: number }> = await ds.query(
    `SELECT p.id, p.user_id AS "userId", to_char(p.produced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day",
            (SELECT count(*)::int FROM production_equipment e WHERE e.production_id = p.id) AS "lines"
       FROM production p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(stored.map((s) => [s.id, s]));
  for (const a of ok) expect(byId.get(a.id!)).toEqual({ id: a.id, userId: crew[a.client].user.id, day: a.day, lines: 1 });
}, 60_000);
