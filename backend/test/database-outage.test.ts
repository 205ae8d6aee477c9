/** When the database goes away the API answers 503 (never 500), and it recovers by itself when it is back. */
import { rmSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WEB_CLIENT_KEY } from '@groundwork/shared/domain';
import { createApp } from '../src/platform/create-app';
import { createCompany, createRole, createUser } from './support/factories';
import { startPgliteProcess, type PgliteProcess } from './support/pglite-process';
import { testConfig } from './support/test-app';

let pg: PgliteProcess;
const config = testConfig();
let app: NestFastifyApplication;

beforeAll(async () => {
  pg = await startPgliteProcess();
  app = await createApp({
    config: { ...config, databaseUrl: pg.url },
    database: { migrate: true, seed: false },
    staticHosting: false,
    logger: ['fatal'],
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await pg?.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

it('answers 503 while the database is down and recovers when it is back', async () => {
  const ds = app.get<DataSource>(getDataSourceToken());
  const company = await createCompany(ds);
  const role = await createRole(ds, company.id, []);
  const { user, password } = await createUser(ds, { companyId: company.id, roleId: role.id });
  const loginRequest = { method: 'POST' as const, url: '/auth/login', payload: { username: user.username, password, clientKey: WEB_CLIENT_KEY } };
  expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

  await pg.stopServer();
  const health = await app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(503);
  const login = await app.inject(loginRequest);
  expect(login.statusCode).toBe(503);
  expect(login.json()).toEqual({ statusCode: 503, message: 'The database is not reachable at the moment. Please try again shortly.' });

  await pg.startServer();
  expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  expect((await app.inject(loginRequest)).statusCode).toBe(200);
}, 60_000);
