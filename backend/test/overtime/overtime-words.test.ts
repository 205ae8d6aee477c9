/**
 * A time record's split in words and the form's preview (issue 17, docs/overtime.md): the single read carries the
 * parts of its split (describeSplit words them), the list reads do not; POST /api/jobs/productions/_overtime-preview
 * splits a draft within its employee's week by the recompute's own code, writes nothing, and is refused as the
 * record's create or edit would be.
 */
import { describeSplit, type OvertimeSplit, type Production } from '@groundwork/shared/domain';
import { runAsActor } from '../../src/platform/database/actor';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, post, timeRecord, type JobWorld, type Staff } from '../jobs/fixtures';

let t: TestApp;
let w: JobWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  await t.dataSource.query(`UPDATE company SET overtime_policy = 'CA-BC', time_zone = 'UTC' WHERE id = $1`, [w.companyId]);
}, 90_000);
afterAll(() => t.close());

/** A time record of `userId` from `start` to `end` (UTC, no lunch), saved through the API as the administrator. */
const createRecord = (userId: number, start: string, end: string, hours: number) =>
  post<Production>(t.app, w.admin, `/api/jobs/${w.jobId}/productions`, timeRecord(w, userId, {
    producedAt: start, producedEndsAt: end, quantity: hours, isLunchbreakTaken: false,
  }));

const preview = (who: Staff, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/jobs/productions/_overtime-preview', headers: who.auth, payload });

/** Every time record of the company with its stored split: what a preview must leave as it was. */
const storedRecords = () => t.dataSource.query(
  'SELECT id, produced_at, produced_ends_at, quantity, regular_hours, overtime_hours, double_time_hours, updated_at FROM production WHERE company_id = $1 ORDER BY id',
  [w.companyId],
);

test('the single read of a 13 h day under CA-BC gives its parts, in words; the list reads do not carry them', async () => {
  const record = await createRecord(w.worker.id, '2025-02-04T07:00:00Z', '2025-02-04T20:00:00Z', 13);
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/productions/${record.id}`, headers: w.worker.auth });
  expect(res.statusCode).toBe(200);
  const read = res.json() as Production;
  expect([read.regularHours, read.overtimeHours, read.doubleTimeHours]).toEqual([8, 4, 1]);
  expect(read.overtimeParts).toEqual([
    { rate: 'regular', hours: 8, rule: 'regular' },
    { rate: 'overtime', hours: 4, rule: 'daily', threshold: 8, source: 'BC ESA s. 40' },
    { rate: 'doubleTime', hours: 1, rule: 'dailyDouble', threshold: 12, source: 'BC ESA s. 40' },
  ]);
  expect(describeSplit(read.overtimeParts!)).toBe('8 h regular; 4 h overtime after 8 h in a day (BC ESA s. 40); 1 h double time after 12 h in a day');

  const list = await t.app.inject({
    method: 'GET', url: `/api/jobs/productions/time-records?startsAt=2025-02-04&endsAt=2025-02-04&userId=${w.worker.id}`, headers: w.admin.auth,
  });
  expect(list.statusCode).toBe(200);
  const rows = list.json() as Production[];
  expect(rows.map((r) => r.id)).toContain(record.id);
  for (const row of rows) expect(row).not.toHaveProperty('overtimeParts');
});

test('an exported record is still explained by its rules when its kept split is what the policy gives; else "as exported"', async () => {
  const record = await createRecord(w.worker.id, '2025-03-04T07:00:00Z', '2025-03-04T17:00:00Z', 10);
  const store = (sql: string) => runAsActor('system', () => t.dataSource.transaction((m) => m.query(sql, [record.id])));
  await store('UPDATE production SET exported_at = now(), is_approved = true WHERE id = $1');
  const words = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/productions/${record.id}`, headers: w.admin.auth });
    expect(res.statusCode).toBe(200);
    return describeSplit((res.json() as Production).overtimeParts!);
  };
  expect(await words()).toBe('8 h regular; 2 h overtime after 8 h in a day (BC ESA s. 40)');
  // Paid otherwise than the policy gives today (say, before a change of policy): the words say what was paid.
  await store('UPDATE production SET regular_hours = 10, overtime_hours = 0 WHERE id = $1');
  expect(await words()).toBe('10 h regular as exported');
});

