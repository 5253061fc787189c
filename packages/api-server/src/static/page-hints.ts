// Preload hints in the shell's page. Without them the browser learns of the remote map, then of
// the product remote's entry and chunks, and the product's data one after another (each only
// once the previous one ran); with them it fetches all of them while the shell's own scripts
// load. Every page gets the remote map; a route that shows a remote gets that remote's entry as
// the remote map names it and the files its exposed module needs at once, which the server reads
// from the remote's mf-manifest.json beside the entry (or its local copy, for a remote on a CDN); a
// route with a first call in the route table (@storefront/contracts REMOTE_ROUTES) also gets that call, each with the
// contracts part that holds the call's schemas (the shell's copy, which the page uses).
import { dirname, join, posix } from 'node:path';
import {
  browserEntryUrl,
  buildPath,
  endpointRoutes,
  findRemoteRoute,
  firstCallParams,
  firstCallQuery,
  openToVisitors,
  serverManifestUrl,
  type EndpointName,
} from '@storefront/contracts';
import { refusedSearchParams } from '@storefront/contracts/product';
import type { FirstScreenRoute } from './first-screen';
import { keptJson } from './kept-files';
import { localRemoteFile, remoteMapFile } from './remote-server-entries';
import type { StaticRoots } from './roots';

type Manifest = {
  metaData?: { publicPath?: string };
  shared?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A remote's entry and the chunks (scripts and styles) an exposed module needs at once, as URLs.
 * The remote map names the entry (what the browser loads); the chunks come from the manifest the
 * remote's build writes beside it, read here from disk: beside the entry when this server serves
 * it, else (a remote on another origin, a CDN) the local copy of the same build that the map line
 * names for the server render (`{ "browser": "https://cdn…/remoteEntry.js", "server":
 * "/remotes/<folder>/mf-manifest.json" }`), the files then hinted at the entry's origin.
 */
async function remoteFiles(roots: StaticRoots, remote: string, expose: string): Promise<{ scripts: string[]; styles: string[] } | null> {
  const mapFile = remoteMapFile(roots);
  const map = mapFile ? await keptJson<Record<string, unknown>>(mapFile) : null;
  const entryUrl = browserEntryUrl(map?.[remote]);
  if (!entryUrl) return null;
  const entryFile = localRemoteFile(roots, entryUrl);
  const localManifestUrl = serverManifestUrl(map?.[remote]);
  const manifestFile = entryFile
    ? join(dirname(entryFile), 'mf-manifest.json')
    : localManifestUrl
      ? localRemoteFile(roots, localManifestUrl)
      : null;
  const manifest = manifestFile ? await keptJson<Manifest>(manifestFile) : null;
  if (!manifest) return null;
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : `${posix.dirname(entryUrl)}/`;
  const assets = manifest.exposes?.find((exposed) => exposed.path === expose)?.assets;
  return {
    scripts: [entryUrl, ...(assets?.js?.sync ?? []).map((file) => `${base}${file}`)],
    styles: (assets?.css?.sync ?? []).map((file) => `${base}${file}`),
  };
}

type RouteCall = NonNullable<FirstScreenRoute['call']>;

/**
 * The call a route's screen makes first (the route table's firstCall) at the page's path and query
 * string (search, with or without its '?'), for a member's screen only to a visitor with a session
 * cookie.
 */
function routeCall(urlPath: string, search: string, signedIn: boolean): RouteCall | null {
  const found = findRemoteRoute(urlPath);
  if (!found?.route.firstCall) return null;
  if (!signedIn && !openToVisitors(found.route, urlPath)) return null;
  const searchParams = new URLSearchParams(search);
  // A listing asks without the values its call would refuse (contracts searchQueryFromParams): so
  // does its first call here, and the page opens with the listing a bad link still means.
  if (found.route.firstCall.endpoint === 'productSearch') for (const key of refusedSearchParams(searchParams)) searchParams.delete(key);
  const query = firstCallQuery(found.route, found.params, searchParams);
  return {
    endpoint: found.route.firstCall.endpoint,
    params: firstCallParams(found.route, found.params),
    ...(Object.keys(query).length > 0 ? { query } : {}),
  };
}

/** The URL of a call as the API client sends it: its path, then its query in the order given. */
function callUrl(call: RouteCall): string {
  const search = new URLSearchParams(Object.entries(call.query ?? {})).toString();
  return `${buildPath(endpointRoutes[call.endpoint].path, call.params)}${search ? `?${search}` : ''}`;
}

/**
 * The shell's files of the contracts part that holds an endpoint's schemas (the API client loads
 * it with the first call into that domain, the shell's copy being the page's), as URL paths.
 */
async function partFiles(roots: StaticRoots, endpoint: EndpointName): Promise<string[]> {
  const { domain } = endpointRoutes[endpoint];
  if (domain === 'core' || !roots.shell) return [];
  const manifest = await keptJson<Manifest>(join(roots.shell, 'mf-manifest.json'));
  const part = manifest?.shared?.find((shared) => shared.name === `@storefront/contracts/${domain}`);
  return (part?.assets?.js?.sync ?? []).map((file) => `/${file}`);
}

/**
 * The remote area a route shows and the call its screen makes first (at the page's query string,
 * search), when the route table says the server renders it.
 */
export function firstScreenRoute(
  urlPath: string,
  search: string,
  visitor: { signedIn: boolean; cartFilled: boolean },
): FirstScreenRoute | null {
  const found = findRemoteRoute(urlPath);
  const rendered = found?.route.serverRendered;
  if (!found || !rendered) return null;
  // The cart lives in the browser: the server can show only an empty one.
  if (rendered === 'when-cart-empty' && visitor.cartFilled) return null;
  // A member's screen without a session: the browser sends the visitor to log in.
  if (!visitor.signedIn && !openToVisitors(found.route, urlPath)) return null;
  const call = routeCall(urlPath, search, visitor.signedIn);
  return { area: { remote: found.route.remote, exposed: found.route.exposed }, ...(call ? { call } : {}) };
}

/**
 * The <link> tags for the shell's page at urlPath: those of its <head>, and those to add once the
 * page has painted. When the page holds the server's rendering of the remote area (firstScreen),
 * the remote's styles are stylesheets of the page (that HTML shows styled), and everything else
 * waits for the first paint (shell/public/start-after-paint.js adds it with main.js): on a
 * phone's network the scripts would otherwise share the connection with the HTML's picture and
 * delay it. The first call's answer is in such a page: fetching it ahead would only leave a stale
 * copy for the screen's next reload to pick up.
 */
export type PageHints = { head: string[]; afterPaint: string[] };

export async function pageHints(
  roots: StaticRoots,
  urlPath: string,
  signedIn = false,
  options: { firstScreen?: boolean; search?: string } = {},
): Promise<PageHints> {
  // The remote's files come after the shell's own scripts (low priority: they are needed only
  // once the shell runs), but start long before the shell would ask for them. crossorigin as
  // the later request does it: the shell fetches the remote map without credentials settings
  // (same-origin), the API client sends credentials: 'include'.
  const preload = (href: string, crossorigin: 'anonymous' | 'use-credentials', priority: 'low' | 'high' = 'low') =>
    `<link rel="preload" as="fetch" crossorigin="${crossorigin}" fetchpriority="${priority}" href="${escapeAttribute(href)}">`;
  // Scripts are prefetched into the HTTP cache, not preloaded: Chromium hands a failed script
  // preload that was never used to the next <script> of that URL, so a retry after the remote
  // was down would fail again. A failed prefetch leaves nothing behind.
  const prefetch = (href: string) => `<link rel="prefetch" as="script" href="${escapeAttribute(href)}">`;
  // A remote's styles: the remote's runtime adds <link rel="stylesheet"> of the same URL when
  // the chunk loads, and finds it already downloaded. Under a first screen they are stylesheets
  // of the page (that HTML shows styled; static/inline-styles.ts writes them in); otherwise prefetched for the same reason as the
  // scripts: a failed style preload is handed to that <link> on retry (remote-failure.e2e.ts:
  // with the remote down, its retry then failed on "Loading CSS chunk … failed").
  const remoteStyle = (href: string) =>
    options.firstScreen
      ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
      : `<link rel="prefetch" as="style" href="${escapeAttribute(href)}">`;
  // The shell reads the map at start (remote-registry.ts: remotes.json beside the shell); every
  // remote waits for it.
  const map = preload('/remotes.json', 'anonymous', 'high');
  const route = findRemoteRoute(urlPath)?.route;
  const remote = route ? await remoteFiles(roots, route.remote, route.exposed) : null;
  const styles = remote?.styles.map(remoteStyle) ?? [];
  const hints = [map, ...(remote?.scripts.map(prefetch) ?? []), ...styles];
  const call = routeCall(urlPath, options.search ?? '', signedIn);
  if (call) {
    // The same URL the API client asks for (contracts' path builder, the query in the order the
    // screen builds it), and the schemas it checks the answer against.
    if (!options.firstScreen) hints.push(preload(callUrl(call), 'use-credentials'));
    hints.push(...(await partFiles(roots, call.endpoint)).map(prefetch));
  }
  if (!options.firstScreen) return { head: hints, afterPaint: [] };
  return { head: styles, afterPaint: hints.filter((hint) => !styles.includes(hint)) };
}

/** The page with the hints placed at the end of its <head>. */
export function withHints(html: string, hints: string[]): string {
  if (hints.length === 0) return html;
  const at = html.indexOf('</head>');
  const tags = `${hints.join('\n')}\n`;
  return at === -1 ? tags + html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
