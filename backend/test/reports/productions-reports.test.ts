/**
 * The reports' reads and batch writes over HTTP on PostgreSQL (issue 9): GET /api/jobs/productions with its filters
 * and include flags, managerId scoping and its refusal, the subcontractor filter, the approval and invoice status
 * batches (a refused row leaves the others saved and is reported), equipment usage and the equipment's job
 * utilization, 403 and 404 for other companies' ids.
 */
import { MESSAGES, PERMISSIONS, type Equipment, type Production, type RecordBatchResult } from '@groundwork/shared/domain';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, uniqueName } from '../support/factories';
import { buildWorld, post, staff, timeRecord, type JobWorld, type Staff } from '../jobs/fixtures';
import { RECORD_MESSAGES } from '../../src/modules/productions/records.messages';
import { User } from '../../src/modules/users/user.entity';
import { CurrentAccessCache } from '../../src/platform/auth/current-access';

const P = PERMISSIONS;
let t: TestApp;
let w: JobWorld;
let other: JobWorld;
/** Managers of the report alone (no productions.create): each reads their own team. */
let lead: Staff;
let lead2: Staff;
/** Reads every job's records (jobs.read + the spread and foreman reports), may not pass another's managerId. */
let foreman: Staff;
let employees: { a: number; b: number; c: number; sub: number };
let secondJobId: number;
let secondTimeCodeId: number;
const records: Record<string, Production> = {};

const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: Staff, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const RANGE = 'producedStartsAt=2025-03-03&producedEndsAt=2025-03-09';
const list = async (who: Staff, query: string) => {
  const res = await req('GET', `/api/jobs/productions?${RANGE}&${query}`, who);
  return res;
};
const ids = (rows: Production[]) => rows.map((r) => r.id).sort((x, y) => x - y);

async function employee(companyId: number, roleIdOf: Staff, overrides: Record<string, unknown> = {}): Promise<number> {
  const [{ role_id: roleId }] = await t.dataSource.query('SELECT role_id FROM "user" WHERE id = $1', [roleIdOf.id]);
  const { user } = await createUser(t.dataSource, { companyId, roleId, ...overrides });
  await post(t.app, w.admin, `/api/jobs/${w.jobId}/assignments`, { userId: user.id, jobId: w.jobId, assignment: 'Crew' });
  return user.id;
}

const manages = (managerId: number, userId: number) =>
  t.dataSource.query('INSERT INTO user_managers (company_id, user_id, manager_id) VALUES ($1, $2, $3)', [w.companyId, userId, managerId]);

/** A time record on a day of the week of 2025-03-03 (07:00 to 15:30 with lunch: 8 h). */
const onDay = (day: string, userId: number, extra: Record<string, unknown> = {}) =>
  timeRecord(w, userId, { producedAt: `${day}T07:00:00-05:00`, producedEndsAt: `${day}T15:30:00-05:00`, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  other = await buildWorld(t.app, t.dataSource);
  lead = await staff(t.app, t.dataSource, w.companyId, [P.REPORTS_MANAGER, P.PRODUCTIONS_APPROVE]);
  lead2 = await staff(t.app, t.dataSource, w.companyId, [P.REPORTS_MANAGER]);
  foreman = await staff(t.app, t.dataSource, w.companyId, [P.JOBS_READ, P.REPORTS_FOREMAN, P.REPORTS_SPREAD]);
  employees = {
    a: await employee(w.companyId, w.worker),
    b: await employee(w.companyId, w.worker),
    c: await employee(w.companyId, w.worker),
    sub: await employee(w.companyId, w.worker, { isSubcontractor: true, name: uniqueName('Sub ', 30) }),
  };
  await manages(lead.id, employees.a);
  await manages(lead.id, employees.b);
  await manages(lead2.id, employees.c);
  // A second job of the company with its own time code, and the employee a on its crew.
  const job = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: uniqueName('S', 9), description: 'Second job' });
  secondJobId = job.id;
  secondTimeCodeId = (await post<{ id: number }>(t.app, w.admin, `/api/jobs/${job.id}/cost-codes`, {
    name: uniqueName('LAB', 20), quantity: 100, unit: 'h', isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true,
  })).id;
  await post(t.app, w.admin, `/api/jobs/${job.id}/assignments`, { userId: employees.a, jobId: job.id, assignment: 'Crew' });

  const create = (body: Record<string, unknown>, jobId = w.jobId) => post<Production>(t.app, w.admin, `/api/jobs/${jobId}/productions`, body);
  records.a1 = await create(onDay('2025-03-03', employees.a));
  records.a2 = await create(onDay('2025-03-04', employees.a, { productionEquipments: [] }));
  records.aSecondJob = await create({ ...onDay('2025-03-05', employees.a, { productionEquipments: [] }), jobId: secondJobId, costCodeId: secondTimeCodeId }, secondJobId);
  records.b1 = await create(onDay('2025-03-09', employees.b));
  records.c1 = await create(onDay('2025-03-05', employees.c));
  records.sub1 = await create(onDay('2025-03-06', employees.sub));
  records.production = await create({ jobId: w.jobId, costCodeId: w.productionCodeId, producedAt: '2025-03-06', quantity: 12.5 });
  // Outside the range: the day after its end, and the day before its start.
  records.after = await create(onDay('2025-03-10', employees.a));
  records.before = await create(onDay('2025-03-02', employees.b));
  // The other company's record, in the same range.
  records.otherCompany = await post<Production>(t.app, other.admin, `/api/jobs/${other.jobId}/productions`, timeRecord(other, other.worker.id));
}, 120_000);
afterAll(() => t.close());

