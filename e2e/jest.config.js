// Browser tests: E2E_WORKERS jest workers (default 2), each with an API server and a fresh database
// of its own for the whole run (src/support/server.ts), one test file at a time per worker.
const base = require('@storefront/build/jest').jestConfig(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS) || 2),
};
