/**
 * A stop has a deadline (docs/operations.md, "Graceful shutdown"): the server from source, a sign-in held up by a
 * row lock the test keeps, then SIGTERM. The instance waits SHUTDOWN_TIMEOUT_MS for the request in flight, then
 * logs it and exits with code 1 instead of hanging until it is killed.
 */
import { uniqueName } from './support/factories';
import { login, startServer } from './support/server-process';
import { createTestApp, testDatabaseUrl, TEST_JWT_SECRET, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

it('exits with code 1 when a request is still in flight SHUTDOWN_TIMEOUT_MS after SIGTERM', async () => {
  const username = uniqueName('stuck');
  const key = `u:${username.toLowerCase()}`;
  // The sign-in locks its throttle rows: holding the username's row keeps the request waiting.
  await t.dataSource.query(`INSERT INTO login_throttle (key, failures, started_at) VALUES ($1, 0, now())`, [key]);
  // Started first: on the embedded database an open transaction holds up every other connection, start-up included.
  const server = await startServer({ DATABASE_URL: testDatabaseUrl(), JWT_SECRET: TEST_JWT_SECRET, SHUTDOWN_TIMEOUT_MS: '1500', LOG_LEVEL: 'warn' });
  const holder = t.dataSource.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  try {
    await holder.query('SELECT key FROM login_throttle WHERE key = $1 FOR UPDATE', [key]);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const stuck = login(server, username, 'whatever-password').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the sign-in is now waiting on the lock
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(server.log()).toContain('Requests still in flight 1500 ms after SIGTERM: exiting without them');
    await stuck;
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await holder.rollbackTransaction();
    await holder.release();
    await t.dataSource.query('DELETE FROM login_throttle WHERE key = $1', [key]);
  }
}, 120_000);
