// `npm test`: every check the project promises, in order, stopping at the first failing step:
// typecheck, lint, Jest (domain and UI unit tests, backend integration and access-table tests, migration check),
// then the browser tests in Chromium and the login page's weight budget. Ends with one line `N passed, N failed` over all tests run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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
        // Enforced for the pages that meet theirs (docs/performance.md, "Byte budgets"); the others are printed.
        ['first-load weight', 'node', ['scripts/size.mjs', '--enforce', 'login page,job list']],
      ]),
];

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
