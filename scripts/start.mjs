// `npm start`: build what is missing or out of date, then serve the whole product (API, shell, feature apps) on
// one URL. Without DATABASE_URL the backend runs an embedded PostgreSQL under ./data with demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, root, staleWorkspaces } from './workspaces.mjs';

const stale = staleWorkspaces();
if (stale.length) {
  console.log(`Building ${stale.join(', ')} (first start takes a minute or two)...`);
  build(stale);
}
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(signal ? 0 : code ?? 0));
