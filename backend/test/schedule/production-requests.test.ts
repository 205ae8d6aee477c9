/**
 * Schedule entries (production requests) over HTTP: create, the crew-builder batch, _match, PATCH, DELETE, the
 * three lists, who may call what, and the link between a shift and its time record both ways.
 */
import { addDays, MESSAGES, PERMISSIONS, SCHEDULE_MESSAGES } from '@groundwork/shared/domain';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, pastDays, post, staff, timeRecord, type JobWorld, type Staff } from '../jobs/fixtures';
import { uniqueName } from '../support/factories';
import { RECORD_MESSAGES } from '../../src/modules/productions/records.messages';
import { User } from '../../src/modules/users/user.entity';
import { CurrentAccessCache } from '../../src/platform/auth/current-access';

let t: TestApp;
let w: JobWorld;
let foreman: Staff;
/** A second worker on the crew, and one who is not. */
let mate: Staff;
let outsider: Staff;
let otherJobId: number;
/** A fresh past day per use, so records of different tests never overlap. */
const nextDay = pastDays();
const at = (d: string, time: string) => `${d}T${time}:00-05:00`;
const shift = (userId: number, d: string, from = '07:00', to = '15:30') => ({ userId, requestAt: at(d, from), requestEndsAt: at(d, to) });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  foreman = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_CREW_BUILDER, PERMISSIONS.WEB_TIMECARDS, PERMISSIONS.REPORTS_FOREMAN]);
  mate = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
  outsider = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
  await post(t.app, w.admin, `/api/jobs/${w.jobId}/assignments`, { userId: mate.id, assignment: 'Crew' });
  const other = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('J', 9), description: 'Bridge deck' });
  otherJobId = other.id;
  for (const who of [w.worker, mate]) await post(t.app, w.admin, `/api/jobs/${otherJobId}/assignments`, { userId: who.id, assignment: 'Crew' });
}, 60_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, who: Staff, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const schedule = (body: object, jobId = w.jobId, who = foreman) => req('POST', `/api/jobs/${jobId}/production-requests`, who, body);
const match = (body: object) => req('POST', '/api/jobs/production-requests/_match', foreman, { jobId: w.jobId, ...body });
const stored = async (id: number) =>
  (await t.dataSource.query('SELECT request_at AS "at", request_ends_at AS "ends", production_id AS "productionId" FROM production_request WHERE id = $1', [id]))[0];

