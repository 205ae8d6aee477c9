/** Material hauling entries (stored negative, on hauling jobs' production codes), the stockpile sums and a job's budget against actual. */
import { MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, post, staff, timeRecord, type JobWorld, type Staff } from './fixtures';

let t: TestApp;
let w: JobWorld;
/** A job with material hauling enabled: two production codes (gravel in t, sand in m3) and a time code. */
let hauling: { jobId: number; gravelId: number; sandId: number; labourId: number };
/** Holds material_hauling.all and nothing else. */
let hauler: Staff;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  hauler = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.MATERIAL_HAULING_ALL]);
  const job = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('H', 9), description: 'Pit run and sand haul', isMaterialHaulingEnabled: true });
  const code = (name: string, unit: string, production: boolean, quantity: number) =>
    post<{ id: number }>(t.app, w.admin, `/api/jobs/${job.id}/cost-codes`, {
      name: uniqueName(name, 20), quantity, unit, isToTrackProduction: production, isToTrackEmployeeAndEquipmentTime: !production,
    });
  hauling = {
    jobId: job.id,
    gravelId: (await code('GRAVEL', 't', true, 5000)).id,
    sandId: (await code('SAND', 'm3', true, 800)).id,
    labourId: (await code('LAB', 'hr', false, 400)).id,
  };
  await post(t.app, w.admin, `/api/jobs/${job.id}/assignments`, { userId: w.worker.id, jobId: job.id, assignment: 'Crew' });
}, 60_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST', url: string, who: Staff = w.admin, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const haul = (body: Record<string, unknown>, who: Staff = w.admin, jobId = hauling.jobId) =>
  req('POST', `/api/jobs/${jobId}/productions`, who, { type: 'Material Hauling', costCodeId: hauling.gravelId, producedAt: '2025-04-02', quantity: -10, ...body });
const produce = (costCodeId: number, producedAt: string, quantity: number) =>
  post(t.app, w.admin, `/api/jobs/${hauling.jobId}/productions`, { costCodeId, producedAt, quantity });
const storedQuantity = async (id: number) => Number((await t.dataSource.query('SELECT quantity FROM production WHERE id = $1', [id]))[0].quantity);

