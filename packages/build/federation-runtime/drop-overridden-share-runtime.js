// webpack 5.111 adds its own sharing runtime module to every chunk that needs the share scope map
// (RuntimePlugin, for `__webpack_require__.S`). Module Federation's enhanced plugin adds its own
// as well ("sharing", run after webpack's), which sets `__webpack_require__.S` and `.I` again, to
// its runtime's versions. Webpack's code therefore never runs, yet it ships in every entry: the
// list of every shared module with its version and chunks, a second time (about 0.4 KB gzip in
// each remoteEntry.js and in the shell's main.js). This plugin takes webpack's module out of a
// chunk that also has Module Federation's.
'use strict';
const path = require('node:path');

// Module Federation's module, by its file (the package's "exports" do not list it): the one its
// plugin adds. Webpack's is told by its name, as an app may run another copy of webpack than this
// package resolves.
const FederationShareRuntimeModule = require(
  path.join(path.dirname(require.resolve('@module-federation/enhanced/webpack')), 'lib/sharing/ShareRuntimeModule.js'),
).default;

const PLUGIN = 'DropOverriddenShareRuntimePlugin';

class DropOverriddenShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === 'sharing');
          if (!sharing.some((module) => module instanceof FederationShareRuntimeModule)) continue;
          for (const module of sharing) {
            if (!(module instanceof FederationShareRuntimeModule)) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { DropOverriddenShareRuntimePlugin };
