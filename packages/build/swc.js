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
        // Plugin 6 hashes message ids with the URL-safe alphabet of lingui 6; the lingui 5 CLI that
        // writes our catalogs uses the standard one, so ids with / or + would never match.
        plugins: [[require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true }]],
      },
    },
    sourceMaps: true,
  };
}

module.exports = { swcOptions };
