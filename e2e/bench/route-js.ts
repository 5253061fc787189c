// Figure 1: the JavaScript each route fetches on first load in Chromium, counted from the real
// network responses (gzip of each body), grouped by shell, remote and shared module; and the two
// composition rules: React and the contracts package fetched once, no chunk of a remote the route
// does not show.
import type { Browser } from 'playwright-core';
import { loginAs, newPage } from '../src/support/browser';
import { fixedPriceProductInStock } from '../src/support/catalogue';
import { BASE_URL } from '../src/support/server';
import { ROUTE_JS_BUDGET_BYTES, verdict, type Verdict } from './budgets';
import { gzipSize } from './gzip';
import { appOfPath, groupOfAppFile, isAppEntry, sharedFileOwners, type AppFolder } from './manifests';

/** A category of the demo catalogue, as the listing's facets name it. */
async function firstCategoryId(): Promise<number> {
  const answer = (await (await fetch(`${BASE_URL}/api/product/search`)).json()) as { categories: { id: number }[] };
  const first = answer.categories[0];
  if (!first) throw new Error('the demo data has no category with online products');
  return first.id;
}

type RouteCase = { name: string; path: () => Promise<string>; shows: AppFolder[]; login?: { email: string; password: string } };

const ROUTES: RouteCase[] = [
  { name: 'product', path: async () => `/products/${(await fixedPriceProductInStock()).slug}`, shows: ['mf-product'] },
  { name: 'home', path: async () => '/', shows: [] },
  // Issue 25: the search and listing pages (mf-product's listing) within the product page's budget.
  { name: 'search', path: async () => `/search?q=${encodeURIComponent('茶')}`, shows: ['mf-product'] },
  { name: 'category listing', path: async () => `/category/${await firstCategoryId()}`, shows: ['mf-product'] },
  { name: 'cart', path: async () => '/cart', shows: ['mf-cart'] },
  { name: 'member orders', path: async () => '/member/orders', shows: ['mf-orders'], login: { email: 'buyer@example.com', password: 'buyer1234' } },
  {
    name: 'merchant products',
    path: async () => '/member/merchant/products',
    shows: ['mf-merchant'],
    login: { email: 'merchant@example.com', password: 'merchant1234' },
  },
];

/**
 * Modules that must arrive exactly once per page. Each names a family of shared modules: the
 * package and its shared entry points ('react/jsx-runtime', 'react-dom/client', the contracts
 * parts '@storefront/contracts/product', …), which are shared one by one.
 */
const ONCE = ['react', 'react-dom', '@storefront/contracts'];

const familyOf = (shared: string): string | undefined => ONCE.find((name) => shared === name || shared.startsWith(`${name}/`));

/**
 * How many copies of a family the page fetched: for each of its shared modules, the number of
 * apps that served files of it (two apps serving react would be two Reacts); the most of those.
 * A family with several parts on the page still counts 1 when each part came once.
 */
function copiesFetched(files: { pathname: string }[], owners: Map<string, string[]>): Record<string, number> {
  const servedBy = new Map<string, Set<string>>();
  for (const file of files) {
    for (const shared of owners.get(file.pathname) ?? []) {
      if (familyOf(shared) === undefined) continue;
      if (!servedBy.has(shared)) servedBy.set(shared, new Set());
      servedBy.get(shared)?.add(appOfPath(file.pathname));
    }
  }
  const copies: Record<string, number> = Object.fromEntries(ONCE.map((name) => [name, 0]));
  for (const [shared, apps] of servedBy) {
    const family = familyOf(shared) as string;
    copies[family] = Math.max(copies[family] ?? 0, apps.size);
  }
  return copies;
}

export type RouteJs = {
  route: string;
  path: string;
  files: number;
  totalGzip: number;
  /** The bytes the server actually sent for those bodies (without compression, the raw size). */
  totalWire: number;
  budget: number;
  verdict: Verdict;
  groups: Record<string, number>;
  fetchedOnce: Record<string, number>;
  strayRemoteFiles: string[];
  rulesVerdict: Verdict;
};

export async function measureRouteJs(browser: Browser): Promise<RouteJs[]> {
  const owners = await sharedFileOwners(BASE_URL);
  const results: RouteJs[] = [];
  for (const route of ROUTES) {
    const { context, page } = await newPage(browser);
    if (route.login) await loginAs(context, route.login.email, route.login.password);
    const bodies: Promise<{ pathname: string; gzip: number; wire: number } | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const { pathname } = new URL(response.url());
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({ pathname, gzip: gzipSize(body), wire: sizes.responseBodySize }),
          () => null,
        ),
      );
    });
    const path = await route.path();
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500); // late lazy chunks after the first idle
    const files = (await Promise.all(bodies)).filter((file): file is { pathname: string; gzip: number; wire: number } => file !== null);
    await context.close();

    const groups: Record<string, number> = {};
    const strayRemoteFiles: string[] = [];
    for (const file of files) {
      // An entry counts as the entry, with the shared modules it carries (the shell's eager ones);
      // another file under the shared module(s) it holds.
      const shared = owners.get(file.pathname) ?? [];
      const group = isAppEntry(file.pathname) || shared.length === 0 ? groupOfAppFile(file.pathname) : `shared ${shared.join(' + ')}`;
      groups[group] = (groups[group] ?? 0) + file.gzip;
      const app = appOfPath(file.pathname);
      if (app !== 'shell' && !route.shows.includes(app)) strayRemoteFiles.push(file.pathname);
    }
    const fetchedOnce = copiesFetched(files, owners);
    const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const budget = ROUTE_JS_BUDGET_BYTES[route.name] ?? 0;
    const once = Object.values(fetchedOnce).every((count) => count === 1);
    results.push({
      route: route.name,
      path,
      files: files.length,
      totalGzip,
      totalWire: files.reduce((sum, file) => sum + file.wire, 0),
      budget,
      verdict: verdict(totalGzip <= budget),
      groups,
      fetchedOnce,
      strayRemoteFiles,
      rulesVerdict: verdict(once && strayRemoteFiles.length === 0),
    });
  }
  return results;
}
