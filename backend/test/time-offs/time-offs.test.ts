/**
 * Time offs over HTTP (spec 02 §3 to §7): requests with the spec's messages, a holiday range stored one row per day
 * in one transaction, overlaps refused, who reads, files, approves and deletes which (docs/permissions.md), another
 * company's rows, and an approved day counting as a conflict in the crew builder.
 */
import {
  addDays, ALL_PERMISSIONS, DEMO_ROLE_PERMISSIONS, MESSAGES, PERMISSIONS, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES, timeOffLatestDay,
  utcDay, type Permission, type TimeOff,
} from '@groundwork/shared/domain';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, createCompany, createRole, createUser, login, uniqueName } from '../support/factories';

interface Person {
  id: number;
  name: string;
  auth: Record<string, string>;
}

let t: TestApp;
let companyId: number;
let admin: Person;
let manager: Person;
let payroll: Person;
let worker: Person;
/** Managed by `manager`. */
let teammate: Person;
/** Managed by nobody. */
let outsider: Person;
let stranger: Person;

const today = utcDay(new Date());
/** A fresh future day per call (days 10, 20, 30 ... ahead), so the tests' requests never overlap by accident. */
let offset = 0;
const nextDay = () => addDays(today, (offset += 10));

async function person(company: number, permissions: readonly Permission[]): Promise<Person> {
  const role = await createRole(t.dataSource, company, permissions);
  const { user, password } = await createUser(t.dataSource, { companyId: company, roleId: role.id });
  return { id: user.id, name: user.name, auth: bearer(await login(t.app, user.username, password)) };
}

const manages = (managerId: number, userId: number, company = companyId) =>
  t.dataSource.query('INSERT INTO user_managers (company_id, user_id, manager_id) VALUES ($1, $2, $3)', [company, userId, managerId]);

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.dataSource)).id;
  admin = await person(companyId, ALL_PERMISSIONS);
  manager = await person(companyId, DEMO_ROLE_PERMISSIONS.Manager);
  payroll = await person(companyId, DEMO_ROLE_PERMISSIONS.Payroll);
  worker = await person(companyId, DEMO_ROLE_PERMISSIONS.Worker);
  teammate = await person(companyId, DEMO_ROLE_PERMISSIONS.Worker);
  outsider = await person(companyId, DEMO_ROLE_PERMISSIONS.Worker);
  for (const who of [worker, teammate, payroll]) await manages(manager.id, who.id);
  const other = (await createCompany(t.dataSource)).id;
  stranger = await person(other, DEMO_ROLE_PERMISSIONS.Manager);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Person, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const request = (who: Person, body: object) => call('POST', '/api/time-offs', who, body);
const approve = (who: Person, id: number, approvedAt: string | null = new Date().toISOString(), extra: object = {}) =>
  call('PUT', `/api/time-offs/${id}`, who, { approvedAt, approvedByUserId: approvedAt ? who.id : null, ...extra });
