/**
 * Migrations CaseInsensitiveContentNames (work types, equipment categories) and CaseInsensitiveRoleAndCompanyNames
 * (roles, companies) on a database that already holds names differing only by case (a fresh embedded PGlite, migrated
 * up to the migration before): each stops, names them and changes nothing; once one of each pair is renamed it runs,
 * and names in other letters are refused.
 */
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { CaseInsensitiveContentNames1797400000000 } from '../src/database/migrations/1797400000000-CaseInsensitiveContentNames';
import { CaseInsensitiveRoleAndCompanyNames1797400000001 } from '../src/database/migrations/1797400000001-CaseInsensitiveRoleAndCompanyNames';
import { startPgliteProcess } from './support/pglite-process';

/** The database at `url` with these migrations, on one connection. */
async function openWith(url: string, migrations: typeof MIGRATIONS): Promise<DataSource> {
  const ds = new DataSource({ ...dataSourceOptions(url), migrations, extra: { max: 1 } });
  await ds.initialize();
  return ds;
}

it('stops on names that differ only by case, listing them and changing nothing, and runs once they are renamed', async () => {
  const pg = await startPgliteProcess();
  const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(CaseInsensitiveContentNames1797400000000));
  const open = (migrations: typeof MIGRATIONS) => openWith(pg.url, migrations);
  const names = (ds: DataSource, table: string) => ds.query(`SELECT company_id AS "companyId", name FROM "${table}" ORDER BY id`);
  try {
    let companyId: number;
    const old = await open(before);
    try {
      await old.runMigrations({ transaction: 'all' });
      [{ id: companyId }] = await old.query(`INSERT INTO company (name) VALUES ('Old Co') RETURNING id`);
      const [{ id: otherId }] = await old.query(`INSERT INTO company (name) VALUES ('Other Co') RETURNING id`);
      await old.query(`INSERT INTO work_type (company_id, name) VALUES ($1, 'Trucking'), ($1, 'trucking'), ($1, 'Labour'), ($2, 'labour')`, [companyId, otherId]);
      await old.query(`INSERT INTO equipment_category (company_id, name) VALUES ($1, 'Loaders'), ($1, 'LOADERS')`, [companyId]);
    } finally {
      await old.destroy();
    }
    const ds = await open(MIGRATIONS);
    try {
      const workTypes = await names(ds, 'work_type');
      const categories = await names(ds, 'equipment_category');
      await expect(ds.runMigrations({ transaction: 'all' })).rejects.toThrow(
        `These names differ only by case and must be renamed before the migration can run: work_type.name 'Trucking', 'trucking' (company_id ${companyId}); ` +
          `equipment_category.name 'Loaders', 'LOADERS' (company_id ${companyId})`,
      );
      expect(await ds.showMigrations()).toBe(true); // still pending
      expect(await names(ds, 'work_type')).toEqual(workTypes); // nothing renamed or lost
      expect(await names(ds, 'equipment_category')).toEqual(categories);

      await ds.query(`UPDATE work_type SET name = 'Trucking (hourly)' WHERE name = 'trucking'`);
      await ds.query(`UPDATE equipment_category SET name = 'Loaders (small)' WHERE name = 'LOADERS'`);
      await ds.runMigrations({ transaction: 'all' });
      expect(await ds.showMigrations()).toBe(false);
      await expect(ds.query(`INSERT INTO work_type (company_id, name) VALUES ($1, 'TRUCKING')`, [companyId])).rejects.toThrow(/uq_work_type_company_lower_name/);
      await expect(ds.query(`INSERT INTO equipment_category (company_id, name) VALUES ($1, 'loaders')`, [companyId])).rejects.toThrow(/uq_equipment_category_company_lower_name/);
    } finally {
      await ds.destroy();
    }
  } finally {
    await pg.close();
  }
}, 90_000);

it('stops on role or company names that differ only by case, listing them and changing nothing, and runs once they are renamed', async () => {
  const pg = await startPgliteProcess();
  const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(CaseInsensitiveRoleAndCompanyNames1797400000001));
  const open = (migrations: typeof MIGRATIONS) => openWith(pg.url, migrations);
  try {
    let companyId: number;
    const old = await open(before);
    try {
      await old.runMigrations({ transaction: 'all' });
      [{ id: companyId }] = await old.query(`INSERT INTO company (name) VALUES ('Old Co') RETURNING id`);
      await old.query(`INSERT INTO company (name) VALUES ('old co')`);
      await old.query(`INSERT INTO role (company_id, name, description) VALUES ($1, 'Manager', 'x'), ($1, 'manager', 'y')`, [companyId]);
    } finally {
      await old.destroy();
    }
    const ds = await open(MIGRATIONS);
    try {
      const rows = async () => [await ds.query('SELECT name FROM company ORDER BY id'), await ds.query('SELECT name FROM role ORDER BY id')];
      const stored = await rows();
      await expect(ds.runMigrations({ transaction: 'all' })).rejects.toThrow(
        `These names differ only by case and must be renamed before the migration can run: role.name 'Manager', 'manager' (company_id ${companyId}); ` +
          "company.name 'Old Co', 'old co'",
      );
      expect(await ds.showMigrations()).toBe(true);
      expect(await rows()).toEqual(stored);

      await ds.query(`UPDATE company SET name = 'Old Co West' WHERE name = 'old co'`);
      await ds.query(`UPDATE role SET name = 'Site Manager' WHERE name = 'manager'`);
      await ds.runMigrations({ transaction: 'all' });
      expect(await ds.showMigrations()).toBe(false);
      await expect(ds.query(`INSERT INTO role (company_id, name, description) VALUES ($1, 'MANAGER', 'z')`, [companyId])).rejects.toThrow(/uq_role_company_lower_name/);
      await expect(ds.query(`INSERT INTO company (name) VALUES ('OLD CO')`)).rejects.toThrow(/uq_company_lower_name/);
    } finally {
      await ds.destroy();
    }
  } finally {
    await pg.close();
  }
}, 90_000);