describe('scheduling one shift', () => {
  it('creates it with the caller as requester (never the body), and answers it with employee, job and requester', async () => {
    const res = await schedule({ ...shift(w.worker.id, nextDay()), requestedById: w.admin.id, companyId: 999 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: w.worker.id, jobId: w.jobId, requestedById: foreman.id, productionId: null, companyId: w.companyId,
      user: expect.objectContaining({ id: w.worker.id }), job: expect.objectContaining({ id: w.jobId }),
      requestedBy: expect.objectContaining({ id: foreman.id }),
    });
  });

  it('moves an end earlier than the start to the next day, and refuses an end equal to the start or a missing one', async () => {
    const d = nextDay();
    const night = await schedule(shift(w.worker.id, d, '22:00', '06:00'));
    expect(night.statusCode).toBe(201);
    const { at: start, ends } = await stored(night.json().id);
    expect(new Date(ends).getTime() - new Date(start).getTime()).toBe(8 * 3_600_000);
    const equal = await schedule(shift(w.worker.id, nextDay(), '07:00', '07:00'));
    expect(equal.statusCode).toBe(400);
    expect(equal.json().errors).toEqual({ requestEndsAt: 'End time must be after start time!' });
    const missing = await schedule({ userId: w.worker.id });
    expect(missing.json().errors).toEqual({ requestAt: MESSAGES.required, requestEndsAt: MESSAGES.required });
    const long = await schedule({ userId: w.worker.id, requestAt: at(d, '07:00'), requestEndsAt: `${nextDay()}T07:00:00-05:00` });
    expect(long.json().errors).toEqual({ requestEndsAt: SCHEDULE_MESSAGES.shiftTooLong });
  });

  it('refuses an overlapping shift (409) and an employee who is not on the crew or inactive (400), changing nothing', async () => {
    const d = nextDay();
    expect((await schedule(shift(w.worker.id, d))).statusCode).toBe(201);
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM production_request WHERE company_id = $1', [w.companyId]);
    const overlap = await schedule(shift(w.worker.id, d, '12:00', '18:00'));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(SCHEDULE_MESSAGES.alreadyScheduled((await jobName(w.jobId))));
    const notOnCrew = await schedule(shift(outsider.id, d));
    expect(notOnCrew.statusCode).toBe(400);
    expect(notOnCrew.json().errors).toEqual({ userId: SCHEDULE_MESSAGES.employeeNotAssigned });
    const inactive = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/assignments`, { userId: inactive.id, assignment: 'Crew' });
    await t.dataSource.query('UPDATE "user" SET is_active = false WHERE id = $1', [inactive.id]);
    expect((await schedule(shift(inactive.id, d))).json().errors).toEqual({ userId: SCHEDULE_MESSAGES.employeeInactive });
    const after = await t.dataSource.query('SELECT count(*)::int AS n FROM production_request WHERE company_id = $1', [w.companyId]);
    expect(after).toEqual(before);
  });

  it('is for the crew builder: a worker (web.timecards) gets 403 and another company\'s job 404', async () => {
    expect((await schedule(shift(w.worker.id, nextDay()), w.jobId, w.worker)).statusCode).toBe(403);
    const otherWorld = await buildWorld(t.app, t.dataSource);
    expect((await schedule(shift(w.worker.id, nextDay()), otherWorld.jobId)).statusCode).toBe(404);
  });
});

const jobName = async (id: number) => (await t.dataSource.query('SELECT name FROM job WHERE id = $1', [id]))[0].name as string;

describe('_match', () => {
  it('answers 204 for a free shift and 200 with the conflicting shift, on another job and across midnight', async () => {
    const d = nextDay();
    expect((await match(shift(w.worker.id, d))).statusCode).toBe(204);
    // 22:00 to 06:00 on another job reaches into the next morning.
    const night = await schedule(shift(w.worker.id, d, '22:00', '06:00'), otherJobId);
    expect(night.statusCode).toBe(201);
    const next = `${d.slice(0, 8)}${String(Number(d.slice(8)) + 1).padStart(2, '0')}`;
    const res = await match(shift(w.worker.id, next, '05:00', '13:00'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'productionRequest', message: SCHEDULE_MESSAGES.alreadyScheduled(await jobName(otherJobId)),
      productionRequest: { id: night.json().id, jobId: otherJobId, job: { name: await jobName(otherJobId) } },
    });
    expect((await match(shift(w.worker.id, next, '06:00', '14:00'))).statusCode).toBe(204);
    // The shift being edited does not conflict with itself.
    expect((await match({ ...shift(w.worker.id, d, '23:00', '07:00'), excludeId: night.json().id })).statusCode).toBe(204);
  });

  it('counts approved time off of the employee (a whole day), not a pending one', async () => {
    const d = nextDay();
    const [off] = await t.dataSource.query(
      `INSERT INTO time_off (company_id, user_id, starts_at, ends_at, type) VALUES ($1, $2, $3, $3, 'Holiday') RETURNING id`,
      [w.companyId, mate.id, `${d}T00:00:00Z`],
    );
    expect((await match(shift(mate.id, d))).statusCode).toBe(204);
    await t.dataSource.query('UPDATE time_off SET approved_at = now(), approved_by_user_id = $2 WHERE id = $1', [off.id, w.admin.id]);
    const res = await match(shift(mate.id, d));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'timeOff', message: SCHEDULE_MESSAGES.onTimeOff('Holiday'), timeOff: { id: off.id, type: 'Holiday' } });
  });

  it("counts an approved day off as the company's whole day: its evening conflicts, the evening before does not", async () => {
    const away = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/assignments`, { userId: away.id, assignment: 'Crew' });
    await t.dataSource.query(`UPDATE company SET time_zone = 'America/Vancouver' WHERE id = $1`, [w.companyId]);
    try {
      const d = nextDay();
      await t.dataSource.query(
        `INSERT INTO time_off (company_id, user_id, starts_at, ends_at, type, approved_at, approved_by_user_id) VALUES ($1, $2, $3, $3, 'Holiday', now(), $4)`,
        [w.companyId, away.id, `${d}T00:00:00Z`, w.admin.id],
      );
      // 17:00 to 23:00 in Vancouver: the next UTC day, yet the day off's evening.
      const evening = (day: string) => ({ userId: away.id, requestAt: `${day}T17:00:00-08:00`, requestEndsAt: `${day}T23:00:00-08:00` });
      const res = await match(evening(d));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'timeOff', message: SCHEDULE_MESSAGES.onTimeOff('Holiday') });
      expect((await match(evening(addDays(d, -1)))).statusCode).toBe(204);
    } finally {
      await t.dataSource.query(`UPDATE company SET time_zone = 'UTC' WHERE id = $1`, [w.companyId]);
    }
  });

  it('names the employee problem, and refuses an unknown job on jobId', async () => {
    expect((await match(shift(outsider.id, nextDay()))).json()).toEqual({ kind: 'employee', message: SCHEDULE_MESSAGES.employeeNotAssigned });
    const res = await req('POST', '/api/jobs/production-requests/_match', foreman, { ...shift(w.worker.id, nextDay()), jobId: 987654 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ jobId: 'This job was not found.' });
  });

  it("tells a French crew builder each conflict in French, in the preview (_match) and the batch's answer", async () => {
    const french = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_CREW_BUILDER]);
    await t.dataSource.getRepository(User).update(french.id, { language: 'fr' });
    t.app.get(CurrentAccessCache).userChanged(french.id);
    const d = nextDay();
    const existing = (await schedule(shift(w.worker.id, d))).json();
    const preview = await req('POST', '/api/jobs/production-requests/_match', french, { jobId: w.jobId, ...shift(w.worker.id, d, '12:00', '20:00') });
    expect(preview.json()).toMatchObject({
      kind: 'productionRequest', message: `Déjà planifié sur le chantier ${existing.job.name} à ce moment.`, productionRequest: { id: existing.id },
    });
    const batch = await req('POST', `/api/jobs/${w.jobId}/production-requests/_batch`, french, {
      requests: [shift(w.worker.id, d, '12:00', '20:00'), shift(outsider.id, d)],
    });
    expect(batch.json().items.map((i: { conflict: { message: string } }) => i.conflict.message)).toEqual([
      `Déjà planifié sur le chantier ${existing.job.name} à ce moment.`,
      "Cet employé n'est pas affecté au chantier.",
    ]);
  });
});

