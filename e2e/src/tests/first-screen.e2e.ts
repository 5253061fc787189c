// The first screens the server renders: the product page, the listings (search, a category, a
// brand), the buyer's orders, an empty cart. The HTML holds the screen before any script runs, and the browser adopts that HTML (the same
// elements stay, no loading state in between, no complaint from React that it differs), in the
// visitor's language; the page then works as before. A visitor whose language the server did not
// know (remembered only in the browser) gets the page rendered anew in that language; a cart the
// server never saw shows as it is.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

const PRODUCT = '/products/bamboo-chopsticks-gift-set';
const TITLE = '竹筷禮盒 10 雙';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Console errors and warnings of the page (React reports HTML it could not adopt there). */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    // A visitor's header asks who is logged in and is told 401: not a complaint of the page.
    if (message.type() === 'error' && /status of 401/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

const badgeShows = (page: Page, count: string) =>
  page.waitForFunction((expected) => document.querySelector('[data-testid="cart-badge"]')?.textContent === expected, count);

test('the HTML as sent holds the product, its price and the buy buttons', async () => {
  const html = await (await fetch(`${BASE_URL}${PRODUCT}`)).text();
  expect(html).toContain(`<h1 id="product-title" class="product-page__title">${TITLE}</h1>`);
  expect(html).toContain('NT$320');
  expect(html).toContain('加入購物車');
  expect(html).toContain('id="first-screen-data"');
});

describe.each([
  ['zh-tw', '加入購物車', '增加數量'],
  ['en', 'Add to cart', 'Increase quantity'],
] as const)('in %s', (lang, addLabel, plusLabel) => {
  test('the browser adopts the HTML and the page works', async () => {
    const { context, page } = await newPage(browser);
    if (lang === 'en') {
      await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
      await context.addInitScript(() => window.localStorage.setItem('storefront_lang', 'en'));
    }
    // The server's elements, marked before any script of the page runs.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('h1')?.setAttribute('data-from-server', '');
        (window as unknown as { serverTitle?: Element | null }).serverTitle = document.querySelector('h1');
      });
    });
    const seen = complaints(page);
    await page.goto(PRODUCT);
    // Adopted: the add-to-cart button works (React's handlers are on the server's elements).
    await page.getByRole('button', { name: plusLabel }).click();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.product-page__stepper input')?.value === '2');
    await page.getByRole('button', { name: addLabel }).click();
    await badgeShows(page, '2');
    // The very heading the server sent, never replaced.
    expect(await page.evaluate(() => (window as unknown as { serverTitle?: Element }).serverTitle === document.querySelector('h1'))).toBe(
      true,
    );
    expect(await page.locator('h1[data-from-server]').textContent()).toBe(TITLE);
    expect(await page.getAttribute('html', 'lang')).toBe(lang === 'en' ? 'en' : 'zh-Hant-TW');
    expect(seen).toEqual([]);
    await context.close();
  });
});

test("an auction's first visit: the HTML holds its auction panel, which the browser adopts and takes bids in", async () => {
  // The auction panel is loaded on demand; the server waits for it rather than leave it to the browser.
  const auction = '/products/auction-vintage-yixing-teapot';
  const html = await (await fetch(`${BASE_URL}${auction}`)).text();
  expect(html).toMatch(/<h2 id="auction-title"[^>]*>競標<\/h2>/);
  expect(html).not.toContain('<!--$!-->');

  const { context, page } = await newPage(browser);
  const seen = complaints(page);
  await page.goto(auction);
  await page.getByRole('button', { name: '出價' }).click();
  // An empty bid asks for an amount.
  await page.getByText('請輸入出價金額').waitFor();
  expect(seen).toEqual([]);
  await context.close();
});

test("a bid typed while the auction panel's code is on its way is kept, and the bid button answers", async () => {
  // A slow network: the panel's code (loaded on demand) comes 2 s after the bid was typed into the
  // server's HTML. The page must not take the click before it can answer it: an unadopted form
  // would submit itself, reload the page and lose the bid.
  const auction = '/products/auction-vintage-yixing-teapot';
  const { context, page } = await newPage(browser);
  const seen = complaints(page);
  let markTyped = () => {};
  const typed = new Promise<void>((resolve) => (markTyped = resolve));
  await page.route(/\/remotes\/mf-product\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('auction-title')) await typed.then(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    await route.fulfill({ response, body });
  });
  await page.goto(auction, { waitUntil: 'commit' });
  const input = page.getByRole('spinbutton', { name: /出價金額/ });
  await input.waitFor();
  await input.evaluate((element) => element.setAttribute('data-from-server', ''));
  await input.fill('123');
  markTyped();
  // The click waits until the page takes clicks; 123 is below the minimum.
  await page.getByRole('button', { name: '出價', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '出價金額不可低於' }).waitFor({ timeout: 10_000 });
  expect(await input.inputValue()).toBe('123');
  expect(await input.getAttribute('data-from-server')).toBe('');
  expect(new URL(page.url()).search).toBe('');
  expect(seen).toEqual([]);
  await context.close();
});

