// Prints the fingerprint (fingerprint.ts) of a stopped embedded database's data folder as JSON: run in its own
// process (PGlite does not load inside Jest's sandbox) by server-process.ts's runCommand.
import { PGlite } from '@electric-sql/pglite';
import { fingerprint } from './fingerprint';

(async () => {
  const db = await PGlite.create({ dataDir: process.argv[2]! });
  try {
    process.stdout.write(JSON.stringify(await fingerprint(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows)));
  } finally {
    await db.close();
  }
})().catch((error: unknown) => {
  process.stderr.write(String(error));
  process.exit(1);
});
