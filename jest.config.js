const { availableParallelism } = require('node:os');

/** One Jest run, one project per kind of test. Tests import @groundwork/shared from source. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true, decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } }, target: 'es2022', keepClassNames: true }, module: { type: 'commonjs' } }];
const sharedMapper = { '^@groundwork/shared/(.*)$': '<rootDir>/../shared/src/$1' };
/** Lingui 6 ships ES modules only: its files (and its parser's) are compiled to CommonJS like ours. */
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
const transformIgnorePatterns = ['/node_modules/(?!(@lingui|@messageformat)/)'];
const moduleFileExtensions = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'];

module.exports = {
  // Two workers at least: Jest's default (cores - 1) runs a 2-core machine's suite in band, 539 s against 370 s with
  // two workers, PostgreSQL's share of the time left idle (docs/decisions.md, "CI under 30 minutes").
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // The browser-like (jsdom) tests type and click through whole screens: on a busy 2-core CI machine some took over
  // Jest's 5 s default, so every test gets 15 s (backend suites set their own where they need longer).
  testTimeout: 15_000,
  projects: [
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
      transform, transformIgnorePatterns, moduleFileExtensions,
      testEnvironment: '<rootDir>/test/jsdom-environment.js',
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      moduleNameMapper: { '^@groundwork/shared/(.*)$': '<rootDir>/src/$1' },
    },
    {
      displayName: 'backend',
      rootDir: '<rootDir>/backend',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      transform, transformIgnorePatterns, moduleFileExtensions,
      testEnvironment: 'node',
      moduleNameMapper: sharedMapper,
      // One database per run (TEST_DATABASE_URL or an embedded PGlite), migrated once: backend/test/support.
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
    {
      displayName: 'apps',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/{shell,mf-admin,mf-reports,mf-hr,mf-app}/src/**/*.test.{ts,tsx}'],
      transform, transformIgnorePatterns, moduleFileExtensions,
      testEnvironment: '<rootDir>/shared/test/jsdom-environment.js',
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup.ts'],
      moduleNameMapper: { '^@groundwork/shared/(.*)$': '<rootDir>/shared/src/$1' },
    },
  ],
};
