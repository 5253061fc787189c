// On the product route, React, react-dom, the contracts core and the contracts part the page
// calls (product: its schemas) are fetched exactly once, whichever app provides them: counted
// from the real network responses against the files each app's federation manifest lists for
// those shared modules. Parts the page has no use for (merchant) are not fetched at all.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { BASE_URL } from '../support/server';

type Manifest = { shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

const MANIFESTS = [
  '/mf-manifest.json',
  ...['mf-product', 'mf-cart', 'mf-account', 'mf-orders', 'mf-merchant'].map((r) => `/remotes/${r}/mf-manifest.json`),
];

async function sharedFiles(moduleName: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const manifestPath of MANIFESTS) {
    const manifestUrl = new URL(manifestPath, BASE_URL);
    const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
    for (const shared of manifest.shared ?? []) {
      if (shared.name !== moduleName) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(new URL(file, manifestUrl).pathname);
    }
  }
  return files;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The files of `files` the product route fetched until the page is idle, each once: a file the
 * page hints prefetch and the script then takes from the cache is one copy, two files are two.
 */
async function fetchedOnProductRoute(files: Set<string>): Promise<string[]> {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  const fetched: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (files.has(pathname) && !fetched.includes(pathname)) fetched.push(pathname);
  });
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: '加入購物車' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return fetched;
}

test.each(['react', 'react-dom', '@storefront/contracts', '@storefront/contracts/product', '@storefront/ui'])(
  '%s is fetched exactly once on the product route',
  async (moduleName) => {
    const files = await sharedFiles(moduleName);
    expect(files.size).toBeGreaterThan(1); // every app can provide it; only one copy may load
    expect(await fetchedOnProductRoute(files)).toHaveLength(1);
  },
);

test.each(['@storefront/contracts/merchant', '@storefront/contracts/address', '@storefront/ui/orders', '@storefront/ui/forms'])(
  '%s is not fetched on the product route',
  async (moduleName) => {
    const files = await sharedFiles(moduleName);
    expect(files.size).toBeGreaterThan(1);
    expect(await fetchedOnProductRoute(files)).toEqual([]);
  },
);
