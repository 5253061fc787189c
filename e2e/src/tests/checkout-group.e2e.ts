// One checkout for the whole cart, through the composed shell in Chromium: a cart with two
// merchants' goods is shown by merchant, paid once in the sandbox provider, and becomes two paid
// orders, listed together on the finish page and in the order history, each merchant seeing only
// its own; in English, buy now with a full cart orders just that product (a reload keeps it), and
// after paying the cart is as it was; the finish page's order links open the order.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { listedProducts } from '../support/catalogue';
import { cartLineFor, productDetail } from '../support/cart-lines';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Pick = { slug: string; title: string; merchantId: number };

/** Fixed-price products in stock, room temperature, one per merchant (of `only` when given). */
async function productsOfMerchants(count: number, skip: readonly string[] = [], only?: readonly number[]): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (const product of await listedProducts()) {
    if (product.productBase === PRODUCT_BASE.auction || product.inventory < 3 || skip.includes(product.slug)) continue;
    const detail = await productDetail(product.slug);
    if (detail.productDeliveryType !== 0 || (detail.productModels[0]?.inventory ?? 0) < 3) continue;
    if (only && !only.includes(detail.merchantId)) continue;
    if (picks.some((p) => p.merchantId === detail.merchantId)) continue;
    picks.push({ slug: product.slug, title: detail.title, merchantId: detail.merchantId });
    if (picks.length === count) return picks;
  }
  throw new Error(`the demo data has no fixed-price products of ${count} merchants in stock`);
}

async function storeCart(page: Page, picks: readonly Pick[]): Promise<string> {
  const cart = JSON.stringify(
    await Promise.all(picks.map(async (p, i) => ({ productPlatformId: String(i + 1), items: [await cartLineFor(p.slug, 1)] }))),
  );
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), cart);
  return cart;
}

type OrderRow = { status: number; orderStatementId: string; paymentGroupId?: number };

async function orderOf(context: BrowserContext, orderId: number | string): Promise<OrderRow> {
  const response = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  return ((await response.json()) as { orderModel: OrderRow }).orderModel;
}