describe('GET /api/jobs/productions', () => {
  it('needs a range, and answers 400 on a bad filter', async () => {
    const res = await req('GET', '/api/jobs/productions', w.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ producedStartsAt: MESSAGES.selectDateRange, producedEndsAt: MESSAGES.selectDateRange });
    expect((await list(w.admin, 'type=Timecard')).statusCode).toBe(400);
    expect((await list(w.admin, 'managerId=abc')).statusCode).toBe(400);
  });

  it('answers every job\'s records of the range (days inclusive), oldest first, of the company only', async () => {
    const res = await list(w.admin, '');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Production[];
    const expected = ['a1', 'a2', 'aSecondJob', 'b1', 'c1', 'sub1', 'production'].map((k) => records[k].id);
    expect(ids(rows)).toEqual([...expected].sort((x, y) => x - y));
    const times = rows.map((r) => r.producedAt);
    expect(times).toEqual([...times].sort());
    // Every record carries its employee, never with a password or pay data.
    const a1 = rows.find((r) => r.id === records.a1.id)!;
    expect(a1.user).toMatchObject({ id: employees.a });
    expect(a1.user).not.toHaveProperty('password');
    expect(a1.user).not.toHaveProperty('payRate');
    expect(a1.quantity).toBe(8);
  });

  it('adds the job, cost code, work type and equipment lines only when asked', async () => {
    const bare = ((await list(w.admin, `userId=${employees.a}`)).json() as Production[]).find((r) => r.id === records.a1.id)!;
    expect(bare).not.toHaveProperty('job');
    expect(bare).not.toHaveProperty('costCode');
    expect(bare).not.toHaveProperty('workType');
    expect(bare).not.toHaveProperty('productionEquipments');
    const full = ((await list(w.admin, `userId=${employees.a}&includeJob=true&includeCostCodes=true&includeWorkType=true&includeProductionEquipment=true`))
      .json() as Production[]).find((r) => r.id === records.a1.id)!;
    expect(full.job).toMatchObject({ id: w.jobId });
    expect(full.costCode).toMatchObject({ id: w.timeCodeId, isToTrackEmployeeAndEquipmentTime: true });
    expect(full.workType).toMatchObject({ id: w.workTypeId });
    expect(full.productionEquipments).toEqual([expect.objectContaining({ equipmentId: w.equipmentId, hoursUsed: 6, litersOfFuel: 40, equipment: expect.objectContaining({ id: w.equipmentId }) })]);
  });

  it('filters by job, employee and type', async () => {
    expect(ids((await list(w.admin, `jobId=${secondJobId}`)).json())).toEqual([records.aSecondJob.id]);
    expect(ids((await list(w.admin, `userId=${employees.b}`)).json())).toEqual([records.b1.id]);
    expect(ids((await list(w.admin, `type=Production`)).json())).toEqual([records.production.id]);
    expect(ids((await list(w.admin, `jobId=${w.jobId}&userId=${employees.a}&type=Time%20Record`)).json())).toEqual([records.a1.id, records.a2.id]);
  });

  it('narrows to a manager\'s team: one\'s own id always, and the team by default for the manager report alone', async () => {
    const team = [records.a1.id, records.a2.id, records.aSecondJob.id, records.b1.id].sort((x, y) => x - y);
    const own = await list(lead, `managerId=${lead.id}`);
    expect(own.statusCode).toBe(200);
    expect(ids(own.json())).toEqual(team);
    expect(ids((await list(lead, '')).json())).toEqual(team);
    expect(ids((await list(lead2, '')).json())).toEqual([records.c1.id]);
    // The company's readers see everyone without managerId, and a team with their own id.
    expect((await list(foreman, '')).json()).toHaveLength(7);
    expect(ids((await list(foreman, `managerId=${foreman.id}`)).json())).toEqual([]);
  });

  it('refuses another manager\'s id without reports.everyone (403), and gives it with it', async () => {
    for (const who of [lead, foreman]) {
      const res = await list(who, `managerId=${lead2.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(RECORD_MESSAGES.ownTeamOnly);
    }
    const everyone = await list(w.admin, `managerId=${lead2.id}`);
    expect(everyone.statusCode).toBe(200);
    expect(ids(everyone.json())).toEqual([records.c1.id]);
  });

  it('answers only subcontractors\' records with isForSubcontractor=true, everyone\'s with false', async () => {
    expect(ids((await list(w.admin, 'isForSubcontractor=true&includeProductionEquipment=true')).json())).toEqual([records.sub1.id]);
    expect((await list(w.admin, 'isForSubcontractor=false')).json()).toHaveLength(7);
  });

  it('answers 404 for another company\'s job, employee or manager, and 403 without a report or job permission', async () => {
    expect((await list(w.admin, `jobId=${other.jobId}`)).statusCode).toBe(404);
    expect((await list(w.admin, `userId=${other.worker.id}`)).statusCode).toBe(404);
    expect((await list(w.admin, `managerId=${other.admin.id}`)).statusCode).toBe(404);
    expect((await list(w.admin, 'jobId=999999999')).statusCode).toBe(404);
    expect((await list(w.worker, '')).statusCode).toBe(403);
    // The other company sees only its own record in the same range.
    expect(ids((await list(other.admin, '')).json())).toEqual([records.otherCompany.id]);
  });
});

describe('batch writes', () => {
  const stateOf = async (id: number) => {
    const [row] = await t.dataSource.query('SELECT is_approved AS "isApproved", invoice_status AS "invoiceStatus" FROM production WHERE id = $1', [id]);
    return row as { isApproved: boolean | null; invoiceStatus: string };
  };
  let fresh: Production;
  let exported: Production;

  beforeAll(async () => {
    fresh = await post<Production>(t.app, w.admin, `/api/jobs/${w.jobId}/productions`, onDay('2025-04-07', employees.c));
    exported = await post<Production>(t.app, w.admin, `/api/jobs/${w.jobId}/productions`, onDay('2025-04-08', employees.c));
    const mark = await req('PUT', `/api/jobs/productions/${exported.id}`, w.admin, { exportedAt: '2025-04-10T09:00:00.000Z' });
    expect(mark.statusCode).toBe(200);
  });

  it('approves the rows that pass in one go and reports the refused ones', async () => {
    const res = await req('POST', '/api/jobs/productions/_approve', w.manager, {
      ids: [fresh.id, exported.id, records.otherCompany.id, 2_000_000_000, fresh.id], isApproved: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RecordBatchResult;
    expect(body).toEqual({
      updated: 1,
      results: [
        { id: fresh.id, ok: true },
        { id: exported.id, ok: false, status: 409, message: MESSAGES.recordReadOnlyExported },
        { id: records.otherCompany.id, ok: false, status: 404, message: 'The record was not found.' },
        { id: 2_000_000_000, ok: false, status: 404, message: 'The record was not found.' },
      ],
    });
    expect((await stateOf(fresh.id)).isApproved).toBe(true);
    expect((await stateOf(exported.id)).isApproved).toBeNull(); // refused: unchanged
    expect((await stateOf(records.otherCompany.id)).isApproved).toBeNull();
    // Decline, then back to not processed; the history keeps each change with its actor.
    expect((await req('POST', '/api/jobs/productions/_approve', w.manager, { ids: [fresh.id], isApproved: false })).json()).toEqual({ updated: 1, results: [{ id: fresh.id, ok: true }] });
    expect((await stateOf(fresh.id)).isApproved).toBe(false);
    expect((await req('POST', '/api/jobs/productions/_approve', w.manager, { ids: [fresh.id], isApproved: null })).statusCode).toBe(200);
    expect((await stateOf(fresh.id)).isApproved).toBeNull();
    const history = await req('GET', `/api/jobs/productions/${fresh.id}/history`, w.admin);
    const kinds = (history.json() as { kind: string; actor: { id: number } | null }[]).filter((h) => h.actor?.id === w.manager.id).map((h) => h.kind);
    expect(kinds).toEqual(['approval cleared', 'declined', 'approved']);
  });

  it('sets one invoice status on the rows that pass; an exported row is refused as by the single PUT', async () => {
    const res = await req('POST', '/api/jobs/productions/_invoice', w.manager, { ids: [fresh.id, exported.id], invoiceStatus: 'Ready for Invoicing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: 1,
      results: [{ id: fresh.id, ok: true }, { id: exported.id, ok: false, status: 409, message: MESSAGES.recordReadOnlyExported }],
    });
    expect((await stateOf(fresh.id)).invoiceStatus).toBe('Ready for Invoicing');
    expect((await stateOf(exported.id)).invoiceStatus).toBe('N/A');
    const single = await req('PUT', `/api/jobs/productions/${exported.id}`, w.manager, { invoiceStatus: 'Invoiced' });
    expect(single.statusCode).toBe(409);
    // After the export's reset the status changes again.
    expect((await req('PUT', `/api/jobs/productions/${exported.id}`, w.admin, { exportedAt: null })).statusCode).toBe(200);
    expect((await req('POST', '/api/jobs/productions/_invoice', w.manager, { ids: [exported.id], invoiceStatus: 'Invoiced' })).json().updated).toBe(1);
    expect((await stateOf(exported.id)).invoiceStatus).toBe('Invoiced');
  });

  it('needs productions.approve / productions.invoice, and answers 404 per row for records the caller may not see', async () => {
    expect((await req('POST', '/api/jobs/productions/_approve', w.worker, { ids: [fresh.id], isApproved: true })).statusCode).toBe(403);
    expect((await req('POST', '/api/jobs/productions/_invoice', lead, { ids: [fresh.id], invoiceStatus: 'Invoiced' })).statusCode).toBe(403);
    // productions.approve without productions.create: only one's own records are visible, as for the single PUT.
    const res = await req('POST', '/api/jobs/productions/_approve', lead, { ids: [fresh.id], isApproved: true });
    expect(res.json()).toEqual({ updated: 0, results: [{ id: fresh.id, ok: false, status: 404, message: 'The record was not found.' }] });
    // The other company's manager touches nothing of this company.
    const foreign = await req('POST', '/api/jobs/productions/_invoice', other.manager, { ids: [fresh.id], invoiceStatus: 'Invoiced' });
    expect(foreign.json().results[0]).toMatchObject({ ok: false, status: 404 });
    expect((await stateOf(fresh.id)).invoiceStatus).toBe('Ready for Invoicing');
  });

  it('tells a French manager, in French, why each refused row of a batch was refused', async () => {
    const french = await staff(t.app, t.dataSource, w.companyId, [P.PRODUCTIONS_CREATE, P.PRODUCTIONS_APPROVE, P.PRODUCTIONS_INVOICE]);
    await t.dataSource.getRepository(User).update(french.id, { language: 'fr' });
    t.app.get(CurrentAccessCache).userChanged(french.id);
    const locked = await post<Production>(t.app, w.admin, `/api/jobs/${w.jobId}/productions`, onDay('2025-04-09', employees.c));
    expect((await req('PUT', `/api/jobs/productions/${locked.id}`, w.admin, { exportedAt: '2025-04-10T09:00:00.000Z' })).statusCode).toBe(200);
    const exportedFr = "Cet enregistrement a été exporté et reste en lecture seule jusqu'à la réinitialisation de son exportation.";
    const notFoundFr = "L'enregistrement est introuvable.";
    const approve = await req('POST', '/api/jobs/productions/_approve', french, { ids: [locked.id, records.otherCompany.id], isApproved: false });
    expect(approve.json().results).toEqual([
      { id: locked.id, ok: false, status: 409, message: exportedFr },
      { id: records.otherCompany.id, ok: false, status: 404, message: notFoundFr },
    ]);
    const invoice = await req('POST', '/api/jobs/productions/_invoice', french, { ids: [locked.id], invoiceStatus: 'Invoiced' });
    expect(invoice.json().results).toEqual([{ id: locked.id, ok: false, status: 409, message: exportedFr }]);
  });

  it('runs concurrent batches over the same rows in opposite orders without a deadlock, the last one winning', async () => {
    const rows = [records.a1.id, records.a2.id, records.b1.id, records.c1.id];
    const [first, second] = await Promise.all([
      req('POST', '/api/jobs/productions/_invoice', w.manager, { ids: rows, invoiceStatus: 'Not to be Invoiced' }),
      req('POST', '/api/jobs/productions/_invoice', w.admin, { ids: [...rows].reverse(), invoiceStatus: 'Invoiced' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().updated, second.json().updated]).toEqual([4, 4]);
    const states = new Set(await Promise.all(rows.map(async (id) => (await stateOf(id)).invoiceStatus)));
    expect(states.size).toBe(1); // each batch applied whole, one after the other
  });

  it('answers 400 for an empty, oversized or malformed selection', async () => {
    const bad = async (payload: object, url = '/api/jobs/productions/_approve') => (await req('POST', url, w.manager, payload)).statusCode;
    expect(await bad({ ids: [], isApproved: true })).toBe(400);
    expect(await bad({ ids: Array.from({ length: 1001 }, (_, i) => i + 1), isApproved: true })).toBe(400);
    expect(await bad({ ids: [fresh.id] })).toBe(400);
    expect(await bad({ ids: ['x'], isApproved: true })).toBe(400);
    expect(await bad({ ids: [fresh.id], invoiceStatus: 'Paid' }, '/api/jobs/productions/_invoice')).toBe(400);
  });
});

describe('equipment usage and job utilization', () => {
  const usage = (who: Staff, query: string) => req('GET', `/api/equipment?includeEquipmentUsage=true&${query}`, who);

  it('lists every piece of equipment with its lines of the range, each with the record\'s date, employee, job and cost code', async () => {
    const res = await usage(w.admin, RANGE);
    expect(res.statusCode).toBe(200);
    const equipment = (res.json() as Equipment[]).find((e) => e.id === w.equipmentId)!;
    expect(equipment.equipmentCategory).toEqual({ id: w.categoryId, name: expect.any(String) });
    const lines = equipment.equipmentUsage!;
    // a1, b1, c1 and sub1 carry the excavator (6 h, 40 l each); a2 and the second job's record do not; outside the range: none.
    expect(lines.map((l) => l.production!.id)).toEqual([records.a1.id, records.c1.id, records.sub1.id, records.b1.id]);
    expect(lines[0]).toEqual({
      id: expect.any(Number), hoursUsed: 6, litersOfFuel: 40, notes: null, equipmentId: w.equipmentId,
      production: {
        id: records.a1.id, producedAt: '2025-03-03T12:00:00.000Z', user: { id: employees.a, name: expect.any(String) },
        job: { id: w.jobId, name: expect.any(String) }, costCode: { id: w.timeCodeId, name: expect.any(String), description: null },
      },
    });
    const oneDay = (await usage(w.admin, 'producedStartsAt=2025-03-05&producedEndsAt=2025-03-05')).json() as Equipment[];
    expect(oneDay.find((e) => e.id === w.equipmentId)!.equipmentUsage!.map((l) => l.production!.id)).toEqual([records.c1.id]);
    // Of the company only.
    expect((res.json() as Equipment[]).some((e) => e.id === other.equipmentId)).toBe(false);
  });

  it('keeps the plain list as it was, and refuses usage without a report or equipment permission', async () => {
    const plain = (await req('GET', '/api/equipment', w.worker)).json() as Equipment[];
    expect(plain.find((e) => e.id === w.equipmentId)).not.toHaveProperty('equipmentUsage');
    const refused = await usage(w.worker, RANGE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RECORD_MESSAGES.needsEquipmentUsage);
    const reporter = await staff(t.app, t.dataSource, w.companyId, [P.REPORTS_EQUIPMENT_USAGE]);
    expect((await usage(reporter, RANGE)).statusCode).toBe(200);
  });

  it('gives each job the equipment is on with its hours and fuel there', async () => {
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/equipment`, { equipmentId: w.equipmentId, jobId: w.jobId });
    const res = await req('GET', `/api/equipment/${w.equipmentId}?includeJobUtilization=true`, w.admin);
    expect(res.statusCode).toBe(200);
    const [onJob] = (res.json() as Equipment).jobUtilization!;
    const [{ hours, fuel }] = await t.dataSource.query(
      'SELECT SUM(pe.hours_used)::float8 AS hours, SUM(pe.liters_of_fuel)::float8 AS fuel FROM production_equipment pe JOIN production p ON p.id = pe.production_id WHERE pe.equipment_id = $1 AND p.job_id = $2',
      [w.equipmentId, w.jobId],
    );
    expect(hours).toBeGreaterThan(0);
    expect(onJob).toMatchObject({ jobId: w.jobId, job: { id: w.jobId }, hoursUsed: hours, litersOfFuel: fuel });
    expect((await req('GET', `/api/equipment/${other.equipmentId}?includeJobUtilization=true`, w.admin)).statusCode).toBe(404);
    // Hours and fuel are equipment usage: a worker reads the equipment itself, not its utilization.
    expect((await req('GET', `/api/equipment/${w.equipmentId}`, w.worker)).statusCode).toBe(200);
    const refused = await req('GET', `/api/equipment/${w.equipmentId}?includeJobUtilization=true`, w.worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RECORD_MESSAGES.needsEquipmentUsage);
    const reporter = await staff(t.app, t.dataSource, w.companyId, [P.REPORTS_EQUIPMENT_USAGE]);
    expect((await req('GET', `/api/equipment/${w.equipmentId}?includeJobUtilization=true`, reporter)).statusCode).toBe(200);
  });
});

