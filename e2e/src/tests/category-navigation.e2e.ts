// The header's category menu and the breadcrumbs, as a shopper uses them, in both languages: on
// desktop with the mouse and with the keyboard alone, and on a phone with taps. The menu lists the
// catalogue's categories; an entry opens that category's listing, whose breadcrumb leads home; a
// product from it shows 首頁 › its category › itself, and each step of the trail leads back.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

const LANGS = ['zh-tw', 'en'] as const;
type Lang = (typeof LANGS)[number];
const words = {
  'zh-tw': { menu: '商品分類', all: '所有商品', home: '首頁', crumbs: '麵包屑', sort: '排序', newest: '最新上架', failed: '無法載入資料' },
  en: {
    menu: 'Categories',
    all: 'All products',
    home: 'Home',
    crumbs: 'Breadcrumb',
    sort: 'Sort by',
    newest: 'Newest',
    failed: 'Could not load the data',
  },
} as const;

let browser: Browser;
let categories: { id: number; title: string; count: number }[];
beforeAll(async () => {
  browser = await launchBrowser();
  const answer = (await (await fetch(`${BASE_URL}/api/product/search?pageSize=1`)).json()) as { categories: typeof categories };
  categories = answer.categories;
  expect(categories.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await browser.close();
});

async function open(lang: Lang, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, { width, locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  return { page, close: () => context.close() };
}

/** The breadcrumb trail on screen, step by step. */
async function trail(page: Page, lang: Lang): Promise<string[]> {
  const crumbs = page.getByRole('navigation', { name: words[lang].crumbs });
  await crumbs.waitFor();
  return (await crumbs.getByRole('listitem').allTextContents()).map((text) => text.trim());
}

/** From a category's listing: its first product, then the trail back to the listing and home. */
async function productAndBack(page: Page, lang: Lang, category: { id: number; title: string }): Promise<void> {
  const listing = page.getByRole('list', { name: lang === 'en' ? 'Search results' : '搜尋結果' });
  const card = listing.getByRole('link').first();
  const cardTitle = (await card.locator('.sf-product-card__title').textContent())!.trim();
  await card.click();
  await page.waitForURL(/\/products\//);
  await page.getByRole('heading', { level: 1, name: cardTitle, exact: true }).waitFor();
  expect(await trail(page, lang)).toEqual([words[lang].home, category.title, cardTitle]);
  const crumbs = page.getByRole('navigation', { name: words[lang].crumbs });
  expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(cardTitle);

  await crumbs.getByRole('link', { name: category.title }).click();
  await page.waitForURL((url) => url.pathname === `/category/${category.id}`);
  await page.getByRole('heading', { level: 1, name: category.title, exact: true }).waitFor();

  await page.getByRole('navigation', { name: words[lang].crumbs }).getByRole('link', { name: words[lang].home }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe.each(LANGS)('the category menu and breadcrumbs (%s)', (lang) => {
  test('on desktop, with the mouse: every category listed, one opened, then a product and back', async () => {
    const { page, close } = await open(lang, 1280);
    await page.goto('/');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: words[lang].menu });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const menu = header.getByRole('list', { name: words[lang].menu });
    await menu.waitFor();
    expect((await menu.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual([
      words[lang].all,
      ...categories.map((category) => category.title),
    ]);

    const category = categories[1]!;
    await menu.getByRole('link', { name: category.title }).click();
    await page.waitForURL((url) => url.pathname === `/category/${category.id}`);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.getByRole('heading', { level: 1, name: category.title, exact: true }).waitFor();
    expect(await trail(page, lang)).toEqual([words[lang].home, category.title]);
    // The listing shows that category's products: its count, as the catalogue counts them.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: String(category.count) })
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await productAndBack(page, lang, category);
    await close();
  });

  test('on desktop, with the keyboard alone', async () => {
    const { page, close } = await open(lang, 1280);
    await page.goto('/terms');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: words[lang].menu });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = header.getByRole('list', { name: words[lang].menu });
    await menu.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(words[lang].all);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).resolves.toBe('false');

    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const category = categories[0]!;
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(category.title);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/category/${category.id}`);
    await page.getByRole('heading', { level: 1, name: category.title, exact: true }).waitFor();
    await close();
  });

  test('on a phone, with taps: the list spans the window under the header', async () => {
    const { page, close } = await open(lang, 390);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: words[lang].menu }).tap();
    const menu = header.getByRole('list', { name: words[lang].menu });
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(300);
    expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A tap elsewhere (the page's margin below the list) closes it.
    await page.touchscreen.tap(4, box.y + box.height + 24);
    await menu.waitFor({ state: 'hidden' });

    const category = categories[0]!;
    await header.getByRole('button', { name: words[lang].menu }).tap();
    await menu.getByRole('link', { name: category.title }).tap();
    await page.waitForURL((url) => url.pathname === `/category/${category.id}`);
    await menu.waitFor({ state: 'hidden' });
    // The listing names its category once its answer is in (分類 / Category until then).
    await page.getByRole('heading', { level: 1, name: category.title, exact: true }).waitFor();
    expect(await trail(page, lang)).toEqual([words[lang].home, category.title]);
    await productAndBack(page, lang, category);
    await close();
  });

  test('a shared link with a sort and a page the listing does not take opens the category in its default order', async () => {
    const { page, close } = await open(lang, 1280);
    const category = categories[0]!;
    await page.goto(`/category/${category.id}?sort=cheapest&page=abc&utm_source=line`);
    await page.getByRole('heading', { level: 1, name: category.title, exact: true }).waitFor();
    const results = page.getByRole('list', { name: lang === 'en' ? 'Search results' : '搜尋結果' });
    await results.getByRole('link').first().waitFor();
    expect(await page.getByRole('combobox', { name: words[lang].sort }).inputValue()).toBe('newest');
    expect(await page.getByRole('combobox', { name: words[lang].sort }).locator('option:checked').textContent()).toBe(words[lang].newest);
    expect(await page.getByText(words[lang].failed).count()).toBe(0);
    // The address drops what it did not take (in place) and keeps what is not the listing's.
    await page.waitForURL((url) => !url.searchParams.has('sort') && !url.searchParams.has('page'));
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('line');
    await close();
  });
});
