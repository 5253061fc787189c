// The one swc configuration: webpack (swc-loader) and jest (@swc/jest) compile the same way,
// with the lingui macros turned into message-catalog lookups at build time.
'use strict';

/**
 * @param {{ development?: boolean, bundle?: boolean }} [options] `bundle`: compiled for a webpack
 * build (the browser's or the server's), not for jest.
 */
function swcOptions(options = {}) {
  // A bundle built for production keeps only each message's id: the text is in the catalogs.
  // The plugin's own default decides by NODE_ENV, which webpack sets for the bundle's code but not
  // for the process compiling it, so every message's Chinese text was also in the scripts (about
  // 0.6 KB gzip of the shell's main.js). Jest and development builds keep the texts.
  const descriptorFields = options.bundle && !options.development ? 'id-only' : 'all';
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
        plugins: [[require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true, descriptorFields }]],
      },
    },
    sourceMaps: true,
  };
}

module.exports = { swcOptions };
