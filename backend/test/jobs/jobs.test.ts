/** Jobs over HTTP: list and lookups, include flags, create/update/delete, crew, equipment and cost codes on a job. */
import { MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { VALIDATION_MESSAGES } from '@groundwork/shared/validation';
import { createCompany, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, post, staff, timeRecord, type JobWorld } from './fixtures';

let t: TestApp;
let w: JobWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, who = w.admin) => t.app.inject({ method: 'GET', url, headers: who.auth });

describe('jobs', () => {
  it('creates a job with status in_progress when none is given, and the number of workers 1', async () => {
    const job = await post(t.app, w.admin, '/api/jobs', { name: uniqueName('N', 9), description: 'Road' });
    expect(job).toMatchObject({ status: 'in_progress', numberOfWorkers: 1, companyId: w.companyId, location: null });
  });

  it("refuses a missing name, a too long description and another job's name with the spec's messages", async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: w.admin.auth, payload: { description: 'x'.repeat(31) } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: MESSAGES.required, description: MESSAGES.maxChars(30) });
    const [existing] = await t.dataSource.query('SELECT name FROM job WHERE id = $1', [w.jobId]);
    const dup = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: w.admin.auth, payload: { name: existing.name, description: 'Dup' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: MESSAGES.notUnique });
  });

  it('lists jobs without done ones when excludeDone is set, and finds one by name', async () => {
    const done = await post<{ id: number; name: string }>(t.app, w.admin, '/api/jobs', { name: uniqueName('D', 9), description: 'Finished', status: 'done' });
    const all = (await get('/api/jobs')).json() as { id: number }[];
    const open = (await get('/api/jobs?excludeDone=true')).json() as { id: number }[];
    expect(all.map((j) => j.id)).toEqual(expect.arrayContaining([w.jobId, done.id]));
    expect(open.map((j) => j.id)).toContain(w.jobId);
    expect(open.map((j) => j.id)).not.toContain(done.id);
    const byName = (await get(`/api/jobs?name=${done.name}`)).json() as { id: number }[];
    expect(byName.map((j) => j.id)).toEqual([done.id]);
  });

  it('includes the crew, cost codes, equipment and productions only when asked', async () => {
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/productions`, timeRecord(w, w.admin.id, { producedAt: '2025-01-06T07:00:00Z', producedEndsAt: '2025-01-06T11:00:00Z', quantity: 4 }));
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/equipment`, { equipmentId: w.equipmentId, jobId: w.jobId, description: 'On site' });
    const bare = (await get(`/api/jobs/${w.jobId}`)).json();
    expect(bare.userAssignments).toBeUndefined();
    expect(bare.costCodes).toBeUndefined();
    const full = (await get(`/api/jobs/${w.jobId}?includeAssignedUsers=true&includeCostCodes=true&includeEquipmentUtilization=true&includeProductions=true`)).json();
    expect(full.userAssignments.map((a: { userId: number }) => a.userId).sort()).toEqual([w.admin.id, w.worker.id, w.manager.id].sort());
    expect(full.userAssignments[0].user).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
    expect(full.userAssignments[0].user.password).toBeUndefined();
    expect(full.costCodes.map((c: { id: number }) => c.id).sort()).toEqual([w.productionCodeId, w.timeCodeId].sort());
    expect(full.costCodes[0].quantity).toBe(200);
    expect(full.equipmentUtilization).toEqual([expect.objectContaining({ equipmentId: w.equipmentId, description: 'On site', equipment: expect.objectContaining({ class: 'Excavator' }) })]);
    expect(full.productions).toEqual([expect.objectContaining({ quantity: 4, productionEquipments: [expect.objectContaining({ hoursUsed: 6, litersOfFuel: 40 })] })]);
    const outside = (await get(`/api/jobs/${w.jobId}?includeProductions=true&producedStartsAt=2025-02-01&producedEndsAt=2025-02-28`)).json();
    expect(outside.productions).toEqual([]);
    const listed = (await get('/api/jobs?includeCostCodes=true')).json() as { id: number; costCodes: unknown[] }[];
    expect(listed.find((j) => j.id === w.jobId)!.costCodes).toHaveLength(2);
  });

  it('refuses a negative depth of dig', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: w.admin.auth, payload: { name: uniqueName('D', 9), description: 'Trench', depthDig: -1 } });
    expect({ status: res.statusCode, errors: res.json().errors }).toEqual({ status: 400, errors: { depthDig: VALIDATION_MESSAGES.numberNegative } });
  });

  it('updates a job, keeping in_progress when the status is absent', async () => {
    const job = await post<{ id: number; name: string }>(t.app, w.admin, '/api/jobs', { name: uniqueName('U', 9), description: 'Old', status: 'pending' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: w.admin.auth, payload: { name: job.name, description: 'New', location: 'Kelowna, BC' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'New', status: 'in_progress', location: 'Kelowna, BC' });
  });

  it('deletes a job without records ({isSuccessful}) and refuses one with records (409)', async () => {
    const empty = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('X', 9), description: 'Temp' });
    await post(t.app, w.admin, `/api/jobs/${empty.id}/cost-codes`, { name: 'A', quantity: 1, unit: 'm' });
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${empty.id}`, headers: w.admin.auth });
    expect(ok.json()).toEqual({ isSuccessful: true });
    expect((await get(`/api/jobs/${empty.id}`)).statusCode).toBe(404);
    const used = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${w.jobId}`, headers: w.admin.auth });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/cannot be deleted/);
  });

  it("counts the job's scheduled shifts of today and later (the company's day) that deleting it removes; the delete still answers {isSuccessful}", async () => {
    const job = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('S', 9), description: 'Scheduled' });
    const bare = (await get(`/api/jobs/${job.id}`)).json();
    expect(bare.upcomingShiftCount).toBeUndefined();
    expect((await get(`/api/jobs/${job.id}?includeUpcomingShiftCount=true`)).json().upcomingShiftCount).toBe(0);
    await t.dataSource.query(`UPDATE company SET time_zone = 'America/Vancouver' WHERE id = $1`, [w.companyId]);
    // Midnight of the company's today, computed where it runs: the test holds on any day and in any time zone.
    const midnight = `(date_trunc('day', now() AT TIME ZONE 'America/Vancouver') AT TIME ZONE 'America/Vancouver')`;
    const shift = (startsAt: string) =>
      t.dataSource.query(
        `INSERT INTO production_request (company_id, job_id, user_id, request_at, request_ends_at) VALUES ($1, $2, $3, ${startsAt}, ${startsAt} + interval '8 hours')`,
        [w.companyId, job.id, w.worker.id],
      );
    await shift(`${midnight} - interval '1 hour'`); // last evening: past, not counted
    await shift(`${midnight} - interval '3 days'`);
    await shift(`${midnight} + interval '1 minute'`); // today, already begun or not
    await shift(`${midnight} + interval '1 day 7 hours'`);
    await shift(`${midnight} + interval '30 days'`);
    try {
      const detail = (await get(`/api/jobs/${job.id}?includeUpcomingShiftCount=true`)).json();
      expect(detail.upcomingShiftCount).toBe(3);
      // Read by whoever may read the job, as the job itself.
      expect((await get(`/api/jobs/${job.id}?includeUpcomingShiftCount=true`, w.worker)).json().upcomingShiftCount).toBe(3);
    } finally {
      await t.dataSource.query(`UPDATE company SET time_zone = 'UTC' WHERE id = $1`, [w.companyId]);
    }
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: w.admin.auth });
    expect({ status: deleted.statusCode, body: deleted.json() }).toEqual({ status: 200, body: { isSuccessful: true } });
    expect(await t.dataSource.query('SELECT id FROM production_request WHERE job_id = $1', [job.id])).toEqual([]);
  });

  it('assigns and removes an employee; a duplicate or an unknown employee is refused', async () => {
    const job = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('A', 9), description: 'Crew' });
    const added = await post(t.app, w.admin, `/api/jobs/${job.id}/assignments`, { userId: w.worker.id, jobId: job.id, assignment: 'Labour' });
    expect(added).toMatchObject({ jobId: job.id, userId: w.worker.id, assignment: 'Labour', user: expect.objectContaining({ id: w.worker.id }) });
    const again = await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/assignments`, headers: w.admin.auth, payload: { userId: w.worker.id } });
    expect(again.statusCode).toBe(409);
    const other = await staff(t.app, t.dataSource, (await createCompany(t.dataSource)).id, []);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/assignments`, headers: w.admin.auth, payload: { userId: other.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ userId: 'This employee was not found.' });
    const former = await staff(t.app, t.dataSource, w.companyId, []);
    await t.dataSource.query('UPDATE "user" SET is_active = false WHERE id = $1', [former.id]);
    const inactive = await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/assignments`, headers: w.admin.auth, payload: { userId: former.id } });
    expect(inactive.json().errors).toEqual({ userId: 'This employee is inactive and cannot be assigned to a job.' });
    const parked = await post<{ id: number }>(t.app, w.admin, '/api/equipment', {
      name: uniqueName('P', 9), description: 'Parked', equipmentCategoryId: w.categoryId, class: 'Trailer', isActive: false,
    });
    const idle = await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/equipment`, headers: w.admin.auth, payload: { equipmentId: parked.id } });
    expect(idle.json().errors).toEqual({ equipmentId: 'This equipment is inactive and cannot be added to a job.' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}/assignments/${w.worker.id}`, headers: w.admin.auth });
    expect(removed.json()).toEqual({ isSuccessful: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}/assignments/${w.worker.id}`, headers: w.admin.auth })).statusCode).toBe(404);
  });

  it('puts equipment on a job and takes it off', async () => {
    const job = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('E', 9), description: 'Equip' });
    const added = await post(t.app, w.admin, `/api/jobs/${job.id}/equipment`, { equipmentId: w.equipmentId, jobId: job.id, description: 'Digging' });
    expect(added).toMatchObject({ equipmentId: w.equipmentId, equipment: expect.objectContaining({ id: w.equipmentId }) });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}/equipment/${w.equipmentId}`, headers: w.admin.auth });
    expect(removed.json()).toEqual({ isSuccessful: true });
  });

  it('adds a cost code to a job; its name is unique within the job only', async () => {
    const a = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('C', 9), description: 'One' });
    const b = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('C', 9), description: 'Two' });
    const body = { name: 'EXCAVATE', description: 'Bulk excavation', quantity: 1500.5, unit: 'm3', isToTrackProduction: true };
    expect(await post(t.app, w.admin, `/api/jobs/${a.id}/cost-codes`, body)).toMatchObject({ jobId: a.id, quantity: 1500.5, isLOA: false });
    await post(t.app, w.admin, `/api/jobs/${b.id}/cost-codes`, body);
    const dup = await t.app.inject({ method: 'POST', url: `/api/jobs/${a.id}/cost-codes`, headers: w.admin.auth, payload: body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: MESSAGES.notUnique });
    const bad = await t.app.inject({ method: 'POST', url: `/api/jobs/${a.id}/cost-codes`, headers: w.admin.auth, payload: { name: 'x'.repeat(21) } });
    expect(bad.json().errors).toEqual({ name: MESSAGES.maxChars(20), quantity: MESSAGES.required, unit: MESSAGES.required });
  });

  it('needs jobs.create, jobs.update, jobs.delete for the writes (403 otherwise)', async () => {
    const reader = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_ALL]);
    expect((await get('/api/jobs', reader)).statusCode).toBe(200);
    const calls = [
      { method: 'POST' as const, url: '/api/jobs', payload: { name: uniqueName('F', 9), description: 'x' } },
      { method: 'PUT' as const, url: `/api/jobs/${w.jobId}`, payload: { name: 'x', description: 'x' } },
      { method: 'DELETE' as const, url: `/api/jobs/${w.jobId}` },
      { method: 'POST' as const, url: `/api/jobs/${w.jobId}/assignments`, payload: { userId: reader.id } },
      { method: 'POST' as const, url: `/api/jobs/${w.jobId}/cost-codes`, payload: { name: 'Z', quantity: 1, unit: 'm' } },
    ];
    for (const call of calls) expect((await t.app.inject({ ...call, headers: reader.auth })).statusCode).toBe(403);
  });

  it("answers 404 for another company's job on every job route", async () => {
    const other = await buildWorld(t.app, t.dataSource);
    const urls = [`/api/jobs/${other.jobId}`, `/api/jobs/${other.jobId}/productions`, `/api/jobs/${other.jobId}/production-requests`];
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url: `/api/jobs/${other.jobId}`, headers: w.admin.auth, payload: { name: uniqueName('Z', 9), description: 'x' } });
    expect(put.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${other.jobId}`, headers: w.admin.auth })).statusCode).toBe(404);
    const list = (await get('/api/jobs')).json() as { companyId: number }[];
    expect(list.every((j) => j.companyId === w.companyId)).toBe(true);
  });
});
