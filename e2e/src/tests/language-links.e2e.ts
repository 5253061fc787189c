// Language in URLs (contracts format/language.ts): a page has one path in every language, the
// specification's /en/checkout excepted, and any other /en/... path (an old or shared link, a
// provider's return URL) is redirected to its one path with ?lang=en. A buyer and a merchant, in
// English, open every screen of the route table and of the shell (the finish page of a placed order
// included), and then every same-site link those screens show, once per path pattern: none leads
// to the not-found screen or answers 400 or more. The links of the finish page once were
// /en/member/order/{id} and /en/member/orders/: those still shared around land on the English order
// screens. The Chinese interface gets the same walk of the buyer's main screens.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { cartLineFor } from '../support/cart-lines';
import { fixedPriceProductInStock, listedProducts } from '../support/catalogue';
import { BASE_URL } from '../support/server';

type Lang = 'en' | 'zh-tw';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The shell's not-found screen and the order screens' own.
const NOT_FOUND = /找不到這個頁面|Page not found|找不到這筆訂單|Order not found/;
const SITE = new URL(BASE_URL).origin;
const MAX_LINKS = 30;
// A walk opens dozens of pages: minutes on a loaded two-core machine.
const WALK_TIMEOUT_MS = 240_000;

/** Until the remote area and its first calls are done (a spinner or a busy area gone), at most 8 s. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => Boolean(document.querySelector('main')) && !document.querySelector('.sf-spinner, [aria-busy="true"], [data-adopting]'),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

type Visit = { status: number; url: string; lang: string; notFound: boolean; links: string[] };

async function open(page: Page, path: string): Promise<Visit> {
  let status: number;
  try {
    const response = await page.goto(path, { waitUntil: 'load' });
    status = response?.status() ?? 0;
  } catch (error) {
    // A file to download (a CSV template, a label) is not a page: its answer is what counts.
    if (!String(error).includes('Download')) throw error;
    return { status: (await page.request.get(path)).status(), url: path, lang: '', notFound: false, links: [] };
  }
  await settle(page);
  const [text, links, lang] = await Promise.all([
    page.locator('body').innerText(),
    page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href)),
    // The language of the storefront's own pages (the shell's header); a sandbox provider's stand-in
    // page (the social-link pages) speaks for the provider.
    page.evaluate(() => (document.querySelector('.shell-header') ? document.documentElement.lang : '')),
  ]);
  return { status, url: page.url(), lang, notFound: NOT_FOUND.test(text), links };
}

/** A link's path with ids, slugs and query values left out, so each kind of link is visited once. */
function pattern(url: URL): string {
  const path = url.pathname
    .replace(/\/$/, '')
    .replace(/^\/products\/[^/]+/, '/products/:slug')
    .replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${path}?${[...url.searchParams.keys()].sort().join('&')}`;
}

/** The same-site links worth following: not this page's own anchors, not the API or media. */
function siteLinks(visit: Visit): URL[] {
  return visit.links.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== SITE || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return [];
    const here = new URL(visit.url);
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return [];
    return [url];
  });
}

/** Runs `visit` on each item, two tabs of the same visitor at once, each taking the next item. */
async function inTwoTabs<T>(page: Page, items: readonly T[], visit: (tab: Page, item: T) => Promise<void>): Promise<void> {
  const second = await page.context().newPage();
  let next = 0;
  const work = async (tab: Page) => {
    while (next < items.length) await visit(tab, items[next++]!);
  };
  await Promise.all([work(page), work(second)]);
  await second.close();
}

/**
 * Opens every screen, then every distinct kind of link found on them (and on nothing further),
 * and returns what led nowhere: a not-found screen, an answer of 400 or more, a screen in another
 * language than the walk's.
 */
async function walk(page: Page, screens: string[], lang: Lang): Promise<{ problems: string[]; linksOf: (screen: string) => string[] }> {
  const problems: string[] = [];
  const check = (what: string, visit: Visit) => {
    if (visit.status >= 400) problems.push(`${what}: HTTP ${visit.status}`);
    if (visit.notFound) problems.push(`${what}: not found (${visit.url})`);
    if (visit.lang && !visit.lang.toLowerCase().startsWith(lang === 'en' ? 'en' : 'zh')) problems.push(`${what}: page in ${visit.lang}`);
  };
  const found = new Map<string, { url: URL; from: string }[]>();
  await inTwoTabs(page, screens, async (tab, screen) => {
    const visit = await open(tab, screen);
    check(screen, visit);
    found.set(
      screen,
      siteLinks(visit).map((url) => ({ url, from: screen })),
    );
  });
  // Each kind of link once, in the order of the screens, none that is itself one of the screens.
  const seen = new Set(screens.map((screen) => pattern(new URL(screen, SITE))));
  const queue = screens.flatMap((screen) => found.get(screen) ?? []).filter(({ url }) => !seen.has(pattern(url)) && seen.add(pattern(url)));
  const followed = queue.slice(0, MAX_LINKS);
  await inTwoTabs(page, followed, async (tab, { url, from }) =>
    check(`${url.pathname}${url.search} (a link on ${from})`, await open(tab, url.href)),
  );
  return { problems, linksOf: (screen) => (found.get(screen) ?? []).map(({ url }) => url.pathname) };
}

async function inLanguage(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  return opened;
}

/** A cart with one line, so the cart and the checkout steps show their screens. */
async function fillCart(page: Page): Promise<void> {
  const fixed = await fixedPriceProductInStock();
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(fixed.slug, 1)] }];
  await page.goto('/terms');
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
}

async function buyerScreens(context: BrowserContext, lang: Lang): Promise<{ screens: string[]; orderId: number }> {
  const orders = (await (await context.request.get(`${BASE_URL}/api/member/order/list`)).json()) as { orders: { orderId: number }[] };
  const orderId = orders.orders[0]!.orderId;
  const products = await listedProducts();
  const checkout = lang === 'en' ? '/en/checkout' : '/checkout';
  return {
    orderId,
    screens: [
      '/',
      ...products.slice(0, 2).map((p) => `/products/${p.slug}`),
      '/search?q=%E8%8C%B6',
      '/cart',
      checkout,
      `${checkout}/delivery`,
      `${checkout}/payment`,
      `${checkout}/confirm`,
      `${checkout}/finish/${orderId}`,
      '/member',
      '/member/profile',
      '/member/profile?tab=social',
      '/member/deliverydetail',
      '/member/wishlist',
      '/member/points',
      '/member/memberupgrade',
      '/member/merchantupgrade',
      '/member/orders',
      `/member/order/${orderId}`,
      '/terms',
      '/return',
      '/earnpoints',
    ],
  };
}

test(
  'in English, every link of every screen of a buyer leads somewhere',
  async () => {
    const { context, page } = await inLanguage('en');
    await loginAs(context, 'buyer@example.com', 'buyer1234');
    await fillCart(page);
    const { screens, orderId } = await buyerScreens(context, 'en');
    const { problems, linksOf } = await walk(page, screens, 'en');
    expect(problems).toEqual([]);
    // The finish page links to the order and the order list at their one path (walked above).
    expect(linksOf(`/en/checkout/finish/${orderId}`)).toEqual(expect.arrayContaining([`/member/order/${orderId}`, '/member/orders']));

    // The finish page's old links, still in mails and bookmarks, land on the English order screens.
    for (const [old, path] of [
      [`/en/member/order/${orderId}`, `/member/order/${orderId}`],
      ['/en/member/orders/', '/member/orders/'],
    ] as const) {
      const visit = await open(page, old);
      expect({ old, notFound: visit.notFound, status: visit.status < 400, lang: visit.lang }).toEqual({
        old,
        notFound: false,
        status: true,
        lang: 'en',
      });
      const landed = new URL(visit.url);
      expect(`${landed.pathname}${landed.search}`).toBe(`${path}?lang=en`);
    }
    await expect(page.getByRole('heading', { name: 'Order history' }).first().isVisible()).resolves.toBe(true);
    await context.close();
  },
  WALK_TIMEOUT_MS,
);

test(
  'in English, every link of every merchant screen leads somewhere',
  async () => {
    const { context, page } = await inLanguage('en');
    await loginAs(context, 'merchant@example.com', 'merchant1234');
    const products = (await (await context.request.get(`${BASE_URL}/api/merchant/product/list`)).json()) as {
      productList: { productId: number }[];
    };
    const orders = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list`)).json()) as { orders?: { orderId: number }[] };
    const screens = [
      '/member/merchant',
      '/member/merchant/products',
      '/member/merchant/newproduct',
      `/member/merchant/product/${products.productList[0]!.productId}`,
      '/member/merchant/orders',
      ...(orders.orders?.[0] ? [`/member/merchant/order/${orders.orders[0].orderId}`] : []),
      '/member',
    ];
    const { problems } = await walk(page, screens, 'en');
    expect(problems).toEqual([]);
    await context.close();
  },
  WALK_TIMEOUT_MS,
);

test(
  'in Chinese, every link of the buyer’s checkout and order screens leads somewhere',
  async () => {
    const { context, page } = await inLanguage('zh-tw');
    await loginAs(context, 'buyer@example.com', 'buyer1234');
    await fillCart(page);
    const { screens, orderId } = await buyerScreens(context, 'zh-tw');
    const main = screens.filter((path) => path === '/cart' || path.startsWith('/checkout') || path.startsWith('/member/order'));
    const { problems } = await walk(page, main, 'zh-tw');
    expect(problems).toEqual([]);
    // A link shared from the English site brings a Chinese reader to the same order, in English.
    const shared = await open(page, `/en/member/order/${orderId}`);
    expect([shared.notFound, shared.lang, new URL(shared.url).pathname]).toEqual([false, 'en', `/member/order/${orderId}`]);
    await context.close();
  },
  WALK_TIMEOUT_MS,
);
