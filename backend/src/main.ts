import { Logger } from '@nestjs/common';
import { loadConfig } from './platform/config/config';
import { createApp } from './platform/create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ config });
  const logger = new Logger('Groundwork');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: shutting down`);
    // A request that never ends must not keep a stopped instance alive: nginx already sends new work elsewhere.
    setTimeout(() => {
      logger.error(`Requests still in flight ${config.shutdownTimeoutMs} ms after ${signal}: exiting without them`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  logger.log(`Listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  if (config.metricsPort !== null) logger.log(`Metrics on http://${config.metricsHost}:${config.metricsPort}/metrics`);
}

main().catch((error: unknown) => {
  new Logger('Groundwork').error(error instanceof Error ? error.stack ?? error.message : String(error));
  process.exit(1);
});
