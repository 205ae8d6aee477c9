// The embedded database's own thread, started by embedded-postgres.ts: PGlite, its wire-protocol socket server and
// the backup socket, so that their work (every statement, the protocol, a backup's dump and gzip) runs beside the
// API's event loop instead of on it. Plain JavaScript on purpose: Node loads a Worker's entry file as it is, without
// the SWC transform that Jest and the source runner apply to TypeScript; the builds (dist/, the bench's) compile it
// to itself beside the TypeScript files.
//
// Protocol: workerData = { dataDir?, maxConnections, backupSocket? }. The thread answers once { port } when it
// serves, or { error } (then ends). On 'close' it stops the servers, closes PGlite (which flushes it to disk) and
// ends with code 0, or answers { error } and ends with code 1.
const { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');
const { isolateConnections } = require('./embedded-queue');

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * Answers backups on a Unix socket for `npm run db:backup` (backup.ts explains why they are consistent): each
 * connection receives `OK <bytes>\n` and the gzipped tar of the data folder taken after a CHECKPOINT, or
 * `ERR <message>\n`.
 */
async function serveBackups(db, path) {
  rmSync(path, { force: true }); // left by a server that did not stop cleanly
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    (async () => {
      await db.exec('CHECKPOINT');
      return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    })().then(
      (bytes) => socket.end(Buffer.concat([Buffer.from(`OK ${bytes.length}\n`), bytes])),
      (error) => socket.end(`ERR ${messageOf(error)}\n`),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      // Fatal on purpose: without the socket, a backup command would open the files the server is using.
      reject(new Error(`Cannot open the backup socket ${path} (${error.message}): use a shorter or writable DATA_DIR`)));
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return server;
}

/**
 * Takes the data folder for this process: PGlite does not lock it, and two servers writing one folder corrupt it.
 * The lock is a file beside the folder (not in it, so never in a backup) holding the owner's process id; a lock
 * left by a process that no longer runs, or that bears this process's own id (a container restarted with the same
 * pid), is taken over. Returns its release.
 */
function lockDataDir(dataDir) {
  const lock = `${dataDir}.lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(`The embedded database ${dataDir} is in use by process ${owner}: one server or command at a time may open it`, { cause: error });
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // running, as another user
  }
}

async function start({ dataDir, maxConnections, backupSocket }) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let db = null;
  let server = null;
  let backups = null;
  try {
    db = await PGlite.create(dataDir ? { dataDir } : {});
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
    isolateConnections(server, db);
    await server.start();
    if (backupSocket) backups = await serveBackups(db, backupSocket);
  } catch (error) {
    await server?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    unlock();
    throw error;
  }
  return {
    port: Number(server.getServerConn().split(':').pop()),
    async close() {
      try {
        if (backups) await new Promise((resolve) => backups.close(resolve));
        await server.stop();
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

start(workerData).then(
  (database) => {
    parentPort.once('message', () =>
      database.close().then(
        () => process.exit(0),
        (error) => {
          parentPort.postMessage({ error: messageOf(error) });
          process.exit(1);
        },
      ));
    parentPort.postMessage({ port: database.port });
  },
  (error) => {
    parentPort.postMessage({ error: messageOf(error) });
    process.exit(1);
  },
);
