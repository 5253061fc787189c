// Each remote runs alone on its stand-in host page (served under /remotes/<name>/) and renders
// its main screen against the API server.
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { listedProducts } from '../support/catalogue';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('mf-product alone renders the product named by its host page', async () => {
  const products = await listedProducts();
  const { context, page } = await newPage(browser);
  await page.goto('/remotes/mf-product/');
  const slug = await page.locator('#root').getAttribute('data-product-slug');
  const product = products.find((p) => p.slug === slug);
  expect(product).toBeDefined();
  await page.getByRole('heading', { level: 1, name: product!.title }).waitFor();
  await context.close();
});

test('mf-cart alone renders the cart', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/remotes/mf-cart/');
  await page.getByText('購物車是空的').waitFor();
  await context.close();
});

test('mf-account alone renders the login form', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/remotes/mf-account/');
  await page.getByRole('heading', { name: '會員登入' }).waitFor();
  await page.getByLabel('電子郵件').waitFor();
  await context.close();
});

test('mf-orders alone renders the buyer order history', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/remotes/mf-orders/');
  await page.getByRole('heading', { name: '購買紀錄' }).waitFor();
  expect(await page.getByRole('row').count()).toBeGreaterThan(8);
  await context.close();
});

test('mf-merchant alone renders the merchant product list', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  await page.goto('/remotes/mf-merchant/');
  await page.getByRole('heading', { name: '商品管理' }).waitFor();
  // The list is loaded after its heading shows (a page of it, from the server).
  await page.getByRole('row').nth(1).waitFor();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
  await context.close();
});