describe('the subcontractor flag on users', () => {
  it('is saved by the user form\'s routes, false by default, and kept when an update leaves it out', async () => {
    const [{ role_id: roleId }] = await t.dataSource.query('SELECT role_id FROM "user" WHERE id = $1', [w.worker.id]);
    const body = {
      name: 'Pat Subtrade', employeeCode: uniqueName('S', 9), workClass: 'LABOUR', email: 'pat@sub.example', username: uniqueName('pat', 24),
      password: 'secret12', roleId, isOnPayroll: false, isActive: true,
    };
    const created = await post<{ id: number; isSubcontractor: boolean }>(t.app, w.admin, '/api/users', { ...body, isSubcontractor: true });
    expect(created.isSubcontractor).toBe(true);
    const { password: _password, ...withoutPassword } = body;
    const kept = await req('PUT', `/api/users/${created.id}`, w.admin, withoutPassword);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().isSubcontractor).toBe(true);
    const cleared = await req('PUT', `/api/users/${created.id}`, w.admin, { ...withoutPassword, isSubcontractor: false });
    expect(cleared.json().isSubcontractor).toBe(false);
    const plain = await post<{ isSubcontractor: boolean }>(t.app, w.admin, '/api/users', { ...body, employeeCode: uniqueName('S', 9), username: uniqueName('pat', 24) });
    expect(plain.isSubcontractor).toBe(false);
  });
});
