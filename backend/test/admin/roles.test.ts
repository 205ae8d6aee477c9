/** /api/roles: list, get, create (?includePermissions=true), update, delete. */
import { ADMINISTRATOR_ROLE, ALL_PERMISSIONS, LIMITS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { ADMINISTRATOR_MESSAGES } from '../../src/modules/roles/administrator';
import { ROLE_MESSAGES } from '../../src/modules/roles/roles.service';
import { Role } from '../../src/modules/roles/role.entity';
import { createCompany, createRole, createUser, login, signIn, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { call } from './admin-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROLE_ADMIN = [PERMISSIONS.ROLES_READ, PERMISSIONS.ROLES_ADD, PERMISSIONS.ROLES_UPDATE, PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_CREATE];
const roleBody = (permissions: string[] = [PERMISSIONS.JOBS_READ]) => ({
  name: uniqueName('Estimator '), description: 'Prices the jobs', permissions: permissions.map((name) => ({ name })),
});

describe('roles', () => {
  it('creates a role answering its permissions with ?includePermissions=true, then lists, reads and updates it', async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const body = roleBody([PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_CREATE]);
    const created = await call(t, 'POST', '/api/roles?includePermissions=true', token, { ...body, companyId: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), companyId, ...body });

    const withoutFlag = await call(t, 'POST', '/api/roles', token, roleBody());
    expect(withoutFlag.status).toBe(201);
    expect(withoutFlag.body.permissions).toBeUndefined();

    const list = await call(t, 'GET', '/api/roles', token);
    expect(list.status).toBe(200);
    const listed = list.body.find((r: { id: number }) => r.id === created.body.id);
    expect(listed.permissions).toEqual(body.permissions);
    expect(list.body.every((r: { companyId: number }) => r.companyId === companyId)).toBe(true);

    expect((await call(t, 'GET', `/api/roles/${created.body.id}`, token)).body).toMatchObject(body);

    const changed = { ...body, description: 'Estimates only', permissions: [{ name: PERMISSIONS.JOBS_READ }] };
    const updated = await call(t, 'PUT', `/api/roles/${created.body.id}`, token, changed);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(changed);
    expect((await call(t, 'GET', `/api/roles/${created.body.id}`, token)).body).toMatchObject(changed);
  });

  it('deletes an unused role answering {isSuccessful: true}', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const role = (await call(t, 'POST', '/api/roles', token, roleBody())).body;
    const res = await call(t, 'DELETE', `/api/roles/${role.id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccessful: true });
    expect((await call(t, 'GET', `/api/roles/${role.id}`, token)).status).toBe(404);
  });

  it('refuses each invalid field with its message', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const missing = await call(t, 'POST', '/api/roles', token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: MESSAGES.required, description: MESSAGES.required });
    const blank = await call(t, 'POST', '/api/roles', token, { name: ' ', description: '' });
    expect(blank.body.errors).toEqual({ name: MESSAGES.required, description: MESSAGES.required });
    const unknown = await call(t, 'POST', '/api/roles', token, { ...roleBody(), permissions: [{ name: 'everything.all' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'permissions.0.name': 'Unknown permission.' });
    const long = await call(t, 'PUT', `/api/roles/${(await call(t, 'POST', '/api/roles', token, roleBody())).body.id}`, token, { ...roleBody(), name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ name: MESSAGES.maxChars(100) });
  });

  it('refuses a duplicate name within the company with 409 on name', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const body = roleBody();
    expect((await call(t, 'POST', '/api/roles', token, body)).status).toBe(201);
    const res = await call(t, 'POST', '/api/roles', token, body);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ name: MESSAGES.notUnique });
  });

  it('refuses a name that differs from another role of the company only by case, on create and on update (409 on name)', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const body = roleBody();
    expect((await call(t, 'POST', '/api/roles', token, body)).status).toBe(201);
    const lower = await call(t, 'POST', '/api/roles', token, { ...body, name: body.name.toLowerCase() });
    expect({ status: lower.status, errors: lower.body.errors }).toEqual({ status: 409, errors: { name: MESSAGES.notUnique } });
    const other = (await call(t, 'POST', '/api/roles', token, roleBody())).body;
    const renamed = await call(t, 'PUT', `/api/roles/${other.id}`, token, { ...roleBody(), name: body.name.toUpperCase() });
    expect({ status: renamed.status, errors: renamed.body.errors }).toEqual({ status: 409, errors: { name: MESSAGES.notUnique } });
    const elsewhere = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    expect((await call(t, 'POST', '/api/roles', elsewhere.token, { ...body, name: body.name.toLowerCase() })).status).toBe(201);
  });

  it('refuses to delete the Administrator role, even for an Administrator', async () => {
    const { token, user } = await signIn(t.app, t.dataSource, { permissions: ALL_PERMISSIONS, roleName: ADMINISTRATOR_ROLE });
    const res = await call(t, 'DELETE', `/api/roles/${user.roleId}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ROLE_MESSAGES.administratorDelete);
    const rename = await call(t, 'PUT', `/api/roles/${user.roleId}`, token, { name: 'Boss', description: 'x', permissions: [] });
    expect(rename.status).toBe(409);
    expect((await call(t, 'GET', `/api/roles/${user.roleId}`, token)).body.name).toBe(ADMINISTRATOR_ROLE);
  });

  it('refuses to delete a role still assigned to a user', async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const role = await createRole(t.dataSource, companyId, [PERMISSIONS.JOBS_READ]);
    await createUser(t.dataSource, { companyId, roleId: role.id });
    const res = await call(t, 'DELETE', `/api/roles/${role.id}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ROLE_MESSAGES.inUse);
    expect((await call(t, 'GET', `/api/roles/${role.id}`, token)).status).toBe(200);
  });

  it('refuses to grant permissions the caller does not hold', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const res = await call(t, 'POST', '/api/roles', token, roleBody([PERMISSIONS.JOBS_READ, PERMISSIONS.COMPANIES_ALL]));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ROLE_MESSAGES.beyondOwn([PERMISSIONS.COMPANIES_ALL]));
    const mine = (await call(t, 'POST', '/api/roles', token, roleBody())).body;
    expect((await call(t, 'PUT', `/api/roles/${mine.id}`, token, roleBody([PERMISSIONS.USERS_ALL]))).status).toBe(403);
  });

  it('follows the permissions: roles.read reads, roles.add creates, roles.update updates and deletes', async () => {
    const owner = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const role = (await call(t, 'POST', '/api/roles', owner.token, roleBody())).body;
    const reader = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.ROLES_READ, PERMISSIONS.JOBS_READ], companyId: owner.companyId });
    expect((await call(t, 'GET', '/api/roles', reader.token)).status).toBe(200);
    expect((await call(t, 'POST', '/api/roles', reader.token, roleBody())).status).toBe(403);
    expect((await call(t, 'PUT', `/api/roles/${role.id}`, reader.token, roleBody())).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/roles/${role.id}`, reader.token)).status).toBe(403);
    const nobody = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.JOBS_READ], companyId: owner.companyId });
    expect((await call(t, 'GET', '/api/roles', nobody.token)).status).toBe(403);
    expect((await call(t, 'GET', `/api/roles/${role.id}`, nobody.token)).status).toBe(403);
    // The user form's role choice: whoever may open it (users.all, users.create, users.update) lists the roles, and nothing more.
    const userAdmin = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_CREATE], companyId: owner.companyId });
    expect((await call(t, 'GET', '/api/roles', userAdmin.token)).status).toBe(200);
    expect((await call(t, 'PUT', `/api/roles/${role.id}`, userAdmin.token, roleBody())).status).toBe(403);
    // users.all opens a user's edit form, whose Role field names the user's role from this list (it showed the role's id).
    const userClerk = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_ALL], companyId: owner.companyId });
    const listed = await call(t, 'GET', '/api/roles', userClerk.token);
    expect(listed.status).toBe(200);
    expect((listed.body as { id: number; name: string }[]).find((r) => r.id === role.id)?.name).toBe(role.name);
    expect((await call(t, 'GET', `/api/roles/${role.id}`, userClerk.token)).status).toBe(403);
    expect((await call(t, 'PUT', `/api/roles/${role.id}`, userClerk.token, roleBody())).status).toBe(403);
    const adder = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.ROLES_ADD, PERMISSIONS.JOBS_READ], companyId: owner.companyId });
    expect((await call(t, 'POST', '/api/roles', adder.token, roleBody())).status).toBe(201);
    expect((await call(t, 'DELETE', `/api/roles/${role.id}`, adder.token)).status).toBe(403);
    for (const [method, url] of [['GET', '/api/roles'], ['GET', `/api/roles/${role.id}`], ['POST', '/api/roles'], ['PUT', `/api/roles/${role.id}`], ['DELETE', `/api/roles/${role.id}`]] as const) {
      expect((await call(t, method, url, undefined, method === 'POST' || method === 'PUT' ? roleBody() : undefined)).status).toBe(401);
    }
  });

  it("answers 404 for another company's role and never lists it", async () => {
    const theirs = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const role = (await call(t, 'POST', '/api/roles', theirs.token, roleBody())).body;
    const mine = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    expect((await call(t, 'GET', `/api/roles/${role.id}`, mine.token)).status).toBe(404);
    expect((await call(t, 'PUT', `/api/roles/${role.id}`, mine.token, roleBody())).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/roles/${role.id}`, mine.token)).status).toBe(404);
    const ids = (await call(t, 'GET', '/api/roles', mine.token)).body.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(role.id);
    expect((await call(t, 'GET', `/api/roles/${role.id}`, theirs.token)).status).toBe(200);
  });
});

describe('the Administrator name and stronger roles', () => {
  const switchTo = (token: string, companyId: number) => call(t, 'POST', '/auth/switch-company', token, { companyId });
  const CLERK = [PERMISSIONS.ROLES_READ, PERMISSIONS.ROLES_ADD, PERMISSIONS.ROLES_UPDATE, PERMISSIONS.USERS_CREATE, PERMISSIONS.JOBS_READ];
  const rolesNamed = async (companyId: number) => (await t.dataSource.getRepository(Role).findBy({ companyId })).map((r) => r.name);

  it('stops a clerk with roles.add and users.create from making someone an Administrator who switches companies', async () => {
    const clerk = await signIn(t.app, t.dataSource, { permissions: CLERK });
    const elsewhere = await createCompany(t.dataSource);
    // 1. Create a role named Administrator (any case, any spaces) in a company that has none: refused.
    for (const name of ['Administrator', 'administrator', '  ADMINISTRATOR  ']) {
      const res = await call(t, 'POST', '/api/roles', clerk.token, { ...roleBody([PERMISSIONS.JOBS_READ]), name });
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 403, message: ADMINISTRATOR_MESSAGES.reservedName });
    }
    // ... nor by renaming one of their own roles.
    const own = (await call(t, 'POST', '/api/roles', clerk.token, roleBody())).body;
    const rename = await call(t, 'PUT', `/api/roles/${own.id}`, clerk.token, { ...roleBody(), name: 'administrator' });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe(ADMINISTRATOR_MESSAGES.reservedName);
    expect((await rolesNamed(clerk.companyId)).filter((n) => n.trim().toLowerCase() === 'administrator')).toEqual([]);

    // 2. A role named Administrator already there (as an older database may hold), weaker than the clerk: not given.
    const legacy = await createRole(t.dataSource, clerk.companyId, [PERMISSIONS.JOBS_READ], ADMINISTRATOR_ROLE);
    const username = uniqueName('adm', 20);
    const assign = await call(t, 'POST', '/api/users', clerk.token, {
      name: 'New Admin', employeeCode: uniqueName('A', 9), workClass: 'LABOUR', email: `${username}@example.test`,
      username, password: 'secret-pass', roleId: legacy.id, isOnPayroll: true, isActive: true, managerIds: [],
    });
    expect(assign.status).toBe(403);
    expect(assign.body.message).toBe(ADMINISTRATOR_MESSAGES.grant);

    // 3. A user holding that role anyway: the name alone opens no other company.
    const { user, password } = await createUser(t.dataSource, { companyId: clerk.companyId, roleId: legacy.id });
    const token = await login(t.app, user.username, password);
    const switched = await switchTo(token, elsewhere.id);
    expect(switched.status).toBe(403);
    expect((await call(t, 'GET', '/api/companies', token)).status).toBe(403);
    expect((await call(t, 'GET', `/api/companies/${elsewhere.id}`, token)).status).toBe(404);
  });

  it('lets a caller who may switch companies create a role named Administrator; only the one holding every permission switches', async () => {
    const admin = await signIn(t.app, t.dataSource, { permissions: ALL_PERMISSIONS, roleName: ADMINISTRATOR_ROLE });
    const other = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_TOGGLE, ...CLERK] });
    const created = await call(t, 'POST', '/api/roles', other.token, { ...roleBody([PERMISSIONS.JOBS_READ]), name: ADMINISTRATOR_ROLE });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe(ADMINISTRATOR_ROLE);
    // The seeded Administrator (every permission) switches; a weak role of the same name does not.
    expect((await switchTo(admin.token, other.companyId)).status).toBe(200);
    const { user, password } = await createUser(t.dataSource, { companyId: other.companyId, roleId: created.body.id });
    expect((await switchTo(await login(t.app, user.username, password), admin.companyId)).status).toBe(403);
  });

  it('refuses to update or delete a role whose permissions go beyond the caller', async () => {
    const caller = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const stronger = await createRole(t.dataSource, caller.companyId, [PERMISSIONS.JOBS_READ, PERMISSIONS.USERS_ALL]);
    const weaken = await call(t, 'PUT', `/api/roles/${stronger.id}`, caller.token, { name: stronger.name, description: 'weaker', permissions: [] });
    expect(weaken.status).toBe(403);
    expect(weaken.body.message).toBe(ROLE_MESSAGES.roleBeyondOwn);
    const remove = await call(t, 'DELETE', `/api/roles/${stronger.id}`, caller.token);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(ROLE_MESSAGES.roleBeyondOwn);
    expect(await t.dataSource.getRepository(Role).findOneByOrFail({ id: stronger.id })).toMatchObject({
      description: stronger.description, permissions: [PERMISSIONS.JOBS_READ, PERMISSIONS.USERS_ALL],
    });
    // Within the caller's own permissions both work.
    const equal = await createRole(t.dataSource, caller.companyId, [PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_CREATE]);
    expect((await call(t, 'PUT', `/api/roles/${equal.id}`, caller.token, { name: equal.name, description: 'x', permissions: [] })).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/roles/${equal.id}`, caller.token)).status).toBe(200);
  });

  it("lets only a caller holding every permission remove permissions from the Administrator role", async () => {
    const switcher = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_TOGGLE, ...ROLE_ADMIN] });
    const weakAdmin = await createRole(t.dataSource, switcher.companyId, [PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_CREATE], ADMINISTRATOR_ROLE);
    const body = { name: ADMINISTRATOR_ROLE, description: 'x', permissions: [{ name: PERMISSIONS.JOBS_READ }] };
    const res = await call(t, 'PUT', `/api/roles/${weakAdmin.id}`, switcher.token, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ADMINISTRATOR_MESSAGES.change);
    // Adding within the caller's own permissions is fine.
    const adding = { ...body, permissions: [PERMISSIONS.JOBS_READ, PERMISSIONS.JOBS_CREATE, PERMISSIONS.ROLES_READ].map((name) => ({ name })) };
    expect((await call(t, 'PUT', `/api/roles/${weakAdmin.id}`, switcher.token, adding)).status).toBe(200);
    const everything = await signIn(t.app, t.dataSource, { permissions: ALL_PERMISSIONS, companyId: switcher.companyId });
    expect((await call(t, 'PUT', `/api/roles/${weakAdmin.id}`, everything.token, body)).status).toBe(200);
    expect((await t.dataSource.getRepository(Role).findOneByOrFail({ id: weakAdmin.id })).permissions).toEqual([PERMISSIONS.JOBS_READ]);
  });

  it('refuses a role name above its maximum on create as well as update', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: ROLE_ADMIN });
    const res = await call(t, 'POST', '/api/roles', token, { ...roleBody(), name: 'R'.repeat(LIMITS.roleName + 1) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: MESSAGES.maxChars(LIMITS.roleName) });
    const longest = uniqueName('R').padEnd(LIMITS.roleName, 'x');
    expect((await call(t, 'POST', '/api/roles', token, { ...roleBody(), name: longest })).body.name).toBe(longest);
  });
});
