/**
 * The employees' timecards locks a transaction holds are taken once per transaction (record-rules.ts): a second
 * request for the same employee in that transaction sends no statement, and a later transaction on the same query
 * runner (the job cost alerts' decision runs one after the write's commit) takes the lock again.
 */
import { lockEmployeesTimecards } from '../../src/modules/productions/record-rules';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LOCK = /pg_advisory_xact_lock/;

it('takes an employee lock once per transaction, and again in the next transaction of the same runner', async () => {
  const runner = t.dataSource.createQueryRunner();
  const sent: string[] = [];
  const query = runner.query.bind(runner);
  runner.query = ((sql: string, ...rest: unknown[]) => {
    sent.push(sql);
    return (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest);
  }) as typeof runner.query;
  try {
    await runner.startTransaction();
    await lockEmployeesTimecards(runner.manager, [7, 3]);
    await lockEmployeesTimecards(runner.manager, [3, 7, 7]);
    expect(sent.filter((sql) => LOCK.test(sql))).toHaveLength(2);
    await runner.commitTransaction();

    await runner.startTransaction();
    await lockEmployeesTimecards(runner.manager, [3]);
    expect(sent.filter((sql) => LOCK.test(sql))).toHaveLength(3);
    await runner.rollbackTransaction();
  } finally {
    await runner.release();
  }
});
