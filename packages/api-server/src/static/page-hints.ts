// Preload hints in the shell's page for a product URL. Without them the browser learns of the
// product remote's manifest, its entry and chunks, and the product's data one after another
// (each only once the previous one ran); with them it fetches all of them while the shell's own
// scripts load. The files come from the product remote's manifest, as the remote map names it,
// when that remote is served here; a remote deployed elsewhere gets only the data hint.
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

/** The <link> tags for a page at urlPath, or [] when the page has none. */
export async function pageHints(roots: StaticRoots, urlPath: string): Promise<string[]> {
  const product = PRODUCT_ROUTE.exec(urlPath);
  if (!product) return [];
  let slug: string;
  try {
    slug = decodeURIComponent(product[1]!);
  } catch {
    return [];
  }
  // The remote's files come after the shell's own scripts (low priority: they are needed only
  // once the shell runs), but start long before the shell would ask for them. crossorigin as
  // the later request does it: the runtime fetches manifests without credentials settings
  // (same-origin), the API client sends credentials: 'include'.
  const preload = (href: string, crossorigin: 'anonymous' | 'use-credentials') =>
    `<link rel="preload" as="fetch" crossorigin="${crossorigin}" fetchpriority="low" href="${escapeAttribute(href)}">`;
  // Scripts are prefetched into the HTTP cache, not preloaded: Chromium hands a failed script
  // preload that was never used to the next <script> of that URL, so a retry after the remote
  // was down would fail again. A failed prefetch leaves nothing behind.
  const prefetch = (href: string) => `<link rel="prefetch" as="script" href="${escapeAttribute(href)}">`;
  const remote = await productRemoteFiles(roots);
  return [
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
