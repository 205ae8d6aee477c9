// An in-memory PGlite served by pglite-socket in its own Node process (PGlite's dynamic imports do not run inside
// Jest's module sandbox). Driven over IPC by pglite-process.ts: 'stop' / 'start' the socket server, 'exit'.
const { PGlite } = require('@electric-sql/pglite');
const { PGLiteSocketServer } = require('@electric-sql/pglite-socket');

let db;
let server;
let port = 0;

async function start() {
  server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 30 });
  await server.start();
  port = Number(server.getServerConn().split(':').pop());
}

process.on('message', async (command) => {
  try {
    if (command === 'stop') await server.stop();
    else if (command === 'start') await start();
    else if (command === 'exit') {
      await server.stop();
      await db.close();
      process.send({ ok: true, port }, () => process.exit(0));
      return;
    }
    process.send({ ok: true, port });
  } catch (error) {
    process.send({ ok: false, error: String(error) });
  }
});
process.on('disconnect', () => process.exit(0));

(async () => {
  db = await PGlite.create();
  await start();
  process.send({ ok: true, port });
})().catch((error) => {
  process.send({ ok: false, error: String(error) });
  process.exit(1);
});
