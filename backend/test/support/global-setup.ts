/**
 * Jest globalSetup of the backend project: one database per run, migrated once.
 * - TEST_DATABASE_URL set (CI: a fresh database on PostgreSQL 15): migrate it.
 * - Otherwise: an embedded PGlite in a temp folder, served on 127.0.0.1 by pglite-socket, migrated.
 * Workers read the URL from GW_TEST_DATABASE_URL (and GW_TEST_DATABASE_KIND: 'server' | 'embedded').
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/database/migrations';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/platform/database/embedded-postgres';

declare global {
  var __GW_TEST_EMBEDDED__: { server: EmbeddedPostgres; dir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  if (url) {
    process.env.GW_TEST_DATABASE_KIND = 'server';
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'gw-test-pg-'));
    // Every test file opens an app (pool of 10) plus a few direct connections: allow plenty.
    const server = await startEmbeddedPostgres({ dataDir: join(dir, 'pgdata'), maxConnections: 200 });
    globalThis.__GW_TEST_EMBEDDED__ = { server, dir };
    url = server.url;
    process.env.GW_TEST_DATABASE_KIND = 'embedded';
  }
  // Migrations only (no entities): globalSetup runs outside Jest's module mapping of @groundwork/shared.
  const dataSource = new DataSource({ type: 'postgres', url, migrations: MIGRATIONS });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await dataSource.destroy();
  }
  process.env.GW_TEST_DATABASE_URL = url;
}
