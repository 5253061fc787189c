// The runtime map of remotes: remotes.json, served beside the shell and replaceable per
// environment, names each remote's entry URL (its remoteEntry.js; or { browser, server }, where
// server is for the API server). The shell never imports a remote, in any build.
//
// Entries, not manifests (mf-manifest.json): the runtime then loads a remote with one request
// less, and the shell is built without the runtime's manifest and snapshot handling
// (`experiments.optimization.disableSnapshot` in packages/build), about 1.5 KB gzip off main.js.
// A remote's entry still carries what the manifest told: its shared modules and versions, and
// its public path (`auto`, from the entry's own URL).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type { RemoteName } from '@storefront/contracts';
import { browserEntryUrl, type RemoteName } from '@storefront/contracts';
export type RemoteMap = Partial<Record<RemoteName, string>>;

let registered: Promise<RemoteMap> | null = null;
let remoteMap: RemoteMap = {};

declare const __webpack_public_path__: string;

/** Where the shell's own files are served from (webpack computes it from main.js's URL). */
function shellBase(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL(publicPath || '/', window.location.href).href;
}

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch(new URL('remotes.json', shellBase()), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const map = (await response.json()) as unknown;
  if (!map || typeof map !== 'object') throw new Error('remotes.json: not an object');
  return Object.fromEntries(
    Object.entries(map).flatMap(([name, value]) => {
      const entry = browserEntryUrl(value);
      return entry ? [[name, entry]] : [];
    }),
  );
}

function register(map: RemoteMap, force: boolean): void {
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry: new URL(entry, shellBase()).href })),
    { force },
  );
}

export function registerRemotesFromMap(): Promise<RemoteMap> {
  if (!registered) {
    registered = fetchRemoteMap().then((map) => {
      remoteMap = map;
      register(map, false);
      return map;
    });
    // A failed map may succeed on a later retry.
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}

/**
 * Forgets what the runtime cached about one remote (its entry and modules), so a retry after a
 * failure fetches everything again.
 */
export function resetRemote(name: RemoteName): void {
  const entry = remoteMap[name];
  if (entry) registerRemotes([{ name, entry: new URL(entry, shellBase()).href }], { force: true });
}

/** Loads an exposed module of a remote, e.g. loadExposed('mf_product', './ProductPage'). */
export async function loadExposed<T>(name: RemoteName, exposed: string): Promise<T> {
  const map = await registerRemotesFromMap();
  if (!map[name]) throw new Error(`remotes.json has no entry for ${name}`);
  const module = await loadRemote<T>(`${name}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${name}/${exposed} is unavailable`);
  return module;
}