describe('the crew-builder batch', () => {
  it('creates the valid shifts in one go and says for each of the others why not', async () => {
    const [d1, d2] = [nextDay(), nextDay()];
    const existing = (await schedule(shift(w.worker.id, d1))).json();
    const res = await req('POST', `/api/jobs/${w.jobId}/production-requests/_batch`, foreman, {
      requests: [
        shift(w.worker.id, d1, '12:00', '20:00'), // overlaps the existing shift
        shift(w.worker.id, d2),
        shift(mate.id, d1),
        shift(mate.id, d1, '15:00', '19:00'), // overlaps the batch's own shift of mate
        shift(outsider.id, d2), // not on the crew
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: 2, conflicts: 3 });
    expect(body.items.map((i: { index: number; status: string }) => [i.index, i.status])).toEqual([
      [0, 'conflict'], [1, 'created'], [2, 'created'], [3, 'conflict'], [4, 'conflict'],
    ]);
    expect(body.items[0].conflict).toMatchObject({ kind: 'productionRequest', productionRequest: { id: existing.id } });
    expect(body.items[3].conflict).toEqual({ kind: 'productionRequest', message: SCHEDULE_MESSAGES.overlapsInBatch });
    expect(body.items[4].conflict).toEqual({ kind: 'employee', message: SCHEDULE_MESSAGES.employeeNotAssigned });
    expect(body.items[1].request).toMatchObject({ userId: w.worker.id, requestedById: foreman.id, user: { id: w.worker.id } });
    const rows = await t.dataSource.query('SELECT user_id AS "userId" FROM production_request WHERE id = ANY($1::int[]) ORDER BY id', [
      [body.items[1].request.id, body.items[2].request.id],
    ]);
    expect(rows).toEqual([{ userId: w.worker.id }, { userId: mate.id }]);
  });

  it('refuses a malformed batch as a whole (400 on the item\'s field) and an empty one', async () => {
    const bad = await req('POST', `/api/jobs/${w.jobId}/production-requests/_batch`, foreman, {
      requests: [shift(w.worker.id, nextDay()), shift(mate.id, nextDay(), '07:00', '07:00')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'requests.1.requestEndsAt': 'End time must be after start time!' });
    const empty = await req('POST', `/api/jobs/${w.jobId}/production-requests/_batch`, foreman, { requests: [] });
    expect(empty.json().errors).toEqual({ requests: SCHEDULE_MESSAGES.batchEmpty });
  });
});

describe('changing and removing a shift', () => {
  it('PATCH moves the times (overnight included), refuses equal times, an overlap, and a shift with a timecard', async () => {
    const d = nextDay();
    const created = (await schedule(shift(w.worker.id, d))).json();
    const moved = await req('PATCH', `/api/jobs/production-requests/${created.id}`, foreman, { requestAt: at(d, '20:00'), requestEndsAt: at(d, '04:00') });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().requestEndsAt).getTime() - new Date(moved.json().requestAt).getTime()).toBe(8 * 3_600_000);
    const equal = await req('PATCH', `/api/jobs/production-requests/${created.id}`, foreman, { requestAt: at(d, '07:00'), requestEndsAt: at(d, '07:00') });
    expect(equal.json().errors).toEqual({ requestEndsAt: 'End time must be after start time!' });
    const other = (await schedule(shift(w.worker.id, d, '06:00', '10:00'))).json();
    const overlap = await req('PATCH', `/api/jobs/production-requests/${other.id}`, foreman, { requestAt: at(d, '19:00'), requestEndsAt: at(d, '21:00') });
    expect(overlap.statusCode).toBe(409);
    await fileTimecard(w.worker, created.id, d, '20:00', '04:00');
    const answered = await req('PATCH', `/api/jobs/production-requests/${created.id}`, foreman, { requestAt: at(d, '21:00'), requestEndsAt: at(d, '05:00') });
    expect(answered.statusCode).toBe(409);
    expect(answered.json().message).toBe(SCHEDULE_MESSAGES.requestHasRecordNoChange);
  });

  it('DELETE removes a pending shift, refuses one with a timecard, and lets a worker remove only their own', async () => {
    const d = nextDay();
    const pending = (await schedule(shift(w.worker.id, d, '07:00', '09:00'))).json();
    const answered = (await schedule(shift(w.worker.id, d, '10:00', '12:00'))).json();
    const mates = (await schedule(shift(mate.id, d))).json();
    await fileTimecard(w.worker, answered.id, d, '10:00', '12:00');
    const refused = await req('DELETE', `/api/jobs/production-requests/${answered.id}`, foreman);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This request already has a time record and cannot be deleted.');
    expect((await req('DELETE', `/api/jobs/production-requests/${mates.id}`, w.worker)).statusCode).toBe(404);
    expect(await stored(mates.id)).toBeDefined();
    const own = await req('DELETE', `/api/jobs/production-requests/${pending.id}`, w.worker);
    expect(own.json()).toEqual({ isSuccessful: true });
    expect(await stored(pending.id)).toBeUndefined();
    expect((await req('DELETE', `/api/jobs/production-requests/${mates.id}`, foreman)).statusCode).toBe(200);
  });
});