const list = async (who: Person, query: string) => {
  const res = await call('GET', `/api/time-offs?${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as TimeOff[];
};
const count = async (userId: number) =>
  (await t.dataSource.query('SELECT count(*)::int AS n FROM time_off WHERE user_id = $1', [userId]))[0].n as number;
/** One pending day of `who`, filed by themselves. */
const pendingDay = async (who: Person, type = 'Sick', day = nextDay()) => {
  const res = await request(who, { startsAt: day, type });
  expect(res.statusCode).toBe(201);
  return (res.json() as TimeOff[])[0];
};

describe('requesting time off', () => {
  it('files one day for oneself: pending, the day at UTC midnight, with the employee {id, name}', async () => {
    const day = nextDay();
    const res = await request(worker, { startsAt: day, endsAt: day, type: 'Sick', comments: ' Flu ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({
      userId: worker.id, companyId, type: 'Sick', comments: 'Flu', startsAt: `${day}T00:00:00.000Z`, endsAt: `${day}T00:00:00.000Z`,
      approvedAt: null, approvedByUserId: null, approvedByUser: null, user: { id: worker.id, name: worker.name },
    })]);
  });

  it('says which field is missing with the spec\'s messages, and refuses a type outside the list', async () => {
    const missing = await request(worker, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ type: MESSAGES.selectType, startsAt: MESSAGES.selectDate });
    expect((await request(worker, { startsAt: '', type: 'Holiday' })).json().errors).toEqual({ startsAt: MESSAGES.selectDate });
    expect((await request(worker, { startsAt: nextDay(), type: 'Vacation' })).json().errors).toEqual({ type: MESSAGES.selectType });
    expect((await request(worker, { startsAt: '2026-02-30', type: 'Sick' })).json().errors).toEqual({ startsAt: 'This date does not exist.' });
  });

  it('stores a holiday range as one request per day, in one transaction', async () => {
    const start = nextDay();
    const res = await request(worker, { startsAt: start, endsAt: addDays(start, 4), type: 'Holiday', comments: 'Family trip' });
    expect(res.statusCode).toBe(201);
    const rows = res.json() as TimeOff[];
    expect(rows.map((r) => [r.startsAt, r.endsAt])).toEqual([0, 1, 2, 3, 4].map((i) => {
      const at = `${addDays(start, i)}T00:00:00.000Z`;
      return [at, at];
    }));
    expect(new Set(rows.map((r) => r.comments))).toEqual(new Set(['Family trip']));

    // A range whose last day meets an existing request stores none of its days.
    const before = await count(worker.id);
    const blocked = await pendingDay(worker, 'Sick', addDays(start, 14));
    const clash = await request(worker, { startsAt: addDays(start, 10), endsAt: addDays(start, 14), type: 'Holiday' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: MESSAGES.timeOffConflict, errors: { startsAt: MESSAGES.timeOffConflict } });
    expect(await count(worker.id)).toBe(before + 1);
    expect(blocked.type).toBe('Sick');
  });

  it('limits ranges: holidays only, end not before start, at most one year ahead', async () => {
    const d = nextDay();
    expect((await request(worker, { startsAt: d, endsAt: addDays(d, 1), type: 'Sick' })).json().errors).toEqual({ endsAt: TIME_OFF_MESSAGES.rangeHolidayOnly });
    expect((await request(worker, { startsAt: d, endsAt: addDays(d, -1), type: 'Holiday' })).json().errors).toEqual({ endsAt: MESSAGES.endBeforeStart });
    const latest = timeOffLatestDay(today);
    const far = await request(worker, { startsAt: addDays(latest, -1), endsAt: addDays(latest, 2), type: 'Holiday' });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({ endsAt: TIME_OFF_MESSAGES.tooFarAhead });
    expect((await request(teammate, { startsAt: latest, type: 'Holiday' })).statusCode).toBe(201);
  });

  it('refuses a day overlapping a pending or approved request of the same employee, not of another', async () => {
    const d = nextDay();
    await pendingDay(worker, 'Holiday', d);
    const again = await request(worker, { startsAt: d, type: 'Sick' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.timeOffConflict);
    expect((await request(teammate, { startsAt: d, type: 'Sick' })).statusCode).toBe(201);
    // A stored multi-day request (older data) covers each of its days too.
    const start = nextDay();
    await t.dataSource.query(
      `INSERT INTO time_off (company_id, user_id, starts_at, ends_at, type, approved_at, approved_by_user_id) VALUES ($1, $2, $3, $4, 'Holiday', now(), $5)`,
      [companyId, outsider.id, `${start}T00:00:00Z`, `${addDays(start, 2)}T00:00:00Z`, admin.id],
    );
    expect((await request(outsider, { startsAt: addDays(start, 2), type: 'Sick' })).statusCode).toBe(409);
    expect((await request(outsider, { startsAt: addDays(start, 3), type: 'Sick' })).statusCode).toBe(201);
  });

  it('files for another employee only as their approver', async () => {
    const byWorker = await request(worker, { userId: teammate.id, startsAt: nextDay(), type: 'Sick' });
    expect(byWorker.statusCode).toBe(403);
    expect(byWorker.json().message).toBe(TIME_OFF_MESSAGES.fileOwnOnly);
    const noShow = await request(manager, { userId: teammate.id, startsAt: nextDay(), type: 'No Show' });
    expect(noShow.statusCode).toBe(201);
    expect(noShow.json()[0]).toMatchObject({ userId: teammate.id, type: 'No Show', approvedAt: null });
    expect((await request(manager, { userId: outsider.id, startsAt: nextDay(), type: 'No Show' })).statusCode).toBe(403);
    const foreign = await request(manager, { userId: stranger.id, startsAt: nextDay(), type: 'No Show' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ userId: SCHEDULE_MESSAGES.unknownEmployee });
    expect(await count(stranger.id)).toBe(0);
  });

  it('needs time_offs.create: a role without it gets 403', async () => {
    const reader = await person(companyId, [PERMISSIONS.TIME_OFFS_REPORT]);
    expect((await request(reader, { startsAt: nextDay(), type: 'Sick' })).statusCode).toBe(403);
  });
});

describe('listing time offs', () => {
  it('gives a worker their own only (another\'s or a team: 403), filtered by the days overlapping the period', async () => {
    const d = nextDay();
    const mine = await pendingDay(worker, 'Holiday', d);
    await pendingDay(teammate, 'Holiday', d);
    const own = await list(worker, `userId=${worker.id}&startsAt=${d}&endsAt=${d}&cacheKey=123`);
    expect(own.map((x) => x.id)).toEqual([mine.id]);
    expect((await list(worker, `startsAt=${d}&endsAt=${d}`)).map((x) => x.id)).toEqual([mine.id]);
    expect((await call('GET', `/api/time-offs?userId=${teammate.id}`, worker)).statusCode).toBe(403);
    const team = await call('GET', `/api/time-offs?managerId=${worker.id}`, worker);
    expect(team.statusCode).toBe(403);
    expect(team.json().message).toBe(TIME_OFF_MESSAGES.ownOnly);
    expect(await list(worker, `userId=${worker.id}&startsAt=${addDays(d, 1)}&endsAt=${addDays(d, 2)}`)).toEqual([]);
  });

  it('gives the report My Team (managerId), Everyone, and pending only, never another company\'s', async () => {
    const d = nextDay();
    const ofTeammate = await pendingDay(teammate, 'Sick', d);
    const ofOutsider = await pendingDay(outsider, 'Holiday', d);
    const ofWorker = await pendingDay(worker, 'Holiday', d);
    const ofStranger = await pendingDay(stranger, 'Holiday', d);
    expect((await approve(manager, ofWorker.id)).statusCode).toBe(200);
    const range = `startsAt=${d}&endsAt=${d}`;
    const everyone = await list(payroll, range);
    expect(everyone.map((x) => x.id).sort()).toEqual([ofTeammate.id, ofOutsider.id, ofWorker.id].sort());
    const myTeam = await list(manager, `${range}&managerId=${manager.id}`);
    expect(myTeam.map((x) => x.id).sort()).toEqual([ofTeammate.id, ofWorker.id].sort());
    const approved = myTeam.find((x) => x.id === ofWorker.id)!;
    expect(approved.approvedByUser).toEqual({ id: manager.id, name: manager.name });
    const pending = await list(manager, `${range}&managerId=${manager.id}&isPendingOnly=true`);
    expect(pending.map((x) => x.id)).toEqual([ofTeammate.id]);
    expect((await list(stranger, range)).map((x) => x.id)).toEqual([ofStranger.id]);
    expect(everyone.map((x) => x.id)).not.toContain(ofStranger.id);
  });
});

describe('approving time off', () => {
  it('sets approvedAt to the server\'s time and the approver to the caller (never the body), and clears both', async () => {
    const off = await pendingDay(teammate);
    const before = Date.now();
    const res = await approve(manager, off.id, '2001-01-01T00:00:00Z', { approvedByUserId: admin.id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TimeOff;
    expect(body).toMatchObject({ id: off.id, approvedByUserId: manager.id, approvedByUser: { id: manager.id, name: manager.name } });
    expect(Date.parse(body.approvedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const cleared = await approve(manager, off.id, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ approvedAt: null, approvedByUserId: null, approvedByUser: null });
    expect((await approve(manager, off.id, '')).json()).toMatchObject({ approvedAt: null });
    expect((await call('PUT', `/api/time-offs/${off.id}`, manager, {})).json().errors).toEqual({ approvedAt: MESSAGES.required });
  });

  it('refuses one\'s own (403), an employee outside the team (403), and a worker (403); the Administrator approves anyone', async () => {
    const own = await pendingDay(manager);
    const ownRes = await approve(manager, own.id);
    expect(ownRes.statusCode).toBe(403);
    expect(ownRes.json().message).toBe(TIME_OFF_MESSAGES.approveOwn);
    const outside = await pendingDay(outsider);
    const outsideRes = await approve(manager, outside.id);
    expect(outsideRes.statusCode).toBe(403);
    expect(outsideRes.json().message).toBe(TIME_OFF_MESSAGES.teamOnly);
    expect((await approve(payroll, outside.id)).statusCode).toBe(403);
    const teammates = await pendingDay(teammate);
    expect((await approve(worker, teammates.id)).statusCode).toBe(403);
    expect((await approve(admin, outside.id)).json()).toMatchObject({ approvedByUserId: admin.id });
    expect((await approve(admin, own.id)).statusCode).toBe(200);
    const rows = await t.dataSource.query('SELECT approved_at FROM time_off WHERE id = ANY($1::int[]) ORDER BY id', [[teammates.id]]);
    expect(rows).toEqual([{ approved_at: null }]);
  });

  it('answers 404 for another company\'s time off and for one that does not exist', async () => {
    const foreign = await pendingDay(stranger);
    expect((await approve(manager, foreign.id)).statusCode).toBe(404);
    expect((await approve(admin, foreign.id)).statusCode).toBe(404);
    expect((await approve(manager, 2_000_000_000)).statusCode).toBe(404);
    expect((await t.dataSource.query('SELECT approved_at FROM time_off WHERE id = $1', [foreign.id]))[0].approved_at).toBeNull();
  });
});

describe('deleting time off', () => {
  it('lets the employee delete their own pending request, not an approved one (409)', async () => {
    const off = await pendingDay(worker);
    expect((await call('DELETE', `/api/time-offs/${off.id}`, worker)).json()).toEqual({ isSuccessful: true });
    expect(await list(worker, `userId=${worker.id}&startsAt=${off.startsAt.slice(0, 10)}&endsAt=${off.startsAt.slice(0, 10)}`)).toEqual([]);
    const approved = await pendingDay(worker);
    await approve(manager, approved.id);
    const res = await call('DELETE', `/api/time-offs/${approved.id}`, worker);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TIME_OFF_MESSAGES.approvedNoDelete);
  });

  it('lets an approver delete a request of their team; others get 404 (worker), 403 (outside the team) or 404 (other company)', async () => {
    const off = await pendingDay(teammate);
    expect((await call('DELETE', `/api/time-offs/${off.id}`, worker)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/time-offs/${off.id}`, stranger)).statusCode).toBe(404);
    const outside = await pendingDay(outsider);
    expect((await call('DELETE', `/api/time-offs/${outside.id}`, manager)).statusCode).toBe(403);
    await approve(manager, off.id);
    expect((await call('DELETE', `/api/time-offs/${off.id}`, manager)).statusCode).toBe(200);
    expect(await t.dataSource.query('SELECT id FROM time_off WHERE id = ANY($1::int[])', [[off.id]])).toEqual([]);
  });
});

