/**
 * The stored overtime split across payroll exports (issue 17, docs/overtime.md): a week exported in part, then added
 * to and exported again, pays exactly the policy's overtime for the week (never twice, never lost); the API's time
 * records carry the three fields; a company's policy change splits its records not exported again.
 */
import { OVERTIME_POLICIES, splitOvertime } from '@groundwork/shared/domain';
import { runAsActor } from '../../src/platform/database/actor';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, type JobWorld } from '../jobs/fixtures';

let t: TestApp;
let w: JobWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  await t.dataSource.query(`UPDATE company SET overtime_policy = 'CA-BC', time_zone = 'UTC', pay_period_starts_on = '2025-01-05' WHERE id = $1`, [w.companyId]);
}, 90_000);
afterAll(() => t.close());

/** A pending time record of the worker inserted as the system: `hours` from 07:00 UTC on `day`. */
async function insertRecord(day: string, hours: number): Promise<number> {
  return runAsActor('system', () => t.dataSource.transaction(async (m) => {
    const [row] = await m.query(
      `INSERT INTO production (company_id, type, job_id, cost_code_id, user_id, work_type_id, produced_at, produced_ends_at, quantity)
       VALUES ($1, 'Time Record', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [w.companyId, w.jobId, w.timeCodeId, w.worker.id, w.workTypeId, new Date(`${day}T07:00:00Z`), new Date(Date.parse(`${day}T07:00:00Z`) + hours * 3_600_000), hours],
    );
    return row.id as number;
  }));
}

const approve = async (ids: number[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/jobs/productions/_approve', headers: w.admin.auth, payload: { ids, isApproved: true } });
  expect(res.statusCode).toBe(200);
};

/** Exports the period's approved records; the payroll file's time card lines. */
const exportWeek = async (): Promise<string[]> => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/payroll-exports', headers: w.admin.auth,
    payload: { kind: 'payroll', date: '2025-01-20', startsAt: '2025-01-05', endsAt: '2025-01-18' },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.body.split('\r\n').filter((line) => line.startsWith('T'));
};

/** Hours of a line's columns (1-based, 6 wide, times 100). */
const columnHours = (lines: string[], start: number) => Math.round(lines.reduce((s, l) => s + Number(l.slice(start - 1, start + 5)), 0)) / 100;

interface Split { id: number; quantity: number; regularHours: number; overtimeHours: number; doubleTimeHours: number }

const timeRecords = async (): Promise<Split[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/productions/time-records?startsAt=2025-01-05&endsAt=2025-01-19&userId=${w.worker.id}`, headers: w.admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Split[];
};

const total = (rows: Split[], key: 'overtimeHours' | 'doubleTimeHours') => Math.round(rows.reduce((s, r) => s + r[key] * 100, 0)) / 100;

test('a week exported in part and exported again pays the policy\'s overtime for the week: never twice, never lost', async () => {
  // Monday 2025-01-06 and Tuesday: 10 h each, approved and exported (BC: 8 regular + 2 overtime each).
  const first = [await insertRecord('2025-01-06', 10), await insertRecord('2025-01-07', 10)];
  await approve(first);
  let rows = await timeRecords();
  expect(rows.map((r) => [r.regularHours, r.overtimeHours, r.doubleTimeHours])).toEqual([[8, 2, 0], [8, 2, 0]]);
  const firstFile = await exportWeek();
  // The file pays each 10-hour day as 8 regular (154-159) + 2 overtime (456-461), no double time (462-467).
  expect(firstFile.map((l) => [l.slice(153, 159), l.slice(455, 461), l.slice(461, 467), l.length])).toEqual([['000800', '000200', '000000', 469], ['000800', '000200', '000000', 469]]);

  // Later the same week: Wednesday to Friday 10 h, Saturday 13 h (2 h daily overtime each day, Saturday 1 h double
  // time; the week's first 8 h of each day reach 48 h: 8 h weekly overtime).
  const later = [await insertRecord('2025-01-08', 10), await insertRecord('2025-01-09', 10), await insertRecord('2025-01-10', 10), await insertRecord('2025-01-11', 13)];
  await approve(later);
  rows = await timeRecords();
  for (const r of rows) expect(Math.round((r.regularHours + r.overtimeHours + r.doubleTimeHours) * 100)).toBe(Math.round(r.quantity * 100));
  // The exported records kept their split.
  expect(rows.filter((r) => first.includes(r.id)).map((r) => [r.regularHours, r.overtimeHours])).toEqual([[8, 2], [8, 2]]);
  const files = [...firstFile, ...(await exportWeek())];

  // What the policy gives for the whole week, as if it had never been exported.
  const days = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10', '2025-01-11'];
  const week = splitOvertime(rows.map((r, i) => ({
    id: r.id, startsAt: new Date(`${days[i]}T07:00:00Z`), endsAt: new Date(Date.parse(`${days[i]}T07:00:00Z`) + r.quantity * 3_600_000),
    hours: r.quantity, isLeaveOfAbsence: false, isTravel: false, isSubcontractor: false,
  })), OVERTIME_POLICIES.find((p) => p.id === 'CA-BC')!, { timeZone: 'UTC' });
  const paid = await timeRecords();
  const policy = (key: 'overtimeHours' | 'doubleTimeHours') => Math.round(week.reduce((s, r) => s + r[key] * 100, 0)) / 100;
  expect(total(paid, 'overtimeHours')).toBe(policy('overtimeHours'));
  expect(total(paid, 'doubleTimeHours')).toBe(policy('doubleTimeHours'));
  expect(total(paid, 'overtimeHours')).toBeGreaterThan(10);
  // The two files together pay exactly that, and every hour of the week once.
  expect(columnHours(files, 456)).toBe(policy('overtimeHours'));
  expect(columnHours(files, 462)).toBe(policy('doubleTimeHours'));
  expect(columnHours(files, 154) + columnHours(files, 456) + columnHours(files, 462)).toBe(63);
}, 60_000);

test('under the policy none the file keeps every hour in 154-159 and spaces in 456-469, as before overtime', async () => {
  await t.dataSource.query(`UPDATE company SET overtime_policy = 'none' WHERE id = $1`, [w.companyId]);
  const id = await insertRecord('2025-01-13', 13);
  await approve([id]);
  const [line] = await exportWeek();
  expect([line.slice(153, 159), line.slice(455), line.length]).toEqual(['001300', ' '.repeat(14), 469]);
}, 60_000);

test('an export that names no time zone reads days and writes work dates in the company\'s zone', async () => {
  await t.dataSource.query(`UPDATE company SET time_zone = 'America/Vancouver' WHERE id = $1`, [w.companyId]);
  // 07:00 UTC on Thursday the 16th is 23:00 on Wednesday the 15th in Vancouver.
  const id = await insertRecord('2025-01-16', 1);
  await approve([id]);
  const [line] = await exportWeek();
  expect(line.slice(58, 64)).toBe('250115');
}, 60_000);

test('a BC holiday record entered after the rest of its week was exported: the overtime no record can carry is named, and a reset pays it', async () => {
  await t.dataSource.query(`UPDATE company SET overtime_policy = 'CA-BC', time_zone = 'UTC' WHERE id = $1`, [w.companyId]);
  const period = { startsAt: '2025-02-16', endsAt: '2025-02-22' };
  const gaps = async (auth = w.admin.auth) => t.app.inject({ method: 'GET', url: `/api/payroll-exports/overtime-gaps?startsAt=${period.startsAt}&endsAt=${period.endsAt}`, headers: auth });
  const exportFeb = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payroll-exports', headers: w.admin.auth, payload: { kind: 'payroll', date: '2025-02-24', ...period } });
    expect(res.statusCode).toBe(201);
    return { id: Number(res.headers.location!.split('/').pop()), lines: res.body.split('\r\n').filter((line) => line.startsWith('T')) };
  };
  // Tuesday to Friday 8 h and a half hour on Saturday, exported all regular (32.5 h).
  const week = [];
  for (const [day, hours] of [['2025-02-18', 8], ['2025-02-19', 8], ['2025-02-20', 8], ['2025-02-21', 8], ['2025-02-22', 0.5]] as const) week.push(await insertRecord(day, hours));
  await approve(week);
  const first = await exportFeb();
  expect(columnHours(first.lines, 456)).toBe(0);
  expect((await gaps()).json()).toEqual([]);

  // Then Monday the 17th, Family Day (BC statutory holiday): 7.75 h, all 1.5x; its hours count toward the weekly 40,
  // which the week now passes by 0.25 h on Saturday's exported half hour.
  await approve([await insertRecord('2025-02-17', 7.75)]);
  const res = await gaps();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([{
    userId: w.worker.id, name: expect.any(String), weekStartsOn: '2025-02-16',
    overtimeNotPaid: 0.25, doubleTimeNotPaid: 0, overtimePaidBeyond: 0, doubleTimePaidBeyond: 0,
  }]);
  // The worker reads no one's payroll.
  expect((await gaps(w.worker.auth)).statusCode).toBe(403);

  // The remedy the payroll clerk is given: reset the week's export, then export the week again, whole.
  expect((await t.app.inject({ method: 'POST', url: `/api/payroll-exports/${first.id}/reset`, headers: w.admin.auth })).statusCode).toBe(200);
  expect((await gaps()).json()).toEqual([]);
  const again = await exportFeb();
  expect(columnHours(again.lines, 456)).toBe(8);
  expect(columnHours(again.lines, 154) + columnHours(again.lines, 456)).toBe(40.25);
  expect((await gaps()).json()).toEqual([]);
}, 60_000);

test('the gaps read refuses a bad period with the export\'s messages, never 500', async () => {
  for (const query of ['', 'startsAt=2025-02-16', 'startsAt=2025-02-16&endsAt=2025-02-01', 'startsAt=2025-01-01&endsAt=2025-12-31', 'startsAt=x&endsAt=y', 'startsAt=2025-02-16&endsAt=2025-02-22&timeZone=Mars/Base']) {
    const res = await t.app.inject({ method: 'GET', url: `/api/payroll-exports/overtime-gaps?${query}`, headers: w.admin.auth });
    expect(res.statusCode).toBe(400);
  }
});
