/** /api/users: list (includeRole, excludeInactive, employee-code lookup), get (includeManagers), create, update. */
import { ADMINISTRATOR_ROLE, MESSAGES, PERMISSIONS, type Permission } from '@groundwork/shared/domain';
import { DATE_FORMAT_MESSAGE, MONEY_MESSAGES } from '@groundwork/shared/validation';
import { ADMINISTRATOR_MESSAGES } from '../../src/modules/roles/administrator';
import { USER_MESSAGES } from '../../src/modules/users/users.service';
import { User } from '../../src/modules/users/user.entity';
import { createCompany, createRole, createUser, login, signIn, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { call } from './admin-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER_ADMIN: Permission[] = [PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.USERS_CREATE, PERMISSIONS.USERS_UPDATE, PERMISSIONS.WEB_TIMECARDS];

/** A user administrator in a fresh company, with a Worker role it may hand out. */
async function office() {
  const signedIn = await signIn(t.app, t.dataSource, { permissions: USER_ADMIN });
  const workerRole = await createRole(t.dataSource, signedIn.companyId, [PERMISSIONS.WEB_TIMECARDS]);
  return { ...signedIn, workerRole };
}

const userBody = (roleId: number, fields: Record<string, unknown> = {}) => {
  const username = uniqueName('new', 20);
  return {
    name: 'Ana Ruiz', employeeCode: uniqueName('C', 9), employmentType: 'Full Time', payType: 'Hourly', payRate: 32.5,
    workClass: 'OPERATORS', union: 'IUOE115', carType: 'Own Car', mobile: '604-555-0101', email: `${username}@example.test`,
    address: '1 Main St', birthdayAt: '1990-02-03', hiredAt: '2020-05-06', emergencyContact: 'Luis 604-555-0102',
    health: 'none', username, password: 'secret-pass', roleId, isOnPayroll: true, isActive: true, managerIds: [] as number[],
    ...fields,
  };
};

function expectNoPassword(text: string) {
  expect(text).not.toMatch(/"password"/);
  expect(text).not.toContain('$argon2');
}

describe('creating users', () => {
  it('creates a user in the caller\'s company (body companyId ignored), hashing the password with argon2id', async () => {
    const { token, companyId, workerRole } = await office();
    const other = await createCompany(t.dataSource);
    const body = userBody(workerRole.id);
    const res = await call(t, 'POST', '/api/users', token, { ...body, companyId: other.id });
    expect(res.status).toBe(201);
    const { password: _password, ...visible } = body;
    expect(res.body).toMatchObject({ ...visible, id: expect.any(Number), companyId, managers: [], managerIds: [] });
    expectNoPassword(res.text);
    const stored = await t.dataSource.getRepository(User).createQueryBuilder('u').addSelect('u.password').where('u.id = :id', { id: res.body.id }).getOneOrFail();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    await expect(login(t.app, body.username, body.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses each invalid field with the spec message', async () => {
    const { token, workerRole } = await office();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', MESSAGES.required],
      [{ name: 'x'.repeat(31) }, 'name', MESSAGES.maxChars(30)],
      [{ employeeCode: undefined }, 'employeeCode', MESSAGES.required],
      [{ employeeCode: 'C12345678X' }, 'employeeCode', MESSAGES.maxChars(9)],
      [{ workClass: undefined }, 'workClass', MESSAGES.required],
      [{ union: 'UNION12345' }, 'union', MESSAGES.maxChars(9)],
      [{ email: '' }, 'email', MESSAGES.required],
      [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
      [{ username: undefined }, 'username', MESSAGES.required],
      [{ username: 'abcd' }, 'username', MESSAGES.minChars(5)],
      [{ username: 'u'.repeat(25) }, 'username', MESSAGES.maxChars(24)],
      [{ password: undefined }, 'password', MESSAGES.required],
      [{ password: 'abc12' }, 'password', MESSAGES.minChars(6)],
      [{ password: 'p'.repeat(25) }, 'password', MESSAGES.maxChars(24)],
      [{ roleId: undefined }, 'roleId', MESSAGES.required],
      [{ isOnPayroll: undefined }, 'isOnPayroll', MESSAGES.required],
      [{ isActive: undefined }, 'isActive', MESSAGES.required],
    ];
    for (const [fields, field, message] of cases) {
      const res = await call(t, 'POST', '/api/users', token, userBody(workerRole.id, fields));
      expect({ field, status: res.status, error: res.body.errors?.[field] }).toEqual({ field, status: 400, error: message });
    }
  });

  it('refuses a role, a work type or managers of another company, and unknown managers', async () => {
    const { token, workerRole } = await office();
    const theirs = await office();
    const foreignRole = await call(t, 'POST', '/api/users', token, userBody(theirs.workerRole.id));
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.errors).toEqual({ roleId: USER_MESSAGES.roleNotInCompany });
    const foreignManager = await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { managerIds: [theirs.user.id] }));
    expect(foreignManager.status).toBe(400);
    expect(foreignManager.body.errors).toEqual({ managerIds: USER_MESSAGES.managersNotInCompany });
    const foreignWorkType = await t.dataSource.query('INSERT INTO work_type (company_id, name) VALUES ($1, $2) RETURNING id', [theirs.companyId, uniqueName('WT ')]);
    const wt = await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { workTypeId: foreignWorkType[0].id }));
    expect(wt.status).toBe(400);
    expect(wt.body.errors).toEqual({ workTypeId: USER_MESSAGES.workTypeNotInCompany });
  });

  it('lets exactly one of two concurrent creates with the same employee code through (409 on employeeCode)', async () => {
    const { token, workerRole } = await office();
    const employeeCode = uniqueName('R', 9);
    const [a, b] = await Promise.all([
      call(t, 'POST', '/api/users', token, userBody(workerRole.id, { employeeCode })),
      call(t, 'POST', '/api/users', token, userBody(workerRole.id, { employeeCode })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toEqual({ statusCode: 409, message: MESSAGES.notUnique, errors: { employeeCode: MESSAGES.notUnique } });
  });

  it('allows the same employee code in another company but not the same username anywhere', async () => {
    const a = await office();
    const b = await office();
    const body = userBody(a.workerRole.id);
    expect((await call(t, 'POST', '/api/users', a.token, body)).status).toBe(201);
    expect((await call(t, 'POST', '/api/users', b.token, userBody(b.workerRole.id, { employeeCode: body.employeeCode }))).status).toBe(201);
    const sameUsername = await call(t, 'POST', '/api/users', b.token, userBody(b.workerRole.id, { username: body.username }));
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.errors).toEqual({ username: MESSAGES.notUnique });
  });

  it('needs users.create to give a new user a role, and refuses a role with permissions the caller lacks', async () => {
    const { companyId, workerRole, token } = await office();
    const usersAll = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_ALL, PERMISSIONS.WEB_TIMECARDS], companyId });
    const res = await call(t, 'POST', '/api/users', usersAll.token, userBody(workerRole.id));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(USER_MESSAGES.setRoleOnCreate);
    const powerful = await createRole(t.dataSource, companyId, [PERMISSIONS.COMPANIES_ALL]);
    const escalate = await call(t, 'POST', '/api/users', token, userBody(powerful.id));
    expect(escalate.status).toBe(403);
    expect(escalate.body.message).toBe(USER_MESSAGES.roleBeyondOwn);
  });
});

