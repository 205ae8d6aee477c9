/** POST, PUT, DELETE /api/companies (companies.all manages every company); the reads are in ../platform.test.ts. */
import { ALL_PERMISSIONS, CONSTANTS, LIMITS, MESSAGES, PERMISSION_MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, MONEY_MESSAGES } from '@groundwork/shared/validation';
import { Readable } from 'node:stream';
import { LOGO_CONTENT_SECURITY_POLICY } from '../../src/modules/companies/companies.controller';
import { COMPANY_MESSAGES } from '../../src/modules/companies/companies.service';
import { COMPANY_BODY_LIMIT } from '../../src/modules/companies/company-body-limit';
import { Company } from '../../src/modules/companies/company.entity';
import { bearer, createCompany, createRole, signIn, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { call } from './admin-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** A PNG data URL (the signature, then zeros) of exactly `bytes` characters. */
const pngOfSize = (bytes: number) => {
  const head = 'data:image/png;base64,iVBORw0KGgoAAAAN';
  return head + 'A'.repeat(bytes - head.length);
};
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const companyBody = (fields: Record<string, unknown> = {}) => ({
  name: uniqueName('Paving Co '), description: 'Road works', payrollHeader: 'PAVE', logo: PNG, ...fields,
});
const manager = () => signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_ALL] });
/** companies.all with reports.job_cost: sees and sets the labour burden and salaried hours. */
const moneyManager = () => signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.COMPANIES_ALL, PERMISSIONS.REPORTS_JOB_COST] });
const storedLogo = async (id: number) => (await t.dataSource.getRepository(Company).findOneByOrFail({ id })).logo;

