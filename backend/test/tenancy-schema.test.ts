/**
 * Tenancy in the schema: the database itself refuses a link from one company's row to another company's row (composite
 * foreign keys, migration TenancyForeignKeys), the exception filter turns that refusal into a clean 409, and the
 * migration stops with a readable list when existing data already breaks the rule.
 */
import { DataSource, QueryFailedError } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS } from '@groundwork/shared/domain';
import { MIGRATIONS } from '../src/database/migrations';
import { TenancyForeignKeys1795500000000 } from '../src/database/migrations/1795500000000-TenancyForeignKeys';
import { runAsActor } from '../src/platform/database/actor';
import { toErrorBody } from '../src/platform/errors/exception.filter';
import { PLATFORM_MESSAGES } from '../src/platform/errors/domain-errors';
import { createCompany, createRole, createUser, login } from './support/factories';
import { startPgliteProcess } from './support/pglite-process';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTenantWorld, tenantDigest, type TenantWorld } from './support/tenant-world';

let t: TestApp;
let a: TenantWorld;
let b: TenantWorld;

async function world(): Promise<TenantWorld> {
  const company = await createCompany(t.dataSource);
  const role = await createRole(t.dataSource, company.id, ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.COMPANIES_TOGGLE));
  const { user, password } = await createUser(t.dataSource, { companyId: company.id, roleId: role.id });
  return buildTenantWorld(t.app, t.dataSource, { companyId: company.id, builder: { id: user.id, token: await login(t.app, user.username, password) } });
}

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await world(), await world()];
}, 60_000);
afterAll(() => t?.close());

/**
 * Runs one statement in a transaction whose actor is the system: the history triggers refuse a change of a record
 * without one (docs/records.md, "History of a record"), and this file is about the foreign keys, not the actor.
 */
const run = (sql: string, params: unknown[]): Promise<unknown> =>
  runAsActor('system', () => t.dataSource.transaction((m) => m.query(sql, params)));

/** Runs the statement, expecting PostgreSQL to refuse it with a foreign key violation; the error. */
async function refused(sql: string, params: unknown[]): Promise<QueryFailedError> {
  const error = await run(sql, params).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(QueryFailedError);
  expect((error as { driverError: { code: string } }).driverError.code).toBe('23503');
  return error as QueryFailedError;
}

/** Each link, as "set this column of company A's row to company B's row". */
const LINKS: Array<[table: string, column: string, rowOf: (w: TenantWorld) => number, targetOf: (w: TenantWorld) => number]> = [
  ['user', 'work_type_id', (w) => w.userId, (w) => w.workTypeId],
  ['user', 'role_id', (w) => w.userId, (w) => w.roleId],
  ['equipment', 'equipment_category_id', (w) => w.equipmentId, (w) => w.categoryId],
  ['cost_code', 'job_id', (w) => w.timeCodeId, (w) => w.jobId],
  ['production', 'job_id', (w) => w.productionId, (w) => w.jobId],
  ['production', 'cost_code_id', (w) => w.productionId, (w) => w.timeCodeId],
  ['production', 'user_id', (w) => w.productionId, (w) => w.userId],
  ['production', 'work_type_id', (w) => w.productionId, (w) => w.workTypeId],
  ['production', 'production_request_id', (w) => w.productionId, (w) => w.requestId],
  ['production_equipment', 'production_id', (w) => w.lineId, (w) => w.productionId],
  ['production_equipment', 'equipment_id', (w) => w.lineId, (w) => w.equipmentId],
  ['production_request', 'production_id', (w) => w.requestId, (w) => w.productionId],
  ['production_request', 'user_id', (w) => w.requestId, (w) => w.userId],
  ['production_request', 'job_id', (w) => w.requestId, (w) => w.jobId],
  ['production_request', 'requested_by_id', (w) => w.requestId, (w) => w.userId],
];

