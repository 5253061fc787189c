// One Module Federation runtime per page. Remotes are built with `experiments.externalRuntime`:
// their federation runtime reads the runtime core from self._FEDERATION_RUNTIME_CORE instead of
// bundling it (remoteEntry.js ~19 → ~8 KB gzip). Whoever starts the page puts its core there
// (provide-runtime-core.mjs): the shell in its main.js, which bundles the core anyway; a remote's
// standalone page in its main.js, which then carries the core that its remoteEntry.js leaves out.
// The same goes for the few names the rest of a remote's federation runtime (@module-federation/
// runtime and webpack-bundler-runtime) takes from @module-federation/sdk and error-codes: read
// from self._FEDERATION_SDK and self._FEDERATION_ERROR_CODES, about 1 KB gzip less per
// remoteEntry.js (the sdk's logger and the error descriptions), which the shell carries anyway.
//
// MF's own `provideExternalRuntime` is not used on the shell: its plugin imports all of
// runtime-core as a namespace, about 22 KB gzip more in main.js.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** The global the externalRuntime build of a remote reads the core from. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The module every app's main entry runs first. */
const RUNTIME_CORE_PROVIDER = path.join(__dirname, 'provide-federation-runtime.mjs');
/** The modules it runs, which import what they provide by name (see the build check below). */
const PROVIDER_MODULES = ['provide-runtime-core.mjs', 'provide-bundler-runtime.mjs'].map((file) => path.join(__dirname, file));
/** The request the provider imports the core by (see runtimeCoreAlias). */
const RUNTIME_CORE_REQUEST = '@storefront/build/federation-runtime-core';

/**
 * The packages a remote's federation runtime reads from the page: the global each is published
 * on, and the request the provider imports it by (an alias, see runtimeCoreAlias). The core is
 * made external by MF's own `externalRuntime`; the other two by this plugin, and only where the
 * federation runtime imports them (runtime-core bundled in a standalone main.js keeps its own).
 */
const PAGE_PROVIDED = [
  { name: '@module-federation/runtime-core', global: RUNTIME_CORE_GLOBAL, request: RUNTIME_CORE_REQUEST },
  { name: '@module-federation/sdk', global: '_FEDERATION_SDK', request: '@storefront/build/federation-sdk' },
  { name: '@module-federation/error-codes', global: '_FEDERATION_ERROR_CODES', request: '@storefront/build/federation-error-codes' },
  // The functions of webpack-bundler-runtime that take the container they serve as an argument,
  // each from its own file. The package's
  // entry stays in every remoteEntry.js: it holds the `federation` object each container fills in
  // with its own instance and options, and initContainerEntry, which only a remote (a container
  // with exposes) has. About 2 KB gzip less per remoteEntry.js.
  // (`files`: the request is bundler-runtime-of-entry.mjs or bundler-runtime-files.mjs, see runtimeCoreAlias.)
  {
    name: '@module-federation/webpack-bundler-runtime',
    global: '_FEDERATION_BUNDLER_RUNTIME',
    request: '@storefront/build/federation-bundler-runtime',
    files: ['attachShareScopeMap', 'consumes', 'getSharedFallbackGetter', 'init', 'initializeSharing', 'installInitialConsumes'],
  },
];

