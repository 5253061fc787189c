// The product page on a phone (390 px), in both languages: once the panel's own buttons are out
// of view, a buy bar along the bottom keeps the price, add to cart and buy now at hand (the
// notice it raises lies above it, and the page's end is not hidden under it); the tabs keep their
// names whole, one line each. On desktop there is no bar. The demo notice covers neither the
// panel's buy now nor the bar's; related products come two per row; the lightbox's picture lies
// inside its frame and the window, and its close button (and Escape) closes it, the focus back on
// the picture that opened it.
import type { Browser, Locator, Page } from 'playwright-core';
import { areaSettled, launchBrowser, newPage } from '../support/browser';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

const LANGS = ['zh-tw', 'en'] as const;
type Lang = (typeof LANGS)[number];
const words = {
  'zh-tw': {
    bar: '快速購買',
    add: '加入購物車',
    buy: '立即購買',
    added: '成功加入購物車．',
    tabs: '商品資訊',
    demo: '示範網站：付款為模擬，不會扣款，訂單不會出貨',
    related: '相關商品',
    zoom: '放大圖片',
    close: '關閉',
  },
  en: {
    bar: 'Buy',
    add: 'Add to cart',
    buy: 'Buy now',
    added: 'Added to your cart.',
    tabs: 'Product information',
    demo: 'Demo site: payments are simulated, nothing is charged and no order ships',
    related: 'Related products',
    zoom: 'Enlarge picture',
    close: 'Close',
  },
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
  // The screen is React's (adopted from the server's HTML) before the test scrolls and taps.
  await areaSettled(page);
  return { page, close: () => context.close() };
}

/** Whether a tap at the button's centre lands on the button (nothing lies over it there). */
async function tapLandsOn(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Whether the notice lies over any part of the button, as the eye sees it (a notice that lets
 * taps through is invisible to elementFromPoint, not to the shopper). */
async function covers(notice: Locator, button: Locator): Promise<boolean> {
  const [a, b] = [await notice.boundingBox(), await button.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
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

    // Read further down (the tabs): the bar is there, whole in the window, along its bottom. The
    // related products come after the page (their own call): until they are there the page may be
    // too short to bring the tabs to the top, and the panel would stay in view.
    await page.getByRole('region', { name: w.related }).getByRole('listitem').first().waitFor();
    await tabs.evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(Math.round(box.y + box.height)).toBe(800);
    const panelPrice = (await page.locator('.product-page__cart-panel .product-page__price').innerText()).trim();
    expect((await bar.innerText()).replace(/\s+/g, ' ')).toContain(panelPrice.replace(/\s+/g, ' '));

    // Its add to cart: the notice lies above it (where it lay while shown: it goes after 1 s), the
    // badge counts the product.
    const notices = await watchNotices(page);
    await bar.getByRole('button', { name: w.add, exact: true }).click();
    const noticeBox = await notices.shown(w.added);
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

  test("the demo notice covers neither the panel's buy now nor the bar's", async () => {
    const { page, close } = await open(lang, 390);
    const notice = page.getByRole('note').filter({ hasText: w.demo });
    await notice.waitFor({ state: 'attached' });
    const panelBuy = page.locator('.product-page__buy-row').getByRole('button', { name: w.buy, exact: true });

    // The panel's button at the very bottom of the window, where a notice in the corner lay over it.
    await panelBuy.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    expect(await tapLandsOn(panelBuy)).toBe(true);
    expect(await covers(notice, panelBuy)).toBe(false);

    // Further down, the bar's buy now: the tap lands on it too.
    await page.getByRole('tablist', { name: w.tabs }).evaluate((list) => list.scrollIntoView({ block: 'start' }));
    const bar = page.getByRole('group', { name: w.bar, exact: true });
    await bar.waitFor();
    for (const name of [w.buy, w.add]) {
      const button = bar.getByRole('button', { name, exact: true });
      expect(await tapLandsOn(button)).toBe(true);
      expect(await covers(notice, button)).toBe(false);
    }

    // The notice is still on the page, in its own space at its foot, over nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await notice.waitFor();
    const noticeBox = (await notice.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y + 1);
    expect(await tapLandsOn(notice)).toBe(true);
    await close();
  });

  test('related products come two per row', async () => {
    const { page, close } = await open(lang, 390);
    const related = page.getByRole('region', { name: w.related });
    await related.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    const cards = related.getByRole('listitem');
    await cards.nth(2).waitFor();
    const [first, second, third] = [
      (await cards.nth(0).boundingBox())!,
      (await cards.nth(1).boundingBox())!,
      (await cards.nth(2).boundingBox())!,
    ];
    expect(Math.round(second.y)).toBe(Math.round(first.y));
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(third.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(Math.round(third.x)).toBe(Math.round(first.x));
    expect(second.x + second.width).toBeLessThanOrEqual(390);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await close();
  });

  for (const width of [390, 1280]) {
    test(`the lightbox at ${width} px: the picture inside its frame, closed by its button and by Escape`, async () => {
      const { page, close } = await open(lang, width);
      const zoom = page.getByRole('button', { name: w.zoom, exact: true });
      const dialog = page.getByRole('dialog');

      await zoom.click();
      await dialog.waitFor();
      const picture = dialog.locator('figure img');
      await picture.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      const [frame, image] = [(await dialog.boundingBox())!, (await picture.boundingBox())!];
      const viewport = page.viewportSize()!;
      expect(image.width).toBeGreaterThan(100);
      expect(image.x).toBeGreaterThanOrEqual(frame.x);
      expect(image.x + image.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(image.y).toBeGreaterThanOrEqual(frame.y);
      expect(image.y + image.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(image.x).toBeGreaterThanOrEqual(0);
      expect(image.x + image.width).toBeLessThanOrEqual(viewport.width);
      expect(image.y + image.height).toBeLessThanOrEqual(viewport.height);
      // The frame needs no scrolling to show it.
      const scrolls = await dialog.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
      expect(scrolls).toBe(false);

      // Its close button: a button with a name, in sight, a finger's size; the focus goes back.
      const closeButton = dialog.getByRole('button', { name: w.close, exact: true });
      const closeBox = (await closeButton.boundingBox())!;
      expect(closeBox.width).toBeGreaterThanOrEqual(40);
      expect(closeBox.height).toBeGreaterThanOrEqual(40);
      expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(viewport.width);
      await expect(closeButton.evaluate((element) => element.tagName)).resolves.toBe('BUTTON');
      await closeButton.click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(zoom.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

      // Escape closes it too, and the focus is back on the picture.
      await zoom.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect(zoom.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await close();
    });
  }
});
