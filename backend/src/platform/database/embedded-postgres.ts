import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serveBackups } from './backup';

/** An embedded PostgreSQL (PGlite) served over the wire protocol on 127.0.0.1, so `pg` and TypeORM use it as-is. */
export interface EmbeddedPostgres {
  /** postgresql:// URL of the socket server. */
  url: string;
  /** Stops the socket server, then closes PGlite (flushing it to disk). */
  close(): Promise<void>;
}

/**
 * Starts PGlite persisted in `dataDir` (created when missing; omit it for an in-memory database) and serves it on
 * a free port. `maxConnections` must exceed the pool size of every client: one more connection is refused.
 * PGlite runs one query at a time; an open transaction blocks the other connections until it ends.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  maxConnections: number;
  /** A Unix socket path where `npm run db:backup` asks this server for a backup (backup.ts). */
  backupSocket?: string;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: options.maxConnections });
  let backups: Awaited<ReturnType<typeof serveBackups>> | null = null;
  try {
    await server.start();
    if (options.backupSocket) backups = await serveBackups(db, options.backupSocket);
  } catch (error) {
    await server.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
  const port = server.getServerConn().split(':').pop();
  let closed = false;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async close() {
      if (closed) return;
      closed = true;
      if (backups) await new Promise((resolve) => backups!.close(resolve));
      await server.stop();
      await db.close();
    },
  };
}
