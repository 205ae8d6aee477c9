/**
 * A company ready for the jobs tests: an administrator, a manager without export rights, a worker (web.timecards
 * only), a job with a production code and a time code, a work type, an equipment category and a piece of equipment.
 * Every name is unique, so each test file (or test) builds its own.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '@groundwork/shared/domain';
import { EquipmentCategory } from '../../src/modules/equipment-categories/equipment-category.entity';
import { WorkType } from '../../src/modules/work-types/work-type.entity';
import { bearer, createCompany, createRole, createUser, login, uniqueName } from '../support/factories';

export interface Staff {
  id: number;
  auth: { authorization: string };
}

export interface JobWorld {
  companyId: number;
  admin: Staff;
  worker: Staff;
  /** Every permission of a manager of records, but not productions.export. */
  manager: Staff;
  jobId: number;
  productionCodeId: number;
  timeCodeId: number;
  workTypeId: number;
  categoryId: number;
  equipmentId: number;
}

export async function staff(app: NestFastifyApplication, ds: DataSource, companyId: number, permissions: readonly Permission[]): Promise<Staff> {
  const role = await createRole(ds, companyId, permissions);
  const { user, password } = await createUser(ds, { companyId, roleId: role.id });
  return { id: user.id, auth: bearer(await login(app, user.username, password)) };
}

export async function post<T = Record<string, unknown>>(app: NestFastifyApplication, who: Staff, url: string, payload: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers: who.auth, payload });
  if (res.statusCode >= 300) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

export async function buildWorld(app: NestFastifyApplication, ds: DataSource): Promise<JobWorld> {
  const company = await createCompany(ds);
  const companyId = company.id;
  const admin = await staff(app, ds, companyId, ALL_PERMISSIONS);
  const worker = await staff(app, ds, companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const manager = await staff(app, ds, companyId, ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.PRODUCTIONS_EXPORT));
  const job = await post<{ id: number }>(app, admin, '/api/jobs', { name: uniqueName('J', 9), description: 'Main street sewer' });
  const code = (name: string, time: boolean) =>
    post<{ id: number }>(app, admin, `/api/jobs/${job.id}/cost-codes`, {
      name: uniqueName(name, 20), quantity: 200, unit: 'm', isToTrackProduction: !time, isToTrackEmployeeAndEquipmentTime: time,
    });
  const productionCode = await code('PIPE', false);
  const timeCode = await code('LAB', true);
  const workType = await ds.getRepository(WorkType).save({ companyId, name: uniqueName('Operating '), isEquipmentRequired: true });
  const category = await ds.getRepository(EquipmentCategory).save({ companyId, name: uniqueName('Excavators ') });
  const equipment = await post<{ id: number }>(app, admin, '/api/equipment', {
    name: uniqueName('EX', 9), description: 'Excavator 320', equipmentCategoryId: category.id, class: 'Excavator',
  });
  for (const who of [admin, worker, manager]) await post(app, admin, `/api/jobs/${job.id}/assignments`, { userId: who.id, jobId: job.id, assignment: 'Crew' });
  return {
    companyId, admin, worker, manager, jobId: job.id, productionCodeId: productionCode.id, timeCodeId: timeCode.id,
    workTypeId: workType.id, categoryId: category.id, equipmentId: equipment.id,
  };
}

/** A time record body on the world's job (a past Monday, 07:00 to 15:30 with lunch: 8 hours). */
export function timeRecord(w: JobWorld, userId: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'Time Record', jobId: w.jobId, costCodeId: w.timeCodeId, userId, workTypeId: w.workTypeId,
    producedAt: '2025-03-03T07:00:00-05:00', producedEndsAt: '2025-03-03T15:30:00-05:00', quantity: 8,
    description: 'Trenching', productionEquipments: [{ equipmentId: w.equipmentId, hoursUsed: 6, litersOfFuel: 40 }],
    ...overrides,
  };
}

/** A counter of past days ('2024-01-02', '2024-01-03', ...): each call a fresh day, so records of different tests never overlap. */
export function pastDays(): () => string {
  let day = 0;
  return () => {
    day += 1;
    return `2024-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
  };
}

/** A multipart body with one file field, after the text `fields` given. */
export function multipart(field: string, fileName: string, content: Buffer | string, type = 'application/octet-stream', fields: Record<string, string> = {}) {
  const boundary = `----gw${Date.now().toString(16)}`;
  const texts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  const head = Buffer.from(`${texts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
