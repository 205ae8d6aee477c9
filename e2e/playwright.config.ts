import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser (ARCHITECTURE.md, pitfalls): its headless shell when installed (`apt-get
 * install chromium-headless-shell`, as CI does), else the full browser. The same engine without the full browser's
 * GPU and interface processes: the suite ran a fifth faster on a 2-core machine (docs/decisions.md, "CI under 30
 * minutes"). `CHROMIUM` names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` (scripts/test.mjs) sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results in its closing line.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  // Builds what is missing and starts the backend (embedded database, or TEST_DATABASE_URL) on a free port.
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  use: {
    // Set by the global setup (or given: E2E_BASE_URL=http://localhost:3000 npm test -w e2e).
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // The service worker would answer requests that tests route (a remote going down); tests run without it.
    serviceWorkers: 'block',
    // A failing test keeps its trace (actions, DOM snapshots, network). Without the screencast: recording every
    // test's frames made the suite 57 % slower on a 2-core machine (docs/decisions.md, "CI under 30 minutes").
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
