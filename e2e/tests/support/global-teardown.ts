import { existsSync, readFileSync, rmSync } from 'node:fs';
import { STATE_FILE, type ServerState } from './server-state';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  rmSync(STATE_FILE, { force: true });
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
  // Give the embedded database a moment to close its files before they are removed.
  for (let i = 0; i < 40; i += 1) {
    try {
      process.kill(state.pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
}
