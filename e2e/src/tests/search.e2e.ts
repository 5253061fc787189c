// Search and the listing pages as a shopper uses them, in both languages: type in the header's
// box and pick a suggestion, search, filter, sort, go to page 2, come back with the back button
// and find the filters kept; the product page's breadcrumb and brand link lead to the listings;
// and all of it by keyboard alone.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXT = {
  'zh-tw': {
    box: '搜尋商品',
    count: /共 (\d+) 件商品/,
    sort: '排序',
    priceAsc: '價格由低到高',
    auction: '競標',
    inStock: '只看有庫存',
    next: '下一頁',
    page1: /第 1 \/ \d+ 頁/,
    page2: /第 2 \/ \d+ 頁/,
    results: '「茶」的搜尋結果',
    empty: '找不到符合的商品',
    didYouMean: /您是不是要找/,
    home: '首頁',
    categories: '商品分類',
  },
  en: {
    box: 'Search products',
    count: /(\d+) products/,
    sort: 'Sort by',
    priceAsc: 'Price: low to high',
    auction: 'Auction',
    inStock: 'In stock only',
    next: 'Next page',
    page1: /Page 1 of \d+/,
    page2: /Page 2 of \d+/,
    results: 'Results for “茶”',
    empty: 'No products match',
    didYouMean: /Did you mean/,
    home: 'Home',
    categories: 'Categories',
  },
} as const;

async function open(lang: 'zh-tw' | 'en', path: string, width?: number): Promise<Page> {
  const { context, page } = await newPage(browser, { width });
  if (lang === 'en') await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
  await page.goto(path);
  return page;
}

/** The number of products the listing says it found, once it has its answer for the current URL. */
async function count(page: Page, lang: 'zh-tw' | 'en'): Promise<number> {
  const shown = await page.waitForFunction((pattern) => {
    if (document.querySelector('.listing__results[aria-busy="true"]')) return undefined;
    const match = new RegExp(pattern).exec(document.querySelector('.listing__count')?.textContent ?? '');
    return match ? match[1] : undefined;
  }, TEXT[lang].count.source);
  return Number(await shown.jsonValue());
}

