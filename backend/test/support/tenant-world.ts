/**
 * One company's rows for tenancy tests (the access table): a job with a production code and a time code, a work
 * type, an equipment category, two pieces of equipment (one on the job), a role, three users (one assigned and owning a
 * time record with an equipment line, one assigned and nothing else, one unassigned), a schedule entry, a pending
 * time off of the assigned user (whom the builder manages), a notification of the builder. Built through
 * the API where there is one (so the rows are what users make), straight in the database otherwise.
 *
 *   const world = await buildTenantWorld(app, ds, { companyId, builder: { id, token } }); // builder: every permission
 *   const before = await tenantRows(ds, [companyA, companyB]);  // ... foreign writes ... expect(after).toEqual(before)
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { EquipmentCategory } from '../../src/modules/equipment-categories/equipment-category.entity';
import { ProductionRequest } from '../../src/modules/production-requests/production-request.entity';
import { WorkType } from '../../src/modules/work-types/work-type.entity';
import { bearer, createRole, createUser, uniqueName } from './factories';

export interface TenantWorld {
  companyId: number;
  jobId: number;
  productionCodeId: number;
  timeCodeId: number;
  workTypeId: number;
  categoryId: number;
  /** Not on the job. */
  equipmentId: number;
  /** On the job (job equipment). */
  jobEquipmentId: number;
  /** A role with web.timecards only, held by the three users. */
  roleId: number;
  /** Assigned to the job; owns `productionId`. */
  userId: number;
  /** Assigned to the job, nothing else. */
  assignedUserId: number;
  /** Not assigned to the job. */
  spareUserId: number;
  /** A time record of `userId` on `recordDay`, with the equipment line `lineId`. */
  productionId: number;
  lineId: number;
  requestId: number;
  /** A pending time off of `assignedUserId` (managed by the builder) on RECORD_DAY. */
  timeOffId: number;
  /** A stored payroll export of the company (no records; its reset succeeds once). */
  payrollExportId: number;
  /** A company-defined overtime policy of the company (no union). */
  overtimePolicyId: number;
  /** An unread job cost alert of the builder (on the time code). */
  notificationId: number;
}

/** The day of the world's time record; other records of these tests use other days. */
export const RECORD_DAY = '2025-03-03';

/** A valid time record body on the world's job and time code, 07:00 to 15:30 with lunch (8 h). */
export function timeRecordBody(w: TenantWorld, userId: number, day: string, line: { id?: number; equipmentId: number } = { equipmentId: w.equipmentId }) {
  return {
    type: 'Time Record', jobId: w.jobId, costCodeId: w.timeCodeId, userId, workTypeId: w.workTypeId,
    producedAt: `${day}T07:00:00-05:00`, producedEndsAt: `${day}T15:30:00-05:00`, quantity: 8, description: 'Trenching',
    productionEquipments: [{ ...line, hoursUsed: 6, litersOfFuel: 40 }],
  };
}

/** A valid company-defined overtime policy: 1.5x after 8 h a day, 2x after 10, Sunday at 2x, no union. */
export function overtimePolicyBody() {
  return {
    name: uniqueName('Crew agreement '), dailyOvertimeAfter: 8, dailyDoubleTimeAfter: 10, weeklyOvertimeAfter: 40,
    weekdayRates: ['doubleTime', 'regular', 'regular', 'regular', 'regular', 'regular', 'overtime'], holidayRate: 'doubleTime', holidayRegion: 'CA-BC', union: null,
  };
}

