// A remote built against an older compatible @storefront/contracts still works in the shell: the
// shell and the other remotes announce the next patch version (and require it), the cart remote
// announces the version it was built with and its caret range. The page loads one copy of each
// contracts module, the core being the newer one (it satisfies the cart's range), the cart shows
// what the product page added, and
// the federation runtime warns about nothing. A control with an incompatible range shows that
// the runtime's warning would be seen.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { CONTRACTS_VERSION, serveWithContracts } from '../support/contracts-version';
import { watchNotices } from '../support/notices';
import { recordFigures } from '../support/reliability-report';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const [major, minor, patch] = CONTRACTS_VERSION.split('.').map(Number) as [number, number, number];
const NEWER = `${major}.${minor}.${patch + 1}`;
const NEWER_FOLDERS = [null, 'mf-product', 'mf-account', 'mf-orders', 'mf-merchant'];

function versionWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'warning' || message.type() === 'error') && /contracts/.test(text) && /version/i.test(text))
      warnings.push(text);
  });
  return warnings;
}

async function shopWithOlderCart(page: Page, cartRange: string) {
  const apps = [
    ...NEWER_FOLDERS.map((folder) => ({ folder, version: NEWER, range: `^${NEWER}` })),
    { folder: 'mf-cart', version: CONTRACTS_VERSION, range: cartRange },
  ];
  const served = await serveWithContracts(page, apps);
  const product = await fixedPriceProductInStock();
  await page.goto(`/products/${product.slug}`);
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await notices.shown('成功加入購物車．');
  await page.getByRole('link', { name: /購物車/ }).click();
  await page.getByRole('heading', { name: '購物車' }).waitFor();
  await page.getByText(product.title).first().waitFor();
  return served;
}

test(`a cart remote built against contracts ${CONTRACTS_VERSION} works in a shell built against the next patch`, async () => {
  const { context, page } = await newPage(browser);
  const warnings = versionWarnings(page);
  const served = await shopWithOlderCart(page, `^${CONTRACTS_VERSION}`);
  await expect(page.getByTestId('cart-badge').textContent()).resolves.toBe('1');
  // Both the shell's (JS and manifest) and every newer remote's announcements were rewritten.
  expect(served.changes()).toBeGreaterThanOrEqual(NEWER_FOLDERS.length * 2);
  const version = await page.evaluate(() => {
    const scope = (
      globalThis as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const loaded: string[] = [];
    // The core and every part the page loaded (@storefront/contracts/product, …): one package.
    for (const host of Object.values(scope ?? {})) {
      for (const [key, versions] of Object.entries(host.default ?? {})) {
        if (key !== '@storefront/contracts' && !key.startsWith('@storefront/contracts/')) continue;
        for (const [v, entry] of Object.entries(versions)) if (entry.loaded) loaded.push(`${key}@${v}`);
      }
    }
    return [...new Set(loaded)].sort();
  });
  expect(warnings).toEqual([]);
  // One copy of each contracts module on the page. The core and the parts the shell or the
  // product page provide are the newer ones, not the cart's own; a part only the cart uses (the
  // Taiwan address data) comes from the cart, at its version, within the range the others accept.
  const modules = version.map((loaded) => loaded.slice(0, loaded.lastIndexOf('@')));
  expect(new Set(modules).size).toBe(modules.length);
  expect(version).toContain(`@storefront/contracts@${NEWER}`);
  expect(version).toContain(`@storefront/contracts/product@${NEWER}`); // the product page's calls
  recordFigures('olderContracts', {
    shellAndFourRemotes: NEWER,
    cartRemote: `${CONTRACTS_VERSION} (requires ^${CONTRACTS_VERSION})`,
    contractsLoaded: version,
    versionWarnings: warnings.length,
    result: 'cart shows the line the product page added; badge 1',
  });
  await context.close();
});

test('control: a cart remote requiring an incompatible contracts range is warned about', async () => {
  const { context, page } = await newPage(browser);
  const warnings = versionWarnings(page);
  await shopWithOlderCart(page, `^${major}.${minor + 1}.0`).catch(() => undefined);
  expect(warnings.length).toBeGreaterThan(0);
  await context.close();
});
