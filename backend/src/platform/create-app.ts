import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSTANTS } from '@groundwork/shared/domain';
import { AppModule } from '../app.module';
import { registerApiReferenceAssets } from './api-docs/reference-page';
import { sendErrorBody, toErrorBody } from './errors/exception.filter';
import { loadConfig, resolveJwtSecret, type AppConfig } from './config/config';
import { openDatabase, type OpenDatabaseOptions } from './database/database';
import { registerSecurityHeaders, registerStaticHosting } from './http/static-hosting';

export interface CreateAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: AppConfig;
  database?: OpenDatabaseOptions;
  /** Serve shell/ and mf-*\/dist (default true). */
  staticHosting?: boolean;
  logger?: false | Array<'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal'>;
}

/**
 * Opens the database (embedded or DATABASE_URL; migrated; demo-seeded on an empty embedded database) and builds
 * the initialised Nest application on Fastify. app.close() closes the DataSource and the embedded server.
 * Used by main.ts and the tests (which call app.inject or listen themselves).
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? loadConfig();
  const jwtSecret = resolveJwtSecret(config);
  const database = await openDatabase(config, options.database);
  try {
    const adapter = new FastifyAdapter({
      bodyLimit: config.bodyLimitBytes,
      trustProxy: config.trustProxy,
      // Errors of Fastify's router (a path that does not decode, a parameter too long) answer the API's error shape too.
      frameworkErrors: (error: Error, _request: FastifyRequest, reply: FastifyReply) => sendErrorBody(reply, toErrorBody(error)),
    });
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, jwtSecret, database), adapter, {
      logger: options.logger ?? ['log', 'error', 'warn', 'fatal'],
      abortOnError: false,
    });
    await registerSecurityHeaders(app, config);
    // Uploads (spreadsheets): one file per request, at most CONSTANTS.spreadsheetMaxBytes; routes read it with request.file().
    await app.register(multipart as never, { limits: { fileSize: CONSTANTS.spreadsheetMaxBytes, files: 1, fields: 20, parts: 21 } });
    await registerApiReferenceAssets(app);
    if (options.staticHosting ?? true) await registerStaticHosting(app, config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
