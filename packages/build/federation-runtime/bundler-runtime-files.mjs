// On a remote's standalone page: the bundler runtime's functions from their own files, which the
// page's federation runtime reads back from the global (provide-bundler-runtime.mjs,
// runtimeCoreAlias), so they cannot come through the package's entry there.
export { attachShareScopeMap } from '@storefront/build/federation-bundler-runtime-package/dist/attachShareScopeMap.js';
export { consumes } from '@storefront/build/federation-bundler-runtime-package/dist/consumes.js';
export { getSharedFallbackGetter } from '@storefront/build/federation-bundler-runtime-package/dist/getSharedFallbackGetter.js';
export { init } from '@storefront/build/federation-bundler-runtime-package/dist/init.js';
export { initializeSharing } from '@storefront/build/federation-bundler-runtime-package/dist/initializeSharing.js';
export { installInitialConsumes } from '@storefront/build/federation-bundler-runtime-package/dist/installInitialConsumes.js';