describe('material hauling entries', () => {
  it('stores the hauled quantity negative whether it is sent negative (the spec) or positive', async () => {
    const negative = await haul({ quantity: -42.5, description: 'Ticket 4411', invoiceStatus: 'Ready for Invoicing' });
    expect(negative.statusCode).toBe(201);
    expect(negative.json()).toMatchObject({ type: 'Material Hauling', quantity: -42.5, userId: w.admin.id, invoiceStatus: 'Ready for Invoicing', description: 'Ticket 4411' });
    expect(await storedQuantity(negative.json().id)).toBe(-42.5);
    const positive = await haul({ quantity: 17 });
    expect(positive.statusCode).toBe(201);
    expect(await storedQuantity(positive.json().id)).toBe(-17);
    // An edit keeps the sign rule, and refuses zero too.
    const edit = (quantity: number) => t.app.inject({
      method: 'PUT', url: `/api/jobs/productions/${positive.json().id}`, headers: w.admin.auth,
      payload: { jobId: hauling.jobId, costCodeId: hauling.gravelId, producedAt: '2025-04-02', quantity },
    });
    expect((await edit(18)).statusCode).toBe(200);
    expect(await storedQuantity(positive.json().id)).toBe(-18);
    expect((await edit(0)).json().errors).toEqual({ quantity: MESSAGES.haulingQuantityZero });
  });

  it('refuses a zero quantity, a missing one and a future date with the field messages', async () => {
    const zero = await haul({ quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ quantity: MESSAGES.haulingQuantityZero });
    const missing = await req('POST', `/api/jobs/${hauling.jobId}/productions`, w.admin, { type: 'Material Hauling' });
    expect(missing.json().errors).toEqual({ costCodeId: MESSAGES.required, producedAt: MESSAGES.required, quantity: MESSAGES.required });
    const future = await haul({ producedAt: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ producedAt: MESSAGES.futureDate });
  });

  it('refuses a job without material hauling, a code that does not track production and a code of another job (400)', async () => {
    const disabled = await haul({ costCodeId: w.productionCodeId }, w.admin, w.jobId);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().errors).toEqual({ jobId: 'Material hauling is not enabled for this job.' });
    const timeCode = await haul({ costCodeId: hauling.labourId });
    expect(timeCode.statusCode).toBe(400);
    expect(timeCode.json().errors).toEqual({ costCodeId: 'This cost code does not track production.' });
    const otherJob = await haul({ costCodeId: w.productionCodeId });
    expect(otherJob.statusCode).toBe(400);
    expect(otherJob.json().errors).toEqual({ costCodeId: 'This cost code does not belong to the job.' });
  });

  it('lets material_hauling.all record hauling but not productions; a worker gets 403; another company 404', async () => {
    expect((await haul({ quantity: -3 }, hauler)).statusCode).toBe(201);
    const production = await req('POST', `/api/jobs/${hauling.jobId}/productions`, hauler, { costCodeId: hauling.gravelId, producedAt: '2025-04-02', quantity: 3 });
    expect(production.statusCode).toBe(403);
    const worker = await haul({ quantity: -3 }, w.worker);
    expect(worker.statusCode).toBe(403);
    expect(worker.json().message).toBe('You do not have permission to record productions.');
    const other = await buildWorld(t.app, t.dataSource);
    expect((await haul({ quantity: -3 }, other.admin)).statusCode).toBe(404);
    expect((await haul({ costCodeId: other.productionCodeId })).json().errors).toEqual({ costCodeId: 'This cost code was not found.' });
  });

  it('files an invoice status other than N/A only for productions.invoice, as it changes one (403 otherwise; N/A or none is fine)', async () => {
    const refused = await haul({ quantity: -2, invoiceStatus: 'Invoiced' }, hauler);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to change the invoice status.');
    expect((await haul({ quantity: -2, invoiceStatus: 'N/A' }, hauler)).statusCode).toBe(201);
    expect((await haul({ quantity: -2 }, hauler)).json()).toMatchObject({ invoiceStatus: 'N/A' });
    // A worker's own timecard: no invoice status of their choosing either.
    const timecard = await req('POST', `/api/jobs/${hauling.jobId}/productions`, w.worker, timeRecord(w, w.worker.id, {
      jobId: hauling.jobId, costCodeId: hauling.labourId, productionEquipments: [], invoiceStatus: 'Invoiced',
      producedAt: '2025-04-03T07:00:00-07:00', producedEndsAt: '2025-04-03T11:00:00-07:00', quantity: 4,
    }));
    expect(timecard.statusCode).toBe(403);
    expect(timecard.json().message).toBe('You do not have permission to change the invoice status.');
  });
});

