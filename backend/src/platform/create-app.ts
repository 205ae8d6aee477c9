import 'reflect-metadata';
import { ConsoleLogger, Logger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import multipart from '@fastify/multipart';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { CONSTANTS } from '@groundwork/shared/domain';
import { AppModule } from '../app.module';
import { registerApiReferenceAssets } from './api-docs/reference-page';
import { sendErrorBody, toErrorBody } from './errors/exception.filter';
import { loadConfig, resolveJwtSecret, type AppConfig } from './config/config';
import { openDatabase, type OpenDatabaseOptions } from './database/database';
import { registerActorContext } from './auth/actor-context';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders, registerStaticHosting } from './http/static-hosting';
import { loggerOptions, registerRequestLogging, requestId } from './observability/logging';
import { registerMetrics, serveMetrics, type MetricsServer } from './observability/metrics';

export interface CreateAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: AppConfig;
  database?: OpenDatabaseOptions;
  /** Serve shell/ and mf-*\/dist (default true). */
  staticHosting?: boolean;
  /** Nest's own messages (start-up, migrations), written as JSON lines to stdout. */
  logger?: false | NestLogLevel[];
  /** Where the request logs (JSON lines) go; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Opens the database (embedded or DATABASE_URL; migrated; demo-seeded on an empty embedded database) and builds
 * the initialised Nest application on Fastify. app.close() closes the DataSource and the embedded server.
 * Used by main.ts and the tests (which call app.inject or listen themselves).
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? loadConfig();
  const jwtSecret = resolveJwtSecret(config);
  const levels = options.logger ?? ['log', 'error', 'warn', 'fatal'];
  // JSON from the first line on (the database's start-up messages come before the application exists).
  const logger = levels === false ? false : new ConsoleLogger({ json: true, logLevels: levels });
  if (logger) Logger.overrideLogger(logger);
  const database = await openDatabase(config, options.database);
  try {
    const adapter = new FastifyAdapter({
      bodyLimit: config.bodyLimitBytes,
      trustProxy: config.trustProxy,
      logger: loggerOptions(config.logLevel, options.logStream),
      genReqId: requestId,
      requestIdHeader: false,
      // Fastify's pair of lines per request off: registerRequestLogging writes one (its label stays `reqId`).
      logController: new LogController({ disableRequestLogging: true }),
      // On shutdown the server stops listening and finishes what it has accepted: a request already on an accepted
      // connection is answered, not refused with 503 (nginx would not retry a refused POST; docs/operations.md).
      return503OnClosing: false,
      // Errors of Fastify's router (a path that does not decode, a parameter too long) answer the API's error shape too.
      frameworkErrors: (error: Error, _request: FastifyRequest, reply: FastifyReply) => sendErrorBody(reply, toErrorBody(error)),
    });
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, jwtSecret, database), adapter, {
      logger,
      abortOnError: false,
    });
    const fastify = app.getHttpAdapter().getInstance();
    registerRequestLogging(fastify);
    registerActorContext(fastify);
    const metrics = registerMetrics(fastify, database.dataSource);
    let metricsServer: MetricsServer | null = null;
    fastify.addHook('onClose', async () => {
      await metricsServer?.close();
    });
    registerSecurityHeaders(app, config);
    await registerCompression(app);
    // Uploads (spreadsheets): one file per request, at most CONSTANTS.spreadsheetMaxBytes; routes read it with request.file().
    await app.register(multipart as never, { limits: { fileSize: CONSTANTS.spreadsheetMaxBytes, files: 1, fields: 20, parts: 21 } });
    await registerApiReferenceAssets(app);
    if (options.staticHosting ?? true) await registerStaticHosting(app, config);
    await app.init();
    await fastify.ready();
    if (config.metricsPort !== null) {
      metricsServer = await serveMetrics(metrics, config.metricsHost, config.metricsPort).catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
    }
    return app;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