describe('companies', () => {
  it('creates a company with a logo, answered with the logo URL, and updates it', async () => {
    const { token } = await moneyManager();
    const body = companyBody();
    const created = await call(t, 'POST', '/api/companies', token, body);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toEqual({
      id, name: body.name, description: 'Road works', payrollHeader: 'PAVE', logo: `/api/companies/${id}/logo`,
      // The export profile's defaults (docs/payroll-file.md "Export profiles").
      payPeriodStartsOn: '2026-01-04', rentalEquipmentJob: null, includeRentalEquipment: true, csvHeaderStyle: 'standard',
      // Overtime (docs/overtime.md): the company's days are UTC days and every hour is regular until a policy is chosen.
      timeZone: 'UTC', overtimePolicy: 'none',
      // Job cost (docs/job-cost.md): no burden and a salaried year of 2080 hours until set.
      laborBurdenPercent: 0, salariedHoursPerYear: 2080,
    });
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

  it('keeps the export profile: set, kept when left out, refused when the period does not start on a Sunday', async () => {
    const { token } = await manager();
    const { logo: _logo, ...body } = companyBody();
    const profile = { payPeriodStartsOn: '2026-11-15', rentalEquipmentJob: 'BIO2', includeRentalEquipment: false, csvHeaderStyle: 'alternate' };
    const created = await call(t, 'POST', '/api/companies', token, { ...body, ...profile });
    expect(created.body).toMatchObject(profile);
    const renamed = await call(t, 'PUT', `/api/companies/${created.body.id}`, token, { ...body, name: `${body.name}!` });
    expect(renamed.body).toMatchObject(profile);
    const cleared = await call(t, 'PUT', `/api/companies/${created.body.id}`, token, { ...body, rentalEquipmentJob: '' });
    expect(cleared.body.rentalEquipmentJob).toBeNull();
    const bad = await call(t, 'PUT', `/api/companies/${created.body.id}`, token, {
      ...body, payPeriodStartsOn: '2026-11-16', rentalEquipmentJob: 'TOO-LONG-JOB', includeRentalEquipment: 'yes', csvHeaderStyle: 'fancy',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      payPeriodStartsOn: 'The pay period must start on a Sunday.', rentalEquipmentJob: MESSAGES.maxChars(LIMITS.rentalEquipmentJob),
      includeRentalEquipment: 'Please choose whether rental equipment is in the equipment file.', csvHeaderStyle: MESSAGES.invalidChoice,
    });
  });

  it('keeps the job cost settings: set, kept when left out, refused out of range', async () => {
    const { token } = await moneyManager();
    const { logo: _logo, ...body } = companyBody();
    const created = await call(t, 'POST', '/api/companies', token, { ...body, laborBurdenPercent: '25.5', salariedHoursPerYear: 1950 });
    expect(created.body).toMatchObject({ laborBurdenPercent: 25.5, salariedHoursPerYear: 1950 });
    const renamed = await call(t, 'PUT', `/api/companies/${created.body.id}`, token, { ...body, name: `${body.name}!` });
    expect(renamed.body).toMatchObject({ laborBurdenPercent: 25.5, salariedHoursPerYear: 1950 });
    expect((await call(t, 'GET', '/api/companies', token)).body.find((c: { id: number }) => c.id === created.body.id))
      .toMatchObject({ laborBurdenPercent: 25.5, salariedHoursPerYear: 1950 });
    for (const [laborBurdenPercent, salariedHoursPerYear] of [[-1, 0], [100.01, 2080.5], ['lots', 'many'], [12.345, 9000]]) {
      const bad = await call(t, 'PUT', `/api/companies/${created.body.id}`, token, { ...body, laborBurdenPercent, salariedHoursPerYear });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ laborBurdenPercent: MONEY_MESSAGES.laborBurdenPercent, salariedHoursPerYear: MONEY_MESSAGES.salariedHoursPerYear });
    }
  });

  it('companies.all without reports.job_cost: no burden or salaried hours in the answers, and a change of them refused (403, unchanged)', async () => {
    const { token: money } = await moneyManager();
    const { token } = await manager();
    const { logo: _logo, ...body } = companyBody();
    const created = await call(t, 'POST', '/api/companies', money, { ...body, laborBurdenPercent: 12.5, salariedHoursPerYear: 2000 });
    const id = created.body.id;
    const read = await call(t, 'GET', `/api/companies/${id}`, token);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('laborBurdenPercent');
    expect(read.body).not.toHaveProperty('salariedHoursPerYear');
    const listed = (await call(t, 'GET', '/api/companies', token)).body.find((c: { id: number }) => c.id === id);
    expect(listed.name).toBe(body.name);
    expect(listed).not.toHaveProperty('laborBurdenPercent');
    for (const fields of [{ laborBurdenPercent: 0 }, { salariedHoursPerYear: 2080 }]) {
      const refused = await call(t, 'PUT', `/api/companies/${id}`, token, { ...body, name: `${body.name}?`, ...fields });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(PERMISSION_MESSAGES.money);
    }
    expect((await call(t, 'POST', '/api/companies', token, { ...companyBody(), laborBurdenPercent: 5 })).status).toBe(403);
    // The form without the fields: the rest saved, the burden and hours kept.
    const renamed = await call(t, 'PUT', `/api/companies/${id}`, token, { ...body, name: `${body.name}!` });
    expect(renamed.status).toBe(200);
    expect(renamed.body).not.toHaveProperty('laborBurdenPercent');
    expect((await call(t, 'GET', `/api/companies/${id}`, money)).body).toMatchObject({ name: `${body.name}!`, laborBurdenPercent: 12.5, salariedHoursPerYear: 2000 });
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

  it('refuses a company name that differs from another only by case, on create and on update (409 on name)', async () => {
    const { token } = await manager();
    const body = companyBody();
    expect((await call(t, 'POST', '/api/companies', token, body)).status).toBe(201);
    const lower = await call(t, 'POST', '/api/companies', token, { ...body, name: body.name.toLowerCase() });
    expect({ status: lower.status, errors: lower.body.errors }).toEqual({ status: 409, errors: { name: MESSAGES.notUnique } });
    const other = (await call(t, 'POST', '/api/companies', token, companyBody())).body;
    const renamed = await call(t, 'PUT', `/api/companies/${other.id}`, token, companyBody({ name: body.name.toUpperCase() }));
    expect({ status: renamed.status, errors: renamed.body.errors }).toEqual({ status: 409, errors: { name: MESSAGES.notUnique } });
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

describe('company logos: content and size', () => {
  const SVG = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>';
  const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(8)]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(4)]);
  const served = (token: string, id: number) => t.app.inject({ method: 'GET', url: `/api/companies/${id}/logo`, headers: bearer(token) });

  it('accepts PNG, JPEG, GIF, WebP and SVG by their bytes and serves each with its type, nosniff and a sandboxing CSP', async () => {
    const { token } = await manager();
    const cases: Array<[string, Buffer, string]> = [
      ['image/png', Buffer.from('iVBORw0KGgo=', 'base64'), 'image/png'],
      ['image/jpeg', JPEG, 'image/jpeg'],
      ['image/jpg', JPEG, 'image/jpeg'],
      ['image/gif', GIF, 'image/gif'],
      ['image/webp', WEBP, 'image/webp'],
      ['image/svg+xml', Buffer.from(SVG), 'image/svg+xml'],
    ];
    for (const [declared, bytes, contentType] of cases) {
      const created = await call(t, 'POST', '/api/companies', token, companyBody({ logo: `data:${declared};base64,${base64(bytes)}` }));
      expect({ declared, status: created.status }).toEqual({ declared, status: 201 });
      const logo = await served(token, created.body.id);
      expect({ declared, status: logo.statusCode, type: logo.headers['content-type'], nosniff: logo.headers['x-content-type-options'] })
        .toEqual({ declared, status: 200, type: contentType, nosniff: 'nosniff' });
      expect(logo.headers['content-security-policy']).toBe(LOGO_CONTENT_SECURITY_POLICY);
      expect(logo.rawPayload).toEqual(bytes);
    }
    // The SVG's script cannot run when the logo is opened directly.
    expect(LOGO_CONTENT_SECURITY_POLICY).toMatch(/sandbox/);
    expect(LOGO_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'/);
    expect(LOGO_CONTENT_SECURITY_POLICY).not.toMatch(/script-src/);
  });

  it('refuses bytes that are not the image their type declares with the logo message, on create and update', async () => {
    const { token } = await manager();
    const id = (await call(t, 'POST', '/api/companies', token, companyBody())).body.id;
    const bad = [
      `data:image/png;base64,${base64('<script>alert(1)</script>')}`,
      `data:image/svg+xml;base64,${base64('<html><body><svg></svg></body></html>')}`,
      `data:image/svg+xml;base64,${base64('<svgx onload="alert(1)"/>')}`,
      `data:image/gif;base64,${base64(JPEG)}`,
      `data:image/jpeg;base64,${base64(Buffer.from('iVBORw0KGgo=', 'base64'))}`,
      `data:image/webp;base64,${base64('RIFF0000AVI LIST')}`,
    ];
    for (const logo of bad) {
      for (const [method, url] of [['POST', '/api/companies'], ['PUT', `/api/companies/${id}`]] as const) {
        const res = await call(t, method, url, token, companyBody({ logo }));
        expect({ logo, method, status: res.status, errors: res.body.errors }).toEqual({ logo, method, status: 400, errors: { logo: LOGO_TYPE_MESSAGE } });
      }
    }
    expect(await storedLogo(id)).toBe(PNG);
  });

  it('answers 404 for a stored logo that is not an image rather than serving it', async () => {
    const { token, companyId } = await manager();
    await t.dataSource.getRepository(Company).update(companyId, { logo: `data:image/png;base64,${base64('<h1>hi</h1>')}` });
    expect((await served(token, companyId)).statusCode).toBe(404);
  });

  it('answers 413 with the logo message for a company body above the platform body limit', async () => {
    const { token } = await manager();
    const id = (await call(t, 'POST', '/api/companies', token, companyBody())).body.id;
    for (const size of [COMPANY_BODY_LIMIT + 1, 1024 * 1024 + 1, 3 * 1024 * 1024]) {
      for (const [method, url] of [['POST', '/api/companies'], ['PUT', `/api/companies/${id}`]] as const) {
        const res = await call(t, method, url, token, companyBody({ logo: pngOfSize(size) }));
        expect({ size, method, status: res.status, body: res.body }).toEqual({ size, method, status: 413, body: { statusCode: 413, message: LOGO_SIZE_MESSAGE } });
      }
    }
    expect(await storedLogo(id)).toBe(PNG);
  });

  it('answers 413 with the logo message for a chunked body (no Content-Length) past the limit', async () => {
    const { token } = await manager();
    const json = JSON.stringify(companyBody({ logo: pngOfSize(2 * 1024 * 1024) }));
    const chunks = Array.from({ length: Math.ceil(json.length / 65536) }, (_, i) => json.slice(i * 65536, (i + 1) * 65536));
    const res = await t.app.inject({
      method: 'POST', url: '/api/companies', payload: Readable.from(chunks),
      headers: { ...bearer(token), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: LOGO_SIZE_MESSAGE });
  });

  it('refuses a company name above its maximum with the spec message', async () => {
    const { token } = await manager();
    const res = await call(t, 'POST', '/api/companies', token, companyBody({ name: 'N'.repeat(LIMITS.companyName + 1) }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: MESSAGES.maxChars(LIMITS.companyName) });
    const longest = uniqueName('C').padEnd(LIMITS.companyName, 'x');
    expect((await call(t, 'POST', '/api/companies', token, companyBody({ name: longest }))).body.name).toBe(longest);
  });
});
