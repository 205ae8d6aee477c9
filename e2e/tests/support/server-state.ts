import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the global setup started, for the teardown. */
export interface ServerState {
  pid: number;
  dataDir: string | null;
}

/**
 * One file per Playwright run (the global setup and teardown run in the runner's process): runs of several working
 * copies on one machine must not stop each other's servers.
 */
export const STATE_FILE = join(tmpdir(), `groundwork-e2e-server-${process.pid}.json`);