describe('updating users', () => {
  it('keeps the password when none is sent (sign-in still works) and changes it when one is', async () => {
    const { token, workerRole } = await office();
    const body = userBody(workerRole.id);
    const created = (await call(t, 'POST', '/api/users', token, body)).body;
    const { password: _p, ...withoutPassword } = body;
    const renamed = await call(t, 'PUT', `/api/users/${created.id}`, token, { ...withoutPassword, name: 'Ana Ruiz-Lee', password: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Ana Ruiz-Lee');
    expectNoPassword(renamed.text);
    await expect(login(t.app, body.username, body.password)).resolves.toEqual(expect.any(String));

    expect((await call(t, 'PUT', `/api/users/${created.id}`, token, { ...withoutPassword, password: 'new-secret' })).status).toBe(200);
    await expect(login(t.app, body.username, body.password)).rejects.toThrow(/401/);
    await expect(login(t.app, body.username, 'new-secret')).resolves.toEqual(expect.any(String));
  });

  it('sets managers (answered with includeManagers) and refuses a user as their own manager', async () => {
    const { token, workerRole, user: me } = await office();
    const boss = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const created = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { managerIds: [boss.id] }))).body;
    expect(created.managerIds).toEqual([boss.id]);
    const { password: _p, ...body } = userBody(workerRole.id, { username: created.username, employeeCode: created.employeeCode });
    const updated = await call(t, 'PUT', `/api/users/${created.id}`, token, { ...body, managerIds: [me.id, boss.id] });
    expect(updated.status).toBe(200);
    const read = await call(t, 'GET', `/api/users/${created.id}?includeManagers=true`, token);
    expect(read.body.managerIds.sort()).toEqual([me.id, boss.id].sort());
    expect(read.body.managers.map((m: { name: string }) => m.name).sort()).toEqual([me.name, boss.name].sort());
    expectNoPassword(read.text);
    const plain = await call(t, 'GET', `/api/users/${created.id}`, token);
    expect(plain.body.managers).toBeUndefined();

    const self = await call(t, 'PUT', `/api/users/${created.id}`, token, { ...body, managerIds: [created.id] });
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual({ managerIds: USER_MESSAGES.ownManager });
  });

  it('refuses a change of one\'s own role, and a role change without users.update', async () => {
    const { token, companyId, user: me, workerRole } = await office();
    const meNow = (await call(t, 'GET', `/api/users/${me.id}`, token)).body;
    const { id: _id, companyId: _c, createdAt: _a, updatedAt: _u, ...mine } = meNow;
    const own = await call(t, 'PUT', `/api/users/${me.id}`, token, { ...mine, roleId: workerRole.id });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MESSAGES.ownRoleLocked);
    // The same role is not a change: editing one's own other fields works.
    expect((await call(t, 'PUT', `/api/users/${me.id}`, token, { ...mine, mobile: '604-555-0199' })).status).toBe(200);
    // Nor may one deactivate oneself: the next request would be refused, and nobody might be left to undo it.
    const deactivate = await call(t, 'PUT', `/api/users/${me.id}`, token, { ...mine, isActive: false });
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.message).toBe(MESSAGES.ownActiveLocked);
    expect((await call(t, 'GET', `/api/users/${me.id}`, token)).body.isActive).toBe(true);

    const target = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const otherRole = await createRole(t.dataSource, companyId, []);
    const payroll = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.WEB_TIMECARDS], companyId });
    const { password: _p, ...body } = userBody(workerRole.id, { username: target.username, employeeCode: target.employeeCode });
    const roleChange = await call(t, 'PUT', `/api/users/${target.id}`, payroll.token, { ...body, roleId: otherRole.id });
    expect(roleChange.status).toBe(403);
    expect(roleChange.body.message).toBe(USER_MESSAGES.setRoleOnUpdate);
    const fieldChange = await call(t, 'PUT', `/api/users/${target.id}`, payroll.token, { ...body, isActive: false });
    expect(fieldChange.status).toBe(200);
    expect(fieldChange.body.isActive).toBe(false);
  });

  it('refuses to edit a user whose role has permissions the caller lacks', async () => {
    const { token, companyId } = await office();
    const adminRole = await createRole(t.dataSource, companyId, [PERMISSIONS.COMPANIES_ALL, ...USER_ADMIN]);
    const { user: admin } = await createUser(t.dataSource, { companyId, roleId: adminRole.id });
    const { password: _p, ...body } = userBody(adminRole.id, { username: admin.username, employeeCode: admin.employeeCode });
    const res = await call(t, 'PUT', `/api/users/${admin.id}`, token, { ...body, password: 'taken-over' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(USER_MESSAGES.userBeyondOwn);
  });

  it('refuses a duplicate employee code on update with 409', async () => {
    const { token, workerRole } = await office();
    const first = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const second = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const { password: _p, ...body } = userBody(workerRole.id, { username: second.username, employeeCode: first.employeeCode });
    const res = await call(t, 'PUT', `/api/users/${second.id}`, token, body);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ employeeCode: MESSAGES.notUnique });
  });
});

