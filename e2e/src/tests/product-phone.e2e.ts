// The product page on a phone (390 px), in both languages: once the panel's own buttons are out
// of view, a buy bar along the bottom keeps the price, add to cart and buy now at hand (the
// notice it raises lies above it, and the page's end is not hidden under it); the tabs keep their
// names whole, one line each. On desktop there is no bar.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

const LANGS = ['zh-tw', 'en'] as const;
type Lang = (typeof LANGS)[number];
const words = {
  'zh-tw': { bar: '快速購買', add: '加入購物車', buy: '立即購買', added: '成功加入購物車．', tabs: '商品資訊' },
  en: { bar: 'Buy', add: 'Add to cart', buy: 'Buy now', added: 'Added to your cart.', tabs: 'Product information' },
} as const;

// A demo product whose page is long (description, tabs, related products): the first product in
// stock of the list may be one an earlier test added with a page so short that its panel never
// leaves the window, and then no bar is due. (open() waits for its buy buttons.)
const slug = 'bamboo-chopsticks-gift-set';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(lang: Lang, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, { width, locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  await page.goto(`/products/${slug}`);
  await page.locator('.product-page__buy-row').waitFor();
  return { page, close: () => context.close() };
}

describe.each(LANGS)('the product page on a phone (%s)', (lang) => {
  const w = words[lang];

  test('the buy bar: shown while the panel is out of view, with its price and both buttons', async () => {
    const { page, close } = await open(lang, 390);
    const bar = page.getByRole('group', { name: w.bar, exact: true });
    const tabs = page.getByRole('tablist', { name: w.tabs });

    // The panel's buttons in view: no bar.
    await page.locator('.product-page__buy-row').evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await bar.waitFor({ state: 'hidden' });

    // Read further down (the tabs): the bar is there, whole in the window, along its bottom.
    await tabs.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(800);
    const panelPrice = (await page.locator('.product-page__cart-panel .product-page__price').innerText()).trim();
    expect((await bar.innerText()).replace(/\s+/g, ' ')).toContain(panelPrice.replace(/\s+/g, ' '));

    // Its add to cart: the notice lies above it, the badge counts the product.
    await bar.getByRole('button', { name: w.add, exact: true }).click();
    const notice = page.locator('.sf-notification').first();
    await notice.getByText(w.added).waitFor();
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(box.y);
    await expect(page.getByTestId('cart-badge').textContent()).resolves.toBe('1');

    // The end of the page is not hidden under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(box.y + 1);

    // Its buy now goes to the checkout (a visitor by way of the login, which returns there).
    await bar.getByRole('button', { name: w.buy, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== `/products/${slug}` && decodeURIComponent(url.href).includes('/checkout'));
    await close();
  });

  test('the tabs keep every name on one line, unbroken', async () => {
    const { page, close } = await open(lang, 390);
    const tabs = page.getByRole('tablist', { name: w.tabs });
    await tabs.waitFor();
    const lines = await tabs.getByRole('tab').evaluateAll((elements) =>
      elements.map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        const rows = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return `${tab.textContent?.trim()}: ${rows.size}`;
      }),
    );
    expect(lines.length).toBe(4);
    for (const line of lines) expect(line).toMatch(/: 1$/);
    await close();
  });

  test('on desktop there is no bar', async () => {
    const { page, close } = await open(lang, 1280);
    await page.getByRole('tablist', { name: w.tabs }).evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.getByRole('group', { name: w.bar, exact: true }).count()).toBe(0);
    await close();
  });
});
