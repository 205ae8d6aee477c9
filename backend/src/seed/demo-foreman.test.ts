import { DataSource } from 'typeorm';
import { testDatabaseUrl } from '../../test/support/test-app';
import { dataSourceOptions } from '../database/data-source-options';
import { seedDemoData } from './demo-seed';

let ds: DataSource;

beforeAll(async () => {
  ds = new DataSource({ ...dataSourceOptions(testDatabaseUrl()), extra: { max: 2 } });
  await ds.initialize();
});

afterAll(async () => {
  await ds?.destroy();
});

test("the foreman's crew job has yesterday's records and one shift without its timecard", async () => {
  const qr = ds.createQueryRunner();
  await qr.startTransaction();
  try {
    await seedDemoData(qr.manager);
    const q = async <T>(sql: string, params: unknown[] = []) => (await qr.manager.query(sql, params)) as T[];
    const [foreman] = await q<{ id: number }>(`SELECT id FROM "user" WHERE username = 'foreman'`);
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    const today = new Date(start);
    start.setDate(start.getDate() - 1);
    const [job] = await q<{ jobId: number }>(
      'SELECT job_id AS "jobId" FROM production_request WHERE user_id = $1 AND request_at >= $2 ORDER BY request_at LIMIT 1', [foreman!.id, today]);
    const day = [job!.jobId, start, today];
    const pending = await q<{ id: number }>(
      'SELECT id FROM production_request WHERE job_id = $1 AND request_at >= $2 AND request_at < $3 AND production_id IS NULL', day);
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const records = await q<{ id: number; is_approved: boolean | null; lines: string }>(
      `SELECT p.id, p.is_approved, (SELECT count(*) FROM production_equipment pe WHERE pe.production_id = p.id) AS lines
         FROM production p WHERE p.job_id = $1 AND p.produced_at >= $2 AND p.produced_at < $3 AND p.type = 'Time Record' AND p.exported_at IS NULL`, day);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(records.some((r) => Number(r.lines) > 0)).toBe(true);
    expect(records.some((r) => r.is_approved !== true)).toBe(true);
    const quantities = await q<{ id: number }>(
      `SELECT id FROM production WHERE job_id = $1 AND produced_at >= $2 AND produced_at < $3 AND type = 'Production'`, day);
    expect(quantities.length).toBeGreaterThanOrEqual(1);
  } finally {
    await qr.rollbackTransaction();
    await qr.release();
  }
});