async function post(app: NestFastifyApplication, token: string, url: string, payload: object): Promise<{ id: number }> {
  const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode >= 300) throw new Error(`building the tenant world: POST ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number };
}

/**
 * The rows above in `companyId`; `builder` is a user of that company holding every permission but the switcher.
 * `crew`: more users of the company to assign to the job (so a time record of theirs on it is valid).
 */
export async function buildTenantWorld(
  app: NestFastifyApplication,
  ds: DataSource,
  { companyId, builder, crew = [] }: { companyId: number; builder: { id: number; token: string }; crew?: readonly number[] },
): Promise<TenantWorld> {
  const call = (url: string, payload: object) => post(app, builder.token, url, payload);
  const workType = await ds.getRepository(WorkType).save({ companyId, name: uniqueName('Operating '), isEquipmentRequired: false });
  const category = await ds.getRepository(EquipmentCategory).save({ companyId, name: uniqueName('Excavators ') });
  const role = await createRole(ds, companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const [user, assigned, spare] = await Promise.all([0, 1, 2].map(() => createUser(ds, { companyId, roleId: role.id })));
  const job = await call('/api/jobs', { name: uniqueName('J', 9), description: 'Main street sewer' });
  const code = (prefix: string, time: boolean) => call(`/api/jobs/${job.id}/cost-codes`, {
    name: uniqueName(prefix, 20), quantity: 200, unit: 'm', isToTrackProduction: !time, isToTrackEmployeeAndEquipmentTime: time,
  });
  const productionCode = await code('PIPE', false);
  const timeCode = await code('LAB', true);
  const equipment = () => call('/api/equipment', { name: uniqueName('EX', 9), description: 'Excavator 320', equipmentCategoryId: category.id, class: 'Excavator' });
  const free = await equipment();
  const onJob = await equipment();
  await call(`/api/jobs/${job.id}/equipment`, { equipmentId: onJob.id });
  for (const id of new Set([user.user.id, assigned.user.id, builder.id, ...crew])) await call(`/api/jobs/${job.id}/assignments`, { userId: id, assignment: 'Crew' });
  const partial = {
    companyId, jobId: job.id, productionCodeId: productionCode.id, timeCodeId: timeCode.id, workTypeId: workType.id,
    categoryId: category.id, equipmentId: free.id, jobEquipmentId: onJob.id, roleId: role.id,
    userId: user.user.id, assignedUserId: assigned.user.id, spareUserId: spare.user.id,
  };
  const record = await call(`/api/jobs/${job.id}/productions`, timeRecordBody({ ...partial } as TenantWorld, user.user.id, RECORD_DAY));
  const [line] = await ds.query('SELECT id FROM production_equipment WHERE production_id = $1', [record.id]);
  const request = await ds.getRepository(ProductionRequest).save({
    companyId, jobId: job.id, userId: assigned.user.id, requestedById: builder.id,
    requestAt: new Date(`${RECORD_DAY}T07:00:00-05:00`), requestEndsAt: new Date(`${RECORD_DAY}T15:30:00-05:00`), productionId: null,
  });
  await ds.query('INSERT INTO user_managers (company_id, user_id, manager_id) VALUES ($1, $2, $3)', [companyId, assigned.user.id, builder.id]);
  const [timeOff] = await ds.query(
    `INSERT INTO time_off (company_id, user_id, starts_at, ends_at, type) VALUES ($1, $2, $3, $3, 'Holiday') RETURNING id`,
    [companyId, assigned.user.id, `${RECORD_DAY}T00:00:00Z`],
  );
  const [payrollExport] = await ds.query(
    `INSERT INTO payroll_export (company_id, kind, date, starts_at, ends_at, time_zone, all_records, file_name, file, record_count, line_count, pending_count)
     VALUES ($1, 'payroll', $2, $3, $4, 'UTC', true, 'world_payroll.txt', $5, 0, 0, 0) RETURNING id`,
    [companyId, RECORD_DAY, `${RECORD_DAY}T00:00:00Z`, `${RECORD_DAY}T23:59:59Z`, Buffer.from('Z\r\n', 'ascii')],
  );
  const overtimePolicy = await call('/api/overtime-policies', overtimePolicyBody());
  const [notification] = await ds.query(
    `INSERT INTO notification (company_id, user_id, kind, job_id, cost_code_id, threshold, basis, actual, budget)
     VALUES ($1, $2, 'jobCostAlert', $3, $4, 80, 'cost', 850, 1000) RETURNING id`,
    [companyId, builder.id, job.id, timeCode.id],
  );
  return { ...partial, overtimePolicyId: overtimePolicy.id, notificationId: notification.id, productionId: record.id, lineId: Number(line.id), requestId: request.id, timeOffId: Number(timeOff.id), payrollExportId: payrollExport.id };
}

/**
 * Each table with the condition selecting these companies' rows ($1: the company ids) and its order: `company`, every
 * table of the schema with a company_id column (read from the catalog, so a table without an entity, such as
 * production_history, or a new one is covered too), and the entities' join tables through their first foreign key.
 */
type TenantTable = { table: string; where: string; order: string };
/** Read once per data source: the fuzz test takes a digest around every request. */
const tablesOf = new WeakMap<DataSource, Promise<TenantTable[]>>();
function tenantTables(ds: DataSource): Promise<TenantTable[]> {
  if (!tablesOf.has(ds)) tablesOf.set(ds, readTenantTables(ds));
  return tablesOf.get(ds)!;
}

async function readTenantTables(ds: DataSource): Promise<TenantTable[]> {
  const withCompany: Array<{ table: string; hasId: boolean }> = await ds.query(`
    SELECT c.table_name AS "table", EXISTS (SELECT 1 FROM information_schema.columns i WHERE i.table_schema = c.table_schema
      AND i.table_name = c.table_name AND i.column_name = 'id') AS "hasId"
    FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE'`);
  const tenant = new Set(withCompany.map((r) => r.table));
  const tables = withCompany.map(({ table, hasId }) => ({ table, where: 'company_id = ANY($1::int[])', order: hasId ? 'id' : `"${table}"::text` }));
  tables.push({ table: 'company', where: 'id = ANY($1::int[])', order: 'id' });
  for (const meta of ds.entityMetadatas.filter((m) => m.tableName !== 'company' && !tenant.has(m.tableName))) {
    const fk = meta.foreignKeys.find((f) => tenant.has(f.referencedEntityMetadata.tableName));
    if (!fk) throw new Error(`tenantRows: ${meta.tableName} has neither company_id nor a foreign key to a tenant table`);
    const order = meta.columns.some((c) => c.databaseName === 'id') ? 'id' : meta.columns.map((_, i) => i + 1).join(', ');
    tables.push({ table: meta.tableName, where: `"${fk.columnNames[0]}" IN (SELECT id FROM "${fk.referencedEntityMetadata.tableName}" WHERE company_id = ANY($1::int[]))`, order });
  }
  return tables.sort((a, b) => a.table.localeCompare(b.table));
}

/**
 * Every row these companies own, read straight from the database: the company rows, every table with company_id,
 * and the join tables (e.g. user managers) through their first foreign key. Compare two reads with toEqual.
 */
export async function tenantRows(ds: DataSource, companyIds: readonly number[]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const { table, where, order } of await tenantTables(ds)) {
    rows[table] = await ds.query(`SELECT * FROM "${table}" WHERE ${where} ORDER BY ${order}`, [companyIds]);
  }
  return rows;
}

/**
 * The same rows as tenantRows, as one md5 per table in one statement (cheap enough to take around every request):
 * `{table: md5}`. Two equal digests mean no row of these companies was added, changed or removed.
 */
export async function tenantDigest(ds: DataSource, companyIds: readonly number[]): Promise<Record<string, string>> {
  const columns = (await tenantTables(ds)).map(({ table, where }) =>
    `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t WHERE ${where}) AS "${table}"`);
  const [digest] = await ds.query(`SELECT ${columns.join(', ')}`, [companyIds]);
  return digest as Record<string, string>;
}
