import { Logger } from '@nestjs/common';
import { loadConfig, type AppConfig } from '../platform/config/config';
import { openDatabase, type Database } from '../platform/database/database';

/**
 * Opens the configured database (DATABASE_URL, or the embedded one under DATA_DIR: stop the server first, one
 * process at a time owns the embedded files) without migrating or seeding, runs the task, closes everything.
 */
export function runCli(name: string, task: (db: Database, config: AppConfig) => Promise<void>): void {
  const logger = new Logger(name);
  const config = loadConfig();
  (async () => {
    const db = await openDatabase(config, { migrate: false, seed: false });
    try {
      await task(db, config);
    } finally {
      await db.close();
    }
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}

/** `--name value` or `--name=value` from argv. */
export function argument(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === `--${name}`) return argv[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}
