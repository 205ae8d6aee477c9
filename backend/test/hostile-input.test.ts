/**
 * The input classes the fuzz test (fuzz.test.ts) generates, pinned one by one: each answers 4xx in the error shape
 * with a message on the field, and changes nothing. Text PostgreSQL cannot store (NUL) or the driver would mangle (a
 * lone surrogate) is refused in one place (platform/validation/storable-text.ts) for every route.
 */
import ExcelJS from 'exceljs';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { PLATFORM_MESSAGES } from '../src/platform/errors/domain-errors';
import { bearer, signIn, uniqueName } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart } from './jobs/fixtures';
import { COST_CODE_COLUMNS } from '../src/modules/cost-codes/cost-code-spreadsheet';

let t: TestApp;
let auth: Record<string, string>;
let companyId: number;
const unstorable = PLATFORM_MESSAGES.unstorableText;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.JOBS_CREATE, PERMISSIONS.JOBS_UPDATE, PERMISSIONS.EQUIPMENT_CREATE, PERMISSIONS.COST_CODES_CREATE, PERMISSIONS.CONTENTS_WORK_TYPES] });
  auth = bearer(admin.token);
  companyId = admin.companyId;
});
afterAll(() => t.close());

const rowsOf = async (table: string): Promise<number> =>
  Number((await t.dataSource.query(`SELECT count(*) AS n FROM "${table}" WHERE company_id = $1`, [companyId]))[0].n);

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload !== undefined ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { statusCode: number; message: string; errors?: Record<string, string> } };
}

describe('text PostgreSQL cannot store', () => {
  it('a NUL in a query parameter answers 400 on that parameter (it was a 500)', async () => {
    expect(await call('GET', '/api/equipment?name=%00')).toEqual({
      status: 400, body: { statusCode: 400, message: PLATFORM_MESSAGES.validationFailed, errors: { name: unstorable } },
    });
  });

  it('is checked after access: without a session the answer is 401, not a field message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/equipment?name=%00' });
    expect(res.statusCode).toBe(401);
  });

  it('a NUL or a lone surrogate in a body field answers 400 on that field and creates nothing', async () => {
    const before = await rowsOf('job');
    const nul = await call('POST', '/api/jobs', { name: uniqueName('J', 9), description: 'Main\u0000street' });
    expect(nul).toMatchObject({ status: 400, body: { errors: { description: unstorable } } });
    const surrogate = await call('POST', '/api/jobs', JSON.stringify({ name: uniqueName('J', 9), description: 'Half an emoji \uD83D' }), { 'content-type': 'application/json' });
    expect(surrogate).toMatchObject({ status: 400, body: { errors: { description: unstorable } } });
    const nested = await call('POST', '/api/work-types', { name: 'Hauling', extra: [{ note: 'x\u0000' }] });
    expect(nested).toMatchObject({ status: 400, body: { errors: { 'extra.0.note': unstorable } } });
    expect(await rowsOf('job')).toBe(before);
  });

  it('a NUL in a path id answers 400; an address that does not decode answers 400 in the error shape', async () => {
    expect(await call('GET', '/api/jobs/%00')).toMatchObject({ status: 400, body: { errors: { id: unstorable } } });
    expect(await call('GET', '/api/jobs/%ED%A0%80')).toEqual({ status: 400, body: { statusCode: 400, message: PLATFORM_MESSAGES.badUrl } });
  });

  it('a NUL in a spreadsheet cell names the row and column, and imports nothing', async () => {
    const before = await rowsOf('cost_code');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Cost Codes');
    sheet.addRow(COST_CODE_COLUMNS.map((c) => c.header));
    const job = await call('POST', '/api/jobs', { name: uniqueName('J', 9), description: 'Main street sewer' });
    // OOXML writes characters XML cannot hold as _xHHHH_; the reader turns _x0000_ back into NUL.
    sheet.addRow([(job.body as unknown as { name: string }).name, 'PIPE', 'Pipe_x0000_laying', 10, 'm', 'Yes', 'No', 'No', '']);
    const body = multipart('spreadsheet', 'codes.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const res = await t.app.inject({ method: 'POST', url: '/api/cost-codes/import', payload: body.payload, headers: { ...auth, ...body.headers } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { 'Row 2': expect.stringContaining(`Description: ${unstorable}`) } });
    expect(await rowsOf('cost_code')).toBe(before);
  });
});

describe('other hostile input', () => {
  it('prototype keys, deep nesting and wrong types answer 400 in the error shape', async () => {
    const json = { 'content-type': 'application/json' };
    for (const payload of ['{"__proto__": {"companyId": 1}}', '{"constructor": {"prototype": {"x": 1}}}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '"a string"', '{"name": {"a": 1}}']) {
      const res = await call('POST', '/api/work-types', payload, json);
      expect({ payload: payload.slice(0, 40), status: res.status, shape: typeof res.body.message }).toEqual({ payload: payload.slice(0, 40), status: 400, shape: 'string' });
    }
  });

  it('a list, a number or a string where the fields go is answered in words, and creates nothing', async () => {
    const json = { 'content-type': 'application/json' };
    const before = await rowsOf('job');
    for (const payload of ['[{"name": "J", "description": "D"}]', '42', '"a string"']) {
      const res = await call('POST', '/api/jobs', payload, json);
      expect({ payload, status: res.status, errors: res.body.errors }).toEqual({ payload, status: 400, errors: { '': 'Please send the fields as one JSON object.' } });
    }
    expect(await rowsOf('job')).toBe(before);
  });

  it('an impossible date or a huge id gets a field message instead of a database error', async () => {
    expect(await call('POST', '/api/jobs', { name: uniqueName('J', 9), description: 'D', startsAt: '2025-02-30' }))
      .toMatchObject({ status: 400, body: { errors: { startsAt: 'This date does not exist.' } } });
    expect(await call('POST', '/api/equipment', { name: 'EX', description: 'D', class: 'Excavator', equipmentCategoryId: 2147483648 }))
      .toMatchObject({ status: 400, body: { errors: { equipmentCategoryId: 'Value must be at most 2147483647.' } } });
  });
});
