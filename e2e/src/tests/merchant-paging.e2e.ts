// The merchant's product and order lists a page at a time, through the composed shell, in both
// languages: a merchant with more products than one page goes to page 2 with the keyboard on the
// pager, reloads and is still on page 2, goes back to page 1 and forward again; the search and the
// sort are in the URL too. The order list pages the same way (a page size in the URL).
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { newProductBody, submitNewProduct } from '../support/review-queue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Lang = 'zh-tw' | 'en';
const origin = { Origin: BASE_URL };
const MERCHANT = 'merchant2@example.com';

const say = {
  'zh-tw': {
    page: (n: number) => `第 ${n} 頁`,
    range: (from: number, to: number, total: number) => `第 ${from}–${to} 筆，共 ${total} 筆`,
    searchProducts: '搜尋商品',
    searchOrders: '搜尋訂單',
    sort: '排序',
    pages: '分頁',
  },
  en: {
    page: (n: number) => `Page ${n}`,
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    searchProducts: 'Search products',
    searchOrders: 'Search orders',
    sort: 'Sort by',
    pages: 'Pages',
  },
} as const;

async function contextIn(lang: Lang) {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  await loginAs(opened.context, MERCHANT, 'merchant1234');
  return opened;
}

type ProductPage = { productList: { productId: number; title: string }[]; total: number; page: number; pageSize: number };
type OrderPage = { orders: { orderId: number; orderStatementId: string }[]; total: number; page: number; pageSize: number };

const productPage = async (request: APIRequestContext, query: string) =>
  (await (await request.get(`${BASE_URL}/api/merchant/product/list?${query}`)).json()) as ProductPage;

const currentPage = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: say[lang].pages }).locator('[aria-current="page"]').textContent();

for (const lang of ['zh-tw', 'en'] as const) {
  const s = say[lang];

  test(`${lang}: more products than one page: page 2 by the pager, reload, back and forward keep the place; search and sort in the URL`, async () => {
    const { context, page } = await contextIn(lang);
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const mine = `E2E 分頁 ${stamp}`;
    await submitNewProduct(context.request, await newProductBody(context.request, `e2e-paging-${stamp}`, mine, 300));
    for (let n = (await productPage(context.request, 'pageSize=1')).total; n <= 20; n += 1) {
      await submitNewProduct(
        context.request,
        await newProductBody(context.request, `e2e-paging-${stamp}-${n}`, `E2E 分頁補 ${stamp} ${n}`, 300),
      );
    }
    const [first, second] = [await productPage(context.request, ''), await productPage(context.request, 'page=2')];
    expect(first.total).toBeGreaterThan(20);
    const firstTitle = first.productList[0]!.title;
    const secondTitle = second.productList[0]!.title;

    await page.goto('/member/merchant/products');
    await page.getByRole('cell', { name: firstTitle, exact: true }).waitFor();
    await expect(page.getByTestId('list-total').textContent()).resolves.toBe(s.range(1, 20, first.total));
    // Page 2 with the keyboard: the pager's link takes focus and Enter follows it.
    await page.getByRole('link', { name: s.page(2), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]page=2/);
    await page.getByRole('cell', { name: secondTitle, exact: true }).waitFor();
    await expect(page.getByTestId('list-total').textContent()).resolves.toBe(s.range(21, Math.min(40, first.total), first.total));
    await expect(currentPage(page, lang)).resolves.toBe('2');

    await page.reload();
    await page.getByRole('cell', { name: secondTitle, exact: true }).waitFor();
    await expect(currentPage(page, lang)).resolves.toBe('2');
    expect(page.url()).toMatch(/[?&]page=2/);

    await page.goBack();
    await page.getByRole('cell', { name: firstTitle, exact: true }).waitFor();
    expect(page.url()).not.toMatch(/page=2/);
    await page.goForward();
    await page.getByRole('cell', { name: secondTitle, exact: true }).waitFor();

    // The search finds the one product and goes back to page 1; the sort joins it in the URL.
    const search = page.getByRole('searchbox', { name: s.searchProducts });
    await search.fill(mine);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === mine && !url.searchParams.has('page'));
    await page.getByRole('cell', { name: mine, exact: true }).waitFor();
    await expect(page.getByTestId('list-total').textContent()).resolves.toBe(s.range(1, 1, 1));
    expect(await page.locator('table tbody tr').count()).toBe(1);
    await page.getByLabel(s.sort).selectOption('titleAsc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'titleAsc' && url.searchParams.get('q') === mine);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: s.searchProducts }).inputValue()).resolves.toBe(mine);
    await page.getByRole('cell', { name: mine, exact: true }).waitFor();
    await context.close();
  }, 180_000);
}

