// The home page as a shopper reads it, in both languages: the shop's categories, the auctions
// ending soon, the products on sale and the new arrivals, each what the catalogue's search
// answers for that sort or filter (in its order), and each leading to its full listing.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

const LANGS = ['zh-tw', 'en'] as const;
const words = {
  'zh-tw': {
    categories: '商品分類',
    all: '所有商品',
    ending: '即將結標',
    allAuctions: '查看全部競標',
    sale: '特價商品',
    allSale: '查看全部特價',
    arrivals: '新品上架',
    allArrivals: '查看全部新品',
    auctionBadge: '競標',
    saleBadge: '特價',
  },
  en: {
    categories: 'Categories',
    all: 'All products',
    ending: 'Auctions ending soon',
    allAuctions: 'All auctions',
    sale: 'On sale',
    allSale: 'All offers',
    arrivals: 'New arrivals',
    allArrivals: 'All new arrivals',
    auctionBadge: 'Auction',
    saleBadge: 'Sale',
  },
} as const;

type Answer = { productList: { title: string }[]; categories: { id: number; title: string; count: number }[] };
async function search(query: string): Promise<Answer> {
  return (await (await fetch(`${BASE_URL}/api/product/search?${query}`)).json()) as Answer;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function cardTitles(page: Page, section: string): Promise<string[]> {
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByRole('list').first().waitFor();
  return (await region.locator('.sf-product-card__title').allTextContents()).map((text) => text.trim());
}

describe.each(LANGS)('the home page (%s)', (lang) => {
  const w = words[lang];

  test('its sections are the catalogue, and each leads to its listing', async () => {
    const [ending, sale, newest] = await Promise.all([
      search('sort=endingSoon&pageSize=4'),
      search('onSale=1&sort=newest&pageSize=4'),
      search('sort=newest&pageSize=8'),
    ]);
    // The demo catalogue has something in every section.
    expect(ending.productList.length).toBeGreaterThan(0);
    expect(sale.productList.length).toBeGreaterThan(0);

    const { context, page } = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
    await context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
    await page.goto('/');

    const categories = page.getByRole('region', { name: w.categories, exact: true });
    await categories.getByRole('list').waitFor();
    const tiles = await categories.getByRole('listitem').allTextContents();
    expect(tiles).toHaveLength(newest.categories.length);
    newest.categories.forEach((category, index) => {
      expect(tiles[index]).toContain(category.title);
      expect(tiles[index]).toContain(String(category.count));
    });

    expect(await cardTitles(page, w.ending)).toEqual(ending.productList.map((p) => p.title));
    expect(await cardTitles(page, w.sale)).toEqual(sale.productList.map((p) => p.title));
    expect(await cardTitles(page, w.arrivals)).toEqual(newest.productList.map((p) => p.title));
    // Every auction card says it is one, every card on sale that it is on sale.
    const badges = async (section: string) =>
      page
        .getByRole('region', { name: section, exact: true })
        .locator('.sf-product-card')
        .evaluateAll((cards) => cards.map((card) => [...card.querySelectorAll('.sf-badge')].map((badge) => badge.textContent?.trim())));
    for (const card of await badges(w.ending)) expect(card).toContain(w.auctionBadge);
    for (const card of await badges(w.sale)) expect(card).toContain(w.saleBadge);

    // The ways on: a category tile, and each section's full listing.
    const first = newest.categories[0]!;
    await categories.getByRole('link', { name: new RegExp(first.title) }).click();
    await page.waitForURL((url) => url.pathname === `/category/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title, exact: true }).waitFor();

    for (const [section, link, query, answer] of [
      [w.ending, w.allAuctions, 'sort=endingSoon', ending],
      [w.sale, w.allSale, 'onSale=1', sale],
      [w.arrivals, w.allArrivals, 'sort=newest', newest],
    ] as const) {
      await page.goto('/');
      await page.getByRole('region', { name: section, exact: true }).getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search' && url.search === `?${query}`);
      const results = page.getByRole('list', { name: lang === 'en' ? 'Search results' : '搜尋結果' });
      await results.waitFor();
      await expect(results.locator('.sf-product-card__title').first().textContent()).resolves.toBe(answer.productList[0]!.title);
    }

    await page.goto('/');
    await categories.getByRole('link', { name: w.all, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
    await context.close();
  });
});
