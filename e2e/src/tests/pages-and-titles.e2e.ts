// The help and policy pages the footer, the points screen and the refund form link to; the page
// title naming each screen (in the browser and in the server's HTML); and one language for every
// page when only the language cookie says which.
import type { Browser } from 'playwright-core';
import { areaSettled, launchBrowser, newPage } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('the footer leads to the terms, the return policy and the points help, each titled', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  // The visitor reads the home page before going down to its footer: its sections come in one by
  // one, each pushing the footer lower, so a click aimed at the footer while they load can miss.
  await page.getByRole('list', { name: '商品列表' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.shell-home [role="status"]'));
  for (const [link, heading, path] of [
    ['服務條款', '服務條款', '/terms'],
    ['退貨政策', '退貨政策', '/return'],
    ['Z 紅利說明', 'Z 紅利說明', '/earnpoints'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByText('找不到這個頁面').count()).toBe(0);
    expect(await page.title()).toBe(`${heading} | 台灣市集`);
    // The return policy keeps the product page's promise of a 7-day cooling-off period.
    if (path === '/return')
      await page
        .getByText(/7 天的鑑賞期/)
        .first()
        .waitFor();
  }
  await context.close();
});

test('screens are titled in the page language, the product by its title, also in the server HTML', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await page.goto('/cart');
  await page.waitForFunction(() => document.title === '購物車 | 台灣市集');
  await page.goto(`/products/${product.slug}`);
  await page.waitForFunction((title) => document.title === `${title} | 台灣市集`, product.title);
  const html = await (await fetch(`${BASE_URL}/products/${product.slug}`)).text();
  expect(html).toContain(`<title>${product.title} | 台灣市集</title>`);

  await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
  await page.goto('/return');
  await page.getByRole('heading', { level: 1, name: 'Return policy' }).waitFor();
  expect(await page.title()).toBe('Return policy | Taiwan Market');
  await context.close();
});

test('with only the language cookie set, every page comes in that language', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
  for (const path of ['/', '/member/login', '/cart', `/products/${product.slug}`]) {
    await page.goto(path);
    await page.getByRole('link', { name: 'Terms of service' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('link', { name: '服務條款' }).count()).toBe(0);
  }
  await context.close();
});

test("a link with ?lang=en (the page's English alternate) opens in English, and the shop goes on in English", async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Every title the tab shows while the page loads and its scripts adopt the server's HTML.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { titlesShown: string[] }).titlesShown = shown;
    document.addEventListener('DOMContentLoaded', () => {
      shown.push(document.title);
      new MutationObserver(() => shown.push(document.title)).observe(document.head, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
  });
  await page.goto(`/products/${product.slug}?lang=en`);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await page.title()).toBe(`${product.title} | Taiwan Market`);
  // Once the product's screen has adopted the server's HTML: the tab never showed the route's
  // generic "Product" in between.
  await areaSettled(page);
  expect(new Set(await page.evaluate(() => (window as unknown as { titlesShown: string[] }).titlesShown))).toEqual(
    new Set([`${product.title} | Taiwan Market`]),
  );
  // The next pages follow without the parameter: the cookie says English now.
  await page.getByRole('link', { name: 'Terms of service' }).click();
  await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
  await page.goto('/member/login');
  await page.getByRole('heading', { name: 'Member login' }).waitFor();
  // And ?lang=zh-tw takes it back to Chinese.
  await page.goto('/?lang=zh-tw');
  await page.getByRole('link', { name: '服務條款' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant-TW');
  expect(errors).toEqual([]);
  await context.close();
});
