// The route table of the storefront's remote areas, data only: which remote's exposed module each
// path shows, the props it gets from the path, whether the server renders its first screen, and
// the call whose answer that screen shows first. The shell's router (shell/src/routes.tsx), the
// API server's page hints and its server render (packages/api-server/src/static/) all read it.
//
// A new server-rendered screen is one row here plus its exposed module in its remote (and that
// remote's server build, packages/build createRemoteServerConfig). Rows are tried in order: a
// more specific path comes before a wider one ('/member/merchant/*' before '/member/*').
//
// A first call's inputs come from the page's URL, each named in its row, never computed:
// - paramsFromPath: the call's path parameters, each from a path parameter of the page;
// - queryFromSearch: the call's query parameters that the page's query string carries under the
//   same name (the first value of each; an absent or empty one is left out, anything not named is
//   dropped), e.g. /search?q=茶&page=2 → productSearch ?q=茶&page=2;
// - queryFromPath: the call's query parameters from path parameters of the page, which win over the
//   query string's, e.g. /category/7 → productSearch ?category=7.
// The screen sends the same call (its screen's own code builds it the same way), and its answer
// is keyed in the page by firstCallKey, which both sides compute, so a page rendered on the server
// hands the browser the very answer its screen asks for, and a value the server refuses (400)
// leaves the page to the browser, which shows its error state (a listing opens without the
// value instead: searchQueryFromParams).
import { buildPath, endpointRoutes, type EndpointName } from './api';

/** A remote of the storefront, as its federation name. */
export type RemoteName = 'mf_product' | 'mf_cart' | 'mf_account' | 'mf_orders' | 'mf_merchant';

export type RemoteRoute = {
  /** Unique name of the row: the area's key in the shell (moving between rows starts a new area). */
  id: string;
  /** The path pattern, as react-router writes it: ':name' is one segment, a final '/*' any rest. */
  path: string;
  remote: RemoteName;
  /** The exposed module, as the remote's build names it ('./ProductPage'). */
  exposed: string;
  /** Props that are always the same. */
  props?: Record<string, string>;
  /** Props taken from the path: prop name → path parameter name. */
  propsFromPath?: Record<string, string>;
  /** Only a logged-in member sees it; paths listed in except are open to a visitor too. */
  membersOnly?: boolean | { except: string[] };
  /**
   * A member screen: the shell shows the member navigation beside it (not on the paths a visitor
   * may open, membersOnly's except).
   */
  memberNav?: boolean;
  /**
   * Whether the server renders the first screen: 'always', or 'when-cart-empty' (the cart lives in
   * the browser; the server knows only, by its cookie, whether it is empty).
   */
  serverRendered?: 'always' | 'when-cart-empty';
  /** The call the screen makes first: endpoint, and its inputs from the page's URL (see the header). */
  firstCall?: {
    endpoint: EndpointName;
    /** Call path parameter → page path parameter. */
    paramsFromPath?: Record<string, string>;
    /** Call query parameters taken, under the same name, from the page's query string. */
    queryFromSearch?: readonly string[];
    /** Call query parameter → page path parameter (wins over queryFromSearch). */
    queryFromPath?: Record<string, string>;
  };
};

/**
 * The query parameters of a listing's productSearch call, as its URL carries them (the entries of
 * @storefront/contracts/product ProductSearchQuery, which that part's tests hold this list to).
 */
export const LISTING_QUERY_KEYS = [
  'q',
  'category',
  'brand',
  'minPrice',
  'maxPrice',
  'kind',
  'inStock',
  'onSale',
  'sort',
  'page',
  'pageSize',
] as const;

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  {
    id: 'product',
    path: '/products/:slug',
    remote: 'mf_product',
    exposed: './ProductPage',
    propsFromPath: { slug: 'slug' },
    serverRendered: 'always',
    firstCall: { endpoint: 'productDetail', paramsFromPath: { slug: 'slug' } },
  },
  // Search, a category and a brand share mf-product's listing screen; its filters are in the URL.
  {
    id: 'search',
    path: '/search',
    remote: 'mf_product',
    exposed: './ListingPage',
    props: { scope: 'search' },
    serverRendered: 'always',
    firstCall: { endpoint: 'productSearch', queryFromSearch: LISTING_QUERY_KEYS },
  },
  {
    id: 'category',
    path: '/category/:id',
    remote: 'mf_product',
    exposed: './ListingPage',
    props: { scope: 'category' },
    propsFromPath: { id: 'id' },
    serverRendered: 'always',
    firstCall: { endpoint: 'productSearch', queryFromSearch: LISTING_QUERY_KEYS, queryFromPath: { category: 'id' } },
  },
  {
    id: 'brand',
    path: '/brand/:id',
    remote: 'mf_product',
    exposed: './ListingPage',
    props: { scope: 'brand' },
    propsFromPath: { id: 'id' },
    serverRendered: 'always',
    firstCall: { endpoint: 'productSearch', queryFromSearch: LISTING_QUERY_KEYS, queryFromPath: { brand: 'id' } },
  },
  {
    id: 'cart',
    path: '/cart/*',
    remote: 'mf_cart',
    exposed: './CartApp',
    props: { view: 'cart' },
    serverRendered: 'when-cart-empty',
  },
  { id: 'checkout', path: '/checkout/*', remote: 'mf_cart', exposed: './CartApp', props: { view: 'checkout' }, membersOnly: true },
  { id: 'checkout-en', path: '/en/checkout/*', remote: 'mf_cart', exposed: './CartApp', props: { view: 'checkout' }, membersOnly: true },
  {
    id: 'orders',
    path: '/member/orders',
    remote: 'mf_orders',
    exposed: './OrderList',
    membersOnly: true,
    memberNav: true,
    serverRendered: 'always',
    firstCall: { endpoint: 'memberOrderList', queryFromSearch: ['group', 'page', 'pageSize'] },
  },
  {
    id: 'order-detail',
    path: '/member/order/:orderid',
    remote: 'mf_orders',
    exposed: './OrderDetail',
    propsFromPath: { orderId: 'orderid' },
    membersOnly: true,
    memberNav: true,
    firstCall: { endpoint: 'memberOrderDetail', paramsFromPath: { orderId: 'orderid' } },
  },
  { id: 'merchant', path: '/member/merchant/*', remote: 'mf_merchant', exposed: './MerchantApp', membersOnly: true },
  { id: 'operator', path: '/member/operator/*', remote: 'mf_merchant', exposed: './OperatorApp', membersOnly: true },
  {
    id: 'account',
    path: '/member/*',
    remote: 'mf_account',
    exposed: './AccountApp',
    // Login and registration are the visitor's own; every other account screen is a member's.
    membersOnly: { except: ['/member/login', '/member/register'] },
    memberNav: true,
  },
];

