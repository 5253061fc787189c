// createAppConfig: the one webpack + swc-loader + Module Federation configuration of an app.
// The shell and the five remotes call it from their webpack.config.js, so the rules that make
// federation survive production (shared singletons with required versions, `auto` public path,
// unhashed entries and manifests, no type generation) live in one place.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');
const { RetryChunkLoadPlugin } = require('webpack-retry-chunk-load-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcOptions } = require('./swc');
const { StartupFilesPlugin } = require('./startup-files');
const {
  RUNTIME_CORE_PROVIDER,
  runtimeCoreAlias,
  RunRuntimeCoreProviderFirstPlugin,
  DropOverriddenShareRuntimePlugin,
} = require('./federation-runtime');

/**
 * Packages every app shares as singletons: one copy per page, whichever app loads first. Our own
 * packages are shared part by part (their package.json "exports"): a page fetches the small core
 * and only the parts its code imports or its API calls need, not the whole package.
 */
/**
 * A production build writes its scripts and style sheets compressed too, beside each file
 * (main.js.br, main.js.gz), at each algorithm's best level: the server sends those as they
 * are (api-server static/serve.ts) instead of compressing every answer, and brotli at its best is
 * about 15 % smaller than gzip (the shell's main.js: 120.0 KB against 140.8 KB).
 * Not the manifests: the federation plugin writes mf-manifest.json again after this step.
 */
const PRECOMPRESSED = ['brotliCompress', 'gzip'];

/** How many times a chunk that failed to download is fetched again before its area gives up. */
const CHUNK_RETRIES = 2;

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  '@lingui/core',
  '@lingui/react',
  '@storefront/contracts',
  '@storefront/contracts/product',
  '@storefront/contracts/member',
  '@storefront/contracts/checkout',
  '@storefront/contracts/orders',
  '@storefront/contracts/merchant',
  '@storefront/contracts/operator',
  '@storefront/contracts/address',
  '@storefront/ui',
  '@storefront/ui/address',
  '@storefront/ui/orders',
  '@storefront/ui/lists',
  '@storefront/ui/forms',
];

/**
 * Parts of our packages each remote bundles itself, on the server as in the browser, never shared:
 * what they show is the remote build's own (the release label of the remote that rendered a screen).
 */
const BUNDLED_BY_EACH_REMOTE = ['@storefront/ui/build-label'];