describe('stockpile', () => {
  beforeAll(async () => {
    // Sand: 120 + 80.25 produced, 50 + 30.5 hauled in May 2025; a production and a haul outside the range; a time record.
    await produce(hauling.sandId, '2025-05-05', 120);
    await produce(hauling.sandId, '2025-05-20', 80.25);
    await haul({ costCodeId: hauling.sandId, producedAt: '2025-05-06', quantity: -50 });
    await haul({ costCodeId: hauling.sandId, producedAt: '2025-05-31', quantity: 30.5 });
    await produce(hauling.sandId, '2025-06-01', 1000);
    await haul({ costCodeId: hauling.sandId, producedAt: '2025-04-30', quantity: -999 });
    await post(t.app, w.admin, `/api/jobs/${hauling.jobId}/productions`, timeRecord(w, w.worker.id, {
      jobId: hauling.jobId, costCodeId: hauling.labourId, productionEquipments: [],
      producedAt: '2025-05-07T07:00:00-07:00', producedEndsAt: '2025-05-07T15:30:00-07:00', quantity: 8,
    }));
  });

  const stockpile = async (url: string, who: Staff = w.admin) => {
    const res = await req('GET', url, who);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; unit: string; produced: number; hauled: number; left: number; budget: number; job: { id: number; name: string } }[];
  };

  it('sums produced, hauled (positive) and left per product in the range, days inclusive; time codes are no products', async () => {
    const rows = await stockpile(`/api/jobs/${hauling.jobId}/stockpile?producedStartsAt=2025-05-01&producedEndsAt=2025-05-31`);
    expect(rows.map((r) => r.id).sort()).toEqual([hauling.gravelId, hauling.sandId].sort());
    const sand = rows.find((r) => r.id === hauling.sandId)!;
    expect(sand).toMatchObject({ unit: 'm3', produced: 200.25, hauled: 80.5, left: 119.75, budget: 800, job: { id: hauling.jobId } });
    const gravel = rows.find((r) => r.id === hauling.gravelId)!;
    expect(gravel).toMatchObject({ produced: 0, hauled: 0, left: 0 });
    const all = await stockpile(`/api/jobs/${hauling.jobId}/stockpile`);
    expect(all.find((r) => r.id === hauling.sandId)).toMatchObject({ produced: 1200.25, hauled: 1079.5, left: 120.75 });
  });

  it('lists every hauling job of the company without a job, not the jobs without hauling nor another company', async () => {
    const other = await buildWorld(t.app, t.dataSource);
    await t.dataSource.query('UPDATE job SET is_material_hauling_enabled = true WHERE id = $1', [other.jobId]);
    const rows = await stockpile('/api/jobs/stockpile?producedStartsAt=2025-05-01&producedEndsAt=2025-05-31');
    const jobs = new Set(rows.map((r) => r.job.id));
    expect(jobs.has(hauling.jobId)).toBe(true);
    expect(jobs.has(w.jobId)).toBe(false);
    expect(jobs.has(other.jobId)).toBe(false);
    expect(rows.find((r) => r.id === hauling.sandId)).toMatchObject({ left: 119.75 });
    expect((await req('GET', `/api/jobs/${other.jobId}/stockpile`)).statusCode).toBe(404);
  });

  it('is read with material_hauling.all or a job reader; a worker gets 403; a bad date 400', async () => {
    expect((await stockpile(`/api/jobs/${hauling.jobId}/stockpile`, hauler)).length).toBe(2);
    expect((await req('GET', `/api/jobs/${hauling.jobId}/stockpile`, w.worker)).statusCode).toBe(403);
    expect((await req('GET', '/api/jobs/stockpile', w.worker)).statusCode).toBe(403);
    const bad = await req('GET', `/api/jobs/${hauling.jobId}/stockpile?producedStartsAt=yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers the budget against actual: per code budget, produced and hours, hours per Sunday-Saturday week; a declined record does not count', async () => {
    // A 5 h record the next week, declined: no hours and no week of it (as on the job cost, docs/job-cost.md).
    const declined = (await post(t.app, w.admin, `/api/jobs/${hauling.jobId}/productions`, timeRecord(w, w.worker.id, {
      jobId: hauling.jobId, costCodeId: hauling.labourId, productionEquipments: [],
      producedAt: '2025-05-14T07:00:00-07:00', producedEndsAt: '2025-05-14T12:00:00-07:00', quantity: 5,
    }))) as { id: number };
    expect((await req('POST', '/api/jobs/productions/_approve', w.admin, { ids: [declined.id], isApproved: false })).statusCode).toBe(200);
    const res = await req('GET', `/api/jobs/${hauling.jobId}/budget-against-actual?timeZone=America/Vancouver`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { costCodes: { id: number; budget: number; produced: number; hours: number }[]; weeks: { weekStartsOn: string; hours: number }[] };
    expect(body.costCodes.find((c) => c.id === hauling.sandId)).toMatchObject({ budget: 800, produced: 1200.25, hours: 0 });
    expect(body.costCodes.find((c) => c.id === hauling.labourId)).toMatchObject({ budget: 400, produced: 0, hours: 8 });
    // Wednesday 2025-05-07 is in the week starting Sunday 2025-05-04.
    expect(body.weeks).toEqual([{ weekStartsOn: '2025-05-04', hours: 8 }]);
    expect((await req('GET', `/api/jobs/${hauling.jobId}/budget-against-actual?timeZone=Mars/Base`)).json().errors).toEqual({ timeZone: 'Unknown time zone.' });
    expect((await req('GET', `/api/jobs/${hauling.jobId}/budget-against-actual`, hauler)).statusCode).toBe(403);
  });
});
