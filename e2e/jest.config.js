// Browser tests: one API server with a fresh database for the whole run, one test file at a time.
const base = require('@storefront/build/jest').jestConfig(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
};
