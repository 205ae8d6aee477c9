/**
 * The order in which the embedded database's socket server (@electric-sql/pglite-socket 0.2.17) runs the messages of
 * its connections on the one PGlite session they share. The package's queue runs them one message at a time and keeps
 * a connection's turn only while a transaction is open, which has two defects (pglite issue #1046, not fixed upstream
 * at this version):
 * - the Parse, Bind, Execute and Sync of a parameterised statement are not in a transaction, so another connection's
 *   Parse can replace the unnamed statement between them: the first connection gets an error ("unnamed prepared
 *   statement does not exist"), or the rows of the other connection's statement;
 * - a message that throws leaves the queue marked busy, and no message of any connection runs again.
 * `isolateConnections` replaces the queue's scheduling on one server: a connection keeps its turn from its first
 * message until the statement is over (Sync or a simple Query) and, after that, for as long as it holds a transaction
 * open; a throw answers that message with the error and the queue goes on. Checked by
 * backend/test/embedded-connections.test.ts; revisit when the package is upgraded.
 */

/** Messages that end a request: after them the backend answers ReadyForQuery. Sync ('S') and simple Query ('Q'). */
const ENDS_REQUEST = new Set([0x53, 0x51]);
/** Messages that start or continue a request (Parse, Bind, Describe, Execute, Close, Flush, FunctionCall, copy). */
const CONTINUES_REQUEST = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48, 0x46, 0x64, 0x63, 0x66]);

/** A Sync message: type 'S', length 4. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * @param {{ queryQueue: object }} server a PGLiteSocketServer, before it accepts connections
 * @param {{ isInTransaction(): boolean, runExclusive(fn: () => Promise<unknown>): Promise<unknown>,
 *   execProtocolRawStream(message: Uint8Array, options: { onRawData(data: Uint8Array): void }): Promise<unknown>,
 *   exec(sql: string): Promise<unknown> }} db the PGlite the server serves
 */
function isolateConnections(server, db) {
  const queue = server.queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error('@electric-sql/pglite-socket changed its query queue: check embedded-queue.js against the new version');
  }
  /** The connection whose request or transaction is under way (only its messages run), or null. */
  let owner = null;
  /** Whether the owner's request has begun and not reached its Sync yet. */
  let midRequest = false;

  queue.processQueue = async function processQueue() {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index = owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === owner);
        if (index === -1 || this.queue.length === 0) return; // the owner's next message has not arrived yet
        const [query] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await db.runExclusive(() => db.execProtocolRawStream(query.message, {
            onRawData: (data) => {
              bytes += data.length;
              query.onData(data);
            },
          }));
        } catch (error) {
          query.reject(error);
          continue;
        } finally {
          const type = query.message[0];
          midRequest = CONTINUES_REQUEST.has(type) || (midRequest && !ENDS_REQUEST.has(type) && owner === query.handlerId);
          if (midRequest) owner = query.handlerId;
          else if (ENDS_REQUEST.has(type) || owner === query.handlerId) owner = db.isInTransaction() ? query.handlerId : null;
        }
        query.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that goes away gives up its turn: a request it left unfinished is ended with a Sync (which also
  // ends the error state of a failed one), a transaction it left open is rolled back.
  queue.clearTransactionIfNeeded = async function clearTransactionIfNeeded(handlerId) {
    if (owner !== handlerId) return;
    if (midRequest) await db.runExclusive(() => db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
    owner = null;
    midRequest = false;
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    await this.processQueue();
  };
}

module.exports = { isolateConnections };
