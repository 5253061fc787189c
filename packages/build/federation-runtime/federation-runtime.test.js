// A remote built with externalRuntime works on its standalone page (its main.js brings the core
// and runs it before its federation runtime starts) and inside a host that provides the core
// (its remoteEntry.js brings none). A small remote is built with the same plugins the apps use and
// its files are run in fresh script contexts standing in for pages.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { after, before, test } = require('node:test');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  RUNTIME_CORE_GLOBAL,
  RUNTIME_CORE_PROVIDER,
  PAGE_PROVIDED,
  runtimeCoreAlias,
  RunRuntimeCoreProviderFirstPlugin,
  DropOverriddenShareRuntimePlugin,
} = require('.');

const SOURCES = {
  // The remote's standalone page: records that it ran and whether the core was there.
  'standalone.js': `self.standaloneSawCore = typeof self.${RUNTIME_CORE_GLOBAL}?.ModuleFederation === 'function';\n`,
  'answer.js': "export { word } from 'fixture-shared';\nexport const answer = 42;\n",
  // A package both apps share, so that each has a share scope and its sharing runtime.
  'node_modules/fixture-shared/package.json': JSON.stringify({ name: 'fixture-shared', version: '1.0.0', main: 'index.js' }),
  'node_modules/fixture-shared/index.js': "export const word = 'shared';\n",
  'host.js': 'self.hostRan = true;\n',
};

let dir;
let hostModules;

const federation = (options) => new ModuleFederationPlugin({ filename: 'remoteEntry.js', manifest: false, dts: false, ...options });

function compile(name, entry, plugins, { remote = false } = {}) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    target: 'web',
    entry: { main: [RUNTIME_CORE_PROVIDER, entry] },
    output: { path: path.join(dir, name), filename: '[name].js', publicPath: `/${name}/`, uniqueName: name },
    resolve: { alias: runtimeCoreAlias({ remote }) },
    optimization: { minimize: false },
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    });
  });
}

