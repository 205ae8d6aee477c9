/**
 * Names that differ only by case are the same name, as the screens' uniqueness checks treat them: the database
 * refuses them (409 on the field), the name lookups find them, and the cost code import says so per row.
 */
import { MESSAGES } from '@groundwork/shared/domain';
import { uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, multipart, post, type JobWorld } from './fixtures';

let t: TestApp;
let w: JobWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
}, 60_000);
afterAll(() => t.close());

const req = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: w.admin.auth, ...(payload ? { payload } : {}) });
const ids = async (url: string) => ((await req('GET', url)).json() as { id: number }[]).map((r) => r.id);
/** A unique lower-case name that surely has a letter, so its upper-case spelling differs. */
const lowerName = (max: number) => `q${uniqueName('', max - 1)}`.toLowerCase();

describe('names unique whatever their case', () => {
  it('refuses a job named like another in other letters, and finds it by either spelling', async () => {
    const name = lowerName(9);
    const job = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name, description: 'Lower' });
    const dup = await req('POST', '/api/jobs', { name: name.toUpperCase(), description: 'Upper' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: MESSAGES.notUnique });
    expect(await ids(`/api/jobs?name=${name.toUpperCase()}`)).toEqual([job.id]);
  });

  it('refuses equipment named like another in other letters, and finds it by either spelling', async () => {
    const body = (name: string) => ({ name, description: 'Loader 950', equipmentCategoryId: w.categoryId, class: 'Loaders' });
    const name = lowerName(9);
    const item = await post<{ id: number }>(t.app, w.admin, '/api/equipment', body(name));
    const dup = await req('POST', '/api/equipment', body(name.toUpperCase()));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: MESSAGES.notUnique });
    expect(await ids(`/api/equipment?name=${name.toUpperCase()}`)).toEqual([item.id]);
  });

  it('refuses a cost code named like another of the same job in other letters (not of another job), and finds it', async () => {
    const name = lowerName(20);
    const body = (n: string) => ({ name: n, quantity: 10, unit: 'm', isToTrackProduction: true });
    const code = await post<{ id: number }>(t.app, w.admin, `/api/jobs/${w.jobId}/cost-codes`, body(name));
    const dup = await req('POST', `/api/jobs/${w.jobId}/cost-codes`, body(name.toUpperCase()));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ name: MESSAGES.notUnique });
    expect(await ids(`/api/cost-codes?name=${name.toUpperCase()}&jobId=${w.jobId}`)).toEqual([code.id]);
    const otherJob = await post<{ id: number }>(t.app, w.admin, '/api/jobs', { name: lowerName(9), description: 'Other' });
    expect((await req('POST', `/api/jobs/${otherJob.id}/cost-codes`, body(name.toUpperCase()))).statusCode).toBe(201);
  });

  it('imports nothing when a row names an existing cost code of the job in other letters', async () => {
    const name = lowerName(20);
    await post(t.app, w.admin, `/api/jobs/${w.jobId}/cost-codes`, { name, quantity: 1, unit: 'm' });
    const [job] = await t.dataSource.query('SELECT name FROM job WHERE id = $1', [w.jobId]);
    const file = multipart('spreadsheet', 'codes.csv', `Job Name,Name,Quantity,Unit\n${job.name.toLowerCase()},${name.toUpperCase()},1,m\n`);
    const res = await t.app.inject({ method: 'POST', url: '/api/cost-codes/import', payload: file.payload, headers: { ...w.admin.auth, ...file.headers } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'Row 2': `Name: ${MESSAGES.notUnique}` });
  });
});