test('a language remembered only in the browser renders the page anew in it', async () => {
  const { context, page } = await newPage(browser);
  await context.addInitScript(() => window.localStorage.setItem('storefront_lang', 'en'));
  const seen = complaints(page);
  await page.goto(PRODUCT);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(seen).toEqual([]);
  await context.close();
});

test('the badge counts a cart the server never saw once the page is adopted', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(PRODUCT);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await badgeShows(page, '1');
  const seen = complaints(page);
  await page.reload();
  // The server's HTML says 0; the browser's cart says 1.
  await badgeShows(page, '1');
  await page.getByRole('button', { name: '增加數量' }).click();
  expect(seen).toEqual([]);
  await context.close();
});

/** Marks the page's first heading as the server sent it, before any script of the page runs. */
async function markServerHeading(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1, main .sf-state');
    });
  });
}
const sameHeading = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return Boolean(kept) && kept!.isConnected;
  });

test("the buyer's orders come in the HTML and stay when the page is adopted; a row leads to its order", async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await markServerHeading(page);
  const seen = complaints(page);
  const response = await page.goto('/member/orders');
  expect(await response!.text()).toContain('<h1 id="orders-title">購買紀錄</h1>');
  await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-adopting'));
  expect(await sameHeading(page)).toBe(true);
  const firstOrder = page.locator('.orders-table tbody a').first();
  const number = await firstOrder.textContent();
  await firstOrder.click();
  await page.waitForURL(/\/member\/order\//);
  await page.getByText(number!).first().waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: '購買紀錄' }).waitFor();
  expect(seen).toEqual([]);
  await context.close();
});

test('an empty cart comes in the HTML; items added later show, and the server then leaves the cart to the browser', async () => {
  const { context, page } = await newPage(browser);
  await markServerHeading(page);
  const seen = complaints(page);
  const empty = await page.goto('/cart');
  expect(await empty!.text()).toContain('購物車是空的');
  await page.getByRole('link', { name: '去逛逛' }).waitFor();
  expect(await sameHeading(page)).toBe(true);

  await page.goto(PRODUCT);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await badgeShows(page, '1');
  const filled = await page.goto('/cart');
  expect(await filled!.text()).not.toContain('購物車是空的');
  await page.getByText(TITLE).first().waitFor();

  // A cart kept before the server could know of it (no cookie): the empty page it sends is
  // replaced by the cart at once, and the server knows from then on.
  await context.clearCookies();
  await page.goto('/cart');
  await page.getByText(TITLE).first().waitFor();
  expect((await context.cookies()).some((cookie) => cookie.name === 'storefront_cart')).toBe(true);
  expect(seen).toEqual([]);
  await context.close();
});

