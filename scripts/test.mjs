// `npm test`: every check the project promises, in order, stopping at the first failing step:
// typecheck, lint, Jest (domain and UI unit tests, backend integration and access-table tests, migration check),
// then the browser tests in Chromium and the login page's weight budget. Ends with one line `N passed, N failed` over all tests run.
// Typecheck and lint are single-threaded, so the build the browser tests need (the workspaces whose build is stale,
// scripts/workspaces.mjs) runs beside them on the machine's other core; Jest waits for it (its browser-like tests
// have timeouts a busy machine could break), and its output is printed then.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './workspaces.mjs';

const reports = mkdtempSync(join(tmpdir(), 'groundwork-test-'));
const jestJson = join(reports, 'jest.json');
const e2eJson = join(reports, 'e2e.json');
const skipE2e = process.argv.includes('--no-e2e');

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration (jest)', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestJson}`]],
  ...(skipE2e
    ? []
    : [
        ['browser (playwright)', 'npm', ['test', '-w', 'e2e']],
        // The browser tests' setup has built every app; the bytes a first visit transfers against issue 21's budgets.
        // All three enforced since My Schedule met its 200 KiB (docs/performance.md, "My Schedule's first load").
        ['first-load weight', 'node', ['scripts/size.mjs', '--enforce', 'login page,my schedule,job list']],
      ]),
];

/** The stale workspaces' build, started now; resolves to its exit status once it ends. */
function buildBeside() {
  const log = join(reports, 'build.log');
  const out = createWriteStream(log);
  const child = spawn('node', ['--input-type=module', '-e', "import { build, staleWorkspaces } from './scripts/workspaces.mjs'; build(staleWorkspaces());"], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const started = Date.now();
  // A failing check ends the run: the build (and the npm and webpack under it, one process group) goes with it.
  process.on('exit', () => child.exitCode === null && process.kill(-child.pid));
  return new Promise((done) => child.on('close', (code) => out.end(() => done({ code: code ?? 1, log, seconds: (Date.now() - started) / 1000 }))));
}
const building = skipE2e ? null : buildBeside();

let passed = 0;
let failed = 0;
function tally() {
  if (existsSync(jestJson)) {
    const r = JSON.parse(readFileSync(jestJson, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
  if (existsSync(e2eJson)) {
    const r = JSON.parse(readFileSync(e2eJson, 'utf8'));
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
  }
}

let status = 0;
for (const [name, cmd, args] of steps) {
  if (name === 'unit and integration (jest)' && building) {
    const built = await building;
    console.log(`\n=== build (beside the checks above)\n${readFileSync(built.log, 'utf8')}=== build: ${built.code === 0 ? 'ok' : 'FAILED'} in ${built.seconds.toFixed(1)} s`);
    if (built.code !== 0) {
      status = built.code;
      break;
    }
  }
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
  });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) {
    status = r.status ?? 1;
    break;
  }
}
tally();
if (status !== 0 && failed === 0) failed = 1; // a step failed before or outside any counted test
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status);
