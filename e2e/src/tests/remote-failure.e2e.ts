// One remote down takes down only its own area: the fallback with a retry shows there, the
// header and the other routes keep working, and retry recovers once the remote is back.
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('the product remote is unreachable: fallback, working header and routes, then retry', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  // Stop serving the product remote's files (entry and chunks).
  const blockProductRemote = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route('**/remotes/mf-product/**', blockProductRemote);

  await page.goto(`/products/${product.slug}`);
  await page.getByText('此區塊暫時無法載入').waitFor();
  await page.getByRole('button', { name: '重試' }).waitFor();
  await expect(page.getByTestId('cart-badge').isVisible()).resolves.toBe(true);

  // Another route, served by another remote, still works; so does the shell's own home page.
  await page.getByRole('link', { name: /購物車/ }).click();
  await page.getByRole('heading', { name: '購物車' }).or(page.getByText('購物車是空的')).first().waitFor();
  await page.getByRole('link', { name: '首頁' }).click();
  await page.getByRole('heading', { name: '精選商品' }).waitFor();

  // Back to the product: still down. Bring the remote back and retry.
  await page.goBack();
  await page.goBack();
  await page.getByText('此區塊暫時無法載入').waitFor();
  await page.unroute('**/remotes/mf-product/**', blockProductRemote);
  await page.getByRole('button', { name: '重試' }).click();
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await context.close();
});

test('a remote map entry pointing at a dead URL shows the fallback in English too', async () => {
  const { context, page } = await newPage(browser);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as Record<string, string>;
    map.mf_orders = 'http://127.0.0.1:9/remoteEntry.js';
    await route.fulfill({ response, json: map });
  });
  // The order history is a member's page: a visitor is sent to the login page before any remote loads.
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.addInitScript(() => window.localStorage.setItem('storefront_lang', 'en'));
  await page.goto('/member/orders');
  await page.getByText('This section could not be loaded').waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Featured products' }).waitFor();
  await context.close();
});