describe('the listings rendered on the server', () => {
  type Answer = {
    total: number;
    productList: { title: string }[];
    categories: { id: number; title: string }[];
    brands: { id: number; title: string }[];
  };
  const TEA = `/search?q=${encodeURIComponent('茶')}`;
  const COUNT = { 'zh-tw': (n: number) => `共 ${n} 件商品`, en: (n: number) => `${n} products` };
  const HEADING = { 'zh-tw': '「茶」的搜尋結果', en: 'Results for “茶”' };
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  /** The listing's answer as the API gives it (the page's own call). */
  const answerOf = async (query: string): Promise<Answer> =>
    (await (await fetch(`${BASE_URL}/api/product/search?${query}`)).json()) as Answer;
  /** The page's HTML as a client without JavaScript gets it, in a language. */
  const htmlOf = async (path: string, lang: 'zh-tw' | 'en') => {
    const response = await fetch(`${BASE_URL}${path}`, { headers: { cookie: `storefront_lang=${lang}` } });
    return { status: response.status, html: await response.text() };
  };
  /** The listing's URLs: the search for 茶, and the category and the brand of its first facets. */
  const listings = async () => {
    const tea = await answerOf(`q=${encodeURIComponent('茶')}`);
    return [
      { path: TEA, query: `q=${encodeURIComponent('茶')}` },
      { path: `/category/${tea.categories[0]!.id}`, query: `category=${tea.categories[0]!.id}` },
      { path: `/brand/${tea.brands[0]!.id}`, query: `brand=${tea.brands[0]!.id}` },
    ];
  };

  describe.each(['zh-tw', 'en'] as const)('in %s', (lang) => {
    test('the HTML as sent holds the result cards, the count and the heading of each listing', async () => {
      for (const { path, query } of await listings()) {
        const answer = await answerOf(query);
        expect(answer.productList.length).toBeGreaterThan(0);
        const { status, html } = await htmlOf(path, lang);
        expect(status).toBe(200);
        expect(html).toContain('id="first-screen-data"');
        const main = html.slice(html.indexOf('<div id="root"'));
        for (const product of answer.productList) {
          expect(main).toContain(`<span class="sf-product-card__title">${escapeHtml(product.title)}</span>`);
        }
        expect(main.replace(/<!-- -->/g, '')).toContain(COUNT[lang](answer.total));
      }
      const search = (await htmlOf(TEA, lang)).html;
      expect(search).toContain(`<h1 class="listing__title">${HEADING[lang]}</h1>`);
      expect(search).toContain(`<html lang="${lang === 'en' ? 'en' : 'zh-Hant-TW'}"`);
    });

    test('the browser adopts a listing without asking for its results again, and asks once the shopper sorts', async () => {
      const { context, page } = await newPage(browser);
      if (lang === 'en') {
        await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
        await context.addInitScript(() => window.localStorage.setItem('storefront_lang', 'en'));
      }
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/product/search') searches.push(request.url());
      });
      await markServerHeading(page);
      const seen = complaints(page);
      const answer = await answerOf(`q=${encodeURIComponent('茶')}`);
      await page.goto(TEA);
      await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-adopting'));
      // Adopted: the server's heading stays, the count and cards are there, and nothing was asked again.
      expect(await sameHeading(page)).toBe(true);
      await page.getByText(COUNT[lang](answer.total)).waitFor();
      await page.waitForLoadState('networkidle');
      expect(searches).toEqual([]);
      // The page works: sorting asks for the sorted results.
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/product/search'),
        page.getByRole('combobox', { name: lang === 'en' ? 'Sort by' : '排序' }).selectOption('priceAsc'),
      ]);
      await page.waitForURL(/sort=priceAsc/);
      expect(searches).toHaveLength(1);
      expect(new URL(searches[0]!).searchParams.get('sort')).toBe('priceAsc');
      expect(seen).toEqual([]);
      await context.close();
    });
  });

  test('a query string the search refuses: the server renders the listing without the refused value, and the browser adopts it', async () => {
    // A 2,000-character text (half of it Chinese: about 10 KB of URL, within Node's 16 KB limit of a
    // request's head), control characters, a page below 1.
    const long = encodeURIComponent(`${'茶'.repeat(1000)}${'a'.repeat(1000)}`);
    for (const search of [`q=${long}`, 'q=%E8%8C%B6%07%1B%7F', 'page=-1']) {
      for (const path of ['/search', '/category/1', '/brand/1']) {
        const { status, html } = await htmlOf(`${path}?${search}`, 'zh-tw');
        expect([path, search, status]).toEqual([path, search, 200]);
        const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
        expect([path, search, Object.keys((JSON.parse(data || '{}') as { answers?: object }).answers ?? {})]).toEqual([
          path,
          search,
          [path === '/search' ? '/api/product/search' : `/api/product/search?${path.slice(1).replace('/', '=')}`],
        ]);
      }
    }
    // In the browser: the listing without the value it cannot take (page 1 here), the address
    // without it too, not a broken page nor an error.
    const { context, page } = await newPage(browser);
    const seen = complaints(page);
    await page.goto('/search?page=-1');
    await page.getByRole('list', { name: '搜尋結果' }).getByRole('link').first().waitFor();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-adopting'));
    expect(await page.getByRole('button', { name: '重試' }).count()).toBe(0);
    // Nothing asked with the refused value (no 400), and the HTML adopted as it was.
    expect(seen).toEqual([]);
    await context.close();
  });
});