/** The folder of an installed package, resolved from `fromDir` as Node does. */
function packageDir(name, fromDir) {
  const isPackageRoot = (dir) => fs.existsSync(path.join(dir, 'package.json')) && require(path.join(dir, 'package.json')).name === name;
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (!isPackageRoot(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${name} above ${fromDir}`);
    dir = parent;
  }
  return dir;
}

/** The ES module entry file of the package in `dir`. */
function esmEntry(dir) {
  const manifest = require(path.join(dir, 'package.json'));
  return path.join(dir, manifest.exports?.['.']?.import?.default ?? manifest.module);
}

/** The folders of the federation runtime's packages as the apps' builds resolve them. */
function federationRuntimeDirs() {
  const enhanced = packageDir('@module-federation/enhanced', __dirname);
  const runtimeTools = packageDir('@module-federation/runtime-tools', enhanced);
  const runtime = packageDir('@module-federation/runtime', runtimeTools);
  const bundlerRuntime = packageDir('@module-federation/webpack-bundler-runtime', runtimeTools);
  return {
    runtime,
    bundlerRuntime,
    '@module-federation/runtime-core': packageDir('@module-federation/runtime-core', runtime),
    '@module-federation/sdk': packageDir('@module-federation/sdk', bundlerRuntime),
    '@module-federation/error-codes': packageDir('@module-federation/error-codes', runtime),
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
  };
}

/** The request by which the bundler-runtime modules below reach the package's own files. */
const BUNDLER_RUNTIME_PACKAGE_REQUEST = '@storefront/build/federation-bundler-runtime-package';

/**
 * resolve.alias entries pointing the provider at the very files of runtime-core, sdk and
 * error-codes that the federation runtime imports (the ES module builds, through enhanced →
 * runtime-tools → runtime), so that in the shell the provider and the runtime share one module
 * each, not two copies.
 *
 * The bundler runtime's functions come to the provider by role. A host takes them from the
 * package's entry, the module its own federation runtime imports, so that its files stay
 * concatenated into that runtime (two importers would give each file a module wrapper of its own,
 * about 0.5 KB gzip more in the shell's main.js). A remote's standalone page takes them from the
 * files themselves, because there its entry's imports of them are the page's globals.
 */
function runtimeCoreAlias({ remote = false } = {}) {
  const dirs = federationRuntimeDirs();
  return {
    ...Object.fromEntries(
      PAGE_PROVIDED.map(({ name, request, files }) => [
        `${request}$`,
        files ? path.join(__dirname, remote ? 'bundler-runtime-files.mjs' : 'bundler-runtime-of-entry.mjs') : esmEntry(dirs[name]),
      ]),
    ),
    [BUNDLER_RUNTIME_PACKAGE_REQUEST]: dirs['@module-federation/webpack-bundler-runtime'],
  };
}

/**
 * In a remote's build: makes the sdk and error-codes imports of the federation runtime external
 * (read from the page's globals, as the core), runs the provider before the federation runtime of
 * the `main` entry starts (that runtime reads the globals as soon as it initialises, before any
 * entry module runs), and fails the build when the runtime uses a name that the provider leaves out.
 */
class RunRuntimeCoreProviderFirstPlugin {
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template, WebpackError, ExternalModule, ExternalsPlugin } = compiler.webpack;
    const PLUGIN = 'RunRuntimeCoreProviderFirstPlugin';

    const dirs = federationRuntimeDirs();
    const runtimeDirs = [dirs.runtime, dirs.bundlerRuntime].map((dir) => fs.realpathSync(dir) + path.sep);
    const globalOf = Object.fromEntries(
      PAGE_PROVIDED.filter(({ global }) => global !== RUNTIME_CORE_GLOBAL).map(({ name, global }) => [name, global]),
    );
    // The bundler runtime's files are external only where its entry imports them (index.js, and
    // bundler.js, which re-exports it): a standalone page's provider bundles the same files, and
    // their imports of each other must stay its own.
    const bundlerRuntimeEntries = ['index.js', 'bundler.js'].map((file) =>
      fs.realpathSync(path.join(path.dirname(esmEntry(dirs.bundlerRuntime)), file)),
    );
    const partGlobalOf = Object.fromEntries(
      PAGE_PROVIDED.flatMap(({ global, files }) => (files ?? []).map((file) => [`./${file}.js`, global])),
    );
    new ExternalsPlugin('global', ({ context, request, contextInfo }, callback) => {
      if (globalOf[request] && context) {
        const issuerDir = fs.realpathSync(context) + path.sep;
        return callback(null, runtimeDirs.some((dir) => issuerDir.startsWith(dir)) ? globalOf[request] : undefined);
      }
      if (partGlobalOf[request] && contextInfo?.issuer && bundlerRuntimeEntries.includes(fs.realpathSync(contextInfo.issuer))) {
        return callback(null, partGlobalOf[request]);
      }
      return callback();
    }).apply(compiler);

    /** Wraps the startup that the federation runtime wrapped, so the provider runs before it. */
    class ProvideRuntimeCoreRuntimeModule extends RuntimeModule {
      constructor(providerDependency) {
        // STAGE_TRIGGER comes after the federation runtime's STAGE_ATTACH wrapper: ours is outermost.
        super('provide federation runtime core', RuntimeModule.STAGE_TRIGGER);
        this.providerDependency = providerDependency;
      }
      generate() {
        const { compilation, chunkGraph } = this;
        const provider = compilation.moduleGraph.getModule(this.providerDependency);
        const runProvider = compilation.runtimeTemplate.moduleRaw({
          module: provider,
          chunkGraph,
          request: RUNTIME_CORE_PROVIDER,
          weak: false,
          runtimeRequirements: new Set(),
        });
        return Template.asString([
          `var startupWithoutRuntimeCore = ${RuntimeGlobals.startup};`,
          `${RuntimeGlobals.startup} = ${compilation.runtimeTemplate.basicFunction('', [
            `${runProvider};`,
            'return startupWithoutRuntimeCore();',
          ])};`,
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk, runtimeRequirements) => {
        const entry = chunk.name && compilation.entries.get(chunk.name);
        const providerDependency = entry?.dependencies.find((dependency) => dependency.request === RUNTIME_CORE_PROVIDER);
        if (!providerDependency) return;
        runtimeRequirements.add(RuntimeGlobals.startup);
        compilation.addRuntimeModule(chunk, new ProvideRuntimeCoreRuntimeModule(providerDependency));
      });

      // Used exports are known once dependencies are optimised: what the federation runtime reads
      // of each external, and the names the provider imports of the bundled package.
      compilation.hooks.afterOptimizeDependencies.tap(PLUGIN, (modules) => {
        const { moduleGraph } = compilation;
        const externals = new Map();
        const providers = [];
        for (const module of modules) {
          if (module instanceof ExternalModule) {
            const entry = PAGE_PROVIDED.find(({ global }) => [].concat(module.request).includes(global));
            if (entry) externals.set(entry, module);
          }
          if (PROVIDER_MODULES.includes(module.resource)) providers.push(module);
        }
        for (const [{ global, request }, external] of externals) {
          const needed = moduleGraph.getExportsInfo(external).getUsedExports(undefined);
          if (needed === true) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: the federation runtime uses ${global} as a whole, not by name`));
            continue;
          }
          const provided = new Set(
            providers
              .flatMap((provider) => provider.dependencies)
              .filter((dependency) => dependency.request === request && Array.isArray(dependency.ids))
              .map((dependency) => dependency.ids[0]),
          );
          const missing = [...(needed || [])].filter((name) => !provided.has(name));
          if (missing.length) {
            compilation.errors.push(
              new WebpackError(
                `${PLUGIN}: the federation runtime uses ${missing.join(', ')} of ${global}; add them to ${PROVIDER_MODULES.join(' or ')}`,
              ),
            );
          }
        }
      });
    });
  }
}

const { DropOverriddenShareRuntimePlugin } = require('./drop-overridden-share-runtime');

module.exports = {
  RUNTIME_CORE_GLOBAL,
  RUNTIME_CORE_PROVIDER,
  PAGE_PROVIDED,
  runtimeCoreAlias,
  RunRuntimeCoreProviderFirstPlugin,
  DropOverriddenShareRuntimePlugin,
};
