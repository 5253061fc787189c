// Publishes the page's one Module Federation runtime core on the global that remotes built with
// `experiments.externalRuntime` read instead of bundling their own (self._FEDERATION_RUNTIME_CORE).
// The shell runs it first thing in main.js, so every remoteEntry.js it loads finds the core; a
// remote's standalone main.js runs it before its own federation runtime starts (index.js).
//
// Only the names remotes use are imported, so the shell, which bundles them anyway, grows by
// nothing; a namespace import would keep all of runtime-core (~22 KB gzip more). The build of
// each remote fails when its federation runtime uses a name missing here (index.js).
//
// The request is an alias of @module-federation/runtime-core spelled differently, because in a
// remote's build that package name is the external this module provides.
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