describe('the database refuses a link to another company\'s row', () => {
  it.each(LINKS)('%s.%s', async (table, column, rowOf, targetOf) => {
    await refused(`UPDATE "${table}" SET "${column}" = $1 WHERE id = $2`, [targetOf(b), rowOf(a)]);
    // The same link within the company is accepted (the constraint is about the company, nothing else).
    await run(`UPDATE "${table}" SET "${column}" = $1 WHERE id = $2`, [targetOf(a), rowOf(a)]);
  });

  it('job assignments, job equipment and time offs: another company\'s user, job or equipment', async () => {
    await refused('INSERT INTO job_assignment (company_id, job_id, user_id) VALUES ($1, $2, $3)', [a.companyId, a.jobId, b.spareUserId]);
    await refused('INSERT INTO job_assignment (company_id, job_id, user_id) VALUES ($1, $2, $3)', [a.companyId, b.jobId, a.spareUserId]);
    await refused('INSERT INTO job_equipment (company_id, job_id, equipment_id) VALUES ($1, $2, $3)', [a.companyId, a.jobId, b.equipmentId]);
    await refused(
      `INSERT INTO time_off (company_id, user_id, starts_at, ends_at, type) VALUES ($1, $2, now(), now(), 'Sick')`, [a.companyId, b.userId],
    );
    await refused(
      `INSERT INTO time_off (company_id, user_id, starts_at, ends_at, type, approved_by_user_id) VALUES ($1, $2, now(), now(), 'Sick', $3)`,
      [a.companyId, a.userId, b.userId],
    );
  });

  it('user managers carry their company: a manager of another company is refused', async () => {
    await refused('INSERT INTO user_managers (company_id, user_id, manager_id) VALUES ($1, $2, $3)', [a.companyId, a.userId, b.userId]);
    await refused('INSERT INTO user_managers (company_id, user_id, manager_id) VALUES ($1, $2, $3)', [b.companyId, a.userId, b.userId]);
    await t.dataSource.query('INSERT INTO user_managers (company_id, user_id, manager_id) VALUES ($1, $2, $3)', [a.companyId, a.userId, a.assignedUserId]);
  });

  it('a row cannot move to another company while it points to its own company\'s rows', async () => {
    await refused('UPDATE production SET company_id = $1 WHERE id = $2', [b.companyId, a.productionId]);
  });

  it('the exception filter answers such a refusal with 409 and a plain message, never 500', async () => {
    const error = await refused('UPDATE production SET user_id = $1 WHERE id = $2', [b.userId, a.productionId]);
    expect(toErrorBody(error)).toEqual({ statusCode: 409, message: PLATFORM_MESSAGES.foreignKey });
  });

  it('deleting what a nullable link points to clears that link only, never the row\'s company', async () => {
    const workType = await t.dataSource.query(`INSERT INTO work_type (company_id, name) VALUES ($1, 'Temporary ' || $2) RETURNING id`, [a.companyId, a.userId]);
    await t.dataSource.query('UPDATE "user" SET work_type_id = $1 WHERE id = $2', [workType[0].id, a.spareUserId]);
    await t.dataSource.query('DELETE FROM work_type WHERE id = $1', [workType[0].id]);
    const [user] = await t.dataSource.query('SELECT company_id AS "companyId", work_type_id AS "workTypeId" FROM "user" WHERE id = $1', [a.spareUserId]);
    expect(user).toEqual({ companyId: a.companyId, workTypeId: null });
  });
});