/** The worker files a timecard for the shift (07:00-15:30 style times, no lunch unless 8.5 h). */
async function fileTimecard(who: Staff, requestId: number, d: string, from: string, to: string) {
  const hours = ((Number(to.slice(0, 2)) - Number(from.slice(0, 2)) + 24) % 24);
  const res = await req('POST', `/api/jobs/${w.jobId}/productions`, who, timeRecord(w, who.id, {
    producedAt: at(d, from), producedEndsAt: at(d, to), quantity: hours, isLunchbreakTaken: false, productionEquipments: [], productionRequestId: requestId,
  }));
  if (res.statusCode !== 201) throw new Error(`timecard: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

describe('the lists', () => {
  it('lists a job\'s shifts in a range, pending only with isPending, and the company\'s with their job', async () => {
    const d = nextDay();
    const a = (await schedule(shift(w.worker.id, d, '07:00', '09:00'))).json();
    const b = (await schedule(shift(mate.id, d))).json();
    await fileTimecard(w.worker, a.id, d, '07:00', '09:00');
    const all = await req('GET', `/api/jobs/${w.jobId}/production-requests?requestAt=${d}&requestEndsAt=${d}`, foreman);
    expect(all.json().map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    const pending = await req('GET', `/api/jobs/${w.jobId}/production-requests?isPending=true&requestAt=${d}&requestEndsAt=${d}`, foreman);
    expect(pending.json().map((r: { id: number }) => r.id)).toEqual([b.id]);
    const company = await req('GET', `/api/jobs/production-requests?isPending=true&requestAt=${d}&requestEndsAt=${d}`, foreman);
    expect(company.json()).toEqual([expect.objectContaining({ id: b.id, job: expect.objectContaining({ id: w.jobId }), user: expect.objectContaining({ id: mate.id }) })]);
    expect((await req('GET', '/api/jobs/production-requests', w.worker)).statusCode).toBe(403);
  });

  it('leaves out of the pending list, with excludeTimeOff, a shift whose employee\'s day off was approved after it was scheduled (Missing Timecards)', async () => {
    const d = nextDay();
    const onLeave = (await schedule(shift(mate.id, d))).json();
    const owed = (await schedule(shift(w.worker.id, d))).json();
    // The day off is asked for and approved after the shift was scheduled; the worker's own is asked for, not approved.
    const [off] = (await req('POST', '/api/time-offs', w.admin, { userId: mate.id, startsAt: d, type: 'Sick' })).json() as { id: number }[];
    expect((await req('PUT', `/api/time-offs/${off.id}`, w.admin, { approvedAt: new Date().toISOString() })).statusCode).toBe(200);
    expect((await req('POST', '/api/time-offs', w.admin, { userId: w.worker.id, startsAt: d, type: 'Holiday' })).statusCode).toBe(201);
    const ids = async (q: string) =>
      ((await req('GET', `/api/jobs/production-requests?isPending=true&requestAt=${d}&requestEndsAt=${d}${q}`, foreman)).json() as { id: number }[]).map((r) => r.id);
    expect(await ids('')).toEqual(expect.arrayContaining([onLeave.id, owed.id]));
    expect(await ids('&excludeTimeOff=true')).toEqual([owed.id]);
    // The approval withdrawn, the shift is owed a timecard again.
    expect((await req('PUT', `/api/time-offs/${off.id}`, w.admin, { approvedAt: null })).statusCode).toBe(200);
    expect(await ids('&excludeTimeOff=true')).toEqual(expect.arrayContaining([onLeave.id, owed.id]));
  });

  it('gives a worker their own schedule (pending, or with the submitted ones and their records), never another\'s', async () => {
    const d = nextDay();
    const a = (await schedule(shift(w.worker.id, d, '07:00', '09:00'))).json();
    const b = (await schedule(shift(w.worker.id, d, '10:00', '12:00'))).json();
    const record = await fileTimecard(w.worker, a.id, d, '07:00', '09:00');
    const url = (q: string) => `/api/users/${w.worker.id}/production-requests?startsAt=${d}&endsAt=${d}${q}`;
    expect((await req('GET', url(''), w.worker)).json().map((r: { id: number }) => r.id)).toEqual([b.id]);
    const full = (await req('GET', url('&includeSubmitted=true&includeProduction=true'), w.worker)).json();
    expect(full.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(full[0].production).toMatchObject({ id: record.id, costCode: { id: w.timeCodeId }, productionEquipments: [] });
    expect(full[1].production).toBeNull();
    expect(full[0].job).toMatchObject({ id: w.jobId });
    const other = await req('GET', `/api/users/${mate.id}/production-requests`, w.worker);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SCHEDULE_MESSAGES.ownScheduleOnly);
    expect((await req('GET', `/api/users/${mate.id}/production-requests`, foreman)).statusCode).toBe(200);
    const otherWorld = await buildWorld(t.app, t.dataSource);
    expect((await req('GET', `/api/users/${otherWorld.worker.id}/production-requests`, foreman)).statusCode).toBe(404);
  });
});

describe('a timecard and its shift', () => {
  it('links both ways: filed from the shift it stops being pending; moved or deleted, the shift is pending again', async () => {
    const d = nextDay();
    const first = (await schedule(shift(w.worker.id, d, '07:00', '09:00'))).json();
    const second = (await schedule(shift(w.worker.id, d, '10:00', '12:00'))).json();
    const record = await fileTimecard(w.worker, first.id, d, '07:00', '09:00');
    expect((await stored(first.id)).productionId).toBe(record.id);
    const fetched = await req('GET', `/api/jobs/productions/${record.id}`, w.worker);
    expect(fetched.json()).toMatchObject({ productionRequestId: first.id, productionRequest: { id: first.id, requestedBy: { id: foreman.id } } });
    const moved = await req('PUT', `/api/jobs/productions/${record.id}`, w.worker, timeRecord(w, w.worker.id, {
      producedAt: at(d, '10:00'), producedEndsAt: at(d, '12:00'), quantity: 2, isLunchbreakTaken: false, productionEquipments: [], productionRequestId: second.id,
    }));
    expect(moved.statusCode).toBe(200);
    expect((await stored(first.id)).productionId).toBeNull();
    expect((await stored(second.id)).productionId).toBe(record.id);
    expect((await req('DELETE', `/api/jobs/productions/${record.id}`, w.worker)).statusCode).toBe(200);
    expect((await stored(second.id)).productionId).toBeNull();
  });

  it('refuses a timecard dated outside its shift\'s start and end days, on filing and on editing, changing nothing', async () => {
    const d = nextDay();
    const end = nextDay();
    const outside = nextDay();
    const night = (await schedule(shift(w.worker.id, d, '22:00', '06:00'))).json();
    const body = (day: string, from: string, to: string, hours: number) =>
      timeRecord(w, w.worker.id, { producedAt: at(day, from), producedEndsAt: at(day, to), quantity: hours, isLunchbreakTaken: false, productionEquipments: [], productionRequestId: night.id });
    const refused = await req('POST', `/api/jobs/${w.jobId}/productions`, w.worker, body(outside, '07:00', '09:00', 2));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ producedAt: RECORD_MESSAGES.outsideRequestDays });
    expect((await stored(night.id)).productionId).toBeNull();
    const count = await t.dataSource.query('SELECT count(*)::int AS n FROM production WHERE production_request_id = $1', [night.id]);
    expect(count[0].n).toBe(0);
    // The shift's end day is one of its days.
    const filed = await req('POST', `/api/jobs/${w.jobId}/productions`, w.worker, body(end, '00:00', '06:00', 6));
    expect(filed.statusCode).toBe(201);
    const moved = await req('PUT', `/api/jobs/productions/${filed.json().id}`, w.worker, body(outside, '00:00', '06:00', 6));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ producedAt: RECORD_MESSAGES.outsideRequestDays });
    expect(new Date((await req('GET', `/api/jobs/productions/${filed.json().id}`, w.worker)).json().producedAt).getTime()).toBe(new Date(at(end, '00:00')).getTime());
    // The days are those of the sender's offset: an evening at -05:00 is still the shift's day (the next day in UTC).
    const day = (await schedule(shift(w.worker.id, outside))).json();
    const evening = await req('POST', `/api/jobs/${w.jobId}/productions`, w.worker, timeRecord(w, w.worker.id, {
      producedAt: at(outside, '20:00'), producedEndsAt: at(outside, '22:00'), quantity: 2, isLunchbreakTaken: false, productionEquipments: [], productionRequestId: day.id,
    }));
    expect(evening.statusCode).toBe(201);
  });

  it('lets a worker file only for themselves, on jobs they are assigned to or scheduled on', async () => {
    const d = nextDay();
    const forMate = await req('POST', `/api/jobs/${w.jobId}/productions`, w.worker, timeRecord(w, mate.id, { producedAt: at(d, '07:00'), producedEndsAt: at(d, '15:30') }));
    expect(forMate.statusCode).toBe(403);
    const notOnJob = await req('POST', `/api/jobs/${w.jobId}/productions`, outsider, timeRecord(w, outsider.id, { producedAt: at(d, '07:00'), producedEndsAt: at(d, '15:30') }));
    expect(notOnJob.statusCode).toBe(403);
    expect(notOnJob.json().message).toBe('You can only file timecards on jobs you are assigned to or scheduled on.');
    // Scheduled on the job, then taken off the crew: the shift still gets its timecard.
    const scheduled = (await schedule(shift(mate.id, d))).json();
    await req('DELETE', `/api/jobs/${w.jobId}/assignments/${mate.id}`, w.admin);
    try {
      const filed = await req('POST', `/api/jobs/${w.jobId}/productions`, mate, timeRecord(w, mate.id, {
        producedAt: at(d, '07:00'), producedEndsAt: at(d, '15:30'), productionRequestId: scheduled.id,
      }));
      expect(filed.statusCode).toBe(201);
    } finally {
      await post(t.app, w.admin, `/api/jobs/${w.jobId}/assignments`, { userId: mate.id, assignment: 'Crew' });
    }
  });

  it('gives a worker their own time records of a week, and refuses another employee\'s', async () => {
    const d = nextDay();
    const record = await fileTimecard(w.worker, (await schedule(shift(w.worker.id, d, '07:00', '09:00'))).json().id, d, '07:00', '09:00');
    const own = await req('GET', `/api/jobs/productions/time-records?startsAt=${d}&endsAt=${d}&includeJob=true&includeCostCodes=true`, w.worker);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([expect.objectContaining({ id: record.id, job: expect.objectContaining({ id: w.jobId }), costCode: expect.objectContaining({ id: w.timeCodeId }) })]);
    expect((await req('GET', `/api/jobs/productions/time-records?userId=${mate.id}&startsAt=${d}&endsAt=${d}`, w.worker)).statusCode).toBe(403);
    const noRange = await req('GET', '/api/jobs/productions/time-records', w.worker);
    expect(noRange.json().errors).toEqual({ startsAt: MESSAGES.selectDateRange, endsAt: MESSAGES.selectDateRange });
    const all = await req('GET', `/api/jobs/productions/time-records?startsAt=${d}&endsAt=${d}`, w.admin);
    expect(all.json().map((r: { id: number }) => r.id)).toEqual([record.id]);
  });
});
