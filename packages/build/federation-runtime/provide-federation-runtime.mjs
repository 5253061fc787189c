// The module every app's main entry runs first (index.js, RUNTIME_CORE_PROVIDER): it puts on the
// page what remotes built with `experiments.externalRuntime` read from it, in the order their
// module bodies need: the runtime core, the sdk and error-codes first, then the bundler runtime's
// functions, one of which (init) imports @module-federation/runtime, which reads the core.
import './provide-runtime-core.mjs';
import './provide-bundler-runtime.mjs';
