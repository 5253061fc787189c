// Every screen of the composed shell loads without a console error or an uncaught page error —
// no Content-Security-Policy violation, no React error (#419: a server-rendered part thrown away),
// no failed call such as a visitor's 401 for the member's details — for a visitor, a member and
// a merchant, in both languages for a few screens. Each route is opened as a fresh page load
// (the server's first screen included) and given time for its calls to answer.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { cartLineFor } from '../support/cart-lines';
import { fixedPriceProductInStock, listedProducts } from '../support/catalogue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Collects the console errors and page errors of a page, tagged with the route they came on. */
function watch(page: Page): { problems: string[]; route: { current: string } } {
  const problems: string[] = [];
  const route = { current: '' };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${route.current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${route.current}: page error: ${error.message}`));
  return { problems, route };
}

async function visitAll(page: Page, paths: string[]): Promise<string[]> {
  const { problems, route } = watch(page);
  for (const path of paths) {
    route.current = path;
    await page.goto(path, { waitUntil: 'load' });
    // The remote's code, its calls and the adoption of the server's HTML have happened once the
    // network is quiet for a while.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  return problems;
}

async function withCart(context: BrowserContext, page: Page, slug: string) {
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(slug, 1)] }];
  await page.goto('/terms');
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
  void context;
}

async function someProducts() {
  const products = await listedProducts();
  const fixed = await fixedPriceProductInStock();
  const auction = products.find((p) => p.productBase === PRODUCT_BASE.auction);
  return [`/products/${fixed.slug}`, ...(auction ? [`/products/${auction.slug}`] : [])];
}

const SHARED = ['/', '/cart', '/terms', '/return', '/earnpoints', '/no/such/page'];

test('a visitor sees no console error on any screen', async () => {
  const { context, page } = await newPage(browser);
  const paths = [
    ...SHARED,
    ...(await someProducts()),
    '/member/login',
    '/member/register',
    '/checkout',
    '/member/orders',
    '/member',
    '/member/merchant/products',
  ];
  expect(await visitAll(page, paths)).toEqual([]);
  await context.close();
});

test('a visitor with a cart, in English, sees no console error', async () => {
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
  const fixed = await fixedPriceProductInStock();
  await withCart(context, page, fixed.slug);
  expect(await visitAll(page, ['/', '/cart', `/products/${fixed.slug}`, '/member/login', '/return'])).toEqual([]);
  await context.close();
});

test('a member sees no console error on any screen', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  const orders = (await (await context.request.get(`${BASE_URL}/api/member/order/list`)).json()) as { orders: { orderId: number }[] };
  const fixed = await fixedPriceProductInStock();
  const paths = [
    ...SHARED,
    ...(await someProducts()),
    '/member',
    '/member/profile',
    '/member/deliverydetail',
    '/member/wishlist',
    '/member/points',
    '/member/memberupgrade',
    '/member/merchantupgrade',
    '/member/orders',
    `/member/order/${orders.orders[0]!.orderId}`,
  ];
  const problems = await visitAll(page, paths);
  await withCart(context, page, fixed.slug);
  problems.push(...(await visitAll(page, ['/cart', '/checkout/delivery', '/checkout/payment', '/checkout/confirm', '/member/orders'])));
  expect(problems).toEqual([]);
  await context.close();
});

test('a member in English sees no console error on the orders and the account', async () => {
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  expect(await visitAll(page, ['/member/orders', '/member', '/member/points', '/'])).toEqual([]);
  await context.close();
});

test('a merchant sees no console error on the merchant screens', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  const products = (await (await context.request.get(`${BASE_URL}/api/merchant/product/list`)).json()) as {
    productList: { productId: number }[];
  };
  const orders = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list`)).json()) as { orders?: { orderId: number }[] };
  const paths = [
    '/member/merchant',
    '/member/merchant/products',
    '/member/merchant/newproduct',
    `/member/merchant/product/${products.productList[0]!.productId}`,
    '/member/merchant/orders',
    ...(orders.orders?.[0] ? [`/member/merchant/order/${orders.orders[0].orderId}`] : []),
    '/member',
    '/',
  ];
  expect(await visitAll(page, paths)).toEqual([]);
  await context.close();
});
