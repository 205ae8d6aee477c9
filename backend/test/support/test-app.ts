import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../src/platform/config/config';
import { createApp } from '../../src/platform/create-app';

export const TEST_JWT_SECRET = 'test-secret-for-the-backend-tests-only-0123456789';

/** The URL of the run's test database (set by global-setup.ts). */
export function testDatabaseUrl(): string {
  const url = process.env.GW_TEST_DATABASE_URL;
  if (!url) throw new Error('GW_TEST_DATABASE_URL is not set: run the backend tests through Jest (globalSetup)');
  return url;
}

/**
 * The configuration tests run with: the test database, a fixed JWT secret, a temp data folder. The sign-in throttle
 * counts in the database, shared by every test file (all signing in from 127.0.0.1) and kept between runs, so the
 * per-address limit is lifted here; the throttle's own tests set their limits and use addresses of their own.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'gw-test-data-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'silent', // the request logs' own test turns them on
  });
  return { ...base, databaseUrl: testDatabaseUrl(), ...overrides };
}

export interface TestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** The real application on the test database (already migrated; no seed, no static hosting unless asked). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { staticHosting?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const app = await createApp({
    config,
    database: { migrate: false, seed: false },
    staticHosting: options.staticHosting ?? false,
    logger: ['error', 'fatal'],
    logStream: options.logStream,
  });
  const close = async () => {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  };
  return { app, dataSource: app.get<DataSource>(getDataSourceToken()), close };
}
