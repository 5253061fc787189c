// Every screen of the composed shell loads without a console error or an uncaught page error —
// no Content-Security-Policy violation, no React error (#419: a server-rendered part thrown away),
// no failed call such as a visitor's 401 for the member's details. Each route is opened as a fresh
// page load (the server's first screen included) and given time for its calls to answer. The
// screens of screens-layout.e2e.ts (every shopper, member, merchant and operator screen, both
// languages, two widths) are checked for console errors there; this file covers what that walk
// does not open: the pages without a layout of their own (returns, earning points), an auction's
// page, the member-only screens opened by a visitor (who is sent to log in) and the merchant's
// home and product editor.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
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

async function auctionPage(): Promise<string> {
  const auction = (await listedProducts()).find((p) => p.productBase === PRODUCT_BASE.auction);
  if (!auction) throw new Error('the demo catalogue has no auction on sale');
  return `/products/${auction.slug}`;
}

const INFO_PAGES = ['/return', '/earnpoints'];

test('a visitor sees no console error on the information pages, an auction and the member-only screens', async () => {
  const { context, page } = await newPage(browser);
  const paths = [...INFO_PAGES, await auctionPage(), '/checkout', '/member/orders', '/member', '/member/merchant/products'];
  expect(await visitAll(page, paths)).toEqual([]);
  await context.close();
});

test('a visitor in English sees no console error on the information pages and an auction', async () => {
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await context.addCookies([{ name: 'storefront_lang', value: 'en', url: BASE_URL }]);
  expect(await visitAll(page, [...INFO_PAGES, await auctionPage(), '/member/orders'])).toEqual([]);
  await context.close();
});

test('a member sees no console error on the information pages and an auction', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  expect(await visitAll(page, [...INFO_PAGES, await auctionPage()])).toEqual([]);
  await context.close();
});

test("a merchant sees no console error on the merchant's home and product editor", async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  const products = (await (await context.request.get(`${BASE_URL}/api/merchant/product/list`)).json()) as {
    productList: { productId: number }[];
  };
  const paths = ['/member/merchant', `/member/merchant/product/${products.productList[0]!.productId}`, '/member', '/'];
  expect(await visitAll(page, paths)).toEqual([]);
  await context.close();
});
