// The product page in Chromium: variations swap price and pictures, add-ons go into the cart,
// bids are refused or taken, share copies a referral link, a visitor's favourite goes to login,
// and the page embedded on a plain host page renders from its data attributes.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, Page } from 'playwright-core';
import { areaSettled, launchBrowser, loginAs, newPage } from '../support/browser';
import { listedProducts } from '../support/catalogue';
import { BASE_URL } from '../support/server';
import { watchNotices } from '../support/notices';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Detail = {
  productId: number;
  slug: string;
  title: string;
  variations: { title: string; items: { title: string }[] }[];
  productModels: { markPrice: number; discountPrice: number | null; images: { src: string }[] }[];
  auctionRecords: { price: number }[] | null;
  startAuctionAmount: number | null;
  minAuctionPrice: number | null;
  endAuctionDate: string | null;
};

async function detail(slug: string): Promise<Detail> {
  return (await (await fetch(`${BASE_URL}/api/product/detail/${slug}`)).json()) as Detail;
}

/** A fixed-price product with two or more variations and add-ons, read from the catalogue. */
async function productWithVariationsAndAddons(): Promise<Detail> {
  for (const listed of await listedProducts()) {
    if (listed.productBase === PRODUCT_BASE.auction || listed.inventory <= 0) continue;
    const product = await detail(listed.slug);
    if (product.variations.length < 1 || product.productModels.length < 2) continue;
    const addons = (await (await fetch(`${BASE_URL}/api/product/addons/${product.productId}/list`)).json()) as {
      productAddonsList: unknown[];
    };
    if (addons.productAddonsList.length > 0) return product;
  }
  throw new Error('the demo data has no product with variations and add-ons');
}

const nt = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;
const mainImage = (page: Page) => page.locator('.product-page__main-image img');

test('choosing a variation changes the price and the pictures', async () => {
  const product = await productWithVariationsAndAddons();
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  const first = product.productModels[0]!;
  await expect(page.getByLabel('價格').textContent()).resolves.toContain(nt(first.discountPrice || first.markPrice));
  const firstSrc = await mainImage(page).getAttribute('src');
  expect(firstSrc).toBe(first.images[0]!.src);

  // The second choice of the first variation (the fastest-changing digit) is model 1.
  await page.getByRole('radio', { name: product.variations[0]!.items[1]!.title }).click();
  const second = product.productModels[1]!;
  await page.waitForFunction(
    (price) => document.querySelector('[aria-label="價格"]')?.textContent?.includes(price),
    nt(second.discountPrice || second.markPrice),
  );
  await page.waitForFunction(
    (src) => document.querySelector('.product-page__main-image img')?.getAttribute('src') === src,
    second.images[0]!.src,
  );
  expect(second.images[0]!.src).not.toBe(firstSrc);
  await context.close();
});

