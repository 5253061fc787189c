// Publishes the functions of @module-federation/webpack-bundler-runtime that serve whichever
// container passes itself to them (self._FEDERATION_BUNDLER_RUNTIME): a remote's remoteEntry.js
// reads them instead of bundling its own (index.js makes its entry's imports of these files
// external). The shell bundles them anyway, for its own federation runtime.
//
// It runs after provide-runtime-core.mjs (provide-federation-runtime.mjs imports both in that
// order): init.js imports @module-federation/runtime, whose module body reads the runtime core,
// which on a remote's standalone page is external and so must be on the page already.
//
// The request is a module chosen by the build's role (index.js, runtimeCoreAlias): in a host the
// functions of the package's entry, on a remote's standalone page those of its files.
import {
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initializeSharing,
  installInitialConsumes,
} from '@storefront/build/federation-bundler-runtime';

// The first provider on a page wins, as with the core.
if (!globalThis._FEDERATION_BUNDLER_RUNTIME) {
  globalThis._FEDERATION_BUNDLER_RUNTIME = {
    attachShareScopeMap,
    consumes,
    getSharedFallbackGetter,
    init,
    initializeSharing,
    installInitialConsumes,
  };
}