describe('listing and reading users', () => {
  it('lists the company\'s users with roles on includeRole, hiding inactive ones on excludeInactive', async () => {
    const { token, companyId, workerRole } = await office();
    const active = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const inactive = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { isActive: false }))).body;
    await office(); // another company's users never appear

    const all = await call(t, 'GET', `/api/users?includeRole=true&companyId=1`, token);
    expect(all.status).toBe(200);
    expectNoPassword(all.text);
    expect(all.body.every((u: { companyId: number }) => u.companyId === companyId)).toBe(true);
    expect(all.body.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([active.id, inactive.id]));
    expect(all.body.find((u: { id: number }) => u.id === active.id).role).toMatchObject({ id: workerRole.id, name: workerRole.name, permissions: [{ name: PERMISSIONS.WEB_TIMECARDS }] });

    const current = await call(t, 'GET', '/api/users?excludeInactive=true', token);
    const ids = current.body.map((u: { id: number }) => u.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(current.body[0].role).toBeUndefined();
  });

  it('looks an employee code up within the company ([] when free), leaving out the user being edited', async () => {
    const { token, workerRole } = await office();
    const taken = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const theirs = await office();
    const lookup = (query: string, as = token) => call(t, 'GET', `/api/users?${query}`, as);
    expect((await lookup(`employeeCode=${taken.employeeCode}`)).body.map((u: { id: number }) => u.id)).toEqual([taken.id]);
    expect((await lookup(`employeeCode=${uniqueName('F', 9)}`)).body).toEqual([]);
    expect((await lookup(`employeeCode=${taken.employeeCode}&excludeId=${taken.id}`)).body).toEqual([]);
    expect((await lookup(`employeeCode=${taken.employeeCode}&id=${taken.id}`)).body).toEqual([]);
    expect((await lookup(`employeeCode=${taken.employeeCode}`, theirs.token)).body).toEqual([]);
  });

  it('treats employee codes that differ only by case as the same code (lookup and 409 on employeeCode)', async () => {
    const { token, workerRole } = await office();
    const employeeCode = `c${uniqueName('', 8)}`.toLowerCase();
    const taken = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { employeeCode }))).body;
    const lookup = await call(t, 'GET', `/api/users?employeeCode=${employeeCode.toUpperCase()}`, token);
    expect(lookup.body.map((u: { id: number }) => u.id)).toEqual([taken.id]);
    const dup = await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { employeeCode: employeeCode.toUpperCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ employeeCode: MESSAGES.notUnique });
  });

  it('gives the employee pickers (productions.create) the directory view without personal data', async () => {
    const { token, companyId, workerRole } = await office();
    const created = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const foreman = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.PRODUCTIONS_CREATE], companyId });
    const res = await call(t, 'GET', '/api/users?excludeInactive=true', foreman.token);
    expect(res.status).toBe(200);
    const row = res.body.find((u: { id: number }) => u.id === created.id);
    expect(row).toMatchObject({ id: created.id, name: created.name, employeeCode: created.employeeCode, workClass: 'OPERATORS', isActive: true });
    for (const key of ['payRate', 'email', 'mobile', 'address', 'birthdayAt', 'health', 'emergencyContact']) expect(row).not.toHaveProperty(key);
    expect((await call(t, 'GET', `/api/users/${created.id}`, foreman.token)).status).toBe(403);
  });

  it('gives the active employees report the directory view plus hire date and work contact, still no pay or personal data', async () => {
    const { token, companyId, workerRole } = await office();
    const created = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const reporter = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.REPORTS_ACTIVE_EMPLOYEES], companyId });
    const res = await call(t, 'GET', '/api/users?includeRole=true&excludeInactive=true', reporter.token);
    expect(res.status).toBe(200);
    const row = res.body.find((u: { id: number }) => u.id === created.id);
    expect(row).toMatchObject({
      employeeCode: created.employeeCode, workClass: 'OPERATORS', union: 'IUOE115', hiredAt: '2020-05-06',
      email: created.email, mobile: '604-555-0101', role: { id: workerRole.id, name: workerRole.name },
    });
    for (const key of ['payRate', 'payType', 'address', 'birthdayAt', 'health', 'emergencyContact']) expect(row).not.toHaveProperty(key);
  });

  it('follows the permissions and answers 401 without a token', async () => {
    const { token, companyId, workerRole, user } = await office();
    const nobody = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.JOBS_READ], companyId });
    expect((await call(t, 'GET', '/api/users', nobody.token)).status).toBe(403);
    expect((await call(t, 'GET', `/api/users/${user.id}`, nobody.token)).status).toBe(403);
    expect((await call(t, 'POST', '/api/users', nobody.token, userBody(workerRole.id))).status).toBe(403);
    expect((await call(t, 'PUT', `/api/users/${user.id}`, nobody.token, userBody(workerRole.id))).status).toBe(403);
    const reader = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_READ], companyId });
    expect((await call(t, 'GET', `/api/users/${user.id}`, reader.token)).status).toBe(200);
    expect((await call(t, 'POST', '/api/users', reader.token, userBody(workerRole.id))).status).toBe(403);
    expect((await call(t, 'PUT', `/api/users/${user.id}`, reader.token, userBody(workerRole.id))).status).toBe(403);
    for (const [method, url] of [['GET', '/api/users'], ['GET', `/api/users/${user.id}`], ['POST', '/api/users'], ['PUT', `/api/users/${user.id}`]] as const) {
      expect((await call(t, method, url, undefined, method === 'GET' ? undefined : userBody(workerRole.id))).status).toBe(401);
    }
    expect((await call(t, 'GET', `/api/users/${user.id}`, token)).status).toBe(200);
  });

  it("answers 404 for another company's user on read and update", async () => {
    const mine = await office();
    const theirs = await office();
    expect((await call(t, 'GET', `/api/users/${theirs.user.id}?includeManagers=true`, mine.token)).status).toBe(404);
    const { password: _p, ...body } = userBody(mine.workerRole.id);
    const res = await call(t, 'PUT', `/api/users/${theirs.user.id}`, mine.token, body);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(theirs.user.name);
  });
});

