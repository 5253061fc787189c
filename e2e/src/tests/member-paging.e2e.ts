// The member area's growing lists a page at a time, through the composed shell, in both
// languages: the points screen goes to page 2 with the keyboard on the pager, reloads and is still
// on page 2, goes back and forward; the used list is a link away, and the search and the kind
// filter are in the URL too. The wish list pages the same way, and a product removed from it leaves
// the total.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { listedProducts } from '../support/catalogue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Lang = 'zh-tw' | 'en';
const BUYER = 'buyer@example.com';

const say = {
  'zh-tw': {
    page: (n: number) => `第 ${n} 頁`,
    range: (from: number, to: number, total: number) => `第 ${from}–${to} 筆，共 ${total} 筆`,
    pages: '分頁',
    sort: '排序',
    earned: '獲得紀錄',
    used: '使用紀錄',
    searchPoints: '搜尋紀錄',
    kind: '類別',
    purchase: '購買',
    searchWishes: '搜尋收藏',
    remove: (title: string) => `從收藏清單移除 ${title}`,
    noMatch: '沒有符合條件的商品',
  },
  en: {
    page: (n: number) => `Page ${n}`,
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    pages: 'Pages',
    sort: 'Sort by',
    earned: 'Points earned',
    used: 'Points used',
    searchPoints: 'Search records',
    kind: 'Kind',
    purchase: 'Purchase',
    searchWishes: 'Search wish list',
    remove: (title: string) => `Remove ${title} from the wish list`,
    noMatch: 'No products match',
  },
} as const;

async function contextIn(lang: Lang) {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  await loginAs(opened.context, BUYER, 'buyer1234');
  return opened;
}

type PointsPage = {
  points: { orderStatementId: string | null; productTitle: string | null; kind: string }[];
  total: number;
  totalPoints: number;
};
const pointsPage = async (request: APIRequestContext, list: 'earnedList' | 'usedList', query: string) =>
  (await (await request.get(`${BASE_URL}/api/member/points/${list}?${query}`)).json()) as PointsPage;

const currentPage = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: say[lang].pages }).locator('[aria-current="page"]').textContent();
const rowCount = (page: Page) => page.locator('table tbody tr').count();

for (const lang of ['zh-tw', 'en'] as const) {
  const s = say[lang];

  test(`${lang}: the points ledger: page 2 by the pager, reload, back and forward keep the place; the used list, search and kind in the URL`, async () => {
    const { context, page } = await contextIn(lang);
    const earned = await pointsPage(context.request, 'earnedList', 'pageSize=2');
    expect(earned.total).toBeGreaterThan(2);
    const used = await pointsPage(context.request, 'usedList', 'pageSize=100');
    expect(used.total).toBeGreaterThan(0);

    await page.goto('/member/points?pageSize=2');
    await page.getByTestId('list-total').waitFor();
    await expect(page.getByTestId('list-total').textContent()).resolves.toBe(s.range(1, 2, earned.total));
    expect(await rowCount(page)).toBe(2);
    // Page 2 with the keyboard: the pager's link takes focus and Enter follows it.
    await page.getByRole('link', { name: s.page(2), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]page=2/);
    await page.getByText(s.range(3, Math.min(4, earned.total), earned.total), { exact: true }).waitFor();
    await expect(currentPage(page, lang)).resolves.toBe('2');

    await page.reload();
    await page.getByText(s.range(3, Math.min(4, earned.total), earned.total), { exact: true }).waitFor();
    await expect(currentPage(page, lang)).resolves.toBe('2');
    await page.goBack();
    await page.getByText(s.range(1, 2, earned.total), { exact: true }).waitFor();
    expect(page.url()).not.toMatch(/page=2/);
    await page.goForward();
    await page.getByText(s.range(3, Math.min(4, earned.total), earned.total), { exact: true }).waitFor();

    // The used list, by the keyboard: its own rows and total, marked as the current list.
    const usedLink = page.getByRole('link', { name: s.used, exact: true });
    await usedLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('list') === 'used' && !url.searchParams.has('page'));
    await page.getByText(s.range(1, Math.min(2, used.total), used.total), { exact: true }).waitFor();
    await expect(usedLink.getAttribute('aria-current')).resolves.toBe('page');
    const firstUsed = used.points[0]!.orderStatementId!;
    await page.getByRole('link', { name: firstUsed, exact: true }).first().waitFor();

    // Back to the earned list; the search by an order number, then the kind filter.
    await page.getByRole('link', { name: s.earned, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('list'));
    const purchases = await pointsPage(context.request, 'earnedList', 'kind=purchase&pageSize=100');
    expect(purchases.total).toBeGreaterThan(0);
    const wanted = purchases.points[0]!.orderStatementId!;
    const search = page.getByRole('searchbox', { name: s.searchPoints });
    await search.fill(wanted);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === wanted);
    await page.getByRole('link', { name: wanted, exact: true }).first().waitFor();
    const found = await pointsPage(context.request, 'earnedList', `q=${wanted}&pageSize=2`);
    await expect(page.getByTestId('list-total').textContent()).resolves.toBe(s.range(1, Math.min(2, found.total), found.total));
    await search.fill('');
    await search.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.getByLabel(s.kind).selectOption('purchase');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'purchase');
    await page.getByText(s.range(1, Math.min(2, purchases.total), purchases.total), { exact: true }).waitFor();
    const kinds = await page.locator('table tbody tr td:nth-child(2)').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === s.purchase)).toBe(true);
    await page.reload();
    await expect(page.getByLabel(s.kind).inputValue()).resolves.toBe('purchase');
    await context.close();
  }, 180_000);
}

