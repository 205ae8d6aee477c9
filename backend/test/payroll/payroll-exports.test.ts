/**
 * The payroll report's read and the payroll clerk's exports over HTTP on PostgreSQL (issue 10,
 * docs/payroll-file.md): the pay period of queryDate and the flags, the export (approved only, pending counted,
 * declined never, exported never twice, two concurrent exports share no record, byte-identical re-download, reset
 * then export again), the equipment file and the export profile, 403 and 404, and the lines' documented lengths.
 */
import { PAYROLL_FILE_LAYOUT, PERMISSIONS } from '@groundwork/shared/domain';
import { runAsActor } from '../../src/platform/database/actor';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, staff, type JobWorld, type Staff } from '../jobs/fixtures';
import { createUser, createRole } from '../support/factories';

let t: TestApp;
let w: JobWorld;
let other: JobWorld;
/** A payroll report reader without productions.export. */
let reader: Staff;

beforeAll(async () => {
  t = await createTestApp();
  [w, other] = [await buildWorld(t.app, t.dataSource), await buildWorld(t.app, t.dataSource)];
  reader = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.REPORTS_PAYROLL]);
  // Pay periods of the world's company start on Sunday 2025-01-05 (so 2025-01-05..18, 2025-01-19..02-01, ...).
  await t.dataSource.query(`UPDATE company SET pay_period_starts_on = '2025-01-05' WHERE id = $1`, [w.companyId]);
}, 90_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: Staff = w.admin, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

interface Seeded {
  id: number;
  userId: number;
}

/**
 * Time records inserted directly (as the system), one per employee and day: `approval` per record
 * (true approved, false declined, null pending). Each on its own day from `firstDay`, 07:00-15:30 UTC, 8 hours.
 */
async function seedRecords(world: JobWorld, userIds: number[], days: string[], approval: (i: number) => boolean | null, withEquipment = false): Promise<Seeded[]> {
  return runAsActor('system', () => t.dataSource.transaction(async (m) => {
    const out: Seeded[] = [];
    let i = 0;
    for (const userId of userIds) {
      for (const day of days) {
        const [row] = await m.query(
          `INSERT INTO production (company_id, type, job_id, cost_code_id, user_id, work_type_id, produced_at, produced_ends_at, quantity, description, is_approved)
           VALUES ($1, 'Time Record', $2, $3, $4, $5, $6, $7, 8, 'Pipe laying', $8) RETURNING id`,
          [world.companyId, world.jobId, world.timeCodeId, userId, world.workTypeId, `${day}T07:00:00Z`, `${day}T15:30:00Z`, approval(i)],
        );
        if (withEquipment) {
          await m.query('INSERT INTO production_equipment (company_id, production_id, equipment_id, hours_used, liters_of_fuel) VALUES ($1, $2, $3, 6.5, 40)', [world.companyId, row.id, world.equipmentId]);
        }
        out.push({ id: row.id, userId });
        i += 1;
      }
    }
    return out;
  }));
}

async function employees(world: JobWorld, n: number, fields: Record<string, unknown> = {}): Promise<number[]> {
  const role = await createRole(t.dataSource, world.companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await createUser(t.dataSource, { companyId: world.companyId, roleId: role.id, ...fields })).user.id);
  return ids;
}

