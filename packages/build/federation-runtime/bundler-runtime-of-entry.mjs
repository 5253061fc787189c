// In a host: the bundler runtime's functions as the package's entry holds them, the module the
// host's own federation runtime imports (provide-bundler-runtime.mjs, runtimeCoreAlias).
import { attachShareScopeMap, bundlerRuntime } from '@storefront/build/federation-bundler-runtime-package/dist/index.js';

export { attachShareScopeMap };
export const { consumes, getSharedFallbackGetter, init, installInitialConsumes } = bundlerRuntime;
export const initializeSharing = bundlerRuntime.I;
