/**
 * Migration JobCost on a database that already has companies and roles (a fresh embedded PGlite, migrated up to the
 * migration before it): the rates' defaults, and `reports.job_cost` given to each role named Administrator that held
 * every other permission, to no other role.
 */
import { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS } from '@groundwork/shared/domain';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { JobCost1797200000000 } from '../src/database/migrations/1797200000000-JobCost';
import { startPgliteProcess } from './support/pglite-process';

it('gives reports.job_cost to the full Administrator roles only, and defaults the company rates', async () => {
  const pg = await startPgliteProcess();
  const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(JobCost1797200000000));
  const open = async (migrations: typeof MIGRATIONS) => {
    const ds = new DataSource({ ...dataSourceOptions(pg.url), migrations, extra: { max: 1 } });
    await ds.initialize();
    return ds;
  };
  try {
    const old = await open(before);
    try {
      await old.runMigrations({ transaction: 'all' });
      const [{ id: companyId }] = await old.query(`INSERT INTO company (name) VALUES ('Old Co') RETURNING id`);
      const everyOther = ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.REPORTS_JOB_COST);
      const role = (name: string, permissions: readonly string[]) =>
        old.query('INSERT INTO role (company_id, name, description, permissions) VALUES ($1, $2, $3, $4::text[])', [companyId, name, name, permissions]);
      await role('Administrator', everyOther);
      await role(' administrator ', everyOther.slice(1)); // not every permission: left alone
      await role('Manager', [PERMISSIONS.JOBS_ALL, PERMISSIONS.REPORTS_MANAGER]);
    } finally {
      await old.destroy();
    }
    const ds = await open(MIGRATIONS);
    try {
      await ds.runMigrations({ transaction: 'all' });
      const roles: { name: string; hasIt: boolean }[] = await ds.query(
        `SELECT name, 'reports.job_cost' = ANY(permissions) AS "hasIt" FROM role ORDER BY id`);
      expect(roles).toEqual([
        { name: 'Administrator', hasIt: true }, { name: ' administrator ', hasIt: false }, { name: 'Manager', hasIt: false },
      ]);
      const [admin] = await ds.query(`SELECT permissions FROM role WHERE name = 'Administrator'`);
      expect([...admin.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort()); // still every permission
      const [company] = await ds.query(`SELECT labor_burden_percent::float8 AS burden, salaried_hours_per_year AS divisor FROM company`);
      expect(company).toEqual({ burden: 0, divisor: 2080 });
    } finally {
      await ds.destroy();
    }
  } finally {
    await pg.close();
  }
}, 90_000);
