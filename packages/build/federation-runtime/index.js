// One Module Federation runtime per page. Remotes are built with `experiments.externalRuntime`:
// their federation runtime reads the runtime core from self._FEDERATION_RUNTIME_CORE instead of
// bundling it (remoteEntry.js ~19 → ~8 KB gzip). Whoever starts the page puts its core there
// (provide-runtime-core.mjs): the shell in its main.js, which bundles the core anyway; a remote's
// standalone page in its main.js, which then carries the core that its remoteEntry.js leaves out.
//
// MF's own `provideExternalRuntime` is not used on the shell: its plugin imports all of
// runtime-core as a namespace, about 22 KB gzip more in main.js.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** The global the externalRuntime build of a remote reads the core from. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** The module every app's main entry runs first. */
const RUNTIME_CORE_PROVIDER = path.join(__dirname, 'provide-runtime-core.mjs');
/** The request the provider imports the core by (see runtimeCoreAlias). */
const RUNTIME_CORE_REQUEST = '@storefront/build/federation-runtime-core';

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

/**
 * resolve.alias entry pointing the provider at the very file of @module-federation/runtime-core
 * that the federation runtime imports (the ES module build, through enhanced → runtime-tools →
 * runtime), so that in the shell the provider and the runtime share one module, not two copies.
 */
function runtimeCoreAlias() {
  const enhanced = packageDir('@module-federation/enhanced', __dirname);
  const runtimeTools = packageDir('@module-federation/runtime-tools', enhanced);
  const runtime = packageDir('@module-federation/runtime', runtimeTools);
  const core = packageDir('@module-federation/runtime-core', runtime);
  const manifest = require(path.join(core, 'package.json'));
  const esm = manifest.exports?.['.']?.import?.default ?? manifest.module;
  return { [`${RUNTIME_CORE_REQUEST}$`]: path.join(core, esm) };
}

/**
 * In a remote's build: runs the provider before the federation runtime of the `main` entry starts
 * (that runtime reads the global as soon as it initialises, before any entry module runs), and
 * fails the build when the runtime uses a name of the core that the provider leaves out.
 */
class RunRuntimeCoreProviderFirstPlugin {
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template, WebpackError, ExternalModule } = compiler.webpack;
    const PLUGIN = 'RunRuntimeCoreProviderFirstPlugin';

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
      // of the external core, and what the provider takes of the bundled one.
      compilation.hooks.afterOptimizeDependencies.tap(PLUGIN, (modules) => {
        const { moduleGraph } = compilation;
        const coreFile = Object.values(runtimeCoreAlias())[0];
        let external;
        let core;
        for (const module of modules) {
          if (module instanceof ExternalModule && [].concat(module.request).includes(RUNTIME_CORE_GLOBAL)) external = module;
          if (module.resource === coreFile) core = module;
        }
        if (!external) return;
        const needed = moduleGraph.getExportsInfo(external).getUsedExports(undefined);
        const provided = core ? moduleGraph.getExportsInfo(core).getUsedExports(undefined) : new Set();
        if (needed === true) {
          compilation.errors.push(new WebpackError(`${PLUGIN}: the federation runtime uses ${RUNTIME_CORE_GLOBAL} as a whole, not by name`));
          return;
        }
        const missing = [...(needed || [])].filter((name) => provided !== true && !provided?.has(name));
        if (missing.length) {
          compilation.errors.push(
            new WebpackError(`${PLUGIN}: the federation runtime uses ${missing.join(', ')} of ${RUNTIME_CORE_GLOBAL}; add them to ${RUNTIME_CORE_PROVIDER}`),
          );
        }
      });
    });
  }
}

module.exports = { RUNTIME_CORE_GLOBAL, RUNTIME_CORE_PROVIDER, runtimeCoreAlias, RunRuntimeCoreProviderFirstPlugin };
