import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the global setup started, for the teardown. */
export interface ServerState {
  pid: number;
  dataDir: string | null;
}

export const STATE_FILE = join(tmpdir(), `groundwork-e2e-server-${process.getuid?.() ?? 0}.json`);