test('en: the order list pages too: page 2 by the pager survives a reload, and an order is found by its number', async () => {
  const { context, page } = await contextIn('en');
  const all = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list?pageSize=5`)).json()) as OrderPage;
  expect(all.total).toBeGreaterThan(5);
  const second = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list?pageSize=5&page=2`)).json()) as OrderPage;
  const wanted = second.orders[0]!.orderStatementId;

  await page.goto('/member/merchant/orders?pageSize=5');
  await page.getByTestId('list-total').waitFor();
  await expect(page.getByTestId('list-total').textContent()).resolves.toBe(say.en.range(1, 5, all.total));
  await page.getByRole('navigation', { name: say.en.pages }).getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL(/[?&]page=2/);
  await page.getByRole('link', { name: wanted, exact: true }).waitFor();
  await page.reload();
  await page.getByRole('link', { name: wanted, exact: true }).waitFor();
  await expect(currentPage(page, 'en')).resolves.toBe('2');

  const search = page.getByRole('searchbox', { name: say.en.searchOrders });
  await search.fill(wanted);
  await search.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === wanted);
  // The link was on page 2 already: the search has answered once the count says one order.
  await page
    .getByTestId('list-total')
    .filter({ hasText: new RegExp(`^${say.en.range(1, 1, 1)}$`) })
    .waitFor();
  await page.getByRole('link', { name: wanted, exact: true }).waitFor();
  expect(await page.locator('table tbody tr').count()).toBe(1);
  await context.close();
}, 120_000);

// A 2x2 red PNG, a real picture the browser can decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('zh-tw: the picture library in the editor comes 24 a page: page 2 by the pager, a search by file name', async () => {
  const { context, page } = await contextIn('zh-tw');
  const stamp = Date.now().toString(36);
  // 25 pictures more than the merchant had, so the library has a second page whatever it held.
  for (let batch = 0; batch < 5; batch += 1) {
    const form = new FormData();
    for (let i = 1; i <= 5; i += 1) {
      form.append('files', new Blob([PNG], { type: 'image/png' }), `lib-${stamp}-${batch * 5 + i}.png`);
    }
    const uploaded = await context.request.post(`${BASE_URL}/api/merchant/media/upload`, { headers: origin, multipart: form });
    expect(uploaded.status()).toBe(200);
  }
  const library = (await (await context.request.get(`${BASE_URL}/api/merchant/media/page?pageSize=1`)).json()) as { total: number };
  expect(library.total).toBeGreaterThanOrEqual(25);

  await page.goto('/member/merchant/newproduct');
  await page.getByRole('button', { name: '新增圖片' }).click();
  const picker = page.getByRole('dialog', { name: '選擇圖片' });
  // Newest first: the last upload leads page 1, the first is on page 2.
  await picker.getByRole('button', { name: `選擇 lib-${stamp}-25.png` }).waitFor();
  await expect(picker.getByTestId('list-total').textContent()).resolves.toBe(say['zh-tw'].range(1, 24, library.total));
  await picker.getByRole('button', { name: say['zh-tw'].page(2), exact: true }).click();
  await picker.getByRole('button', { name: `選擇 lib-${stamp}-1.png` }).waitFor();
  await expect(picker.getByRole('button', { name: `選擇 lib-${stamp}-25.png` }).count()).resolves.toBe(0);

  const search = picker.getByRole('searchbox', { name: '搜尋圖片檔名' });
  await search.fill(`lib-${stamp}-2`);
  await search.press('Enter');
  // lib-…-2 and lib-…-20 to -25: seven pictures, one page.
  await picker
    .getByTestId('list-total')
    .filter({ hasText: say['zh-tw'].range(1, 7, 7) })
    .waitFor();
  await picker.getByRole('button', { name: `選擇 lib-${stamp}-20.png` }).click();
  await expect(picker.isVisible()).resolves.toBe(false);
  await page.getByRole('img', { name: '圖片 1' }).waitFor();
  await context.close();
}, 120_000);