/** A new member, logged in, who has favourited `count` products one after the other. */
async function memberWithFavourites(lang: Lang, count: number) {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  const email = `wish-paging-${lang}-${Date.now().toString(36)}@example.com`;
  const registered = await opened.context.request.post(`${BASE_URL}/api/member/register`, {
    data: { email, password: 'secret12', confirmPassword: 'secret12', firstName: '收藏', lastName: '陳' },
    headers: { Origin: BASE_URL },
  });
  if (!registered.ok()) throw new Error(`register ${email}: HTTP ${registered.status()}`);
  await loginAs(opened.context, email, 'secret12');
  const products = (await listedProducts()).slice(0, count);
  for (const product of products) {
    const response = await opened.context.request.get(`${BASE_URL}/api/product/favorite/${product.productId}`, {
      headers: { Origin: BASE_URL },
    });
    if (!response.ok()) throw new Error(`favourite ${product.productId}: HTTP ${response.status()}`);
  }
  return { ...opened, products };
}

for (const lang of ['zh-tw', 'en'] as const) {
  const s = say[lang];

  test(`${lang}: the wish list: page 2 by the pager survives a reload; a removal leaves the total; search and sort in the URL`, async () => {
    const { context, page, products } = await memberWithFavourites(lang, 5);
    // Last added first: page 2 of two a page holds the third and the second favourited.
    const [third, second] = [products[2]!, products[1]!];

    await page.goto('/member/wishlist?pageSize=2');
    await page.getByText(s.range(1, 2, 5), { exact: true }).waitFor();
    expect(await page.locator('.account-wishlist > li').count()).toBe(2);
    await page.getByRole('link', { name: s.page(2), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]page=2/);
    await page.getByRole('button', { name: s.remove(third.title), exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: s.remove(second.title), exact: true }).waitFor();
    await expect(currentPage(page, lang)).resolves.toBe('2');

    // Removed by the keyboard: gone from the page and from the total, and from the server's list.
    await page.getByRole('button', { name: s.remove(third.title), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(s.range(3, 4, 4), { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: s.remove(third.title), exact: true }).count()).resolves.toBe(0);
    await page.reload();
    await page.getByText(s.range(3, 4, 4), { exact: true }).waitFor();

    // The search finds one product by its title and goes back to page 1; the sort joins it in the URL.
    const search = page.getByRole('searchbox', { name: s.searchWishes });
    await search.fill(second.title);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === second.title && !url.searchParams.has('page'));
    await page.getByRole('button', { name: s.remove(second.title), exact: true }).waitFor();
    await page.getByLabel(s.sort, { exact: true }).selectOption('priceAsc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc' && url.searchParams.get('q') === second.title);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: s.searchWishes }).inputValue()).resolves.toBe(second.title);
    await page.getByRole('button', { name: s.remove(second.title), exact: true }).waitFor();
    await search.fill(third.title);
    await search.press('Enter');
    await page.getByText(s.noMatch, { exact: true }).waitFor();
    await context.close();
  }, 180_000);
}