async function merchantOrderIds(email: string): Promise<number[]> {
  const { context } = await newPage(browser);
  await loginAs(context, email, 'merchant1234');
  const list = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list`)).json()) as { orders: { orderId: number }[] };
  await context.close();
  return list.orders.map((o) => o.orderId);
}

async function merchantIdOf(email: string): Promise<number> {
  const { context } = await newPage(browser);
  await loginAs(context, email, 'merchant1234');
  const me = (await (await context.request.get(`${BASE_URL}/api/member/account/detail`)).json()) as { userId: number };
  await context.close();
  return me.userId;
}

test('a cart of two merchants: shown by merchant, paid once, two paid orders, each merchant sees its own', async () => {
  const merchants = [await merchantIdOf('merchant@example.com'), await merchantIdOf('merchant2@example.com')];
  const picks = await productsOfMerchants(2, [], merchants);
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/');
  await storeCart(page, picks);

  await page.goto('/cart');
  await page.getByRole('button', { name: '前往結帳' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { name: '確認購物車' }).waitFor();
  const groups = page.getByTestId('merchant-group');
  await groups.nth(1).waitFor();
  expect(await groups.count()).toBe(2);
  for (const pick of picks) await page.getByTestId('merchant-group').getByText(pick.title).first().waitFor();
  expect(await groups.first().getByTestId('group-shipping').textContent()).toMatch(/NT\$|滿額免費/);
  await page.getByRole('button', { name: '下一步：收件資料' }).click();
  await page.waitForURL('**/checkout/delivery');
  await page.getByRole('button', { name: '下一步：付款方式' }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel('信用卡一次付清').check();
  await page.getByRole('button', { name: '下一步：確認訂單' }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByTestId('payable').waitFor();
  expect(await page.getByTestId('merchant-group').count()).toBe(2);
  await page.getByRole('button', { name: '送出訂單' }).click();

  // One payment in the sandbox for both orders.
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /付款成功/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  await page.getByText('付款完成，商家將盡快為您出貨。').waitFor();
  const numbers = await page.getByTestId('group-orders').getByTestId('order-number').allTextContents();
  expect(numbers).toHaveLength(2);
  const firstId = Number(page.url().split('/').pop());
  const first = await orderOf(context, firstId);
  const list = (await (await context.request.get(`${BASE_URL}/api/member/order/list`)).json()) as {
    orders: { orderId: number; paymentGroupId?: number }[];
  };
  const ids = list.orders.filter((o) => o.paymentGroupId === first.paymentGroupId).map((o) => o.orderId);
  expect(ids).toHaveLength(2);
  for (const id of ids) expect((await orderOf(context, id)).status).toBe(1);
  expect(await page.evaluate(() => window.localStorage.getItem('quarter_cart'))).toBe('[]');

  // Each merchant sees its own order of the two, not the other's.
  const [seenA, seenB] = [await merchantOrderIds('merchant@example.com'), await merchantOrderIds('merchant2@example.com')];
  expect(ids.filter((id) => seenA.includes(id))).toHaveLength(1);
  expect(ids.filter((id) => seenB.includes(id))).toHaveLength(1);
  expect(ids.filter((id) => seenA.includes(id) && seenB.includes(id))).toEqual([]);

  // The finish page's link opens the order; the history shows the two together.
  await page.getByRole('link', { name: `查看訂單 ${numbers[1]}` }).click();
  await page.waitForURL('**/member/order/*');
  await page.getByText(numbers[1]!).first().waitFor();
  await page.goto('/member/orders');
  await page.getByText('合併付款（2 筆訂單）').waitFor();
  await context.close();
});

test('in English, buy now with a full cart orders just that product, survives a reload, and leaves the cart as it was', async () => {
  const [inCartA, inCartB, bought] = await productsOfMerchants(2).then(async (two) => [
    ...two,
    ...(await productsOfMerchants(
      1,
      two.map((p) => p.slug),
    )),
  ]);
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  const cart = await storeCart(page, [inCartA!, inCartB!]);

  await page.goto(`/products/${bought!.slug}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL('**/en/checkout');
  await page.getByRole('heading', { name: 'Review items' }).waitFor();
  await page.getByText(bought!.title).first().waitFor();
  expect(await page.getByTestId('merchant-group').count()).toBe(1);
  expect(await page.getByText(inCartA!.title).count()).toBe(0);
  // A reload of the checkout keeps the buy-now line.
  await page.reload();
  await page.getByText(bought!.title).first().waitFor();
  expect(await page.getByTestId('merchant-group').count()).toBe(1);
  expect(await page.evaluate(() => window.localStorage.getItem('quarter_cart'))).toBe(cart);

  await page.getByRole('button', { name: 'Next: delivery details' }).click();
  await page.waitForURL('**/en/checkout/delivery');
  await page.getByRole('button', { name: 'Next: payment' }).click();
  await page.waitForURL('**/en/checkout/payment');
  await page.getByLabel('Credit card, single payment').check();
  await page.getByRole('button', { name: 'Next: confirm order' }).click();
  await page.waitForURL('**/en/checkout/confirm');
  await page.getByTestId('payable').waitFor();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /Pay/ }).first().click();
  await page.waitForURL('**/en/checkout/finish/*');
  await page.getByText('Payment complete', { exact: false }).waitFor();
  const orderId = page.url().split('/').pop()!;
  expect((await orderOf(context, orderId)).status).toBe(1);
  // The cart is exactly as it was, before and after paying.
  expect(await page.evaluate(() => window.localStorage.getItem('quarter_cart'))).toBe(cart);

  // The English finish page's link opens the order (no "page not found").
  const number = (await page.getByTestId('order-number').textContent())!;
  await page.getByRole('link', { name: 'View order' }).click();
  await page.waitForURL(`**/member/order/${orderId}`);
  await page.getByText(number).first().waitFor();

  // Opening the cart shows the cart's two lines, not the buy-now.
  await page.goto('/cart');
  await page.getByText(inCartA!.title).first().waitFor();
  await page.getByText(inCartB!.title).first().waitFor();
  expect(await page.evaluate(() => window.sessionStorage.getItem('storefront_buy_now'))).toBeNull();
  await context.close();
});
