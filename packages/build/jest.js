// Shared jest settings: every package calls jestConfig(__dirname) from its jest.config.js.
'use strict';
const path = require('node:path');
const { swcOptions } = require('./swc');

/**
 * @param {string} rootDir the package folder
 * @param {{ environment?: 'node' | 'jsdom' }} [options]
 */
function jestConfig(rootDir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir,
    // jest-fixed-jsdom: jsdom with Node's fetch, Request, Response and streams, which ky needs.
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-fixed-jsdom') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { ...swcOptions(), module: { type: 'commonjs' } }],
    },
    // lexical and a few others ship ESM only: let swc transform them too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(lexical|@lexical|@preact|ky)[@/+])'],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.js')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A screen test types and clicks through user-event; on a 2-core machine running two packages'
    // tests at once (pnpm test:unit) jest's 5 s default cut a slow one off mid-way. The timeout
    // is no assertion: what a test waits for it waits for with findBy's own limits.
    testTimeout: 20_000,
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest-style-stub.js'),
    },
  };
}

module.exports = { jestConfig };
