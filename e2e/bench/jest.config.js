// The harness's own tests (pure rules and the report's rendering): `pnpm --filter @storefront/e2e test:bench`.
const base = require('@storefront/build/jest').jestConfig(__dirname, { environment: 'node' });

module.exports = { ...base, testMatch: ['<rootDir>/**/*.test.ts'] };
