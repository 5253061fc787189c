// The remotes' server bundles, found through the remote map and loaded at run time. Each remote
// that renders on the server builds one beside its browser build (packages/build server-render.js
// createRemoteServerConfig): dist/server/server.<hash>.cjs, named in the remote's mf-manifest.json
// (metaData.ssrRemoteEntry). The remote map (remotes.json) names, per remote, its browser entry and
// optionally where its server manifest is (`{ "browser": …, "server": … }`; by default the
// mf-manifest.json beside the browser entry), served from this server's /remotes/<folder>/.
//
// A plain per-remote CommonJS bundle rather than @module-federation/node: the server needs only
// the exposed modules of a few remotes in one process, and their shared packages come from the
// shell's server build (its SHARED_MODULES, one copy of React, contracts and ui), so no server-side
// federation runtime, share scope or remote-entry fetching is needed.
//
// The manifest is read on every render (a small file); a new file name there (a new deploy) loads
// the new bundle, while renders already under way finish with the one they hold: no restart, no
// request dropped. Bundles are kept by file name, one per remote.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { runInThisContext } from 'node:vm';
import { serverManifestUrl, type RemoteName } from '@storefront/contracts';
import { keptJson } from './kept-files';
import type { StaticRoots } from './roots';

/** An exposed module as a remote's server bundle exports it. */
export type ExposedServerModule = { default: unknown };
type ServerBundle = { exposes?: Record<string, ExposedServerModule> };
type Manifest = { metaData?: { ssrRemoteEntry?: { name?: string; path?: string } } };

/** The remote map this server serves as /remotes.json. */
export function remoteMapFile(roots: StaticRoots): string | undefined {
  return roots.remotesJson ?? (roots.shell ? join(roots.shell, 'remotes.json') : undefined);
}

/** A URL path under /remotes/<folder>/ as a file of that folder (null when not served here). */
export function localRemoteFile(roots: StaticRoots, urlPath: string): string | null {
  const local = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(urlPath);
  const root = local ? roots.remotes?.[local[1]!] : undefined;
  if (!local || !root || local[2]!.split('/').includes('..')) return null;
  return join(root, local[2]!);
}

/** Runs a CommonJS file whose shared packages come from `shared` (Node's own modules otherwise). */
async function evaluate(file: string, shared: Readonly<Record<string, unknown>>): Promise<ServerBundle> {
  const code = await readFile(file, 'utf8');
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: file,
  }) as (exports: object, require: (id: string) => unknown, module: { exports: object }, filename: string, dirname: string) => void;
  const nodeRequire = createRequire(file);
  const requireShared = (id: string): unknown => (Object.hasOwn(shared, id) ? shared[id] : nodeRequire(id));
  const module = { exports: {} as ServerBundle };
  wrapper.call(module.exports, module.exports, requireShared, module, file, dirname(file));
  return module.exports;
}

export function createRemoteServerEntries(roots: StaticRoots, shared: Readonly<Record<string, unknown>>) {
  /** Loaded bundles by file; the latest per remote. */
  const bundles = new Map<string, Promise<ServerBundle>>();
  const latest = new Map<RemoteName, string>();

  /** The remote's server entry file as its manifest names it now, or null. */
  async function serverEntryFile(remote: RemoteName): Promise<string | null> {
    const mapFile = remoteMapFile(roots);
    const map = mapFile ? await keptJson<Record<string, unknown>>(mapFile) : null;
    const manifestUrl = serverManifestUrl(map?.[remote]);
    const manifestFile = manifestUrl ? localRemoteFile(roots, manifestUrl) : null;
    if (!manifestUrl || !manifestFile) return null;
    const entry = (await keptJson<Manifest>(manifestFile))?.metaData?.ssrRemoteEntry;
    if (!entry?.name) return null;
    return localRemoteFile(roots, posix.join(posix.dirname(manifestUrl), entry.path ?? '', entry.name));
  }

  function bundle(remote: RemoteName, file: string): Promise<ServerBundle> {
    let loading = bundles.get(file);
    if (!loading) {
      loading = evaluate(file, shared);
      bundles.set(file, loading);
      // A bundle that failed to load is tried again on the next render.
      loading.catch(() => bundles.delete(file));
    }
    const previous = latest.get(remote);
    if (previous !== file) {
      latest.set(remote, file);
      if (previous) bundles.delete(previous);
    }
    return loading;
  }

  /** The exposed module of a remote's current server bundle, or null when it has none here. */
  return async function serverModule(remote: RemoteName, exposed: string): Promise<ExposedServerModule | null> {
    const file = await serverEntryFile(remote);
    if (!file) return null;
    const module = (await bundle(remote, file)).exposes?.[exposed];
    return module && typeof module.default === 'function' ? module : null;
  };
}

export type RemoteServerModules = ReturnType<typeof createRemoteServerEntries>;
