import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, ROOT, startBackend } from './backend';
import { STATE_FILE, type ServerState } from './server-state';

/**
 * Builds every workspace whose build is missing or older than its sources, with the same check `npm start` uses
 * (scripts/workspaces.mjs), so the browser tests always run the code in the working tree.
 */
async function buildStale(): Promise<void> {
  const workspaces = (await import(join(ROOT, 'scripts/workspaces.mjs'))) as {
    staleWorkspaces(): string[];
    build(list: string[]): void;
  };
  const stale = workspaces.staleWorkspaces();
  if (stale.length) console.log(`[e2e] building ${stale.join(', ')}`);
  workspaces.build(stale);
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a server the caller runs
  await buildStale();
  const env: NodeJS.ProcessEnv = {};
  let dataDir: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    env.DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL, 'e2e');
    env.SEED_DEMO = '1';
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'groundwork-e2e-'));
    env.DATA_DIR = dataDir;
    env.DATABASE_URL = '';
  }
  const server = await startBackend(env);
  server.process.unref();
  const state: ServerState = { pid: server.process.pid as number, dataDir };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env.E2E_BASE_URL = server.url;
}
