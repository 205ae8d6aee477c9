/**
 * Backups (npm run db:backup [FILE] | db:restore FILE, from the repository root; docs/operations.md):
 *   backup [FILE]   a consistent backup of the embedded database (asked of the running server, or read from the
 *                   stopped data folder) or of DATABASE_URL (pg_dump), by default into backups/ of the folder the
 *                   command was run from
 *   restore FILE    into an empty DATA_DIR (embedded) or an empty DATABASE_URL database
 * FILE is relative to the folder the command was run from (npm's INIT_CWD), not to backend/.
 */
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../platform/config/config';
import { backupDatabase, restoreDatabase } from '../platform/database/backup';

const logger = new Logger('db');
const [command, fileArgument] = process.argv.slice(2);
const here = process.env.INIT_CWD ?? process.cwd();

function defaultFile(embedded: boolean): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return resolve(here, 'backups', `groundwork-${stamp}.${embedded ? 'pgdata.tar.gz' : 'dump'}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (command === 'backup') {
    const file = fileArgument ? resolve(here, fileArgument) : defaultFile(!config.databaseUrl);
    const result = await backupDatabase(config, file);
    logger.log(`Backed up (${result.source}) to ${result.file}: ${(result.bytes / 1024).toFixed(0)} KB`);
  } else if (command === 'restore' && fileArgument) {
    await restoreDatabase(config, resolve(here, fileArgument));
    logger.log(`Restored ${fileArgument} into ${config.databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${config.dataDir}`}`);
  } else {
    logger.error('Usage: npm run db:backup [FILE] | npm run db:restore FILE');
    process.exit(2);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    logger.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
