// StartupFilesPlugin on a real webpack + Module Federation build of a small app: the page links
// the bootstrap chunk, the chunk of the shared module it consumes and their CSS, and leaves a
// lazily imported part, a lazily imported shared module and a page the entry's own code imports
// lazily to load on demand.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupFilesPlugin } = require('../startup-files');

const fixture = path.join(__dirname, 'startup-fixture');

function build(outDir) {
  const compiler = webpack({
    mode: 'production',
    context: fixture,
    entry: { main: './index.js' },
    output: { path: outDir, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/' },
    resolve: {
      alias: {
        'fixture-shared$': path.join(fixture, 'fixture-shared.js'),
        'fixture-lazy-shared$': path.join(fixture, 'fixture-lazy-shared.js'),
      },
    },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        shared: {
          'fixture-shared': {
            import: path.join(fixture, 'fixture-shared.js'),
            version: '1.0.0',
            requiredVersion: '^1.0.0',
            singleton: true,
          },
          'fixture-lazy-shared': {
            import: path.join(fixture, 'fixture-lazy-shared.js'),
            version: '1.0.0',
            requiredVersion: '^1.0.0',
            singleton: true,
          },
        },
        dts: false,
      }),
      new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:8].css' }),
      new HtmlWebpackPlugin({ template: path.join(fixture, 'index.html'), chunks: ['main'] }),
      new StartupFilesPlugin(),
    ],
    optimization: { moduleIds: 'named', chunkIds: 'named' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true }));
    }),
  );
}

test('the page links what the bootstrap needs and nothing that loads on demand', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-files-'));
  try {
    const stats = await build(outDir);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<link ([^>]*)>/g)].map((m) => m[1]);
    const preloaded = links.filter((l) => /rel="?preload/.test(l) && /as="?script/.test(l)).map((l) => /href="?([^" >]+)/.exec(l)[1]);
    const styles = links.filter((l) => /rel="?stylesheet/.test(l)).map((l) => /href="?([^" >]+)/.exec(l)[1]);
    const filesOf = (predicate) =>
      stats.chunks
        .filter((chunk) => chunk.modules.some((m) => predicate(m.name ?? '')))
        .flatMap((chunk) => chunk.files)
        .map((f) => `/${f}`);

    // The bootstrap chunk and its CSS.
    const bootstrap = filesOf((name) => name.includes('bootstrap.js'));
    assert.ok(
      bootstrap.some((f) => f.endsWith('.js') && preloaded.includes(f)),
      `bootstrap script preloaded: ${preloaded}`,
    );
    assert.ok(
      bootstrap.some((f) => f.endsWith('.css') && styles.includes(f)),
      `bootstrap CSS linked: ${styles}`,
    );
    // The shared module, from the chunk of the app's own provided copy.
    const provided = stats.chunks.filter((chunk) =>
      chunk.modules.some((m) => /fixture-shared\.js/.test(m.name ?? '') && !/consume/.test(m.name ?? '')),
    );
    assert.ok(
      provided.some((chunk) => chunk.files.some((f) => preloaded.includes(`/${f}`))),
      `a chunk with the shared module preloaded: ${preloaded}`,
    );
    // Every preloaded script is a file of the build, and the lazy dialog is not among them.
    for (const file of preloaded) assert.ok(fs.existsSync(path.join(outDir, file)), `${file} exists`);
    const lazy = [
      ...filesOf((name) => name.includes('dialog.js')),
      ...filesOf((name) => name.includes('fixture-lazy-shared.js')),
      ...filesOf((name) => name.includes('help-page.js')),
    ];
    assert.ok(
      lazy.some((f) => f.includes('dialog')) && lazy.some((f) => f.includes('help')) && lazy.length >= 3,
      `lazy files found: ${lazy}`,
    );
    for (const file of lazy) {
      assert.ok(!preloaded.includes(file) && !styles.includes(file), `${file} (lazy) is not linked`);
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
