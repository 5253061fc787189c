// Which file belongs to which shared module, read from every app's federation manifest as the
// running storefront serves them (the same source shared-singletons.e2e.ts uses).
export const REMOTE_FOLDERS = ['mf-product', 'mf-cart', 'mf-account', 'mf-orders', 'mf-merchant'] as const;
export const APPS = ['shell', ...REMOTE_FOLDERS] as const;
export type AppFolder = (typeof APPS)[number];

type Assets = { js: { sync: string[]; async: string[] } };
export type Manifest = { shared?: { name: string; assets: Assets }[]; exposes?: { name: string; assets: Assets }[] };

export const manifestPath = (app: AppFolder): string => (app === 'shell' ? '/mf-manifest.json' : `/remotes/${app}/mf-manifest.json`);

/**
 * pathname of a served file → the shared modules it carries, over all apps. Mostly one; an app's
 * entry carries every module the app provides eagerly (the shell's main.js).
 */
export async function sharedFileOwners(baseUrl: string): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  for (const app of APPS) {
    const manifestUrl = new URL(manifestPath(app), baseUrl);
    const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
    for (const shared of manifest.shared ?? []) {
      for (const file of new Set([...shared.assets.js.sync, ...shared.assets.js.async])) {
        const pathname = new URL(file, manifestUrl).pathname;
        owners.set(pathname, [...(owners.get(pathname) ?? []), shared.name]);
      }
    }
  }
  return owners;
}

/** Whether a served path is an app's entry (main.js, remoteEntry.js): it carries the runtime. */
export function isAppEntry(pathname: string): boolean {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  return file === 'main.js' || file === 'remoteEntry.js';
}

/** The app a served path comes from: a remote under /remotes/<folder>/, the shell otherwise. */
export function appOfPath(pathname: string): AppFolder {
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  const folder = match?.[1];
  return (REMOTE_FOLDERS as readonly string[]).includes(folder ?? '') ? (folder as AppFolder) : 'shell';
}

/**
 * The report group of an app's own file: its entry (main.js / remoteEntry.js, which carry the
 * federation runtime) apart from its other chunks, so the runtime's cost per entry shows.
 */
export function groupOfAppFile(pathname: string): string {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  return `${appOfPath(pathname)} ${isAppEntry(pathname) ? `entry (${file})` : 'chunks'}`;
}
