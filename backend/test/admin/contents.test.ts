/**
 * Work types (/api/work-types), equipment categories (/api/equipment/categories) and overtime policies
 * (/api/overtime-policies): contents of a company.
 */
import { customPolicyId, LIMITS, MESSAGES, OVERTIME_SETTINGS_MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { CostCode } from '../../src/modules/cost-codes/cost-code.entity';
import { Equipment } from '../../src/modules/equipment/equipment.entity';
import { EQUIPMENT_CATEGORY_MESSAGES } from '../../src/modules/equipment-categories/equipment-categories.service';
import { EquipmentCategory } from '../../src/modules/equipment-categories/equipment-category.entity';
import { WORK_TYPE_MESSAGES } from '../../src/modules/work-types/work-types.service';
import { Job } from '../../src/modules/jobs/job.entity';
import { Production } from '../../src/modules/productions/production.entity';
import { runAsActor } from '../../src/platform/database/actor';
import { WorkType } from '../../src/modules/work-types/work-type.entity';
import { createCompany, createRole, createUser, signIn, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { overtimePolicyBody } from '../support/tenant-world';
import { call } from './admin-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = [
  {
    label: 'work types', base: '/api/work-types', permission: PERMISSIONS.CONTENTS_WORK_TYPES, entity: WorkType,
    valid: () => ({ name: uniqueName('Operating '), isEquipmentRequired: true }),
  },
  {
    label: 'equipment categories', base: '/api/equipment/categories', permission: PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES,
    entity: EquipmentCategory, valid: () => ({ name: uniqueName('Excavators ') }),
  },
] as const;

describe.each(KINDS)('$label', ({ base, permission, entity, valid }) => {
  it('creates, lists, reads, updates and deletes within the company', async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: [permission] });
    const body = valid();
    const created = await call(t, 'POST', base, token, { ...body, companyId: 999_999, unknownField: 'x' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), companyId, ...body });

    const list = await call(t, 'GET', base, token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body]);
    expect((await call(t, 'GET', `${base}/${created.body.id}`, token)).body).toEqual(created.body);

    const renamed = { ...body, name: uniqueName('Renamed ') };
    const updated = await call(t, 'PUT', `${base}/${created.body.id}`, token, renamed);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, ...renamed });

    const deleted = await call(t, 'DELETE', `${base}/${created.body.id}`, token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ isSuccessful: true });
    expect((await call(t, 'GET', `${base}/${created.body.id}`, token)).status).toBe(404);
    expect((await call(t, 'GET', base, token)).body).toEqual([]);
  });

  it('refuses a missing or blank name with the spec message, and a duplicate name with 409', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [permission] });
    for (const payload of [{}, { name: '   ' }]) {
      const res = await call(t, 'POST', base, token, payload);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: MESSAGES.required });
    }
    const body = valid();
    expect((await call(t, 'POST', base, token, body)).status).toBe(201);
    const duplicate = await call(t, 'POST', base, token, body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ name: MESSAGES.notUnique });
  });

  it('refuses a name that differs from another only by case, on create and on update, with the duplicate message', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [permission] });
    const body = valid();
    const name = `Q${body.name}`;
    const first = (await call(t, 'POST', base, token, { ...body, name })).body;
    for (const other of [name.toLowerCase(), name.toUpperCase()]) {
      const created = await call(t, 'POST', base, token, { ...body, name: other });
      expect(created.status).toBe(409);
      expect(created.body.errors).toEqual({ name: MESSAGES.notUnique });
    }
    const second = (await call(t, 'POST', base, token, valid())).body;
    const updated = await call(t, 'PUT', `${base}/${second.id}`, token, { ...body, name: name.toLowerCase() });
    expect(updated.status).toBe(409);
    expect(updated.body.errors).toEqual({ name: MESSAGES.notUnique });
    expect((await call(t, 'GET', `${base}/${second.id}`, token)).body.name).toBe(second.name);
    const recased = await call(t, 'PUT', `${base}/${first.id}`, token, { ...body, name: name.toLowerCase() });
    expect(recased.status).toBe(200); // its own name in other letters
    expect((await call(t, 'GET', base, token)).body.map((r: { name: string }) => r.name).sort()).toEqual([name.toLowerCase(), second.name].sort());
    const elsewhere = await signIn(t.app, t.dataSource, { permissions: [permission] });
    expect((await call(t, 'POST', base, elsewhere.token, { ...body, name })).status).toBe(201); // another company
  });

  it('lets any signed-in user of the company read, and only the contents permission write', async () => {
    const admin = await signIn(t.app, t.dataSource, { permissions: [permission] });
    const created = (await call(t, 'POST', base, admin.token, valid())).body;
    const worker = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.WEB_TIMECARDS], companyId: admin.companyId });
    expect((await call(t, 'GET', base, worker.token)).body).toEqual([created]);
    expect((await call(t, 'GET', `${base}/${created.id}`, worker.token)).status).toBe(200);
    expect((await call(t, 'POST', base, worker.token, valid())).status).toBe(403);
    expect((await call(t, 'PUT', `${base}/${created.id}`, worker.token, valid())).status).toBe(403);
    expect((await call(t, 'DELETE', `${base}/${created.id}`, worker.token)).status).toBe(403);
    for (const [method, url] of [['GET', base], ['GET', `${base}/${created.id}`], ['POST', base], ['DELETE', `${base}/${created.id}`]] as const) {
      expect((await call(t, method, url, undefined, method === 'POST' ? valid() : undefined)).status).toBe(401);
    }
  });

  it("answers 404 for another company's row and never lists it", async () => {
    const theirs = await signIn(t.app, t.dataSource, { permissions: [permission] });
    const row = (await call(t, 'POST', base, theirs.token, valid())).body;
    const mine = await signIn(t.app, t.dataSource, { permissions: [permission] });
    expect((await call(t, 'GET', `${base}/${row.id}`, mine.token)).status).toBe(404);
    expect((await call(t, 'PUT', `${base}/${row.id}`, mine.token, valid())).status).toBe(404);
    expect((await call(t, 'DELETE', `${base}/${row.id}`, mine.token)).status).toBe(404);
    expect((await call(t, 'GET', base, mine.token)).body).toEqual([]);
    expect(await t.dataSource.getRepository(entity).existsBy({ id: row.id })).toBe(true);
  });

  it('refuses a name above its maximum on create and update with the spec message', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [permission] });
    const tooLong = { ...valid(), name: 'N'.repeat(LIMITS.contentName + 1) };
    const created = await call(t, 'POST', base, token, tooLong);
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({ name: MESSAGES.maxChars(LIMITS.contentName) });
    const longest = { ...valid(), name: uniqueName('N').padEnd(LIMITS.contentName, 'x') };
    const row = (await call(t, 'POST', base, token, longest)).body;
    expect(row.name).toBe(longest.name);
    const updated = await call(t, 'PUT', `${base}/${row.id}`, token, tooLong);
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toEqual({ name: MESSAGES.maxChars(LIMITS.contentName) });
  });

  it('lets exactly one of two concurrent creates with the same name through (409 on name)', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [permission] });
    const body = valid();
    const answers = await Promise.all([call(t, 'POST', base, token, body), call(t, 'POST', base, token, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toEqual({ statusCode: 409, message: MESSAGES.notUnique, errors: { name: MESSAGES.notUnique } });
    expect((await call(t, 'GET', base, token)).body.filter((r: { name: string }) => r.name === body.name)).toHaveLength(1);
  });
});

