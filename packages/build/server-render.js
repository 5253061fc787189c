// createServerRenderConfig: the Node.js build of an app's server rendering (the shell's first
// screen). The same swc and lingui compilation as the browser build (swc.js), one CommonJS file,
// no federation: the server imports the screens it renders. Styles are the browser build's files;
// here an imported stylesheet is only a name.
'use strict';
const path = require('node:path');
const webpack = require('webpack');
const { swcOptions } = require('./swc');

/**
 * @param {object} options
 * @param {string} options.dir    the app folder (__dirname of its webpack.server.config.js)
 * @param {string} options.entry  the module exporting the render function
 */
function createServerRenderConfig({ dir, entry }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    return {
      mode,
      target: 'node20',
      context: dir,
      entry: { 'render-first-screen': path.resolve(dir, entry) },
      devtool: false,
      output: {
        path: path.resolve(dir, 'dist-server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        publicPath: '',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development: false }) },
          },
          { test: /\.(css|png|jpe?g|gif|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      // One file: lazily imported parts (the lightbox, contracts parts) are there when asked for.
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
      // Server code is read by Node.js once at start: no minifying, readable stack traces.
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createServerRenderConfig };
