/**
 * Database commands (npm run db:migrate | db:reset | db:reset:empty in backend/):
 *   migrate      run pending migrations
 *   reset        drop the schema, migrate, seed the demo companies
 *   reset-empty  drop the schema, migrate, no seed
 * On DATABASE_URL, or on the embedded database under DATA_DIR when it is not set.
 */
import { Logger } from '@nestjs/common';
import { dropSchema } from '../platform/database/database';
import { seedDemo } from '../seed/demo-seed';
import { runCli } from './run-cli';

const COMMANDS = ['migrate', 'reset', 'reset-empty'] as const;
const command = process.argv[2] as (typeof COMMANDS)[number];
const logger = new Logger('db');

if (!COMMANDS.includes(command)) {
  logger.error(`Usage: node dist/cli/db.js <${COMMANDS.join('|')}>`);
  process.exit(2);
}

runCli('db', async ({ dataSource, embedded }) => {
  logger.log(`${command} on the ${embedded ? 'embedded database' : 'database of DATABASE_URL'}`);
  if (command !== 'migrate') {
    await dropSchema(dataSource);
    logger.log('Dropped the schema');
  }
  const ran = await dataSource.runMigrations({ transaction: 'all' });
  logger.log(ran.length ? `Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}` : 'No pending migrations');
  if (command === 'reset') {
    await seedDemo(dataSource);
    logger.log('Seeded the demo companies');
  }
});