/** The remote as createAppConfig builds one, and a host that only loads remotes, as the shell. */
async function build() {
  await compile(
    'remote',
    './standalone.js',
    [
      federation({
        name: 'fixture_remote',
        exposes: { './Answer': './answer.js' },
        shared: { 'fixture-shared': { singleton: true } },
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      new RunRuntimeCoreProviderFirstPlugin(),
      new DropOverriddenShareRuntimePlugin(),
    ],
    { remote: true },
  );
  const host = await compile('host', './host.js', [
    federation({
      name: 'fixture_host',
      shared: { 'fixture-shared': { singleton: true } },
      experiments: { optimization: { target: 'web' } },
    }),
    new DropOverriddenShareRuntimePlugin(),
  ]);
  // A concatenated module stands for the modules in it.
  hostModules = host.toJson({ all: false, modules: true, nestedModules: true }).modules.flatMap((module) => module.modules ?? [module]);
}

/**
 * A fresh script context whose global is also `self`, as on a page; a <script> appended to its
 * document runs the built file its src names (the fixtures are built with publicPath '/<name>/').
 */
function page() {
  const context = vm.createContext({ console, setTimeout, clearTimeout });
  vm.runInContext('var self = globalThis;', context);
  context.document = {
    defaultView: context,
    getElementsByTagName: () => [],
    createElement: () => ({ setAttribute() {}, getAttribute() {} }),
    head: {
      appendChild(script) {
        setTimeout(() => {
          run(context, script.src.replace(/^\//, ''));
          script.onload?.({ type: 'load', target: script });
        });
      },
    },
  };
  return context;
}

function run(context, file) {
  vm.runInContext(fs.readFileSync(path.join(dir, file), 'utf8'), context, { filename: file });
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
  for (const [name, text] of Object.entries(SOURCES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  await build();
});

after(() => (process.env.KEEP_FIXTURE ? console.log('fixture', dir) : fs.rmSync(dir, { recursive: true, force: true })));

test('the standalone main.js provides the runtime core before its federation runtime and page start', () => {
  const standalone = page();
  run(standalone, 'remote/main.js');
  assert.equal(standalone.standaloneSawCore, true);
});

test('remoteEntry.js brings no runtime core: it needs the page to provide one', () => {
  const bare = page();
  assert.throws(() => run(bare, 'remote/remoteEntry.js'), /Cannot read properties of undefined/);
  assert.equal(bare[RUNTIME_CORE_GLOBAL], undefined);
});

test('remoteEntry.js reads the sdk and error-codes names of the page, not copies of its own', () => {
  const entry = fs.readFileSync(path.join(dir, 'remote/remoteEntry.js'), 'utf8');
  for (const { global } of PAGE_PROVIDED) assert.ok(entry.includes(global), `remoteEntry.js reads ${global}`);
  // The error descriptions of error-codes (runtimeDescMap) and the sdk's logger stay in the page's copy.
  assert.ok(!entry.includes('Please call createInstance first.'));
  assert.ok(!entry.includes('[ Module Federation ]'));
  // The standalone page carries them, for its own federation runtime.
  assert.ok(fs.readFileSync(path.join(dir, 'remote/main.js'), 'utf8').includes('Please call createInstance first.'));
});

test("remoteEntry.js runs the page's bundler-runtime functions; only the container entry's stays its own", () => {
  const entry = fs.readFileSync(path.join(dir, 'remote/remoteEntry.js'), 'utf8');
  // Texts of consumes, installInitialConsumes and init: in the page's copy only.
  assert.ok(!entry.includes('Federation instance not found!'));
  assert.ok(!entry.includes('loadShareSync failed!'));
  assert.ok(!entry.includes('initOptions is required!'));
  assert.ok(entry.includes('initContainerEntry'));
  const standalone = fs.readFileSync(path.join(dir, 'remote/main.js'), 'utf8');
  assert.ok(standalone.includes('Federation instance not found!'));
});

test("neither app ships webpack's own sharing runtime, which Module Federation's replaces", () => {
  for (const file of ['remote/remoteEntry.js', 'remote/main.js', 'host/main.js']) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    // webpack's register(): `uniqueName > activeVersion.from`; Module Federation's sharing runs.
    assert.ok(!code.includes('activeVersion.from'), file);
    assert.ok(code.includes('bundlerRuntime.I('), file);
  }
});

test('remoteEntry.js serves its exposed modules with the core the host page provides', async () => {
  const host = page();
  run(host, 'host/main.js');
  assert.equal(host.hostRan, true);
  run(host, 'remote/remoteEntry.js');
  const container = host.fixture_remote;
  await container.init({});
  const factory = await container.get('./Answer');
  assert.equal(factory().answer, 42);
  // Its shared package came through the share scope: the page's bundler runtime ran its sharing.
  assert.equal(factory().word, 'shared');
});

test('the host bundles one runtime core: the provider imports the very module its federation runtime uses', () => {
  const coreEntries = hostModules.filter((module) => /runtime-core[\\/]dist[\\/]index\.c?js$/.test(module.nameForCondition ?? ''));
  assert.equal(coreEntries.length, 1);
  assert.equal(coreEntries[0].nameForCondition, Object.values(runtimeCoreAlias())[0]);
});

test('the host bundles one copy of each bundler-runtime file it publishes', () => {
  for (const file of PAGE_PROVIDED.find(({ files }) => files).files) {
    const copies = hostModules.filter((module) =>
      new RegExp(`webpack-bundler-runtime[\\\\/]dist[\\\\/]${file}\\.js$`).test(module.nameForCondition ?? ''),
    );
    assert.equal(copies.length, 1, file);
  }
});

test('the host bundles one sdk and one error-codes: the provider imports the very modules its federation runtime uses', () => {
  for (const pkg of ['sdk', 'error-codes']) {
    const entries = hostModules.filter((module) =>
      new RegExp(`@module-federation[\\\\/]${pkg}[\\\\/]dist[\\\\/]index\\.m?js$`).test(module.nameForCondition ?? ''),
    );
    assert.equal(entries.length, 1, pkg);
    assert.ok(Object.values(runtimeCoreAlias()).includes(entries[0].nameForCondition), pkg);
  }
});
