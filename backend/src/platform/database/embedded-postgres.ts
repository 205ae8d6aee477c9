import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';

/** An embedded PostgreSQL (PGlite) served over the wire protocol on 127.0.0.1, so `pg` and TypeORM use it as-is. */
export interface EmbeddedPostgres {
  /** postgresql:// URL of the socket server. */
  url: string;
  /** Stops the socket server, then closes PGlite (flushing it to disk), then ends its thread. */
  close(): Promise<void>;
}

/** What the database's thread answers (embedded-worker.js). */
type Reply = { port: number } | { error: string };

/** The next answer of the thread, or its end (an error thrown there, or an exit without an answer). */
function reply(worker: Worker): Promise<Reply | { exitCode: number }> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (message: Reply) => {
      settle();
      resolve(message);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (exitCode: number) => {
      settle();
      resolve({ exitCode });
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/**
 * Starts PGlite persisted in `dataDir` (created when missing; omit it for an in-memory database) and serves it on
 * a free port. `maxConnections` must exceed the pool size of every client: one more connection is refused.
 * PGlite runs one query at a time; an open transaction blocks the other connections until it ends.
 *
 * All of it runs in a worker thread (embedded-worker.js): the statements, the wire protocol and the backups use
 * the thread's event loop, and this one is left to HTTP. Start-up errors (a corrupt or busy data folder, the backup
 * socket) reject with the thread's message. If the thread dies while serving, the process logs why and exits with
 * code 1: it cannot work without its database, and a restart recovers the data folder as after a power cut.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  maxConnections: number;
  /** A Unix socket path where `npm run db:backup` asks this server for a backup (backup.ts). */
  backupSocket?: string;
}): Promise<EmbeddedPostgres> {
  const worker = new Worker(join(__dirname, 'embedded-worker.js'), { workerData: options });
  const started = await reply(worker);
  if (!('port' in started)) {
    throw new Error('error' in started ? started.error : `The embedded database stopped while starting (exit code ${started.exitCode})`);
  }
  let closing: Promise<void> | null = null;
  const crashed = (why: string) => {
    if (closing) return; // close() reports it
    new Logger('Database').fatal(`The embedded database stopped: ${why}. Exiting; a restart recovers its data folder.`);
    process.exit(1);
  };
  worker.on('error', (error) => crashed(error.message)).on('exit', (code) => crashed(`its thread ended (exit code ${code})`));
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${started.port}/postgres?sslmode=disable`,
    close() {
      closing ??= (async () => {
        const ended = reply(worker);
        worker.postMessage('close');
        const end = await ended;
        if ('error' in end) throw new Error(`The embedded database did not close cleanly: ${end.error}`);
        if ('exitCode' in end && end.exitCode !== 0) throw new Error(`The embedded database ended with exit code ${end.exitCode} while closing`);
      })();
      return closing;
    },
  };
}
