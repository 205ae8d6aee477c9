/**
 * The history of productions and time records (docs/records.md, "History of a record"): one test per kind of change,
 * the batch and multi-kind cases, a deleted record read through its job, who may read it, and the actor guarantee.
 */
import { PERMISSIONS, type ProductionHistoryEntry } from '@groundwork/shared/domain';
import { runAsActor } from '../../src/platform/database/actor';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, multipart, staff, timeRecord, type JobWorld, type Staff } from './fixtures';

let t: TestApp;
let w: JobWorld;
let other: JobWorld;
let day = 0;
/** A fresh past day per record, so records never overlap. */
const nextShift = () => {
  day += 1;
  const d = `2023-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
  return { producedAt: `${d}T07:00:00-05:00`, producedEndsAt: `${d}T15:30:00-05:00` };
};

beforeAll(async () => {
  t = await createTestApp();
  [w, other] = [await buildWorld(t.app, t.dataSource), await buildWorld(t.app, t.dataSource)];
}, 90_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Staff, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A new time record of the worker with one equipment line (6 h, 40 L), made by the admin. */
async function newRecord(overrides: Record<string, unknown> = {}) {
  const body = timeRecord(w, w.worker.id, { ...nextShift(), ...overrides });
  const res = await req('POST', `/api/jobs/${w.jobId}/productions`, w.admin, body);
  expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
  return { record: res.json() as { id: number; productionEquipments: { id: number }[] }, body };
}

async function history(id: number, who: Staff = w.admin): Promise<ProductionHistoryEntry[]> {
  const res = await req('GET', `/api/jobs/productions/${id}/history`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as ProductionHistoryEntry[];
}

const adminName = async () => (await t.dataSource.query('SELECT name FROM "user" WHERE id = $1', [w.admin.id]))[0].name as string;

describe('history of a record', () => {
  it('created: who and when, once, without the equipment lines saved with it', async () => {
    const before = Date.now();
    const { record } = await newRecord();
    const entries = await history(record.id);
    expect(entries).toEqual([
      { id: expect.any(Number), kind: 'created', at: expect.any(String), actor: { id: w.admin.id, name: await adminName() }, changes: {}, equipment: [] },
    ]);
    expect(Date.parse(entries[0].at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entries[0].at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('edited: the fields before and after and the equipment lines changed, added and removed, in one entry', async () => {
    const { record, body } = await newRecord();
    const [line] = record.productionEquipments;
    const extra = await t.dataSource.query('SELECT id, name, description FROM equipment WHERE id = $1', [w.equipmentId]);
    const res = await req('PUT', `/api/jobs/productions/${record.id}`, w.manager, {
      ...body, quantity: 7.5, producedEndsAt: body.producedEndsAt.replace('15:30', '15:00'), description: 'Backfill',
      productionEquipments: [{ id: line.id, equipmentId: w.equipmentId, hoursUsed: 5, litersOfFuel: 40 }, { equipmentId: w.equipmentId, hoursUsed: 1, notes: 'Spare' }],
    });
    expect(res.statusCode).toBe(200);
    const [edited, created] = await history(record.id);
    expect(created.kind).toBe('created');
    expect(edited).toMatchObject({ kind: 'edited', actor: { id: w.manager.id } });
    expect(edited.changes).toEqual({
      quantity: { before: 8, after: 7.5 },
      description: { before: 'Trenching', after: 'Backfill' },
      producedEndsAt: { before: expect.any(String), after: expect.any(String) },
    });
    expect(Date.parse(edited.changes.producedEndsAt.before as string) - Date.parse(edited.changes.producedEndsAt.after as string)).toBe(30 * 60_000);
    const name = `${extra[0].name} - ${extra[0].description}`;
    const added = edited.equipment.find((e) => e.change === 'added')!;
    expect(edited.equipment).toHaveLength(2);
    expect(edited.equipment.find((e) => e.change === 'changed')).toEqual({
      change: 'changed', id: line.id,
      before: { equipmentId: w.equipmentId, equipmentName: name, hoursUsed: 6, litersOfFuel: 40, notes: null },
      after: { equipmentId: w.equipmentId, equipmentName: name, hoursUsed: 5, litersOfFuel: 40, notes: null },
    });
    expect(added).toMatchObject({ before: null, after: { hoursUsed: 1, litersOfFuel: null, notes: 'Spare', equipmentName: name } });

    // One equipment line on its own route; then removing it with a PUT of the record.
    expect((await req('PUT', `/api/jobs/production-equipments/${line.id}`, w.admin, { equipmentId: w.equipmentId, hoursUsed: 4, litersOfFuel: 10 })).statusCode).toBe(200);
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, {
      ...body, quantity: 7.5, producedEndsAt: body.producedEndsAt.replace('15:30', '15:00'), description: 'Backfill',
      productionEquipments: [{ id: added.id, equipmentId: w.equipmentId, hoursUsed: 1, notes: 'Spare' }],
    })).statusCode).toBe(200);
    const [removal, lineEdit] = await history(record.id);
    expect(lineEdit).toMatchObject({ kind: 'edited', changes: {}, equipment: [{ change: 'changed', id: line.id, before: { hoursUsed: 5, litersOfFuel: 40 }, after: { hoursUsed: 4, litersOfFuel: 10 } }] });
    expect(removal).toMatchObject({ kind: 'edited', changes: {}, equipment: [{ change: 'removed', id: line.id, before: { hoursUsed: 4 }, after: null }] });
  });

  it('an edit that changes nothing writes nothing; a reference keeps the name it pointed to', async () => {
    const { record, body } = await newRecord();
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, { ...body, productionEquipments: [{ id: record.productionEquipments[0].id, equipmentId: w.equipmentId, hoursUsed: 6, litersOfFuel: 40 }] })).statusCode).toBe(200);
    expect((await history(record.id)).map((e) => e.kind)).toEqual(['created']);

    const [code] = await t.dataSource.query(`INSERT INTO cost_code (company_id, job_id, name, quantity, unit, is_to_track_employee_and_equipment_time)
      VALUES ($1, $2, $3, 10, 'h', true) RETURNING id, name`, [w.companyId, w.jobId, `HIST${Date.now() % 1e8}`]);
    const [old] = await t.dataSource.query('SELECT name FROM cost_code WHERE id = $1', [w.timeCodeId]);
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, { ...body, costCodeId: code.id, productionEquipments: [] })).statusCode).toBe(200);
    expect((await history(record.id))[0].changes.costCodeId).toEqual({ before: w.timeCodeId, after: code.id, beforeName: old.name, afterName: code.name });
  });

  it('approved, declined and approval cleared, each with the approver', async () => {
    const { record } = await newRecord();
    for (const isApproved of [true, false, null]) {
      expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.manager, { isApproved })).statusCode).toBe(200);
    }
    const entries = await history(record.id);
    expect(entries.map((e) => [e.kind, e.actor?.id, e.changes])).toEqual([
      ['approval cleared', w.manager.id, { isApproved: { before: false, after: null } }],
      ['declined', w.manager.id, { isApproved: { before: true, after: false } }],
      ['approved', w.manager.id, { isApproved: { before: null, after: true } }],
      ['created', w.admin.id, {}],
    ]);
  });

  it('invoice status', async () => {
    const { record } = await newRecord();
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.manager, { invoiceStatus: 'Ready for Invoicing' })).statusCode).toBe(200);
    expect((await history(record.id))[0]).toMatchObject({
      kind: 'invoice status', actor: { id: w.manager.id }, changes: { invoiceStatus: { before: 'N/A', after: 'Ready for Invoicing' } },
    });
  });

  it('exported and export reset; a reset carrying an edit writes both kinds', async () => {
    const { record, body } = await newRecord();
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, { exportedAt: '2025-03-10T12:00:00Z' })).statusCode).toBe(200);
    const [exported] = await history(record.id);
    expect(exported).toMatchObject({ kind: 'exported', actor: { id: w.admin.id }, changes: { exportedAt: { before: null } } });
    expect(Date.parse(exported.changes.exportedAt.after as string)).toBe(Date.parse('2025-03-10T12:00:00Z'));

    const reset = await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, { ...body, exportedAt: null, description: 'Corrected after export', productionEquipments: [] });
    expect(reset.statusCode).toBe(200);
    const entries = await history(record.id);
    expect(entries.slice(0, 2).map((e) => e.kind).sort()).toEqual(['edited', 'export reset']);
    expect(entries.find((e) => e.kind === 'export reset')!.changes).toEqual({ exportedAt: { before: expect.any(String), after: null } });
    expect(entries.find((e) => e.kind === 'edited')).toMatchObject({
      changes: { description: { before: 'Trenching', after: 'Corrected after export' } },
      equipment: [{ change: 'removed', id: record.productionEquipments[0].id }],
    });
  });

  it('a batch change writes one entry per record with its actor (as a payroll export marking many records)', async () => {
    const records = [(await newRecord()).record, (await newRecord()).record, (await newRecord()).record];
    const ids = records.map((r) => r.id);
    await runAsActor(w.admin.id, () => t.dataSource.transaction((m) => m.query('UPDATE production SET exported_at = now() WHERE id = ANY($1::int[])', [ids])));
    for (const id of ids) {
      const entries = await history(id);
      expect(entries.map((e) => [e.kind, e.actor?.id])).toEqual([['exported', w.admin.id], ['created', w.admin.id]]);
    }
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM production_history WHERE production_id = ANY($1::int[]) AND kind = 'exported'`, [ids]);
    expect(rows[0].n).toBe(3);
  });

  it('deleted: the last values and equipment lines are kept and stay readable by readers of the job, not by the owner alone', async () => {
    const { record } = await newRecord();
    const jobReader = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.JOBS_READ]);
    expect((await req('GET', `/api/jobs/productions/${record.id}/history`, w.worker)).statusCode).toBe(200); // their own record
    expect((await req('DELETE', `/api/jobs/productions/${record.id}`, w.manager)).statusCode).toBe(200);
    expect((await req('GET', `/api/jobs/productions/${record.id}`, w.admin)).statusCode).toBe(404);

    const entries = await history(record.id, jobReader);
    expect(entries.map((e) => e.kind)).toEqual(['deleted', 'created']);
    expect(entries[0]).toMatchObject({
      actor: { id: w.manager.id },
      changes: {
        type: { before: 'Time Record', after: null },
        jobId: { before: w.jobId, after: null, beforeName: expect.stringContaining('Main street sewer') },
        userId: { before: w.worker.id, after: null },
        quantity: { before: 8, after: null },
        description: { before: 'Trenching', after: null },
      },
      equipment: [{ change: 'removed', id: record.productionEquipments[0].id, before: { hoursUsed: 6, litersOfFuel: 40 }, after: null }],
    });
    const [row] = await t.dataSource.query('SELECT job_id, company_id FROM production_history WHERE production_id = $1 AND kind = $2', [record.id, 'deleted']);
    expect(row).toEqual({ job_id: w.jobId, company_id: w.companyId });
    expect(await history(record.id, w.admin)).toEqual(entries);
    expect((await req('GET', `/api/jobs/productions/${record.id}/history`, w.worker)).statusCode).toBe(404);
  });

  it('is refused to another company (404), to someone else\'s record for a worker (404), and without a permission (403)', async () => {
    const { record } = await newRecord();
    const mine = (await req('POST', `/api/jobs/${w.jobId}/productions`, w.worker, timeRecord(w, w.worker.id, { ...nextShift(), productionEquipments: [] }))).json();
    const adminsOwn = (await req('POST', `/api/jobs/${w.jobId}/productions`, w.admin, timeRecord(w, w.admin.id, { ...nextShift(), productionEquipments: [] }))).json();
    expect((await history(mine.id, w.worker))[0]).toMatchObject({ kind: 'created', actor: { id: w.worker.id } });
    expect((await req('GET', `/api/jobs/productions/${adminsOwn.id}/history`, w.worker)).statusCode).toBe(404);
    expect((await req('GET', `/api/jobs/productions/${record.id}/history`, other.admin)).statusCode).toBe(404);
    const nobody = await staff(t.app, t.dataSource, w.companyId, []);
    expect((await req('GET', `/api/jobs/productions/${record.id}/history`, nobody)).statusCode).toBe(403);
    expect((await req('GET', `/api/jobs/productions/2147483647/history`, w.admin)).statusCode).toBe(404);

    // A deleted record of another company stays hidden too.
    expect((await req('DELETE', `/api/jobs/productions/${record.id}`, w.admin)).statusCode).toBe(200);
    expect((await req('GET', `/api/jobs/productions/${record.id}/history`, other.admin)).statusCode).toBe(404);
  });
});