test('adding with an add-on puts both in quarter_cart and the header badge counts them', async () => {
  const product = await productWithVariationsAndAddons();
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${product.slug}`);
  const badge = page.getByTestId('cart-badge');
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await page
    .getByRole('checkbox', { name: /^加購 / })
    .first()
    .check();
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await notices.shown('成功加入購物車．');
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '2');
  expect(await badge.textContent()).toBe('2');
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('quarter_cart'))) ?? '[]') as {
    items: { productModelType: number; parentProductModelId: number | null; productModelId: number }[];
  }[];
  const items = cart[0]!.items;
  expect(items).toHaveLength(2);
  expect(items[1]).toMatchObject({ productModelType: 9, parentProductModelId: items[0]!.productModelId });
  await context.close();
});

test('a bid too low shows the minimum; the right bid is taken and the price follows', async () => {
  const auctions = (await listedProducts()).filter((p) => p.productBase === PRODUCT_BASE.auction);
  let auction: Detail | undefined;
  for (const listed of auctions) {
    const candidate = await detail(listed.slug);
    if (candidate.endAuctionDate && Date.parse(candidate.endAuctionDate) > Date.now() + 3_600_000) auction = candidate;
  }
  if (!auction) throw new Error('the demo data has no open auction');
  const records = auction.auctionRecords ?? [];
  const current = records.length ? Math.max(...records.map((r) => r.price)) : auction.startAuctionAmount!;
  const minimum = current + (auction.minAuctionPrice ?? 0);

  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto(`/products/${auction.slug}`);
  await page.getByText('競標商品').waitFor();
  await expect(page.getByLabel('目前價格').textContent()).resolves.toContain(nt(current));
  // A bid typed before the browser adopted the server's HTML is first-screen.e2e.ts's case.
  await areaSettled(page);
  const input = page.getByRole('spinbutton', { name: /出價金額/ });
  await input.fill(String(minimum - 1));
  await page.getByRole('button', { name: '出價', exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `出價金額不可低於 ${nt(minimum)}` })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      // What the page shows instead, so a failure says more than a timeout.
      const alerts = await page.getByRole('alert').allTextContents();
      throw new Error(
        `no refusal of ${minimum - 1} at ${page.url()}; input ${await input.inputValue()}; alerts ${JSON.stringify(alerts)}`,
        {
          cause: error,
        },
      );
    });
  expect(await input.inputValue()).toBe(String(minimum - 1));

  await input.fill(String(minimum));
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '出價', exact: true }).click();
  await notices.shown('出價成功');
  await page.waitForFunction(
    (price) => document.querySelector('[data-testid="auction-current-price"]')?.textContent?.includes(price),
    nt(minimum),
  );
  await context.close();
});

test('the share dialog copies a link with the referral and openExternalBrowser', async () => {
  const [listed] = (await listedProducts()).filter((p) => p.productBase !== PRODUCT_BASE.auction);
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const viewRecorded = page.waitForRequest((request) => request.url().includes(`/api/member/account/productview/${listed!.productId}`));
  await page.goto(`/products/${listed!.slug}?r=FRIEND42`);
  await page.getByRole('heading', { level: 1, name: listed!.title }).waitFor();
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('dialog', { name: '分享商品' }).waitFor();
  await viewRecorded;
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '複製連結' }).click();
  await notices.shown('已複製連結');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.pathname).toBe(`/products/${listed!.slug}`);
  expect(url.searchParams.get('r')).toBe('FRIEND42');
  expect(url.searchParams.get('openExternalBrowser')).toBe('1');
  expect(await page.evaluate((slug) => localStorage.getItem(`quarter_referral_${slug}`), listed!.slug)).toBe('FRIEND42');
  await context.close();
});

test('favouriting as a visitor lands on the login page with the return URL', async () => {
  const [listed] = (await listedProducts()).filter((p) => p.productBase !== PRODUCT_BASE.auction);
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${listed!.slug}`);
  await page.getByRole('heading', { level: 1, name: listed!.title }).waitFor();
  await page.getByRole('button', { name: '加入收藏' }).click();
  await page.waitForURL((url) => url.pathname === '/member/login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`/products/${listed!.slug}`);
  await context.close();
});

test('an unknown slug shows the localized not-found page', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/products/no-such-product-here');
  await page.getByText('找不到這個商品').waitFor();
  await context.close();
});

test('embedded on a plain host page, the page renders from the data attributes', async () => {
  const listed = (await listedProducts()).filter((p) => p.productBase !== PRODUCT_BASE.auction && p.inventory > 0).at(-1)!;
  const { context, page } = await newPage(browser);
  // A host page that knows nothing of the storefront: one mount element and the remote's entry.
  await page.route(`${BASE_URL}/plain-host/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
        <h2>A merchant's own site</h2>
        <div id="root" data-lang="en" data-base-url="" data-base-path="/plain-host" data-product-slug="${listed.slug}"
          data-product-platform-id="7" data-referral-code="HOSTREF"></div>
        <script src="/remotes/mf-product/main.js"></script></body></html>`,
    }),
  );
  await page.goto('/plain-host/shop/item');
  await page.getByRole('heading', { level: 1, name: listed.title }).waitFor();
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await notices.shown('Added to your cart.');
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('quarter_cart'))) ?? '[]') as { productPlatformId: string }[];
  expect(cart[0]!.productPlatformId).toBe('7');
  expect(await page.evaluate((slug) => localStorage.getItem(`quarter_referral_${slug}`), listed.slug)).toBe('HOSTREF');
  await context.close();
});
