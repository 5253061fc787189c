// The marker the fallback plugin returns in place of a remote's module that failed to load.
export const REMOTE_UNAVAILABLE = '__storefrontRemoteUnavailable';

export function isRemoteUnavailable(module: unknown): boolean {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}
