// `npm run dev`: the backend (rebuilt and restarted on change) plus webpack dev servers for the shell and the four
// feature apps with live reload. The shell's /config.json is proxied to the backend, which points each remote at
// its dev server through REMOTE_*_URL.
import { build, staleWorkspaces } from './workspaces.mjs';
import concurrently from 'concurrently';

const stale = staleWorkspaces().filter((ws) => ws === 'shared' || ws === 'backend');
if (stale.length) build(stale);

const port = process.env.PORT ?? '3000';
// The dev-server ports each app's webpack.config.js sets (devPort).
const remotes = { 'mf-admin': 3113, 'mf-reports': 3123, 'mf-hr': 3133, 'mf-app': 3143 };
const shellPort = 3103;
const remoteEnv = Object.fromEntries(
  Object.entries(remotes).map(([name, p]) => [`REMOTE_${name.replace("-", "_").toUpperCase()}_URL`, `http://localhost:${p}/mf-manifest.json`]),
);
const { result } = concurrently(
  [
    { name: 'shared', command: 'npm run build -w shared -- --watch' },
    { name: 'backend', command: `npx swc src -d dist --strip-leading-paths --config-file ../.swcrc --watch`, cwd: 'backend' },
    { name: 'api', command: 'node --watch-path=backend/dist backend/dist/main.js', env: { ...remoteEnv, PORT: port } },
    { name: 'shell', command: `npm run dev -w shell`, env: { BACKEND_URL: `http://localhost:${port}` } },
    ...Object.keys(remotes).map((name) => ({ name, command: `npm run dev -w ${name}` })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
console.log(`Open http://localhost:${shellPort} (API on port ${port}).`);
result.catch(() => process.exit(1));
