import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../database/data-source-options';
import type { AppConfig } from '../config/config';
import { backupSocketPath, embeddedDataFolder } from './backup';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/** Connections per process. The embedded server allows more (see EMBEDDED_MAX_CONNECTIONS). */
export const POOL_SIZE = 10;
const EMBEDDED_MAX_CONNECTIONS = POOL_SIZE * 2 + 5;

/** An initialised DataSource and what it runs on; close() ends both, in order. */
export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  url: string;
  close(): Promise<void>;
}

/** A DataSource for the URL with the project's pool settings (a slow or absent server fails fast, not hangs). */
export function createDataSource(url: string): DataSource {
  return new DataSource({ ...dataSourceOptions(url), extra: { max: POOL_SIZE, connectionTimeoutMillis: 5000 } });
}

export interface OpenDatabaseOptions {
  /** Run pending migrations (default true). */
  migrate?: boolean;
  /** Seed the demo companies when the database has none: default true on the embedded database, SEED_DEMO otherwise. */
  seed?: boolean;
}

/**
 * Connects to DATABASE_URL, or starts the embedded database under dataDir/pgdata; then migrates and seeds as asked.
 */
export async function openDatabase(config: AppConfig, options: OpenDatabaseOptions = {}): Promise<Database> {
  const logger = new Logger('Database');
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    const dataDir = embeddedDataFolder(config.dataDir);
    logger.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${dataDir}`);
    embedded = await startEmbeddedPostgres({ dataDir, maxConnections: EMBEDDED_MAX_CONNECTIONS, backupSocket: backupSocketPath(config.dataDir) });
    url = embedded.url;
  }
  const dataSource = createDataSource(url);
  const close = async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.close();
  };
  try {
    await dataSource.initialize();
    const seed = options.seed ?? (embedded !== null || config.seedDemo);
    if ((options.migrate ?? true) || seed) {
      await whileHoldingStartLock(dataSource, async () => {
        if (options.migrate ?? true) {
          const ran = await dataSource.runMigrations({ transaction: 'all' });
          if (ran.length > 0) logger.log(`Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
        }
        if (seed) {
          const { seedDemo } = await import('../../seed/demo-seed'); // loaded only when seeding
          await seedDemo(dataSource);
        }
      });
    }
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { dataSource, embedded: embedded !== null, url, close };
}

/** The advisory lock key of start-up work (an arbitrary constant: "GW" and 1). */
const START_LOCK = 0x4757_0001;

/**
 * Runs the start-up work (migrations, demo seed) holding a PostgreSQL advisory lock, so instances started together
 * on one database take turns: the first migrates, the others then find nothing pending.
 */
async function whileHoldingStartLock(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    try {
      await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/** Drops everything in the public schema (tables, types, the migrations table). */
export async function dropSchema(dataSource: DataSource): Promise<void> {
  await dataSource.query('DROP SCHEMA IF EXISTS public CASCADE');
  await dataSource.query('CREATE SCHEMA public');
}