describe('the migration checks existing data first', () => {
  it('stops with a readable list of the rows linking to another company, changing nothing', async () => {
    const pg = await startPgliteProcess();
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(TenancyForeignKeys1795500000000));
    const ds = new DataSource({ type: 'postgres', url: pg.url, migrations: before });
    try {
      await ds.initialize();
      await ds.runMigrations({ transaction: 'all' });
      await ds.query(`INSERT INTO company (name) VALUES ('Acme'), ('Other')`);
      await ds.query(`INSERT INTO role (company_id, name) VALUES (1, 'Crew'), (2, 'Crew')`);
      await ds.query(`INSERT INTO job (company_id, name, description) VALUES (1, 'J1', 'Main'), (2, 'J2', 'Other')`);
      // A cost code of Acme on Other's job: what a service bug could have written before the constraints.
      await ds.query(`INSERT INTO cost_code (company_id, job_id, name, quantity, unit) VALUES (1, 2, 'LAB', 1, 'h')`);
      const cli = new DataSource({ type: 'postgres', url: pg.url, migrations: MIGRATIONS });
      await cli.initialize();
      try {
        const failure = await cli.runMigrations({ transaction: 'all' }).then(() => null, (e: Error) => e);
        expect(failure?.message).toContain("1 row(s) link to another company's row");
        expect(failure?.message).toContain('cost_code 1 (company 1): job_id = 2 is a job of company 2');
        expect(await cli.showMigrations()).toBe(true); // still pending: nothing was applied
        await cli.query('UPDATE cost_code SET job_id = 1 WHERE id = 1');
        await cli.runMigrations({ transaction: 'all' });
        expect(await cli.showMigrations()).toBe(false);
      } finally {
        await cli.destroy();
      }
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await pg.close();
    }
  }, 60_000);
});

/**
 * Links that deliberately leave the company out (docs/records.md, "Tenancy in the schema"), as `table.column`: the
 * history's actor may be an administrator who switched into the company and belongs to another one.
 */
const CROSS_COMPANY_LINKS = ['production_history.actor_id', 'payroll_export.created_by_id', 'payroll_export.reset_by_id'];

describe('every link between tenant tables carries the company', () => {
  it('each foreign key from a table with company_id to another such table includes company_id on both sides', async () => {
    const links: Array<{ link: string; target: string; columns: string[]; targetColumns: string[] }> = await t.dataSource.query(`
      WITH tenant AS (SELECT c.oid FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r')
      SELECT k.conrelid::regclass::text || '.' || string_agg(a.attname, ',' ORDER BY a.attname) FILTER (WHERE a.attname <> 'company_id') AS link,
        k.confrelid::regclass::text AS target,
        array_agg(a.attname::text ORDER BY a.attname) AS columns,
        (SELECT array_agg(f.attname::text ORDER BY f.attname) FROM pg_attribute f WHERE f.attrelid = k.confrelid AND f.attnum = ANY (k.confkey)) AS "targetColumns"
      FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
      WHERE k.contype = 'f' AND k.conrelid IN (SELECT oid FROM tenant) AND k.confrelid IN (SELECT oid FROM tenant)
      GROUP BY k.oid, k.conrelid, k.confrelid, k.confkey`);
    expect(links.length).toBeGreaterThan(20);
    const single = links.filter((l) => !l.columns.includes('company_id') || !l.targetColumns.includes('company_id')).map((l) => l.link.replace(/"/g, ''));
    expect(single.sort()).toEqual([...CROSS_COMPANY_LINKS].sort());
  });

  it('the history\'s job link: another company\'s job is refused', async () => {
    await refused(`INSERT INTO production_history (company_id, production_id, job_id, kind) VALUES ($1, $2, $3, 'edited')`, [a.companyId, a.productionId, b.jobId]);
  });
});

describe('the fuzz test\'s "nothing changed" digest', () => {
  it('covers every table with company_id, those without an entity too (a history entry changes it)', async () => {
    const tables: Array<{ table: string }> = await t.dataSource.query(`SELECT c.table_name AS "table" FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE'`);
    const before = await tenantDigest(t.dataSource, [a.companyId]);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['production_history', ...tables.map((r) => r.table)]));
    await run(`INSERT INTO production_history (company_id, production_id, job_id, kind) VALUES ($1, $2, $3, 'edited')`, [a.companyId, a.productionId, a.jobId]);
    const after = await tenantDigest(t.dataSource, [a.companyId]);
    expect(after.production_history).not.toBe(before.production_history);
    expect({ ...after, production_history: before.production_history }).toEqual(before);
  });
});
