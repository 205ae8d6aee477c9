/** /api/roles: list, get, create (?includePermissions=true), update, delete. */
import { ADMINISTRATOR_ROLE, ALL_PERMISSIONS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { ROLE_MESSAGES } from '../../src/modules/roles/roles.service';
import { createRole, createUser, signIn, uniqueName } from '../support/factories';
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
    // The user form's role choice: whoever may create or update users may list the roles, and nothing more.
    const userAdmin = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_CREATE], companyId: owner.companyId });
    expect((await call(t, 'GET', '/api/roles', userAdmin.token)).status).toBe(200);
    expect((await call(t, 'PUT', `/api/roles/${role.id}`, userAdmin.token, roleBody())).status).toBe(403);
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
