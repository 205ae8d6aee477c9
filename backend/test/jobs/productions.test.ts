/** Productions and time records over HTTP: the rules, the overlap refusal, the export and approval locks, permissions. */
import { MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { TIMESTAMP_MESSAGE } from '@groundwork/shared/validation';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, pastDays, post, staff, timeRecord, type JobWorld } from './fixtures';

let t: TestApp;
let w: JobWorld;
/** A fresh past day per use, so records of different tests never overlap. */
const nextDay = pastDays();
const shift = (d: string, from = '07:00', to = '15:30') => ({ producedAt: `${d}T${from}:00-05:00`, producedEndsAt: `${d}T${to}:00-05:00` });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
}, 60_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = w.admin, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const create = (who: JobWorld['admin'], body: object) => req('POST', `/api/jobs/${w.jobId}/productions`, who, body);

describe('productions and time records', () => {
  it('records a production on a code that tracks production, and refuses a time code or a future date', async () => {
    const ok = await create(w.admin, { jobId: w.jobId, costCodeId: w.productionCodeId, producedAt: '2025-02-03', quantity: 25 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ type: 'Production', quantity: 25, userId: w.admin.id, invoiceStatus: 'N/A', isApproved: null });
    const wrongCode = await create(w.admin, { jobId: w.jobId, costCodeId: w.timeCodeId, producedAt: '2025-02-03', quantity: 25 });
    expect(wrongCode.json().errors).toEqual({ costCodeId: 'This cost code does not track production.' });
    const future = await create(w.admin, { jobId: w.jobId, costCodeId: w.productionCodeId, producedAt: '2999-01-01', quantity: 1 });
    expect(future.json().errors).toEqual({ producedAt: MESSAGES.futureDate });
    const missing = await create(w.admin, {});
    expect(missing.json().errors).toEqual({ costCodeId: MESSAGES.required, producedAt: MESSAGES.required, quantity: MESSAGES.required });
  });

  it('keeps a record and its schedule entry linked both ways, and refuses an entry of someone else or already answered', async () => {
    const d = nextDay();
    const entry = async (userId: number) => {
      const [row] = await t.dataSource.query(
        'INSERT INTO production_request (company_id, job_id, user_id, request_at, request_ends_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [w.companyId, w.jobId, userId, `${d}T07:00:00-05:00`, `${d}T15:30:00-05:00`],
      );
      return row.id as number;
    };
    const answeredBy = async (id: number) => (await t.dataSource.query('SELECT production_id FROM production_request WHERE id = $1', [id]))[0].production_id;
    const first = await entry(w.worker.id);
    const second = await entry(w.worker.id);
    const someoneElses = await entry(w.admin.id);

    const record = (await create(w.admin, timeRecord(w, w.worker.id, { ...shift(d), quantity: 8, productionRequestId: first }))).json();
    expect(await answeredBy(first)).toBe(record.id);

    // An edit that does not mention the entry keeps it.
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, timeRecord(w, w.worker.id, { ...shift(d), quantity: 8, description: 'Edited' }))).statusCode).toBe(200);
    expect(await answeredBy(first)).toBe(record.id);

    // Moving the record to another entry leaves the first one pending again.
    const moved = await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, timeRecord(w, w.worker.id, { ...shift(d), quantity: 8, productionRequestId: second }));
    expect(moved.statusCode).toBe(200);
    expect(await answeredBy(first)).toBeNull();
    expect(await answeredBy(second)).toBe(record.id);

    const other = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(d, '16:00', '18:00'), quantity: 2, productionEquipments: [], productionRequestId: someoneElses }));
    expect(other.json().errors).toEqual({ productionRequestId: 'This schedule entry is for another employee or job.' });
    const taken = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(d, '16:00', '18:00'), quantity: 2, productionEquipments: [], productionRequestId: second }));
    expect(taken.json().errors).toEqual({ productionRequestId: 'This schedule entry already has a time record.' });
  });

  it('answers 400, never 500, for a type that is not one of the three (including inherited names)', async () => {
    for (const type of ['Invoice', 'toString', 'constructor', '__proto__', 42]) {
      const res = await create(w.admin, { type, jobId: w.jobId, costCodeId: w.productionCodeId, producedAt: '2025-02-03', quantity: 1 });
      expect({ type, status: res.statusCode, errors: Object.keys(res.json().errors ?? {}) }).toEqual({ type, status: 400, errors: ['type'] });
    }
  });

  it('records a time record with an equipment line, inferring the lunch flag and moving an overnight end to the next day', async () => {
    const d = nextDay();
    const res = await create(w.admin, timeRecord(w, w.worker.id, shift(d)));
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({ type: 'Time Record', quantity: 8, isLunchbreakTaken: true, workType: expect.objectContaining({ id: w.workTypeId }) });
    expect(record.productionEquipments).toEqual([expect.objectContaining({ equipmentId: w.equipmentId, hoursUsed: 6, litersOfFuel: 40, notes: null })]);
    const night = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(nextDay(), '22:00', '06:00'), quantity: 8, productionEquipments: [] }));
    expect(night.json()).toMatchObject({ isLunchbreakTaken: false });
    expect(new Date(night.json().producedEndsAt).getTime() - new Date(night.json().producedAt).getTime()).toBe(8 * 3_600_000);
  });

  it('computes the hours from the time in and out and refuses a quantity that does not match them', async () => {
    const tenHours = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(nextDay(), '07:00', '08:00'), quantity: 10 }));
    expect(tenHours.statusCode).toBe(400);
    expect(tenHours.json().errors).toEqual({ quantity: MESSAGES.hoursMismatch(1, false) });
    expect(tenHours.json().errors.quantity).toBe('Hours must match the time in and out (1 h).');
    const lunchIgnored = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(nextDay()), quantity: 8.5, isLunchbreakTaken: true }));
    expect(lunchIgnored.json().errors).toEqual({ quantity: 'Hours must match the time in and out (8 h, less lunch).' });
    const empty = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(nextDay(), '07:00', '07:00'), quantity: 0 }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ producedEndsAt: 'End time must be after start time!' });
    const future = await create(w.admin, timeRecord(w, w.worker.id, { producedAt: '2999-01-04T07:00:00-05:00', producedEndsAt: '2999-01-04T15:30:00-05:00' }));
    expect(future.json().errors).toEqual({ producedAt: MESSAGES.futureDate });
  });

  it('accepts an overnight shift with lunch (22:00 to 06:00, 7.5 h), storing the inferred lunch flag and the next-day end', async () => {
    const d = nextDay();
    const night = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(d, '22:00', '06:00'), quantity: 7.5, isLunchbreakTaken: undefined, productionEquipments: [] }));
    expect(night.statusCode).toBe(201);
    expect(night.json()).toMatchObject({ quantity: 7.5, isLunchbreakTaken: true });
    expect(new Date(night.json().producedEndsAt).getTime() - new Date(night.json().producedAt).getTime()).toBe(8 * 3_600_000);
    const [stored] = await t.dataSource.query('SELECT is_lunchbreak_taken AS "lunch" FROM production WHERE id = $1', [night.json().id]);
    expect(stored.lunch).toBe(true);
  });

  it('keeps the hours as given when there is no end time (leave of absence)', async () => {
    const loa = await create(w.admin, timeRecord(w, w.worker.id, { producedAt: `${nextDay()}T07:00:00-05:00`, producedEndsAt: null, quantity: 7.25, productionEquipments: [] }));
    expect(loa.statusCode).toBe(201);
    expect(loa.json()).toMatchObject({ quantity: 7.25, producedEndsAt: null });
  });

  it('refuses a time code mismatch, an employee not on the job, a missing work type and an equipment line without hours', async () => {
    const outsider = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
    const res = await create(w.admin, timeRecord(w, outsider.id, { ...shift(nextDay()), costCodeId: w.productionCodeId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ costCodeId: 'This cost code does not track employee and equipment time.', userId: 'This employee is not assigned to the job.' });
    const noType = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(nextDay()), workTypeId: undefined, productionEquipments: [{ equipmentId: w.equipmentId }] }));
    expect(noType.json().errors).toEqual({ workTypeId: MESSAGES.required, 'productionEquipments.0.hoursUsed': MESSAGES.required });
  });

  // Only PostgreSQL can show a missing lock here: the embedded database runs one transaction at a time anyway.
  it('overlapping timecards submitted at the same moment: one is stored, the others answer 409 and store nothing', async () => {
    const d = nextDay();
    const bodies = [0, 15, 30, 45, 60].map((minutes) => timeRecord(w, w.worker.id, {
      ...shift(d, `0${7 + Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`, '11:00'), quantity: 4 - minutes / 60, productionEquipments: [],
    }));
    const answers = await Promise.all(bodies.map((body) => create(w.admin, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(Array(4).fill(MESSAGES.timecardOverlap('Employee')));
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM production WHERE user_id = $1 AND type = 'Time Record' AND produced_at >= $2::date AND produced_at < $2::date + 2`, [w.worker.id, d]);
    expect(n).toBe(1);
  });

  it('refuses an overlapping timecard: "You" for the caller, "Employee" for someone else; _match answers 204 or the record', async () => {
    const d = nextDay();
    const first = (await create(w.admin, timeRecord(w, w.worker.id, shift(d)))).json();
    const byManager = await create(w.admin, timeRecord(w, w.worker.id, { ...shift(d, '15:00', '18:00'), quantity: 3 }));
    expect(byManager.statusCode).toBe(409);
    expect(byManager.json().message).toBe(MESSAGES.timecardOverlap('Employee'));
    const byWorker = await create(w.worker, timeRecord(w, w.worker.id, { ...shift(d, '08:00', '09:00'), quantity: 1 }));
    expect(byWorker.statusCode).toBe(409);
    expect(byWorker.json().message).toBe('You already have a timecard for the same period.');
    const after = await create(w.worker, timeRecord(w, w.worker.id, { ...shift(d, '15:30', '17:30'), quantity: 2, productionEquipments: [] }));
    expect(after.statusCode).toBe(201);
    const match = await req('POST', '/api/jobs/productions/_match', w.admin, { userId: w.worker.id, ...shift(d, '12:00', '13:00') });
    expect(match.statusCode).toBe(200);
    expect(match.json().id).toBe(first.id);
    const garbled = await req('POST', '/api/jobs/productions/_match', w.admin, { userId: w.worker.id, producedAt: 'March 3', producedEndsAt: '1' });
    expect(garbled.statusCode).toBe(400);
    expect(Object.keys(garbled.json().errors)).toEqual(expect.arrayContaining(['producedAt']));
    expect(garbled.json().errors.producedAt).toBe(TIMESTAMP_MESSAGE);
    const free = await req('POST', '/api/jobs/productions/_match', w.admin, { userId: w.worker.id, ...shift(d, '18:00', '19:00') });
    expect(free.statusCode).toBe(204);
    const self = await req('POST', '/api/jobs/productions/_match', w.admin, { userId: w.worker.id, ...shift(d, '08:00', '09:00'), excludeId: first.id });
    expect(self.statusCode).toBe(204);
    const moved = await req('PUT', `/api/jobs/productions/${after.json().id}`, w.admin, timeRecord(w, w.worker.id, { ...shift(d, '14:00', '16:00'), quantity: 2 }));
    expect(moved.statusCode).toBe(409);
  });

  it('lets a worker record and edit only their own time records', async () => {
    const other = await create(w.worker, timeRecord(w, w.manager.id, shift(nextDay())));
    expect(other.statusCode).toBe(403);
    const production = await create(w.worker, { costCodeId: w.productionCodeId, producedAt: '2025-02-03', quantity: 1 });
    expect(production.statusCode).toBe(403);
    const managers = (await create(w.admin, timeRecord(w, w.manager.id, shift(nextDay())))).json();
    expect((await req('GET', `/api/jobs/productions/${managers.id}`, w.worker)).statusCode).toBe(404);
    const own = (await create(w.worker, timeRecord(w, w.worker.id, shift(nextDay())))).json();
    const read = await req('GET', `/api/jobs/productions/${own.id}`, w.worker);
    expect(read.json()).toMatchObject({ id: own.id, job: expect.objectContaining({ id: w.jobId }), costCode: expect.objectContaining({ id: w.timeCodeId }) });
  });

  it('updates a time record and its equipment lines in one write', async () => {
    const d = nextDay();
    const record = (await create(w.admin, timeRecord(w, w.worker.id, shift(d)))).json();
    const lineId = record.productionEquipments[0].id;
    const res = await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, timeRecord(w, w.worker.id, {
      ...shift(d, '07:00', '16:00'), quantity: 9, isLunchbreakTaken: false, description: 'Backfill',
      productionEquipments: [{ id: lineId, equipmentId: w.equipmentId, hoursUsed: 7 }, { equipmentId: w.equipmentId, hoursUsed: 1, notes: 'Spare' }],
    }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 9, description: 'Backfill', isLunchbreakTaken: false });
    expect(res.json().productionEquipments.map((l: { hoursUsed: number }) => l.hoursUsed)).toEqual([7, 1]);
    const line = await req('PUT', `/api/jobs/production-equipments/${lineId}`, w.admin, { equipmentId: w.equipmentId, hoursUsed: 5, litersOfFuel: 12.5, notes: 'Refuelled' });
    expect(line.json()).toMatchObject({ id: lineId, hoursUsed: 5, litersOfFuel: 12.5, notes: 'Refuelled', equipment: expect.objectContaining({ id: w.equipmentId }) });
    const noHours = await req('PUT', `/api/jobs/production-equipments/${lineId}`, w.admin, { equipmentId: w.equipmentId });
    expect(noHours.json().errors).toEqual({ hoursUsed: MESSAGES.required });
  });

  it('locks an exported record (no edit, delete, approval change) until productions.export resets it', async () => {
    const record = (await create(w.admin, timeRecord(w, w.worker.id, shift(nextDay())))).json();
    const url = `/api/jobs/productions/${record.id}`;
    expect((await req('PUT', url, w.manager, { exportedAt: '2025-03-10T12:00:00Z' })).statusCode).toBe(403);
    expect((await req('PUT', url, w.admin, { exportedAt: '2025-03-10T12:00:00Z' })).json().exportedAt).toBe('2025-03-10T12:00:00.000Z');
    // Never in two payroll files: marking it exported again is refused until the export is reset.
    const again = await req('PUT', url, w.admin, { exportedAt: '2025-03-11T12:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect((await req('GET', url, w.admin)).json().exportedAt).toBe('2025-03-10T12:00:00.000Z');
    const edit = await req('PUT', url, w.admin, { ...timeRecord(w, w.worker.id, { producedAt: record.producedAt, producedEndsAt: record.producedEndsAt }), description: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This record has been exported and is read-only until its export is reset.');
    expect((await req('PUT', url, w.admin, { isApproved: true })).statusCode).toBe(409);
    expect((await req('DELETE', url, w.admin)).statusCode).toBe(409);
    expect((await req('PUT', `/api/jobs/production-equipments/${record.productionEquipments[0].id}`, w.admin, { equipmentId: w.equipmentId, hoursUsed: 1 })).statusCode).toBe(409);
    expect((await req('PUT', url, w.manager, { exportedAt: null })).statusCode).toBe(403);
    // The spec's "not exported" placeholder (year 0001) resets too, stored as null (so the next export takes it).
    const placeholder = await req('PUT', url, w.admin, { exportedAt: '0001-01-01T00:00:00Z' });
    expect(placeholder.json().exportedAt).toBeNull();
    expect((await t.dataSource.query('SELECT exported_at FROM production WHERE id = $1', [record.id]))[0].exported_at).toBeNull();
    expect((await req('PUT', url, w.admin, { exportedAt: '2025-03-10T12:00:00Z' })).statusCode).toBe(200);
    const reset = await req('PUT', url, w.admin, { exportedAt: null });
    expect(reset.json().exportedAt).toBeNull();
    expect((await req('DELETE', url, w.admin)).json()).toEqual({ isSuccessful: true });
  });

  it('marks a record exported once when two clerks mark it at the same time (the other is refused with 409)', async () => {
    const record = (await create(w.admin, timeRecord(w, w.worker.id, shift(nextDay())))).json();
    const url = `/api/jobs/productions/${record.id}`;
    const answers = await Promise.all(['2025-03-10T12:00:00Z', '2025-03-10T12:00:01Z'].map((at) => req('PUT', url, w.admin, { exportedAt: at })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json().exportedAt;
    expect((await req('GET', url, w.admin)).json().exportedAt).toBe(won);
  });

  it('needs productions.approve to approve and productions.invoice for the invoice status; the owner cannot edit an approved record', async () => {
    const record = (await create(w.worker, timeRecord(w, w.worker.id, shift(nextDay())))).json();
    const url = `/api/jobs/productions/${record.id}`;
    expect((await req('PUT', url, w.worker, { isApproved: true })).statusCode).toBe(403);
    expect((await req('PUT', url, w.worker, { invoiceStatus: 'Invoiced' })).statusCode).toBe(403);
    expect((await req('PUT', url, w.manager, { isApproved: true, invoiceStatus: 'Ready for Invoicing' })).json()).toMatchObject({ isApproved: true, invoiceStatus: 'Ready for Invoicing' });
    const echo = { ...timeRecord(w, w.worker.id, { producedAt: record.producedAt, producedEndsAt: record.producedEndsAt }), isApproved: true, description: 'Mine' };
    const ownEdit = await req('PUT', url, w.worker, echo);
    expect(ownEdit.statusCode).toBe(403);
    expect(ownEdit.json().message).toBe('This record has been approved and can no longer be changed by its owner.');
    expect((await req('DELETE', url, w.worker)).statusCode).toBe(403);
    expect((await req('PUT', url, w.manager, echo)).json()).toMatchObject({ description: 'Mine', isApproved: true });
  });

  it('lists a job\'s records by date range with the include flags', async () => {
    const d = nextDay();
    await create(w.admin, timeRecord(w, w.worker.id, shift(d)));
    const list = await req('GET', `/api/jobs/${w.jobId}/productions?producedStartsAt=${d}&producedEndsAt=${d}&includeCostCodes=true&includeJob=true&includeProductionRequests=true`);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ costCode: expect.objectContaining({ id: w.timeCodeId }), job: expect.objectContaining({ id: w.jobId }), productionRequest: null, user: expect.objectContaining({ id: w.worker.id }) });
    const plain = (await req('GET', `/api/jobs/${w.jobId}/productions?producedStartsAt=${d}&producedEndsAt=${d}`)).json();
    expect(plain[0].costCode).toBeUndefined();
    expect((await req('GET', `/api/jobs/${w.jobId}/productions`, w.worker)).statusCode).toBe(403);
  });

  it('refuses deleting a cost code or equipment that records use (409)', async () => {
    const code = await req('DELETE', `/api/cost-codes/${w.timeCodeId}`);
    expect(code.statusCode).toBe(409);
    expect(code.json().message).toBe('This cost code has productions or time records and cannot be deleted.');
    const equipment = await req('DELETE', `/api/equipment/${w.equipmentId}`);
    expect(equipment.statusCode).toBe(409);
  });

  it("answers 404 for another company's record and equipment line", async () => {
    const other = await buildWorld(t.app, t.dataSource);
    const record = (await post<{ id: number; productionEquipments: { id: number }[] }>(t.app, other.admin, `/api/jobs/${other.jobId}/productions`, timeRecord(other, other.worker.id)));
    expect((await req('GET', `/api/jobs/productions/${record.id}`)).statusCode).toBe(404);
    expect((await req('PUT', `/api/jobs/productions/${record.id}`, w.admin, { isApproved: true })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/jobs/productions/${record.id}`)).statusCode).toBe(404);
    expect((await req('PUT', `/api/jobs/production-equipments/${record.productionEquipments[0]!.id}`, w.admin, { equipmentId: w.equipmentId, hoursUsed: 1 })).statusCode).toBe(404);
    expect((await create(w.admin, timeRecord(w, w.worker.id, { ...shift(nextDay()), costCodeId: other.timeCodeId }))).json().errors).toEqual({ costCodeId: 'This cost code was not found.' });
  });
});