/** The installed version of a package as seen from an app's folder. */
function installedVersion(appDir, request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  // Walk up node_modules folders as Node does; package.json is not always in a package's exports.
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${packageName} is not installed for ${appDir}`);
  }
}

/**
 * Shared modules provided from a module of ours instead of the package's own entry: the names
 * the apps use, re-exported, so webpack can leave the rest of the package out (shared/*.mjs).
 */
const SHARED_SUBSETS = {
  'react-router-dom': path.join(__dirname, 'shared', 'react-router-dom.mjs'),
};

/** The folder of react-router, the package react-router-dom re-exports, as the app resolves it. */
function reactRouterDir(appDir) {
  const dom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  return path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
}

/**
 * The ES module build of react-router for a mode. The package's "exports" name only its
 * development build (dev warnings on: `ENABLE_DEV_WARNINGS = true`, the "Hey developer" error
 * screen); the production build beside it is the same code with them off, which is what
 * React Router's own tooling serves in production.
 */
function reactRouterEntry(appDir, mode) {
  const file = path.join(reactRouterDir(appDir), 'dist', mode, 'index.mjs');
  if (!fs.existsSync(file)) throw new Error(`react-router has no ${mode} build at ${file}`);
  return file;
}

/**
 * @param {string} appDir
 * @param {string[]} eager shared modules bundled into the app's entry instead of chunks of their own
 */
function sharedConfig(appDir, eager = []) {
  const unknown = eager.filter((request) => !SINGLETONS.includes(request));
  if (unknown.length) throw new Error(`eagerShared names modules that are not shared: ${unknown.join(', ')}`);
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(appDir, request);
      const subset = SHARED_SUBSETS[request];
      return [
        request,
        { singleton: true, requiredVersion: `^${version}`, version, eager: eager.includes(request), ...(subset ? { import: subset } : {}) },
      ];
    }),
  );
}

/** Writes extra files (such as the shell's remotes.json) into the output. */
class EmitFilesPlugin {
  /** @param {Record<string, string>} files output name → absolute source path */
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, source] of Object.entries(this.files)) {
            compilation.fileDependencies.add(source);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir            the app folder (__dirname of its webpack.config.js)
 * @param {string} options.name           federation name, e.g. 'mf_product' or 'shell'
 * @param {number} options.port           dev-server port
 * @param {string} options.entry          the page bootstrap (shell: src/index.ts; remote: src/standalone/index.ts)
 * @param {string} [options.template]     HTML page of the entry; a remote without one gets the
 *                                         stand-in host page of packages/build/standalone.html
 * @param {Record<string,string>} [options.hostAttributes] extra data attributes of that page's
 *                                         mount element (e.g. { 'product-slug': '...' })
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {string[]} [options.runtimePlugins]         federation runtime plugins (host)
 * @param {string[]} [options.eagerShared]            shared modules the host's entry carries
 *                                         itself (those its first screen imports): one file
 *                                         instead of one request per module before anything shows
 * @param {(mode: string) => Record<string,string>} [options.emitFiles] extra files per mode
 */
/**
 * The build's output folder: dist, or BUILD_DIST (dist-<name>) to build a release beside the one
 * being served and swap it in (a remote deployed alone: e2e/src/hard/deploy-alone.e2e.ts).
 */
function distFolder(dir) {
  const folder = process.env.BUILD_DIST || 'dist';
  if (!/^dist(-[a-z0-9-]+)?$/.test(folder)) throw new Error(`BUILD_DIST must be dist or dist-<name>, not ${folder}`);
  return path.resolve(dir, folder);
}

/**
 * Build-time constants of every app: __BUILD_LABEL__, a release's label (BUILD_LABEL; empty by
 * default), which a remote may show to tell its builds apart.
 */
function buildConstants() {
  return { __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL || '') };
}

function createAppConfig(options) {
  const { dir, name, port, entry, template, exposes, runtimePlugins = [], emitFiles, hostAttributes = {}, eagerShared = [] } = options;
  const config = (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const development = mode === 'development';
    const apiUrl = process.env.API_URL || 'http://localhost:8080';
    // Where the app's own page lives: the shell at the root; a remote's standalone page under
    // /remotes/<folder>/ on the API server in production, at the root of its dev server.
    const isRemote = Boolean(exposes && Object.keys(exposes).length);
    const pagePath = isRemote && !development ? `/remotes/${path.basename(dir)}/` : '/';
    return {
      mode,
      context: dir,
      // The page's entry first publishes the federation runtime core for remotes (federation-runtime/).
      entry: { main: [RUNTIME_CORE_PROVIDER, path.resolve(dir, entry)] },
      // A production build ships no source maps (they would publish the source) unless the
      // build says SOURCE_MAPS=1 (README, "Source maps").
      devtool: development ? 'eval-cheap-module-source-map' : process.env.SOURCE_MAPS === '1' ? 'source-map' : false,
      output: {
        path: distFolder(dir),
        // Entries and remoteEntry.js cannot carry a content hash; chunks do and are cached forever.
        filename: '[name].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // shared/react-router-dom.mjs re-exports from the react-router that react-router-dom
        // uses, in its build for the mode (reactRouterEntry).
        alias: { 'react-router$': reactRouterEntry(dir, mode), ...runtimeCoreAlias({ remote: isRemote }) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions({ development, bundle: true }) },
          },
          // React Router's module-level React calls, marked pure: what no app uses is left out.
          {
            test: /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/,
            use: { loader: require.resolve('./shared/pure-react-calls-loader') },
          },
          // CSS goes to .css files, not into the scripts: it downloads beside them, is parsed as
          // CSS and applied once per chunk (not one <style> per module inserted by script).
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          remotes: {},
          shared: sharedConfig(dir, eagerShared),
          shareStrategy: 'loaded-first',
          runtimePlugins: runtimePlugins.map((plugin) => path.resolve(dir, plugin)),
          manifest: true,
          dts: false,
          experiments: {
            // A remote uses the runtime core of the page that loads it (the shell's, or on its
            // standalone page its own main.js's), about 11 KB gzip off every remoteEntry.js.
            ...(isRemote ? { externalRuntime: true } : {}),
            // Leave out of each app's federation runtime what it never runs: the Node.js branches
            // and the manifest-snapshot plugins everywhere (the shell registers remotes by their
            // remoteEntry.js, not by mf-manifest.json: about 1.5 KB gzip off its main.js), and in a
            // remote (which loads no remotes of its own) the remote-loading code too, about 9 KB
            // gzip off every remoteEntry.js (bench/report.md). Every app still emits its
            // mf-manifest.json, for the server's preload hints and the tools that read it.
            optimization: { target: 'web', disableSnapshot: true, ...(isRemote ? { disableRemote: true } : {}) },
          },
        }),
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: development ? '[name].css' : '[name].[contenthash:8].css',
        }),
        new HtmlWebpackPlugin({
          template: template ? path.resolve(dir, template) : path.join(__dirname, 'standalone.html'),
          chunks: ['main'],
          scriptLoading: 'defer',
          // Pages are reached at deep URLs (/products/x), so their script paths are absolute.
          publicPath: pagePath,
          templateParameters: {
            basePath: pagePath.replace(/\/$/, '') || '/',
            title: `${path.basename(dir)} (standalone)`,
            attributes: Object.entries(hostAttributes)
              .map(([key, value]) => ` data-${key}="${String(value).replace(/"/g, '&quot;')}"`)
              .join(''),
          },
        }),
        new webpack.DefinePlugin(buildConstants()),
        ...(isRemote ? [new RunRuntimeCoreProviderFirstPlugin()] : []),
        new DropOverriddenShareRuntimePlugin(),
        // A chunk whose download fails (a dropped connection, a deploy half-way) is fetched again
        // twice, with a cache-busting query, before the area shows its fallback. The remote's
        // entry itself is retried by the shell's federation runtime plugin (remote-fallback-plugin).
        new RetryChunkLoadPlugin({ maxRetries: CHUNK_RETRIES, retryDelay: 'function(attempt) { return attempt * 250; }' }),
        new StartupFilesPlugin(),
        ...(emitFiles ? [new EmitFilesPlugin(emitFiles(mode))] : []),
        ...(development
          ? []
          : PRECOMPRESSED.map((algorithm) => new CompressionPlugin({ algorithm, test: /\.(js|css)$/, threshold: 1024 }))),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // swc's minifier instead of webpack's default terser (same options: two compress passes):
        // a remote's build took 16 s with terser and 6 s with swc, for gzip sizes 0.3 % smaller.
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
        ],
      },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/media'], target: apiUrl, changeOrigin: false }],
      },
      stats: 'errors-warnings',
    };
  };
  // What the app exposes, for its server build (server-render.js createRemoteServerConfig).
  return Object.assign(config, { exposes: exposes ?? {} });
}

module.exports = { createAppConfig, distFolder, buildConstants, SINGLETONS, SHARED_SUBSETS, BUNDLED_BY_EACH_REMOTE };
