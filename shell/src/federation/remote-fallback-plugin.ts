// Federation runtime plugin: when a remote's manifest, entry or module cannot be loaded, the
// runtime hands back a marker module instead of throwing from deep inside its loader, so the
// shell can render the remote's area as a localized fallback with a retry while the rest of the
// page keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE } from './remote-unavailable';

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[remote] ${id} failed to load (${lifecycle})`, error);
      // Only a failed module load is answered with the marker: at the other stages the runtime
      // would take our answer for a manifest or a request, and the error reaches onLoad anyway.
      if (lifecycle === 'onLoad') return { [REMOTE_UNAVAILABLE]: true, default: null };
      return undefined;
    },
  };
}
