/**
 * The embedded database's socket server shares one PGlite session between all connections (embedded-queue.js): the
 * statements of connections that query at the same moment must not mix, outside a transaction as inside one.
 */
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/platform/database/embedded-postgres';

let db: EmbeddedPostgres;
beforeAll(async () => {
  db = await startEmbeddedPostgres({ maxConnections: 10 });
}, 60_000);
afterAll(() => db.close());

async function connected(): Promise<Client> {
  const client = new Client({ connectionString: db.url });
  await client.connect();
  return client;
}

describe('connections of the embedded database at the same moment', () => {
  it('each parameterised statement answers its own connection (no error, no other statement\'s rows)', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, connected));
    try {
      // Each connection its own statement shape and values: a mix-up answers an error or another connection's row.
      const run = async (client: Client, n: number) => {
        for (let i = 0; i < 150; i++) {
          const { rows } = await client.query(`SELECT $1::int AS n${n}, $2::text AS label`, [i, `client ${n}`]);
          expect(rows).toEqual([{ [`n${n}`]: i, label: `client ${n}` }]);
        }
      };
      await Promise.all(clients.map(run));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  }, 60_000);

  it('a connection that goes away in the middle of its transaction leaves nothing open: the others go on', async () => {
    const [a, b] = await Promise.all([connected(), connected()]);
    try {
      await a.query('CREATE TABLE IF NOT EXISTS t_left (n int)');
      await a.query('BEGIN');
      await a.query('INSERT INTO t_left VALUES ($1)', [1]);
      const closed = new Promise((resolve) => a.once('error', resolve).once('end', resolve));
      (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      await closed;
      // Waits for the transaction's connection, then runs once its transaction is rolled back (the row is not there).
      expect((await b.query('SELECT count(*)::int AS n FROM t_left WHERE n = $1', [1])).rows).toEqual([{ n: 0 }]);
    } finally {
      await b.end();
    }
  }, 30_000);

  it('a transaction sees only its own statements until it ends, and a refused statement does not stop the others', async () => {
    const [a, b, c] = await Promise.all([connected(), connected(), connected()]);
    try {
      await a.query('CREATE TABLE IF NOT EXISTS t_counter (id int PRIMARY KEY, n int NOT NULL)');
      await a.query('INSERT INTO t_counter VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0');
      const add = async (client: Client) => {
        for (let i = 0; i < 40; i++) {
          await client.query('BEGIN');
          const { rows: [{ n }] } = await client.query('SELECT n FROM t_counter WHERE id = $1', [1]);
          await client.query('UPDATE t_counter SET n = $1 WHERE id = $2', [n + 1, 1]);
          await client.query('COMMIT');
        }
      };
      const refused = async () => {
        for (let i = 0; i < 40; i++) await expect(c.query('SELECT $1::int / 0', [i])).rejects.toThrow('division by zero');
      };
      await Promise.all([add(a), add(b), refused()]);
      expect((await c.query('SELECT n FROM t_counter WHERE id = 1')).rows).toEqual([{ n: 80 }]);
    } finally {
      await Promise.all([a, b, c].map((client) => client.end()));
    }
  }, 60_000);
});