const exportedAt = async (ids: number[]): Promise<Map<number, Date | null>> => {
  const rows: { id: number; exported_at: Date | null }[] = await t.dataSource.query('SELECT id, exported_at FROM production WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.exported_at]));
};

/** The record ids of a payroll file's time card lines (columns 196-205). */
const recordIdsOf = (file: string): number[] =>
  file.split('\r\n').filter((l) => l.startsWith('T')).map((l) => Number(l.slice(195, 205)));

const exportBody = (over: Record<string, unknown> = {}) => ({ kind: 'payroll', date: '2025-02-03', startsAt: '2025-01-19', endsAt: '2025-02-01', ...over });

describe('GET /api/jobs/productions/time-records with the payroll flags', () => {
  it('queryDate reads the pay period containing it (two Sunday-Saturday weeks from the company anchor) and says which', async () => {
    const [emp] = await employees(w, 1);
    // Saturday 2025-03-01 ends the period 2025-02-16..03-01; Sunday 2025-03-02 starts the next.
    const inside = await seedRecords(w, [emp!], ['2025-02-16', '2025-03-01'], () => true);
    await seedRecords(w, [emp!], ['2025-02-15', '2025-03-02'], () => true);
    const res = await req('GET', `/api/jobs/productions/time-records?queryDate=2025-02-20&userId=${emp}&includeJob=true&includeCostCodes=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pay-period-starts-on']).toBe('2025-02-16');
    expect(res.headers['x-pay-period-ends-on']).toBe('2025-03-01');
    expect(res.json().map((r: { id: number }) => r.id)).toEqual(inside.map((r) => r.id));
    expect(res.json()[0]).toMatchObject({ job: { id: w.jobId }, costCode: { id: w.timeCodeId } });
    // A day before the anchor belongs to the period 14 days earlier.
    const before = await req('GET', `/api/jobs/productions/time-records?queryDate=2024-12-31&userId=${emp}`);
    expect([before.headers['x-pay-period-starts-on'], before.headers['x-pay-period-ends-on']]).toEqual(['2024-12-22', '2025-01-04']);
  });

  it('reads the period\'s days in the time zone given: a Saturday evening in Vancouver is still in the period', async () => {
    const [emp] = await employees(w, 1);
    // 2025-03-01 (Saturday) 18:00 in Vancouver is 2025-03-02 02:00 UTC.
    const [late] = await runAsActor('system', () => t.dataSource.transaction((m) => m.query(
      `INSERT INTO production (company_id, type, job_id, cost_code_id, user_id, produced_at, produced_ends_at, quantity) VALUES ($1, 'Time Record', $2, $3, $4, '2025-03-02T02:00:00Z', '2025-03-02T04:00:00Z', 2) RETURNING id`,
      [w.companyId, w.jobId, w.timeCodeId, emp],
    )));
    const utc = await req('GET', `/api/jobs/productions/time-records?queryDate=2025-02-20&userId=${emp}`);
    expect(utc.json()).toEqual([]);
    const vancouver = await req('GET', `/api/jobs/productions/time-records?queryDate=2025-02-20&userId=${emp}&timeZone=America/Vancouver`);
    expect(vancouver.json().map((r: { id: number }) => r.id)).toEqual([late.id]);
  });

  it('isForPayroll leaves out employees not on payroll; equipment lines and schedule entries come when asked', async () => {
    const [onPayroll] = await employees(w, 1);
    const [notOnPayroll] = await employees(w, 1, { isOnPayroll: false });
    const [a] = await seedRecords(w, [onPayroll!], ['2025-04-01'], () => true, true);
    const [b] = await seedRecords(w, [notOnPayroll!], ['2025-04-01'], () => true);
    const all = await req('GET', '/api/jobs/productions/time-records?startsAt=2025-04-01&endsAt=2025-04-01&includeProductionEquipment=true&includeProductionRequests=true');
    const ids = all.json().map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a!.id, b!.id]));
    const payroll = await req('GET', '/api/jobs/productions/time-records?startsAt=2025-04-01&endsAt=2025-04-01&isForPayroll=true&includeProductionEquipment=true');
    const records = payroll.json() as Array<{ id: number; productionEquipments: Array<{ hoursUsed: number }> }>;
    expect(records.map((r) => r.id)).toContain(a!.id);
    expect(records.map((r) => r.id)).not.toContain(b!.id);
    expect(records.find((r) => r.id === a!.id)!.productionEquipments).toEqual([expect.objectContaining({ hoursUsed: 6.5, litersOfFuel: 40 })]);
    expect(all.json().find((r: { id: number }) => r.id === a!.id)).toHaveProperty('productionRequest', null);
  });

  it('needs a range or a queryDate, and refuses a bad day or time zone with 400', async () => {
    expect((await req('GET', '/api/jobs/productions/time-records?isForPayroll=true')).json().errors).toMatchObject({ startsAt: expect.any(String) });
    expect((await req('GET', '/api/jobs/productions/time-records?queryDate=2025-02-30')).statusCode).toBe(400);
    expect((await req('GET', '/api/jobs/productions/time-records?queryDate=2025-02-20&timeZone=Mars/Olympus')).statusCode).toBe(400);
  });
});

describe('POST /api/payroll-exports', () => {
  it('exports the approved, not yet exported records of the period once: pending counted and left out, declined never', async () => {
    const staffIds = await employees(w, 3);
    // 2025-01-19..02-01 is one period. Per employee: approved, pending, declined on three days.
    const days = ['2025-01-20', '2025-01-21', '2025-01-22'];
    const records = await seedRecords(w, staffIds, days, (i) => [true, null, false][i % 3]!);
    const approved = records.filter((_, i) => i % 3 === 0).map((r) => r.id);
    const res = await req('POST', '/api/payroll-exports', w.admin, exportBody());
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('text/plain; charset=us-ascii');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Company-[A-Za-z0-9-]+_payroll_20250203_\d{14}\.txt"$/);
    expect(res.headers['location']).toMatch(/^\/api\/payroll-exports\/\d+$/);
    expect(res.headers['x-exported-count']).toBe(String(approved.length));
    expect(res.headers['x-pending-count']).toBe('3');
    expect(recordIdsOf(res.body).sort()).toEqual([...approved].sort());
    const marks = await exportedAt(records.map((r) => r.id));
    for (const r of records) expect(marks.get(r.id) !== null).toBe(approved.includes(r.id));

    // Every line has its documented length and ends with CR LF; the header says Download All.
    const lines = res.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => l.length)).toEqual([
      PAYROLL_FILE_LAYOUT.header.length, ...approved.map(() => PAYROLL_FILE_LAYOUT.timeCard.length), PAYROLL_FILE_LAYOUT.footer.length,
    ]);
    expect(lines[0]!.slice(0, 19)).toBe(`HBW${'Admin'.padEnd(9)}250203Y`);
    expect(Buffer.byteLength(res.body, 'utf8')).toBe(res.body.length);

    // Again: nothing left to export in the period (409), nothing marked twice.
    const again = await req('POST', '/api/payroll-exports', w.admin, exportBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There are no approved time records left to export in this period.');

    // The pending ones approved later come in the next file, and only they.
    const pending = records.filter((_, i) => i % 3 === 1).map((r) => r.id);
    await runAsActor('system', () => t.dataSource.transaction((m) => m.query('UPDATE production SET is_approved = true WHERE id = ANY($1::int[])', [pending])));
    const next = await req('POST', '/api/payroll-exports', w.admin, exportBody());
    expect(recordIdsOf(next.body).sort()).toEqual([...pending].sort());
    expect(next.headers['x-pending-count']).toBe('0');
  });

  it("leaves out employees not on payroll (a subcontractor's approved hours), as the payroll report does: neither exported nor counted", async () => {
    const [onPayroll] = await employees(w, 1);
    const [subcontractor] = await employees(w, 1, { isOnPayroll: false });
    const days = ['2025-06-02']; // the period 2025-05-25..06-07
    const [paid] = await seedRecords(w, [onPayroll!], days, () => true);
    const [notPaid, notPending] = [...await seedRecords(w, [subcontractor!], days, () => true), ...await seedRecords(w, [subcontractor!], ['2025-06-03'], () => null)];
    const res = await req('POST', '/api/payroll-exports', w.admin, exportBody({ date: '2025-06-09', startsAt: '2025-05-25', endsAt: '2025-06-07' }));
    expect(res.statusCode).toBe(201);
    expect(recordIdsOf(res.body)).toEqual([paid!.id]);
    expect(res.headers['x-pending-count']).toBe('0');
    const marks = await exportedAt([paid!.id, notPaid!.id, notPending!.id]);
    expect([marks.get(paid!.id) !== null, marks.get(notPaid!.id), marks.get(notPending!.id)]).toEqual([true, null, null]);
  });

  it('Download Filtered: only the ids given, still only approved and unexported ones; the header flag is N', async () => {
    const staffIds = await employees(w, 2);
    const records = await seedRecords(w, staffIds, ['2025-02-03', '2025-02-04'], (i) => (i === 1 ? null : true));
    const [first, pendingOne, third] = records;
    const otherCompanys = (await seedRecords(other, [other.worker.id], ['2025-02-05'], () => true))[0]!;
    const res = await req('POST', '/api/payroll-exports', w.admin, exportBody({ date: '2025-02-14', startsAt: '2025-02-02', endsAt: '2025-02-15', productionIds: [first!.id, pendingOne!.id, otherCompanys.id] }));
    expect(res.statusCode).toBe(201);
    expect(recordIdsOf(res.body)).toEqual([first!.id]);
    expect(res.body.slice(18, 19)).toBe('N');
    expect(res.headers['x-pending-count']).toBe('1');
    expect((await exportedAt([third!.id, otherCompanys.id])).get(third!.id)).toBeNull();
    expect((await exportedAt([otherCompanys.id])).get(otherCompanys.id)).toBeNull();
  });

  it('two concurrent exports of one period put every record in exactly one file', async () => {
    const staffIds = await employees(w, 10);
    const days = ['2025-07-07', '2025-07-08', '2025-07-09', '2025-07-10', '2025-07-11'];
    const records = await seedRecords(w, staffIds, days, () => true);
    const body = exportBody({ date: '2025-07-19', startsAt: '2025-07-06', endsAt: '2025-07-19' });
    // Hold a lock on one of the records so both exports are surely in flight together, then let them race.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('SELECT id FROM production WHERE id = $1 FOR UPDATE', [records[records.length - 1]!.id]);
    const both = Promise.all([req('POST', '/api/payroll-exports', w.admin, body), req('POST', '/api/payroll-exports', w.admin, body)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE OF p%'`,
    );
    await blocker.commitTransaction();
    await blocker.release();
    const [a, b] = await both;
    if (process.env.GW_TEST_DATABASE_KIND === 'server') expect(waiting[0]!.n).toBeGreaterThanOrEqual(1);
    const files = [a, b].filter((r) => r.statusCode === 201).map((r) => recordIdsOf(r.body));
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([[201, 201], [201, 409]]).toContainEqual(statuses);
    const all = files.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort((x, y) => x - y)).toEqual(records.map((r) => r.id).sort((x, y) => x - y));
  });

  it('re-downloads byte-identical files, lists them, and after a reset exports the records again', async () => {
    const staffIds = await employees(w, 2);
    const records = await seedRecords(w, staffIds, ['2025-03-17', '2025-03-18'], () => true);
    const body = exportBody({ date: '2025-03-29', startsAt: '2025-03-16', endsAt: '2025-03-29' });
    const first = await req('POST', '/api/payroll-exports', w.admin, body);
    const id = Number(first.headers['location']!.split('/').pop());
    const again = await req('GET', `/api/payroll-exports/${id}/file`, reader);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);

    const list = await req('GET', '/api/payroll-exports', reader);
    expect(list.json().find((x: { id: number }) => x.id === id)).toMatchObject({
      id, kind: 'payroll', date: '2025-03-29', recordCount: 4, pendingCount: 0, resetAt: null, allRecords: true, startsOn: '2025-03-16', endsOn: '2025-03-29',
      fileName: first.headers['content-disposition']!.match(/filename="(.+)"/)![1], createdBy: { id: w.admin.id, name: expect.any(String) },
    });

    // An exported record refuses every change but its reset.
    const locked = await req('PUT', `/api/jobs/productions/${records[0]!.id}`, w.admin, { isApproved: false });
    expect(locked.statusCode).toBe(409);

    const reset = await req('POST', `/api/payroll-exports/${id}/reset`, w.admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id, cleared: 4 });
    expect([...(await exportedAt(records.map((r) => r.id))).values()]).toEqual([null, null, null, null]);
    expect((await req('POST', `/api/payroll-exports/${id}/reset`, w.admin)).statusCode).toBe(409);
    const listed = (await req('GET', '/api/payroll-exports', reader)).json().find((x: { id: number }) => x.id === id);
    expect(listed.resetAt).toEqual(expect.any(String));
    // The stored file keeps its bytes after the reset.
    expect((await req('GET', `/api/payroll-exports/${id}/file`)).rawPayload.equals(first.rawPayload)).toBe(true);

    const second = await req('POST', '/api/payroll-exports', w.admin, body);
    expect(second.statusCode).toBe(201);
    expect(recordIdsOf(second.body).sort()).toEqual(records.map((r) => r.id).sort());
  });

  it('a reset never unlocks a record that a later export holds (per-record reset, then a new file)', async () => {
    const staffIds = await employees(w, 1);
    const [rec] = await seedRecords(w, staffIds, ['2025-03-31'], () => true);
    const body = exportBody({ date: '2025-04-12', startsAt: '2025-03-30', endsAt: '2025-04-12', productionIds: [rec!.id] });
    const first = await req('POST', '/api/payroll-exports', w.admin, body);
    expect((await req('PUT', `/api/jobs/productions/${rec!.id}`, w.admin, { exportedAt: null })).statusCode).toBe(200);
    const second = await req('POST', '/api/payroll-exports', w.admin, body);
    expect(recordIdsOf(second.body)).toEqual([rec!.id]);
    const firstId = Number(first.headers['location']!.split('/').pop());
    expect((await req('POST', `/api/payroll-exports/${firstId}/reset`, w.admin)).json().cleared).toBe(0);
    expect((await exportedAt([rec!.id])).get(rec!.id)).not.toBeNull();
  });

  it('the equipment file: the equipment lines of approved records, each once, marking no record exported', async () => {
    const staffIds = await employees(w, 2);
    const records = await seedRecords(w, staffIds, ['2025-04-14'], () => true, true);
    const body = { kind: 'equipment', date: '2025-04-26', startsAt: '2025-04-13', endsAt: '2025-04-26' };
    const res = await req('POST', '/api/payroll-exports', w.admin, body);
    expect(res.statusCode).toBe(201);
    const lines = res.body.split('\r\n').slice(0, -1);
    expect(lines.map((l) => l.length)).toEqual([75, 399, 399, 1]);
    expect(lines.slice(1, 3).map((l) => Number(l.slice(186, 196))).sort()).toEqual(records.map((r) => r.id).sort());
    expect(lines[1]!.slice(174, 186)).toBe('000650004000');
    expect(res.headers['content-disposition']).toMatch(/_equipment_20250426_/);
    // The hours are still to be paid: the payroll export takes them after the equipment export.
    expect([...(await exportedAt(records.map((r) => r.id))).values()]).toEqual([null, null]);
    expect((await req('POST', '/api/payroll-exports', w.admin, body)).statusCode).toBe(409);
    const payroll = await req('POST', '/api/payroll-exports', w.admin, { ...body, kind: 'payroll' });
    expect(recordIdsOf(payroll.body).sort()).toEqual(records.map((r) => r.id).sort());
  });

  it('two concurrent equipment exports of one period write every equipment line in exactly one file', async () => {
    const staffIds = await employees(w, 4);
    const records = await seedRecords(w, staffIds, ['2025-08-04', '2025-08-05'], () => true, true);
    const body = { kind: 'equipment', date: '2025-08-16', startsAt: '2025-08-03', endsAt: '2025-08-16' };
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('SELECT id FROM production WHERE id = $1 FOR UPDATE', [records[records.length - 1]!.id]);
    const both = Promise.all([req('POST', '/api/payroll-exports', w.admin, body), req('POST', '/api/payroll-exports', w.admin, body)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await blocker.commitTransaction();
    await blocker.release();
    const answers = await both;
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lines = answers.filter((r) => r.statusCode === 201).flatMap((r) => r.body.split('\r\n').filter((l) => l.startsWith('E')));
    expect(lines.map((l) => Number(l.slice(186, 196))).sort((x, y) => x - y)).toEqual(records.map((r) => r.id).sort((x, y) => x - y));
  });

  it('the export profile: rental equipment under the rental job, or left out; the header name from payrollHeader', async () => {
    const [emp] = await employees(w, 1);
    const [rec] = await seedRecords(w, [emp!], ['2025-04-28'], () => true, true);
    await t.dataSource.query('UPDATE equipment SET is_rental = true WHERE id = $1', [w.equipmentId]);
    try {
      await t.dataSource.query(`UPDATE company SET include_rental_equipment = false, payroll_header = 'ERS' WHERE id = $1`, [w.companyId]);
      const body = { kind: 'equipment', date: '2025-05-10', startsAt: '2025-04-27', endsAt: '2025-05-10' };
      const none = await req('POST', '/api/payroll-exports', w.admin, body);
      expect(none.statusCode).toBe(409);
      await t.dataSource.query(`UPDATE company SET include_rental_equipment = true, rental_equipment_job = 'BIO2' WHERE id = $1`, [w.companyId]);
      const res = await req('POST', '/api/payroll-exports', w.admin, body);
      const [header, line] = res.body.split('\r\n');
      expect(header!.slice(3, 12)).toBe('ERS      ');
      expect(line!.slice(46, 55)).toBe('BIO2     ');
      expect(Number(line!.slice(186, 196))).toBe(rec!.id);
    } finally {
      await t.dataSource.query('UPDATE equipment SET is_rental = false WHERE id = $1', [w.equipmentId]);
      await t.dataSource.query(`UPDATE company SET include_rental_equipment = true, rental_equipment_job = NULL, payroll_header = NULL WHERE id = $1`, [w.companyId]);
    }
  });

  it('refuses a bad body with 400 and a file value it cannot hold without marking anything', async () => {
    expect((await req('POST', '/api/payroll-exports', w.admin, { kind: 'invoice', date: '2025-01-01', startsAt: '2025-01-01', endsAt: '2025-01-02' })).json().errors)
      .toEqual({ kind: 'Please choose payroll or equipment.' });
    expect((await req('POST', '/api/payroll-exports', w.admin, exportBody({ startsAt: '2025-02-01', endsAt: '2025-01-19' }))).json().errors)
      .toEqual({ endsAt: 'The end of the period must not be before its start.' });
    expect((await req('POST', '/api/payroll-exports', w.admin, exportBody({ startsAt: '2025-01-01', endsAt: '2025-06-01' }))).statusCode).toBe(400);
    const [emp] = await employees(w, 1);
    const [big] = await seedRecords(w, [emp!], ['2025-05-12'], () => true);
    await runAsActor('system', () => t.dataSource.transaction((m) => m.query('UPDATE production SET quantity = 10000 WHERE id = $1', [big!.id])));
    const res = await req('POST', '/api/payroll-exports', w.admin, exportBody({ date: '2025-05-24', startsAt: '2025-05-11', endsAt: '2025-05-24' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Time record ${big!.id}: hours is 10000, which the payroll file cannot hold (0 to 9999.99).`);
    expect((await exportedAt([big!.id])).get(big!.id)).toBeNull();
  });

  it('403 without productions.export, 404 for another company\'s export', async () => {
    expect((await req('POST', '/api/payroll-exports', w.manager, exportBody())).statusCode).toBe(403);
    expect((await req('POST', '/api/payroll-exports', reader, exportBody())).statusCode).toBe(403);
    expect((await req('GET', '/api/payroll-exports', w.worker)).statusCode).toBe(403);
    await seedRecords(other, [other.worker.id], ['2025-06-02'], () => true);
    const theirs = await req('POST', '/api/payroll-exports', other.admin, exportBody({ date: '2025-06-14', startsAt: '2025-06-01', endsAt: '2025-06-14' }));
    expect(theirs.statusCode).toBe(201);
    const id = Number(theirs.headers['location']!.split('/').pop());
    expect((await req('GET', `/api/payroll-exports/${id}/file`)).statusCode).toBe(404);
    expect((await req('POST', `/api/payroll-exports/${id}/reset`)).statusCode).toBe(404);
    expect((await req('GET', '/api/payroll-exports')).json().map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await req('POST', `/api/payroll-exports/${id}/reset`, w.manager)).statusCode).toBe(403);
  });
});
