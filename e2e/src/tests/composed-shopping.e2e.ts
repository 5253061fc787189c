// Through the composed shell, as a shopper would: home grid → product page (rendered by the
// mf-product remote) → add to cart → the shell's header badge follows; the language switch
// changes the texts of the shell and of the remote.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, switchToEnglish } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { watchNotices } from '../support/notices';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('a shopper goes from the home grid to a product and adds it to the cart', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await page.goto('/');
  await page.getByRole('heading', { name: '精選商品' }).waitFor();
  const badge = page.getByTestId('cart-badge');
  expect(await badge.textContent()).toBe('0');

  await page.getByRole('link', { name: product.title }).first().click();
  await page.waitForURL(`**/products/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await notices.shown('成功加入購物車．');
  await expect(badge.textContent()).resolves.toBe('1');

  // The cart in local storage is the specification's model, under quarter_cart.
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('quarter_cart') ?? '[]') as { items: unknown[] }[]);
  expect(stored[0]?.items[0]).toMatchObject({ title: product.title, quantity: 1, parentProductModelId: null });

  // The cart remote shows the same line.
  await page.getByRole('link', { name: /購物車/ }).click();
  await page.getByRole('heading', { name: '購物車' }).waitFor();
  await page.getByText(product.title).waitFor();
  await context.close();
});

test('switching the language changes the texts of the shell and of the remote', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: '加入購物車' }).waitFor();

  await switchToEnglish(page);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  // The choice is remembered across a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  await page.getByRole('button', { name: '中文' }).click();
  await page.getByRole('button', { name: '加入購物車' }).waitFor();
  await context.close();
});
