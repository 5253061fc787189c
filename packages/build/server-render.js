// The Node.js builds of server rendering, with the same swc and lingui compilation as the browser
// build (swc.js), each one CommonJS file. Styles are the browser build's files; here an imported
// stylesheet is only a name.
// - createServerRenderConfig: the shell's frame (header, footer, routes) and its render function,
//   with the shared packages inside, which it hands to the remotes' server bundles (`shared`).
// - createRemoteServerConfig: a remote's server bundle, its exposed modules with the shared
//   packages left out (required at run time from what the host hands it: one copy of React, of
//   contracts and of ui on the server). Its file name carries a content hash and the remote's
//   mf-manifest.json names it (metaData.ssrRemoteEntry), so the API server loads a new deploy of
//   the remote without a restart (packages/api-server/src/static/remote-server-entries.ts).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { swcOptions } = require('./swc');
const { BUNDLED_BY_EACH_REMOTE, SINGLETONS, buildConstants, distFolder } = require('./index');

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
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development: false, bundle: true }) },
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

/** Whether a request is one of the shared packages a remote's server bundle takes from its host. */
function isSharedRequest(request) {
  if (BUNDLED_BY_EACH_REMOTE.includes(request)) return false;
  return SINGLETONS.includes(request) || /^@storefront\/(contracts|ui)(\/|$)/.test(request);
}

/** The folder, inside the remote's dist, of its server bundle. */
const SERVER_FOLDER = 'server';

/** Writes the server entry's name into the manifest of the remote's browser build (built first). */
class NameServerEntryInManifestPlugin {
  constructor(distDir) {
    this.distDir = distDir;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('NameServerEntryInManifestPlugin', (compilation) => {
      const file = [...compilation.entrypoints.get('server').getFiles()].find((name) => name.endsWith('.cjs'));
      const manifestFile = path.join(this.distDir, 'mf-manifest.json');
      if (!file || !fs.existsSync(manifestFile)) {
        throw new Error(`the remote's browser build (${manifestFile}) must exist before its server build`);
      }
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: `${SERVER_FOLDER}/${file}`, path: '', type: 'commonjs-module' };
      fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir      the remote's folder (__dirname of its webpack config)
 * @param {{ exposes: Record<string, string> }} options.browserConfig  the remote's browser config
 *                                   (createAppConfig): its exposed modules are the server's too
 * @param {Record<string, string>} [options.define]  build-time constants
 */
function createRemoteServerConfig({ dir, browserConfig, define = {} }) {
  const { exposes } = browserConfig;
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    // The entry: every exposed module by its exposed name (the bundle's exports.exposes).
    const entryDir = path.join(dir, 'node_modules', '.cache', 'storefront-server-entry');
    fs.mkdirSync(entryDir, { recursive: true });
    const entryFile = path.join(entryDir, 'server-entry.js');
    const lines = Object.entries(exposes).map(
      ([name, module]) => `  ${JSON.stringify(name)}: require(${JSON.stringify(path.resolve(dir, module))}),`,
    );
    fs.writeFileSync(
      entryFile,
      `// Generated by @storefront/build createRemoteServerConfig.\nexports.exposes = {\n${lines.join('\n')}\n};\n`,
    );
    const distDir = distFolder(dir);
    return {
      mode,
      target: 'node20',
      context: dir,
      entry: { server: entryFile },
      devtool: false,
      output: {
        path: path.join(distDir, SERVER_FOLDER),
        filename: '[name].[contenthash:12].cjs',
        library: { type: 'commonjs2' },
        publicPath: '',
        clean: true,
      },
      externals: [({ request }, callback) => (isSharedRequest(request) ? callback(null, `commonjs ${request}`) : callback())],
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development: false, bundle: true }) },
          },
          { test: /\.(css|png|jpe?g|gif|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      plugins: [
        // One file: lazily imported parts (the auction panel) are there when the render asks.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({
          ...buildConstants(),
          ...Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
        }),
        new NameServerEntryInManifestPlugin(distDir),
      ],
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createServerRenderConfig, createRemoteServerConfig, isSharedRequest, SERVER_FOLDER };
