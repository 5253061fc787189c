// The long browser matrices (`pnpm test:hard`): the full XSS rotation, every remote under every
// fault, axe on every screen in both languages at both widths. Same server set-up as the e2e run.
const e2e = require('./jest.config');

module.exports = {
  ...e2e,
  testMatch: ['<rootDir>/src/hard/**/*.e2e.ts'],
  testTimeout: 30 * 60_000,
  // The matrices run one file at a time, on one server.
  maxWorkers: 1,
};
