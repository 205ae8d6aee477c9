/**
 * Entities and migrations agree: on a freshly migrated database TypeORM has nothing left to generate.
 * Runs on a fresh embedded PGlite always, and on the PostgreSQL server of TEST_DATABASE_URL when set (CI: 15).
 */
import { createDataSource } from '../src/platform/database/database';
import { startPgliteProcess } from './support/pglite-process';
import { testDatabaseUrl } from './support/test-app';

async function pendingSchemaChanges(url: string, migrate: boolean): Promise<string[]> {
  const ds = createDataSource(url);
  await ds.initialize();
  try {
    if (migrate) await ds.runMigrations({ transaction: 'all' });
    expect(await ds.showMigrations()).toBe(false); // nothing pending
    const sql = await ds.driver.createSchemaBuilder().log();
    return sql.upQueries.map((q) => q.query);
  } finally {
    await ds.destroy();
  }
}

describe('migrations match the entities', () => {
  it('on a freshly migrated embedded database (PGlite)', async () => {
    const pg = await startPgliteProcess();
    try {
      expect(await pendingSchemaChanges(pg.url, true)).toEqual([]);
    } finally {
      await pg.close();
    }
  }, 60_000);

  const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;
  onServer('on the PostgreSQL server of TEST_DATABASE_URL', async () => {
    expect(await pendingSchemaChanges(testDatabaseUrl(), false)).toEqual([]);
  }, 60_000);
});
