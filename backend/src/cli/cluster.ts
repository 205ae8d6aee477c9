/**
 * npm run cluster [-- options]: API instances on DATABASE_URL behind nginx (docs/operations.md), until Ctrl+C.
 *   --instances N        how many (default 2), on loopback ports from --api-port (default 4801) up
 *   --port P             where nginx listens on 127.0.0.1 (default 4800)
 *   --load S             run the mixed load for S seconds (50 connections, --connections), print the figures, stop
 *   --stop-one-at T      with --load: stop the first instance T seconds into the load (graceful shutdown drill)
 * Run `npm run build` first (the instances run backend/dist/main.js, as `npm start`). Without JWT_SECRET the
 * instances share DATA_DIR's generated secret.
 */
import { Logger } from '@nestjs/common';
import { startCluster } from '../ops/cluster';
import { runLoad } from '../ops/load';
import { argument } from './run-cli';

const logger = new Logger('cluster');
const number = (name: string, fallback: number) => {
  const value = argument(process.argv, name);
  return value === undefined ? fallback : Number(value);
};

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Several instances share one PostgreSQL: set DATABASE_URL (the embedded database serves one process)');
  const instances = number('instances', 2);
  const apiPort = number('api-port', 4801);
  const port = number('port', 4800);
  const loadSeconds = number('load', 0);
  const stopAt = number('stop-one-at', 0);
  const cluster = await startCluster({
    databaseUrl,
    listen: { host: '127.0.0.1', port },
    apiPorts: Array.from({ length: instances }, (_, i) => apiPort + i),
    env: loadSeconds ? { LOG_LEVEL: 'warn' } : {},
    echo: loadSeconds ? undefined : (line) => process.stdout.write(`${line}\n`),
  });
  logger.log(`nginx on ${cluster.url} in front of ${cluster.instances.map((i) => i.url).join(', ')}`);
  if (!loadSeconds) {
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await cluster.close();
    return;
  }
  try {
    let stopped: Promise<number | null> | null = null;
    const result = await runLoad({
      url: cluster.url,
      connections: number('connections', 50),
      seconds: loadSeconds,
      onStart: () => {
        if (stopAt) setTimeout(() => (stopped = cluster.stop(cluster.instances[0]!)), stopAt * 1000);
      },
    });
    logger.log(JSON.stringify({ instances, ...result, stoppedInstanceExit: stopped ? await stopped : undefined }));
  } finally {
    await cluster.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    logger.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
