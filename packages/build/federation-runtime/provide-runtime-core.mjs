// Publishes the page's one Module Federation runtime core on the global that remotes built with
// `experiments.externalRuntime` read instead of bundling their own (self._FEDERATION_RUNTIME_CORE),
// and the names their federation runtime takes from @module-federation/sdk and error-codes
// (self._FEDERATION_SDK, self._FEDERATION_ERROR_CODES; index.js makes those external).
// provide-federation-runtime.mjs runs it first, before provide-bundler-runtime.mjs.
//
// Only the names remotes use are imported, so the shell, which bundles them anyway, grows by
// nothing; a namespace import would keep all of runtime-core (~22 KB gzip more). The build of
// each remote fails when its federation runtime uses a name missing here (index.js).
//
// The requests are aliases of the packages spelled differently (index.js, runtimeCoreAlias),
// because in a remote's build the package names are the externals this module provides.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@storefront/build/federation-runtime-core';
import { ENCODE_NAME_PREFIX, decodeName } from '@storefront/build/federation-sdk';
import { RUNTIME_009, runtimeDescMap } from '@storefront/build/federation-error-codes';

// The first provider on a page wins: the remotes then share the host's core and its instances.
if (!globalThis._FEDERATION_RUNTIME_CORE) {
  globalThis._FEDERATION_RUNTIME_CORE = {
    CurrentGlobal,
    Module,
    ModuleFederation,
    assert,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
}
if (!globalThis._FEDERATION_SDK) globalThis._FEDERATION_SDK = { ENCODE_NAME_PREFIX, decodeName };
if (!globalThis._FEDERATION_ERROR_CODES) globalThis._FEDERATION_ERROR_CODES = { RUNTIME_009, runtimeDescMap };
