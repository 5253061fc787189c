// The one swc configuration: webpack (swc-loader) and jest (@swc/jest) compile the same way,
// with the lingui macros turned into message-catalog lookups at build time.
'use strict';

/** @param {{ development?: boolean }} [options] */
function swcOptions(options = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic', development: Boolean(options.development) },
      },
      experimental: {
        plugins: [[require.resolve('@lingui/swc-plugin'), {}]],
      },
    },
    sourceMaps: true,
  };
}

module.exports = { swcOptions };
