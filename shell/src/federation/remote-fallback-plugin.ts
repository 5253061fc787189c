// Federation runtime plugin: when a remote's manifest, entry or module cannot be loaded, the
// runtime hands back a marker module instead of throwing from deep inside its loader, so the
// shell can render the remote's area as a localized fallback with a retry while the rest of the
// page keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE } from './remote-unavailable';

/** How long the shell waits before fetching a failed remote entry again. */
const ENTRY_RETRY_DELAY_MS = 300;

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      console.warn(`[remote] ${remoteInfo.name}: its entry did not load, trying once more`);
      // The failed load is still registered under its key: without removing it the retry would
      // wait for the very load that failed.
      delete globalLoading[uniqueKey];
      const retried = new Promise((resolve) => setTimeout(resolve, ENTRY_RETRY_DELAY_MS))
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((entry) => entry || undefined);
      // The hook's declared type nests a promise in a promise, which no value can be; the runtime
      // awaits what the hook returns once (runtime-core's AsyncHook).
      return retried as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[remote] ${id} failed to load (${lifecycle})`, error);
      // Only a failed module load is answered with the marker: at the other stages the runtime
      // would take our answer for a manifest or a request, and the error reaches onLoad anyway.
      if (lifecycle === 'onLoad') return { [REMOTE_UNAVAILABLE]: true, default: null };
      return undefined;
    },
  };
}