describe.each(['zh-tw', 'en'] as const)('search (%s)', (lang) => {
  const text = TEXT[lang];

  test('type, pick a suggestion by keyboard, then the breadcrumb and the brand link lead to listings', async () => {
    const page = await open(lang, '/');
    const box = page.getByRole('combobox', { name: text.box });
    await box.focus();
    await page.keyboard.type('烏龍', { delay: 30 });
    const option = page.getByRole('option', { name: /鹿谷凍頂烏龍茶 300g/ });
    await option.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    // Arrow down to the suggestion: the box names it as the active one.
    for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i += 1) await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products/lugu-dongding-oolong-300g');
    const crumbs = page.getByRole('navigation', { name: lang === 'en' ? 'Breadcrumb' : '麵包屑' });
    await crumbs.getByRole('link', { name: '茶葉沖泡' }).waitFor();
    await page.locator('.product-page__meta').getByRole('link', { name: '鹿谷茶莊' }).click();
    await page.waitForURL(/\/brand\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '鹿谷茶莊' }).waitFor();
    expect(await count(page, lang)).toBeGreaterThan(0);
    expect(await page.title()).toBe(`鹿谷茶莊 | ${lang === 'en' ? 'Taiwan Market' : '台灣市集'}`);
    await page.getByRole('link', { name: text.home }).first().waitFor();
    await page.context().close();
  });

  test('a text typed and sent at once shows its results, not suggestions over them', async () => {
    const page = await open(lang, '/');
    const box = page.getByRole('combobox', { name: text.box });
    await box.fill('茶');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === '茶');
    await page.getByRole('heading', { level: 1, name: text.results }).waitFor();
    expect(await count(page, lang)).toBeGreaterThan(1);
    // Longer than the box waits before it asks for suggestions, and than their answer takes here.
    await page.waitForTimeout(1_000);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('search').getByRole('option').count()).toBe(0);
    await page.context().close();
  });

  test('search, filter, sort, page 2, and back keeps the filters', async () => {
    const page = await open(lang, '/');
    const box = page.getByRole('combobox', { name: text.box });
    await box.fill('茶');
    await page.getByRole('search').getByRole('button').click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === '茶');
    await page.getByRole('heading', { level: 1, name: text.results }).waitFor();
    const all = await count(page, lang);
    expect(all).toBeGreaterThan(1);

    // Sort by price, lowest first: the URL says so and the first card is the cheapest.
    await page.getByLabel(text.sort).selectOption('priceAsc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    await count(page, lang);

    // Auctions only. (The radio follows the URL, so it shows checked once the URL has changed.)
    const auctionsOnly = page.getByRole('radio', { name: text.auction, exact: true });
    await auctionsOnly.click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'auction' && url.searchParams.get('sort') === 'priceAsc');
    await page.locator('.listing__filters input[type=radio][value=auction]:checked').waitFor();
    await page.waitForFunction((n) => {
      const shown = /\d+/.exec(document.querySelector('.listing__count')?.textContent ?? '')?.[0];
      return shown !== undefined && Number(shown) !== n;
    }, all);
    const auctions = await count(page, lang);
    expect(auctions).toBeLessThan(all);
    const cards = page.locator('.listing__grid .sf-product-card');
    expect(await cards.count()).toBe(auctions);
    for (const badge of await cards.locator('.sf-product-card__badges').allTextContents()) expect(badge).toContain(text.auction);

    // Back: all kinds again, the sort kept; forward again, auctions.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('kind') === null && url.searchParams.get('sort') === 'priceAsc');
    expect(await count(page, lang)).toBe(all);
    expect(await page.getByLabel(text.sort).inputValue()).toBe('priceAsc');
    await page.context().close();
  });

  test('page 2 has a real URL and the back button returns to page 1 with its filters', async () => {
    const page = await open(lang, '/search?inStock=1&sort=newest&pageSize=8');
    const total = await count(page, lang);
    expect(total).toBeGreaterThan(8);
    expect(await page.getByRole('checkbox', { name: text.inStock }).isChecked()).toBe(true);
    const firstOnPage1 = await page.locator('.sf-product-card__title').first().textContent();
    await page.getByRole('link', { name: text.next }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('inStock') === '1');
    await page.getByText(text.page2).waitFor();
    expect(await page.locator('.sf-product-card__title').first().textContent()).not.toBe(firstOnPage1);
    const firstOnPage2 = await page.locator('.sf-product-card__title').first().textContent();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === null && url.searchParams.get('inStock') === '1');
    // Page 1 again, with its filter: the pager says so, the count is the same, page 2's cards are gone.
    await page.getByText(text.page1).waitFor();
    expect(await count(page, lang)).toBe(total);
    await page.locator('.sf-product-card__title').first().filter({ hasText: firstOnPage1! }).waitFor();
    expect(await page.getByRole('checkbox', { name: text.inStock }).isChecked()).toBe(true);
    // Forward, then a reload: page 2 is a real URL the server renders.
    await page.goForward();
    await page.getByText(text.page2).waitFor();
    await page.reload();
    await page.getByText(text.page2).waitFor();
    await page.locator('.sf-product-card__title').first().filter({ hasText: firstOnPage2! }).waitFor();
    // Back at once after the reload, while the page may still be being adopted: page 1 again.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await page.getByText(text.page1).waitFor();
    await page.locator('.sf-product-card__title').first().filter({ hasText: firstOnPage1! }).waitFor();
    await page.context().close();
  });

  test('an empty result suggests a near name', async () => {
    const page = await open(lang, `/search?q=${encodeURIComponent('鹿谷茶行')}`);
    await page.getByText(text.empty).waitFor();
    await page.getByText(text.didYouMean).getByRole('link', { name: '鹿谷茶莊' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '鹿谷茶莊');
    expect(await count(page, lang)).toBeGreaterThan(0);
    await page.context().close();
  });

  test('by keyboard alone: search box, filter and sort', async () => {
    const page = await open(lang, '/');
    await page.getByRole('combobox', { name: text.box }).waitFor();
    // The box comes right after the skip link, the brand and the category menu.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);
    let presses = 0;
    while ((await focused()) !== 'combobox' && presses < 6) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focused()).toBe('combobox');
    expect(presses).toBeLessThanOrEqual(4);
    await page.keyboard.type('茶', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === '茶');
    const all = await count(page, lang);
    await page.getByRole('checkbox', { name: text.inStock }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('inStock') === '1');
    await page.getByLabel(text.sort).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest');
    expect(await count(page, lang)).toBeLessThanOrEqual(all);
    await page.context().close();
  });

  test('on a phone the search box takes the full width beside the category menu', async () => {
    const page = await open(lang, '/', 375);
    const box = page.getByRole('search');
    await box.waitFor();
    // The row of the category menu's button and the box spans the window (less its margins), and
    // the box takes all of it but the button.
    const row = await box.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
    const button = await page.getByRole('banner').getByRole('button', { name: text.categories }).boundingBox();
    const width = await box.evaluate((el) => el.getBoundingClientRect().width);
    expect(row).toBeGreaterThan(375 - 2 * 12 - 2);
    expect(width).toBeGreaterThan(row - button!.width - 16);
    await page.context().close();
  });
});

// The same in either language, so once: on a slow phone (the CPU at a sixth of its speed), back pressed
// at several moments while React is still adopting the reloaded page 2.
test('back pressed while a reloaded page 2 is still being adopted shows page 1', async () => {
  const lang = 'zh-tw';
  const text = TEXT[lang];
  for (const afterMs of [100, 250, 400]) {
    const page = await open(lang, '/search?inStock=1&sort=newest&pageSize=8');
    await page.getByRole('link', { name: text.next }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(text.page2).waitFor();
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(afterMs);
    await page.goBack({ waitUntil: 'commit' });
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await page.getByText(text.page1).waitFor();
    await page.locator('.listing__results[aria-busy="false"]').waitFor();
    expect(await page.getByText(text.page2).count()).toBe(0);
    await page.context().close();
  }
});