describe('deleting contents in use', () => {
  it('refuses to delete a work type an employee uses, with a clear message', async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.CONTENTS_WORK_TYPES] });
    const workType = (await call(t, 'POST', '/api/work-types', token, { name: uniqueName('Paving ') })).body;
    const role = await createRole(t.dataSource, companyId, []);
    await createUser(t.dataSource, { companyId, roleId: role.id, workTypeId: workType.id });
    const res = await call(t, 'DELETE', `/api/work-types/${workType.id}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(WORK_TYPE_MESSAGES.inUse);
    expect((await call(t, 'GET', `/api/work-types/${workType.id}`, token)).status).toBe(200);
  });

  it('refuses to delete a work type a time record uses, with a clear message', async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.CONTENTS_WORK_TYPES] });
    const workType = (await call(t, 'POST', '/api/work-types', token, { name: uniqueName('Grading ') })).body;
    const job = await t.dataSource.getRepository(Job).save({ companyId, name: uniqueName('J', 9), description: 'Road' } as Job);
    const costCode = await t.dataSource.getRepository(CostCode).save({ companyId, jobId: job.id, name: uniqueName('CC', 20), quantity: 10, unit: 'm' } as CostCode);
    await runAsActor('system', () => t.dataSource.getRepository(Production).save({
      companyId, type: 'Time Record', jobId: job.id, costCodeId: costCode.id, workTypeId: workType.id, producedAt: new Date('2024-03-04T08:00:00Z'), quantity: 8,
    } as Production));
    const res = await call(t, 'DELETE', `/api/work-types/${workType.id}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(WORK_TYPE_MESSAGES.inUse);
    expect((await call(t, 'GET', `/api/work-types/${workType.id}`, token)).status).toBe(200);
  });

  it('refuses to delete an equipment category that equipment uses, with a clear message', async () => {
    const { token, companyId } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES] });
    const category = (await call(t, 'POST', '/api/equipment/categories', token, { name: uniqueName('Loaders ') })).body;
    await t.dataSource.getRepository(Equipment).save({
      companyId, name: uniqueName('EQ', 9), description: 'Wheel loader', equipmentCategoryId: category.id, class: 'Loaders',
    } as Equipment);
    const res = await call(t, 'DELETE', `/api/equipment/categories/${category.id}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EQUIPMENT_CATEGORY_MESSAGES.inUse);
  });
});

describe('the categories path', () => {
  it('is answered by the categories routes, not taken as an equipment id', async () => {
    const { token } = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES, PERMISSIONS.EQUIPMENT_ALL, PERMISSIONS.EQUIPMENT_READ] });
    const category = (await call(t, 'POST', '/api/equipment/categories', token, { name: uniqueName('Rollers ') })).body;
    const list = await call(t, 'GET', '/api/equipment/categories', token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([category]);
    expect((await call(t, 'GET', `/api/equipment/categories/${category.id}`, token)).body).toEqual(category);
  });

  it('keeps two companies apart even with the same category name', async () => {
    const name = uniqueName('Trucks ');
    const a = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES] });
    const b = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES], companyId: (await createCompany(t.dataSource)).id });
    expect((await call(t, 'POST', '/api/equipment/categories', a.token, { name })).status).toBe(201);
    expect((await call(t, 'POST', '/api/equipment/categories', b.token, { name })).status).toBe(201);
  });
});

describe('overtime policies (docs/overtime.md)', () => {
  it('reads one of the company\'s own policies by id for any signed-in user, and refuses to delete the company\'s policy', async () => {
    const clerk = await signIn(t.app, t.dataSource, { permissions: [PERMISSIONS.PRODUCTIONS_EXPORT] });
    const created = await call(t, 'POST', '/api/overtime-policies', clerk.token, overtimePolicyBody());
    expect(created.status).toBe(201);
    const worker = await signIn(t.app, t.dataSource, { permissions: [], companyId: clerk.companyId });
    const read = await call(t, 'GET', `/api/overtime-policies/${created.body.id}`, worker.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const listed = await call(t, 'GET', '/api/overtime-policies', worker.token);
    expect(listed.body).toContainEqual(expect.objectContaining({ id: customPolicyId(created.body.id), custom: created.body }));

    // The company form's choice (its route is tested in companies.test.ts), set directly: this company has no records.
    await t.dataSource.query('UPDATE company SET overtime_policy = $1 WHERE id = $2', [customPolicyId(created.body.id), clerk.companyId]);
    const refused = await call(t, 'DELETE', `/api/overtime-policies/${created.body.id}`, clerk.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OVERTIME_SETTINGS_MESSAGES.inUse);
    const other = await signIn(t.app, t.dataSource, { permissions: [] });
    expect((await call(t, 'GET', `/api/overtime-policies/${created.body.id}`, other.token)).status).toBe(404);
  });
});
