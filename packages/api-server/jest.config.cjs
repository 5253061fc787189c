// jest for the API server: node environment.
// - package-root.ts uses import.meta (ESM only), so jest gets its CommonJS twin (test/).
// - PGlite's CommonJS build loads node built-ins with dynamic import(), which jest refuses
//   without --experimental-vm-modules: swc compiles those import() calls to require().
const { cpus } = require('node:os');
const base = require('@storefront/build/jest').jestConfig(__dirname, { environment: 'node' });
const swcTransform = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '@electric-sql/pglite/dist/.+\\.cjs$': [
      swcTransform[0],
      { ...swcTransform[1], jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, sourceMaps: false },
    ],
  },
  // The shared list of ESM packages to compile (ky, lexical...), plus PGlite.
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(\\.pnpm/)?(', '(?!(\\.pnpm/)?(@electric-sql|'),
  ),
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^(\\.{1,2}/)+(src/)?package-root$': '<rootDir>/test/package-root.jest.cjs',
  },
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '/data/'],
  testTimeout: 30000,
  // Two workers even on two cores (jest's default would be one): this suite is the long pole of
  // `pnpm test:unit`, which runs it beside the other packages' smaller suites; with one worker the
  // second core idles once those are done.
  maxWorkers: Math.max(2, cpus().length - 1),
  // One seeded database for the run, copied into each test file (test/seeded-dump.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
