// Preload hints in the shell's page. Without them the browser learns of the remote map, then of
// the product remote's manifest, its entry and chunks, and the product's data one after another
// (each only once the previous one ran); with them it fetches all of them while the shell's own
// scripts load. Every page gets the remote map; a product URL gets the product remote's files,
// from its manifest as the remote map names it (when that remote is served here), and the
// product's data.
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { StaticRoots } from './serve';

const PRODUCT_ROUTE = /^\/products\/([^/]+)\/?$/;
const PRODUCT_REMOTE = 'mf_product';
const PRODUCT_EXPOSE = './ProductPage';

type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The product remote's entry and the chunks its product page needs at once, as URL paths. */
async function productRemoteFiles(roots: StaticRoots): Promise<{ manifest: string; scripts: string[] } | null> {
  const mapFile = roots.remotesJson ?? (roots.shell ? join(roots.shell, 'remotes.json') : undefined);
  const map = mapFile ? await readJson<Record<string, unknown>>(mapFile) : null;
  const manifestUrl = map?.[PRODUCT_REMOTE];
  if (typeof manifestUrl !== 'string') return null;
  const local = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(manifestUrl);
  const root = local ? roots.remotes?.[local[1]!] : undefined;
  if (!local || !root || local[2]!.includes('..')) return null;
  const manifest = await readJson<Manifest>(join(root, local[2]!));
  if (!manifest) return null;
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : `${posix.dirname(manifestUrl)}/`;
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [
    ...(entry?.name ? [posix.join(entry.path ?? '', entry.name)] : []),
    ...(manifest.exposes?.find((expose) => expose.path === PRODUCT_EXPOSE)?.assets?.js?.sync ?? []),
  ].map((file) => `${base}${file}`);
  return { manifest: manifestUrl, scripts };
}

/** The <link> tags for the shell's page at urlPath. */
export async function pageHints(roots: StaticRoots, urlPath: string): Promise<string[]> {
  // The remote's files come after the shell's own scripts (low priority: they are needed only
  // once the shell runs), but start long before the shell would ask for them. crossorigin as
  // the later request does it: the runtime fetches manifests without credentials settings
  // (same-origin), the API client sends credentials: 'include'.
  const preload = (href: string, crossorigin: 'anonymous' | 'use-credentials', priority: 'low' | 'high' = 'low') =>
    `<link rel="preload" as="fetch" crossorigin="${crossorigin}" fetchpriority="${priority}" href="${escapeAttribute(href)}">`;
  // Scripts are prefetched into the HTTP cache, not preloaded: Chromium hands a failed script
  // preload that was never used to the next <script> of that URL, so a retry after the remote
  // was down would fail again. A failed prefetch leaves nothing behind.
  const prefetch = (href: string) => `<link rel="prefetch" as="script" href="${escapeAttribute(href)}">`;
  // The shell reads the map at start (remote-registry.ts: remotes.json beside the shell); every
  // remote waits for it.
  const map = preload('/remotes.json', 'anonymous', 'high');
  const product = PRODUCT_ROUTE.exec(urlPath);
  let slug: string;
  try {
    if (!product) return [map];
    slug = decodeURIComponent(product[1]!);
  } catch {
    return [map];
  }
  const remote = await productRemoteFiles(roots);
  return [
    map,
    ...(remote ? [preload(remote.manifest, 'anonymous'), ...remote.scripts.map(prefetch)] : []),
    // The same URL the product page asks for (contracts' path builder encodes the slug so).
    preload(`/api/product/detail/${encodeURIComponent(slug)}`, 'use-credentials'),
  ];
}

/** The page with the hints placed at the end of its <head>. */
export function withHints(html: string, hints: string[]): string {
  if (hints.length === 0) return html;
  const at = html.indexOf('</head>');
  const tags = `${hints.join('\n')}\n`;
  return at === -1 ? tags + html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