describe('approved time off in the crew builder', () => {
  it('makes each approved day of a holiday range a conflict; a pending day is none', async () => {
    const job = await call('POST', '/api/jobs', admin, { name: uniqueName('J', 9), description: 'Main street sewer' });
    const jobId = job.json().id as number;
    expect((await call('POST', `/api/jobs/${jobId}/assignments`, admin, { userId: teammate.id, assignment: 'Crew' })).statusCode).toBeLessThan(300);
    const start = nextDay();
    const days = (await request(teammate, { startsAt: start, endsAt: addDays(start, 2), type: 'Holiday' })).json() as TimeOff[];
    const shift = (day: string) => ({ jobId, userId: teammate.id, requestAt: `${day}T07:00:00-05:00`, requestEndsAt: `${day}T15:30:00-05:00` });
    const match = (day: string) => call('POST', '/api/jobs/production-requests/_match', admin, shift(day));
    expect((await match(addDays(start, 1))).statusCode).toBe(204);
    expect((await approve(manager, days[1].id)).statusCode).toBe(200);
    const res = await match(addDays(start, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'timeOff', message: SCHEDULE_MESSAGES.onTimeOff('Holiday'), timeOff: { id: days[1].id } });
    expect((await match(addDays(start, 2))).statusCode).toBe(204);
    const build = await call('POST', `/api/jobs/${jobId}/production-requests/_batch`, admin, { requests: [shift(addDays(start, 1)), shift(addDays(start, 2))] });
    expect(build.json()).toMatchObject({ created: 1, conflicts: 1 });
  });
});