describe('users: the Administrator role and remaining field rules', () => {
  it('gives the Administrator role only when the caller may switch companies', async () => {
    const { token, companyId } = await office();
    const adminRole = await createRole(t.dataSource, companyId, [PERMISSIONS.WEB_TIMECARDS], ADMINISTRATOR_ROLE);
    const refused = await call(t, 'POST', '/api/users', token, userBody(adminRole.id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMINISTRATOR_MESSAGES.grant);
    // Nor by changing an existing user's role.
    const worker = (await call(t, 'POST', '/api/users', token, userBody((await createRole(t.dataSource, companyId, [PERMISSIONS.WEB_TIMECARDS])).id))).body;
    const { password: _p, ...body } = userBody(adminRole.id, { username: worker.username, employeeCode: worker.employeeCode });
    const promote = await call(t, 'PUT', `/api/users/${worker.id}`, token, body);
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(ADMINISTRATOR_MESSAGES.grant);
    expect((await call(t, 'GET', `/api/users/${worker.id}`, token)).body.roleId).not.toBe(adminRole.id);

    const switcher = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_TOGGLE, ...USER_ADMIN], companyId });
    expect((await call(t, 'POST', '/api/users', switcher.token, userBody(adminRole.id))).status).toBe(201);
  });

  it('refuses a password outside 6 to 24 characters on update, keeping the old one', async () => {
    const { token, workerRole } = await office();
    const body = userBody(workerRole.id);
    const created = (await call(t, 'POST', '/api/users', token, body)).body;
    for (const [password, message] of [['abc12', MESSAGES.minChars(6)], ['p'.repeat(25), MESSAGES.maxChars(24)]] as const) {
      const res = await call(t, 'PUT', `/api/users/${created.id}`, token, { ...body, password });
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors: { password: message } });
    }
    await expect(login(t.app, body.username, body.password)).resolves.toEqual(expect.any(String));
  });

  it('refuses a negative pay rate and one with fractions of a cent, on create and update, keeping the stored rate', async () => {
    const { token, workerRole } = await office();
    for (const [payRate, message] of [[-5, MONEY_MESSAGES.notNegative], [25.125, MONEY_MESSAGES.cents]] as const) {
      const res = await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { payRate }));
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors: { payRate: message } });
    }
    const created = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id, { payRate: 0 }))).body;
    expect(created.payRate).toBe(0);
    const { password: _p, ...body } = userBody(workerRole.id, { username: created.username, employeeCode: created.employeeCode });
    const update = await call(t, 'PUT', `/api/users/${created.id}`, token, { ...body, payRate: -32.5 });
    expect({ status: update.status, errors: update.body.errors }).toEqual({ status: 400, errors: { payRate: MONEY_MESSAGES.notNegative } });
    expect((await call(t, 'GET', `/api/users/${created.id}`, token)).body.payRate).toBe(0);
  });

  it('refuses a date that is not YYYY-MM-DD and a value outside the choice lists', async () => {
    const { token, workerRole } = await office();
    const cases: Array<[Record<string, unknown>, string, string | undefined]> = [
      [{ birthdayAt: '03/02/1990' }, 'birthdayAt', DATE_FORMAT_MESSAGE],
      [{ hiredAt: '2020-5-6' }, 'hiredAt', DATE_FORMAT_MESSAGE],
      [{ workClass: 'ASTRONAUT' }, 'workClass', MESSAGES.invalidChoice],
      [{ employmentType: 'Seasonal' }, 'employmentType', MESSAGES.invalidChoice],
      [{ payType: 'Bitcoin' }, 'payType', MESSAGES.invalidChoice],
      [{ carType: 'Helicopter' }, 'carType', MESSAGES.invalidChoice],
    ];
    for (const [fields, field, message] of cases) {
      const res = await call(t, 'POST', '/api/users', token, userBody(workerRole.id, fields));
      expect({ field, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ field, status: 400, fields: [field] });
      if (message) expect(res.body.errors[field]).toBe(message);
    }
    const created = (await call(t, 'POST', '/api/users', token, userBody(workerRole.id))).body;
    const { password: _p, ...body } = userBody(workerRole.id, { username: created.username, employeeCode: created.employeeCode });
    const update = await call(t, 'PUT', `/api/users/${created.id}`, token, { ...body, hiredAt: '6 May 2020', employmentType: 'Seasonal' });
    expect(update.status).toBe(400);
    expect(Object.keys(update.body.errors).sort()).toEqual(['employmentType', 'hiredAt']);
    expect(update.body.errors.hiredAt).toBe(DATE_FORMAT_MESSAGE);
  });
});