/**
 * The parameters of pathname under a pattern of the table, or null when it does not match. As
 * react-router matches: letters in any case, a trailing slash allowed, a parameter is one
 * non-empty segment (decoded), a final '/*' matches any rest, nothing included (parameter '*').
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  const splat = pattern.endsWith('/*');
  const want = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (have.length < want.length || (!splat && have.length !== want.length)) return null;
  if (have.slice(0, want.length).some((segment) => segment === '')) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        params[part.slice(1)] = segment;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  if (splat) params['*'] = have.slice(want.length).join('/');
  return params;
}

/** The first row of the table whose path matches, with the path's parameters. */
export function findRemoteRoute(
  pathname: string,
  routes: readonly RemoteRoute[] = REMOTE_ROUTES,
): { route: RemoteRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

const pick = (mapping: Record<string, string> | undefined, params: Record<string, string>) =>
  Object.fromEntries(Object.entries(mapping ?? {}).map(([name, param]) => [name, params[param] ?? '']));

/** The props a row's module gets at a path. */
export function routeProps(route: RemoteRoute, params: Record<string, string>): Record<string, string> {
  return { ...route.props, ...pick(route.propsFromPath, params) };
}

/** The params of a row's first call at a path. */
export function firstCallParams(route: RemoteRoute, params: Record<string, string>): Record<string, string> {
  return pick(route.firstCall?.paramsFromPath, params);
}

/**
 * The query of a row's first call at a URL (its path parameters and its query string), in the
 * order the row names them: queryFromSearch, then queryFromPath (which replaces a value in place).
 */
export function firstCallQuery(route: RemoteRoute, params: Record<string, string>, search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of route.firstCall?.queryFromSearch ?? []) {
    const value = search.get(name);
    if (value !== null && value !== '') query[name] = value;
  }
  for (const [name, value] of Object.entries(pick(route.firstCall?.queryFromPath, params))) {
    if (value !== '') query[name] = value;
  }
  return query;
}

/**
 * The key of a call's answer among a page's first-screen answers: the endpoint's path with its
 * params, then its query (empty values left out) in key order, so the server that rendered the
 * page and the screen that reads it name the same call alike whatever order they built it in.
 */
export function firstCallKey(
  endpoint: EndpointName,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const entries = Object.entries(query)
    .flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)] as [string, string]]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(entries).toString();
  return `${buildPath(endpointRoutes[endpoint].path, params)}${search ? `?${search}` : ''}`;
}

/** Whether a visitor (not logged in) may open this path of a members-only row. */
export function openToVisitors(route: RemoteRoute, pathname: string): boolean {
  if (!route.membersOnly) return true;
  if (route.membersOnly === true) return false;
  return route.membersOnly.except.some((path) => matchRoutePath(path, pathname) !== null);
}

/**
 * A remote's line of the remote map (remotes.json): its browser entry's URL, or
 * `{ "browser": entry URL, "server": URL of the manifest naming its server bundle }`.
 */
export type RemoteMapValue = string | { browser: string; server?: string };

/** The browser entry (remoteEntry.js) of a remote map line, or null. */
export function browserEntryUrl(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const browser = (value as { browser?: unknown } | null)?.browser;
  return typeof browser === 'string' ? browser : null;
}

/** The manifest naming a remote's server bundle: as the line says, else mf-manifest.json beside the browser entry. */
export function serverManifestUrl(value: unknown): string | null {
  const server = (value as { server?: unknown } | null)?.server;
  if (typeof server === 'string') return server;
  const browser = browserEntryUrl(value);
  return browser ? `${browser.slice(0, browser.lastIndexOf('/') + 1)}mf-manifest.json` : null;
}
