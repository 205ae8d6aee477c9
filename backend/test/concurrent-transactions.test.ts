/**
 * PostgreSQL's refusals of a transaction for a concurrent one (a deadlock, a serialization failure), as the driver
 * really hands them over, become a 409 "try again" (platform/errors/database-errors.ts), not a 500.
 *
 * On a PostgreSQL server only (CI's, TEST_DATABASE_URL): the embedded default runs one transaction at a time over
 * every connection, so two transactions there never wait on each other and these refusals cannot happen.
 */
import type { QueryRunner } from 'typeorm';
import { Conflict, PLATFORM_MESSAGES } from '../src/platform/errors/domain-errors';
import { translateDatabaseError } from '../src/platform/errors/database-errors';
import { createCompany } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const onServer = process.env.GW_TEST_DATABASE_KIND === 'server';
const serverIt = onServer ? it : it.skip;

let t: TestApp;
let runners: QueryRunner[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  for (const runner of runners) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }
  runners = [];
});

afterAll(async () => {
  await t.close();
});

async function transactions(isolation?: 'REPEATABLE READ'): Promise<[QueryRunner, QueryRunner]> {
  runners = [t.dataSource.createQueryRunner(), t.dataSource.createQueryRunner()];
  for (const runner of runners) {
    await runner.connect();
    await runner.startTransaction(isolation);
  }
  return runners as [QueryRunner, QueryRunner];
}

/** `error` is PostgreSQL's refusal `code`, and the API answers it 409 "try again". */
function expectTryAgain(error: unknown, code: '40P01' | '40001'): void {
  expect((error as { driverError?: { code?: string } }).driverError?.code).toBe(code);
  const translated = translateDatabaseError(error);
  expect(translated).toBeInstanceOf(Conflict);
  expect(translated?.message).toBe(PLATFORM_MESSAGES.concurrentChange);
}

serverIt('answers a deadlock (two transactions each waiting on a row the other holds) as 409 "try again"', async () => {
  const [a, b] = [await createCompany(t.dataSource), await createCompany(t.dataSource)];
  const [x, y] = await transactions();
  await x.query('SELECT id FROM company WHERE id = $1 FOR UPDATE', [a.id]);
  await y.query('SELECT id FROM company WHERE id = $1 FOR UPDATE', [b.id]);
  // Each now waits on the other: PostgreSQL rolls one back (after deadlock_timeout) and lets the other go on.
  const answers = await Promise.allSettled([
    x.query('SELECT id FROM company WHERE id = $1 FOR UPDATE', [b.id]),
    y.query('SELECT id FROM company WHERE id = $1 FOR UPDATE', [a.id]),
  ]);
  const refused = answers.filter((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
  expect(refused).toHaveLength(1);
  expectTryAgain(refused[0]!.reason, '40P01');
});

serverIt('answers a serialization failure (a row changed since the transaction began) as 409 "try again"', async () => {
  const company = await createCompany(t.dataSource);
  const [x, y] = await transactions('REPEATABLE READ');
  await x.query('SELECT name FROM company WHERE id = $1', [company.id]); // x's snapshot is taken here
  await y.query(`UPDATE company SET description = 'changed by y' WHERE id = $1`, [company.id]);
  await y.commitTransaction();
  // A success would be a result without a driver error: the code's check then fails.
  const error: unknown = await x.query(`UPDATE company SET description = 'changed by x' WHERE id = $1`, [company.id]).catch((e: unknown) => e);
  expectTryAgain(error, '40001');
});
