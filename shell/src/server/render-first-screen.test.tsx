/**
 * @jest-environment node
 */
// The shell's server render of a first screen, as the API server calls it: the whole screen in the
// visitor's language, including parts the browser loads on demand, so the browser can adopt it.
import { auctionFixture } from 'mf-product/src/features/product-page/product-fixture';
import { findRemoteRoute, REMOTE_ROUTES } from '@storefront/contracts';
import { renderFirstScreen, renderFirstScreenPage } from './render-first-screen';

// Where React left a Suspense boundary for the browser to render (it then reports error 419).
const LEFT_TO_THE_BROWSER = '<!--$!-->';

const auction = auctionFixture({ slug: 'bamboo-tea-tray', title: '手工竹製茶盤' });

const renderAuction = (lang: 'zh-tw' | 'en') =>
  renderFirstScreen({
    url: `/products/${auction.slug}`,
    lang,
    answers: { [`/api/product/detail/${auction.slug}`]: { status: 200, ...auction } },
  });

test("an auction's first screen holds its auction panel, loaded on demand in the browser", async () => {
  const html = await renderAuction('zh-tw');
  expect(html).toContain('手工竹製茶盤');
  expect(html).toMatch(/<h2 id="auction-title"[^>]*>競標<\/h2>/);
  expect(html).toContain('剩餘 <strong>2</strong> 天 <strong>3</strong> 時');
  expect(html).toMatch(/<button[^>]*>出價<\/button>/);
  expect(html).not.toContain(LEFT_TO_THE_BROWSER);
});

test('renders asked for at once keep their own language', async () => {
  const [zh, en, zhAgain] = await Promise.all([renderAuction('zh-tw'), renderAuction('en'), renderAuction('zh-tw')]);
  expect(zh).toMatch(/<h2 id="auction-title"[^>]*>競標<\/h2>/);
  expect(en).toMatch(/<h2 id="auction-title"[^>]*>Auction<\/h2>/);
  expect(zhAgain).toMatch(/<h2 id="auction-title"[^>]*>競標<\/h2>/);
});

test('a URL whose answer is missing still renders the frame, its area waiting for the browser', async () => {
  const html = await renderFirstScreen({ url: '/products/unknown', lang: 'en', answers: {} });
  expect(html).toContain('<header');
  expect(html).not.toContain('auction-title');
});

test("the page's title names the product, in the visitor's language", async () => {
  const answers = { [`/api/product/detail/${auction.slug}`]: { status: 200, ...auction } };
  const zh = await renderFirstScreenPage({ url: `/products/${auction.slug}`, lang: 'zh-tw', answers });
  expect(zh.title).toBe('手工竹製茶盤 | 台灣市集');
  const orders = await renderFirstScreenPage({ url: '/member/orders', lang: 'en', answers: {} });
  expect(orders.title).toBe('Order history | Taiwan Market');
});

test("a member's order list renders whole: nothing left to the browser, no inline script", async () => {
  // A long history: React moves a large part out of its place, to be put back by an inline script.
  const orders = Array.from({ length: 120 }, (_, i) => ({
    orderId: 11 + i,
    orderStatementId: `TW202611010${String(i).padStart(2, '0')}`,
    date: '2026-11-01T03:00:00.000Z',
    status: 3,
    quantity: 2,
    price: 1280,
    currency: 0,
  }));
  const html = await renderFirstScreen({
    url: '/member/orders',
    lang: 'zh-tw',
    answers: { '/api/member/order/list': { status: 200, orders } },
  });
  expect(html).toContain('TW20261101001');
  expect(html).toContain('TW202611010119');
  expect(html).not.toContain(LEFT_TO_THE_BROWSER);
  expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
});

// Every row of the route table that the server renders, at one URL, with its first call's answer.
const SAMPLES: Record<string, { url: string; answers: Record<string, unknown>; shows: RegExp }> = {
  product: {
    url: `/products/${auction.slug}`,
    answers: { [`/api/product/detail/${auction.slug}`]: { status: 200, ...auction } },
    shows: /手工竹製茶盤/,
  },
  orders: {
    url: '/member/orders',
    answers: { '/api/member/order/list': { status: 200, orders: [] } },
    shows: /<h1 id="orders-title">購買紀錄<\/h1>/,
  },
  cart: { url: '/cart', answers: {}, shows: /購物車是空的/ },
};

test.each(REMOTE_ROUTES.filter((route) => route.serverRendered).map((route) => [route.id, route] as const))(
  'the server renders the route "%s" of the route table with its remote\'s screen',
  async (id, route) => {
    const sample = SAMPLES[id];
    expect(sample).toBeDefined();
    expect(findRemoteRoute(sample!.url)?.route).toBe(route);
    const html = await renderFirstScreen({ url: sample!.url, lang: 'zh-tw', answers: sample!.answers });
    expect(html).toContain(`data-remote="${route.remote}"`);
    expect(html).toMatch(sample!.shows);
    expect(html).not.toContain(LEFT_TO_THE_BROWSER);
  },
);