test('the preview of a draft that makes the day 10 h says 2 h overtime, and writes nothing', async () => {
  const morning = await createRecord(w.worker.id, '2025-02-11T07:00:00Z', '2025-02-11T15:00:00Z', 8);
  const before = await storedRecords();

  // A new record after it: 2 h past the day's 8.
  const added = await preview(w.worker, {
    userId: w.worker.id, costCodeId: w.timeCodeId, producedAt: '2025-02-11T15:00:00Z', producedEndsAt: '2025-02-11T17:00:00Z', quantity: 2,
    isLunchbreakTaken: false,
  });
  expect(added.statusCode).toBe(200);
  const split = added.json() as OvertimeSplit;
  expect([split.regularHours, split.overtimeHours, split.doubleTimeHours]).toEqual([0, 2, 0]);
  expect(describeSplit(split.parts)).toBe('2 h overtime after 8 h in a day (BC ESA s. 40)');

  // The morning record edited to 10 h: it replaces the stored one (not 8 + 10 in the day).
  const edited = await preview(w.worker, {
    id: morning.id, userId: w.worker.id, costCodeId: w.timeCodeId, producedAt: '2025-02-11T07:00:00Z', producedEndsAt: '2025-02-11T17:00:00Z',
    quantity: 10, isLunchbreakTaken: false,
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({ regularHours: 8, overtimeHours: 2, doubleTimeHours: 0 });

  expect(await storedRecords()).toEqual(before);
});

test('a worker previews only their own week; another company\'s or a missing record is not found', async () => {
  const draft = { costCodeId: w.timeCodeId, producedAt: '2025-02-18T07:00:00Z', producedEndsAt: '2025-02-18T17:00:00Z', quantity: 10, isLunchbreakTaken: false };
  const others = await preview(w.worker, { ...draft, userId: w.admin.id });
  expect(others.statusCode).toBe(403);
  expect(others.json().message).toBe('You can only record and change your own time records.');

  // The administrator's record, edited under the worker's own id: not visible to the worker.
  const adminRecord = await createRecord(w.admin.id, '2025-02-18T07:00:00Z', '2025-02-18T15:00:00Z', 8);
  expect((await preview(w.worker, { ...draft, userId: w.worker.id, id: adminRecord.id })).statusCode).toBe(404);
  expect((await preview(w.admin, { ...draft, userId: w.worker.id, id: 2_000_000_001 })).statusCode).toBe(404);

  // A manager of records previews anyone's.
  const managers = await preview(w.manager, { ...draft, userId: w.worker.id });
  expect(managers.statusCode).toBe(200);
  expect(managers.json()).toMatchObject({ regularHours: 8, overtimeHours: 2, doubleTimeHours: 0 });
});

test('bad input answers 400 with the field\'s message, never 500', async () => {
  const draft = {
    userId: w.worker.id, costCodeId: w.timeCodeId, producedAt: '2025-02-25T07:00:00Z', producedEndsAt: '2025-02-25T17:00:00Z', quantity: 10,
    isLunchbreakTaken: false,
  };
  const cases: [object, string][] = [
    [{ ...draft, userId: undefined }, 'userId'],
    [{ ...draft, producedAt: 'yesterday' }, 'producedAt'],
    [{ ...draft, quantity: 30 }, 'quantity'],
    // The hours disagree with the in and out times.
    [{ ...draft, quantity: 7 }, 'quantity'],
    [{ ...draft, costCodeId: 2_000_000_001 }, 'costCodeId'],
    [{ ...draft, userId: 2_000_000_001 }, 'userId'],
    [{ ...draft, id: 'x' }, 'id'],
  ];
  for (const [payload, field] of cases) {
    const res = await preview(w.admin, payload);
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().errors?.[field]).toEqual(expect.any(String));
  }
  const notJson = await t.app.inject({ method: 'POST', url: '/api/jobs/productions/_overtime-preview', headers: { ...w.admin.auth, 'content-type': 'application/json' }, payload: '{' });
  expect(notJson.statusCode).toBe(400);
});
