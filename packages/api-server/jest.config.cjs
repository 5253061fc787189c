// jest for the API server: node environment.
// - package-root.ts uses import.meta (ESM only), so jest gets its CommonJS twin (test/).
// - PGlite's CommonJS build loads node built-ins with dynamic import(), which jest refuses
//   without --experimental-vm-modules: swc compiles those import() calls to require().
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
  // One seeded database for the run, copied into each test file (test/seeded-dump.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
