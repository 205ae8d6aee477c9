/** POST, PUT, DELETE /api/companies (companies.all manages every company); the reads are in ../platform.test.ts. */
import { ALL_PERMISSIONS, CONSTANTS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@groundwork/shared/validation';
import { COMPANY_MESSAGES } from '../../src/modules/companies/companies.service';
import { Company } from '../../src/modules/companies/company.entity';
import { createCompany, createRole, signIn, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { call } from './admin-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** An image data URL of exactly `bytes` characters. */
const pngOfSize = (bytes: number) => {
  const head = 'data:image/png;base64,';
  return head + 'A'.repeat(bytes - head.length);
};
const companyBody = (fields: Record<string, unknown> = {}) => ({
  name: uniqueName('Paving Co '), description: 'Road works', payrollHeader: 'PAVE', logo: PNG, ...fields,
});
const manager = () => signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_ALL] });
const storedLogo = async (id: number) => (await t.dataSource.getRepository(Company).findOneByOrFail({ id })).logo;

describe('companies', () => {
  it('creates a company with a logo, answered with the logo URL, and updates it', async () => {
    const { token } = await manager();
    const body = companyBody();
    const created = await call(t, 'POST', '/api/companies', token, body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toEqual({ id, name: body.name, description: 'Road works', payrollHeader: 'PAVE', logo: `/api/companies/${id}/logo` });
    expect(await storedLogo(id)).toBe(PNG);
    expect((await call(t, 'GET', '/api/companies', token)).body.map((c: { id: number }) => c.id)).toContain(id);

    // The edit form sends back the logo URL it was given: the stored image stays.
    const renamed = await call(t, 'PUT', `/api/companies/${id}`, token, { ...body, name: `${body.name}!`, logo: created.body.logo });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: `${body.name}!`, logo: `/api/companies/${id}/logo` });
    expect(await storedLogo(id)).toBe(PNG);
    // Left out: kept. null: removed.
    const { logo: _logo, ...withoutLogo } = body;
    expect((await call(t, 'PUT', `/api/companies/${id}`, token, withoutLogo)).body.logo).toBe(`/api/companies/${id}/logo`);
    const removed = await call(t, 'PUT', `/api/companies/${id}`, token, { ...withoutLogo, logo: null });
    expect(removed.body.logo).toBeNull();
    expect(await storedLogo(id)).toBeNull();
  });

  it('refuses each invalid field with its message', async () => {
    const { token } = await manager();
    const missing = await call(t, 'POST', '/api/companies', token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: MESSAGES.required, description: MESSAGES.required, payrollHeader: MESSAGES.required });
    const longHeader = await call(t, 'POST', '/api/companies', token, companyBody({ payrollHeader: 'ABCDEFGHIJ' }));
    expect(longHeader.status).toBe(400);
    expect(longHeader.body.errors).toEqual({ payrollHeader: MESSAGES.maxChars(9) });
    for (const logo of ['data:text/html;base64,PGgxPmhpPC9oMT4=', 'https://example.test/logo.png', 'data:application/pdf;base64,JVBERi0=']) {
      const res = await call(t, 'POST', '/api/companies', token, companyBody({ logo }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ logo: LOGO_TYPE_MESSAGE });
    }
  });

  it('accepts a logo up to the limit and answers 413 with a clear message above it', async () => {
    const { token } = await manager();
    const largest = await call(t, 'POST', '/api/companies', token, companyBody({ logo: pngOfSize(CONSTANTS.logoMaxBytes) }));
    expect(largest.status).toBe(201);
    const tooBig = await call(t, 'POST', '/api/companies', token, companyBody({ logo: pngOfSize(CONSTANTS.logoMaxBytes + 1) }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ statusCode: 413, message: LOGO_SIZE_MESSAGE });
    const onUpdate = await call(t, 'PUT', `/api/companies/${largest.body.id}`, token, companyBody({ logo: pngOfSize(CONSTANTS.logoMaxBytes + 1024) }));
    expect(onUpdate.status).toBe(413);
    expect(await storedLogo(largest.body.id)).toHaveLength(CONSTANTS.logoMaxBytes);
  });

  it('refuses a duplicate company name with 409 on name', async () => {
    const { token } = await manager();
    const body = companyBody();
    expect((await call(t, 'POST', '/api/companies', token, body)).status).toBe(201);
    const res = await call(t, 'POST', '/api/companies', token, body);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ name: MESSAGES.notUnique });
  });

  it('deletes an empty company, answering {isSuccessful: true}', async () => {
    const { token } = await manager();
    const created = (await call(t, 'POST', '/api/companies', token, companyBody())).body;
    const res = await call(t, 'DELETE', `/api/companies/${created.id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccessful: true });
    expect((await call(t, 'GET', `/api/companies/${created.id}`, token)).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/companies/${created.id}`, token)).status).toBe(404);
    expect((await call(t, 'PUT', `/api/companies/${created.id}`, token, companyBody())).status).toBe(404);
  });

  it("refuses to delete the caller's own company, even for an Administrator", async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: ALL_PERMISSIONS, roleName: 'Administrator' });
    const res = await call(t, 'DELETE', `/api/companies/${companyId}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COMPANY_MESSAGES.deleteOwn);
    expect((await call(t, 'GET', `/api/companies/${companyId}`, token)).status).toBe(200);
  });

  it('refuses to delete a company that still has data', async () => {
    const { token } = await manager();
    const other = await createCompany(t.dataSource);
    await createRole(t.dataSource, other.id, []);
    const res = await call(t, 'DELETE', `/api/companies/${other.id}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(COMPANY_MESSAGES.hasData);
    expect(await t.dataSource.getRepository(Company).existsBy({ id: other.id })).toBe(true);
  });

  it('lets companies.all edit another company, and nobody without it create, edit or delete', async () => {
    const { token } = await manager();
    const other = await createCompany(t.dataSource);
    expect((await call(t, 'PUT', `/api/companies/${other.id}`, token, companyBody())).status).toBe(200);
    // The switcher rule reads every company but does not manage them.
    const switcher = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_TOGGLE] });
    const plain = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.USERS_ALL, PERMISSIONS.ROLES_UPDATE] });
    for (const caller of [switcher, plain]) {
      expect((await call(t, 'POST', '/api/companies', caller.token, companyBody())).status).toBe(403);
      expect((await call(t, 'PUT', `/api/companies/${caller.companyId}`, caller.token, companyBody())).status).toBe(403);
      expect((await call(t, 'DELETE', `/api/companies/${other.id}`, caller.token)).status).toBe(403);
    }
    expect((await call(t, 'POST', '/api/companies', undefined, companyBody())).status).toBe(401);
    expect((await call(t, 'PUT', `/api/companies/${other.id}`, undefined, companyBody())).status).toBe(401);
    expect((await call(t, 'DELETE', `/api/companies/${other.id}`, undefined)).status).toBe(401);
  });
});