describe('the actor of every change', () => {
  it('a change of a record without an actor is refused, and nothing is written', async () => {
    const { record } = await newRecord();
    await expect(t.dataSource.query('UPDATE production SET description = $1 WHERE id = $2', ['No actor', record.id]))
      .rejects.toThrow('groundwork.actor_id is not set');
    await expect(t.dataSource.transaction((m) => m.query('DELETE FROM production WHERE id = $1', [record.id])))
      .rejects.toThrow('groundwork.actor_id is not set');
    const [row] = await t.dataSource.query('SELECT description FROM production WHERE id = $1', [record.id]);
    expect(row.description).toBe('Trenching');
    expect((await history(record.id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('the actor never leaks from one transaction to the next on a pooled connection', async () => {
    const { record } = await newRecord();
    await runAsActor(w.manager.id, () => t.dataSource.transaction((m) => m.query('UPDATE production SET description = $1 WHERE id = $2', ['Set by the manager', record.id])));
    const [setting] = await t.dataSource.query(`SELECT current_setting('groundwork.actor_id', true) AS actor`);
    expect(setting.actor ?? '').toBe('');
    expect((await history(record.id))[0]).toMatchObject({ kind: 'edited', actor: { id: w.manager.id } });
  });

  it('concurrent requests of different users each record their own actor', async () => {
    const records = [await newRecord(), await newRecord(), await newRecord(), await newRecord()];
    const editors = [w.admin, w.manager, w.admin, w.manager];
    const edit = ({ record, body }: (typeof records)[number], i: number) =>
      req('PUT', `/api/jobs/productions/${record.id}`, editors[i], { ...body, description: `By ${i}`, productionEquipments: [] });
    const results = await Promise.all(records.map(edit));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const [i, { record }] of records.entries()) {
      expect((await history(record.id))[0]).toMatchObject({ kind: 'edited', actor: { id: editors[i].id }, changes: { description: { after: `By ${i}` } } });
    }
  });

  it('the history cannot be changed or deleted afterwards', async () => {
    const { record } = await newRecord();
    await expect(t.dataSource.query(`UPDATE production_history SET actor_id = NULL WHERE production_id = $1`, [record.id])).rejects.toThrow('cannot be changed');
    await expect(t.dataSource.query(`DELETE FROM production_history WHERE production_id = $1`, [record.id])).rejects.toThrow('cannot be changed');
    expect(await history(record.id)).toHaveLength(1);
  });
});

describe('the newer write paths', () => {
  const kindsAndActors = async (id: number) => (await history(id)).map((e) => [e.kind, e.actor?.id]);

  it('the timecard import writes one created entry per row, with the importer as actor', async () => {
    const clerk = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.PRODUCTIONS_TIME_CARDS_UPLOAD]);
    const one = async (sql: string, id: number) => (await t.dataSource.query(sql, [id]))[0].v as string;
    const [job, worker, code, work] = [
      await one('SELECT name AS v FROM job WHERE id = $1', w.jobId), await one('SELECT employee_code AS v FROM "user" WHERE id = $1', w.worker.id),
      await one('SELECT name AS v FROM cost_code WHERE id = $1', w.timeCodeId), await one('SELECT name AS v FROM work_type WHERE id = $1', w.workTypeId),
    ];
    const days = [nextShift(), nextShift()].map((s) => s.producedAt.slice(0, 10));
    const csv = ['Job,Employee Code,Cost Code,Type of Work,Date,Time In,Time Out,Lunch,Hours,Description,Equipment,Equipment Hours,Fuel (L),Equipment Notes',
      ...days.map((d) => [job, worker, code, work, d, '07:00', '15:30', 'Yes', '8', 'Imported', '', '', '', ''].join(','))].join('\n');
    const body = multipart('spreadsheet', 'week.csv', csv, 'application/octet-stream', { timeZone: 'America/Toronto' });
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs/productions/import', headers: { ...clerk.auth, ...body.headers }, payload: body.payload });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    const ids = (res.json() as { id: number }[]).map((r) => r.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(await kindsAndActors(id)).toEqual([['created', clerk.id]]);
  });

  it('a submission replayed with the same Idempotency-Key adds no second entry', async () => {
    const body = timeRecord(w, w.worker.id, nextShift());
    const key = `history-${Date.now().toString(36)}`;
    const submit = () => t.app.inject({ method: 'POST', url: `/api/jobs/${w.jobId}/productions`, headers: { ...w.worker.auth, 'idempotency-key': key }, payload: body });
    const first = await submit();
    expect(first.statusCode).toBe(201);
    const again = await submit();
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(await kindsAndActors(first.json().id)).toEqual([['created', w.worker.id]]);
  });
});
