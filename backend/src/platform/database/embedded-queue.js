/**
 * The order in which the embedded database's socket server (@electric-sql/pglite-socket 0.2.17) runs the requests
 * of its connections on the one PGlite session they share, in place of the package's own queue. That queue ran one
 * wire message at a time from any connection and kept a connection's turn only while a transaction was open, which
 * has two defects (pglite issue #1046, not fixed upstream at this version):
 * - the Parse, Bind, Execute and Sync of a parameterised statement are not in a transaction, so another connection's
 *   Parse could replace the unnamed statement between them: the first connection got an error ("unnamed prepared
 *   statement does not exist"), or the rows of the other connection's statement;
 * - a message that threw left the queue marked busy, and no message of any connection ran again.
 * Here a connection's messages are held until its request is complete (its Sync, or a message that wants an answer
 * now) and the whole request runs in one call, so no other connection's message can come between them; it is also
 * one pass into PGlite instead of five for a parameterised statement. A connection that leaves a transaction open
 * keeps its turn until the transaction ends or the connection goes away (then it is rolled back). A request that
 * throws is answered with the error and the queue goes on.
 * Checked by backend/test/embedded-connections.test.ts; revisit when the package is upgraded.
 */

/** Messages that belong to a request and wait for its end: Parse, Bind, Describe, Execute, Close. */
const HELD = new Set([0x50, 0x42, 0x44, 0x45, 0x43]);

/**
 * The queue the socket server's connections hand their messages to (the interface of the package's
 * QueryQueueManager: enqueue, clearQueueForHandler, clearTransactionIfNeeded, getQueueLength).
 */
class ConnectionQueue {
  /** @param {import('@electric-sql/pglite').PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {{ handlerId: number, message: Uint8Array, onData(data: Uint8Array): void, resolve(n: number): void, reject(e: unknown): void }[]} */
    this.queue = [];
    /** Messages of a request not complete yet, by connection. */
    this.held = new Map();
    /** The connection holding a transaction open (only its requests run), or null. */
    this.owner = null;
    /** A connection that went away while its request ran (run() ends what that request left open). */
    this.gone = new Set();
    /** The connection whose request is running, or null. */
    this.current = null;
    this.running = false;
  }

  /** Runs the connection's message with the ones it completes; resolves with the bytes answered (0 while held). */
  enqueue(handlerId, message, onData) {
    const held = this.held.get(handlerId) ?? [];
    if (HELD.has(message[0])) {
      held.push(message);
      this.held.set(handlerId, held);
      return Promise.resolve(0);
    }
    this.held.delete(handlerId);
    const request = held.length === 0 ? message : Buffer.concat([...held, message]);
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message: request, onData, resolve, reject });
      void this.run();
    });
  }

  async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === this.owner);
        if (index === -1 || this.queue.length === 0) return; // the transaction's next request has not arrived yet
        const [request] = this.queue.splice(index, 1);
        this.current = request.handlerId;
        let bytes = 0;
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(request.message, {
            onRawData: (data) => {
              bytes += data.length;
              request.onData(data);
            },
          }));
          request.resolve(bytes);
        } catch (error) {
          request.reject(error);
        }
        this.current = null;
        if (this.gone.delete(request.handlerId) && this.db.isInTransaction()) {
          // It went away while this request (its BEGIN, say) ran: nobody would end the transaction it opened.
          await this.db.exec('ROLLBACK').catch(() => undefined);
        }
        this.owner = this.db.isInTransaction() ? request.handlerId : null;
      }
    } finally {
      this.running = false;
    }
  }

  /** A connection went away: its waiting requests are refused. */
  clearQueueForHandler(handlerId) {
    if (this.current === handlerId) this.gone.add(handlerId);
    this.held.delete(handlerId);
    const kept = [];
    for (const request of this.queue) {
      if (request.handlerId === handlerId) request.reject(new Error('Handler disconnected'));
      else kept.push(request);
    }
    this.queue = kept;
  }

  /** A connection went away: a transaction it left open is rolled back, and the others go on. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return; // not between two requests of a transaction (run() handles a running one)
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.run();
  }

  getQueueLength() {
    return this.queue.length;
  }
}

/**
 * Gives `server` (a PGLiteSocketServer serving `db`, before it starts) this queue. Stops with a message when the
 * package no longer has the queue it replaces.
 */
function isolateConnections(server, db) {
  const current = server.queryQueue;
  if (!current || typeof current.enqueue !== 'function' || typeof current.clearTransactionIfNeeded !== 'function') {
    throw new Error('@electric-sql/pglite-socket changed its query queue: check embedded-queue.js against the new version');
  }
  server.queryQueue = new ConnectionQueue(db);
}

module.exports = { isolateConnections };
