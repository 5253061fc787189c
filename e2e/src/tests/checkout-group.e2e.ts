// One checkout for the whole cart, through the composed shell in Chromium, in both languages: a
// cart with two merchants' goods is shown by merchant, paid once in the sandbox provider, and
// becomes two paid orders, listed together on the finish page and in the order history, each
// merchant seeing only its own; buy now with a full cart orders just that product (a reload keeps
// it), and after paying the cart is as it was; the finish page's order links open the order.
import { DELIVERY_TYPE, PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
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
    if (detail.productDeliveryType !== DELIVERY_TYPE.normal || (detail.productModels[0]?.inventory ?? 0) < 3) continue;
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

const LANGUAGES = [
  {
    lang: 'zh-tw',
    locale: 'zh-TW',
    checkout: '/checkout',
    checkOut: '前往結帳',
    reviewCart: '確認購物車',
    reviewItems: '確認商品',
    toDelivery: '下一步：收件資料',
    toPayment: '下一步：付款方式',
    card: '信用卡一次付清',
    toConfirm: '下一步：確認訂單',
    place: '送出訂單',
    paid: '付款完成，商家將盡快為您出貨。',
    viewOrder: '查看訂單',
    together: '合併付款（2 筆訂單）',
    buyNow: '立即購買',
  },
  {
    lang: 'en',
    locale: 'en-US',
    checkout: '/en/checkout',
    checkOut: 'Check out',
    reviewCart: 'Review cart',
    reviewItems: 'Review items',
    toDelivery: 'Next: delivery details',
    toPayment: 'Next: payment',
    card: 'Credit card, single payment',
    toConfirm: 'Next: confirm order',
    place: 'Place order',
    paid: 'Payment complete. The merchant will ship soon.',
    viewOrder: 'View order',
    together: 'Paid together (2 orders)',
    buyNow: 'Buy now',
  },
] as const;

type Texts = (typeof LANGUAGES)[number];

async function openAs(texts: Texts): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { locale: texts.locale });
  await loginAs(opened.context, 'buyer@example.com', 'buyer1234');
  await opened.page.goto('/');
  if (texts.lang === 'en') await switchToEnglish(opened.page);
  return opened;
}

/** From the checkout's review step to the provider's cashier, paid by card, to the finish page. */
async function payByCard(page: Page, texts: Texts, merchants: number) {
  await page.getByRole('button', { name: texts.toDelivery }).click();
  await page.waitForURL(`**${texts.checkout}/delivery`);
  await page.getByRole('button', { name: texts.toPayment }).click();
  await page.waitForURL(`**${texts.checkout}/payment`);
  await page.getByLabel(texts.card).check();
  await page.getByRole('button', { name: texts.toConfirm }).click();
  await page.waitForURL(`**${texts.checkout}/confirm`);
  await page.getByTestId('payable').waitFor();
  expect(await page.getByTestId('merchant-group').count()).toBe(merchants);
  await page.getByRole('button', { name: texts.place }).click();
  // One payment in the sandbox for every order.
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /付款成功/ }).click();
  await page.waitForURL(`**${texts.checkout}/finish/*`);
  await page.getByText(texts.paid).waitFor();
}

describe.each(LANGUAGES)('in $lang', (texts) => {
  test('a cart of two merchants: shown by merchant, paid once, two paid orders, each merchant sees its own', async () => {
    const merchants = [await merchantIdOf('merchant@example.com'), await merchantIdOf('merchant2@example.com')];
    const picks = await productsOfMerchants(2, [], merchants);
    const { context, page } = await openAs(texts);
    await storeCart(page, picks);

    await page.goto('/cart');
    await page.getByRole('button', { name: texts.checkOut }).click();
    await page.waitForURL(`**${texts.checkout}`);
    await page.getByRole('heading', { name: texts.reviewCart }).waitFor();
    const groups = page.getByTestId('merchant-group');
    await groups.nth(1).waitFor();
    expect(await groups.count()).toBe(2);
    for (const pick of picks) await groups.getByText(pick.title).first().waitFor();
    expect(await groups.first().getByTestId('group-shipping').textContent()).toMatch(/NT\$|滿額免費|Free/);
    await payByCard(page, texts, 2);

    const numbers = await page.getByTestId('group-orders').getByTestId('order-number').allTextContents();
    expect(numbers).toHaveLength(2);
    const first = await orderOf(context, Number(page.url().split('/').pop()));
    const list = (await (await context.request.get(`${BASE_URL}/api/member/order/list?pageSize=100`)).json()) as {
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
    await page.getByRole('link', { name: `${texts.viewOrder} ${numbers[1]}` }).click();
    await page.waitForURL('**/member/order/*');
    await page.getByText(numbers[1]!).first().waitFor();
    await page.goto('/member/orders');
    const together = page.getByTestId('payment-group').filter({ hasText: numbers[0] });
    await together.getByText(texts.together).waitFor();
    await together.getByText(numbers[1]!).waitFor();
    await context.close();
  });

  test('buy now with a full cart orders just that product, survives a reload, and leaves the cart as it was', async () => {
    const two = await productsOfMerchants(2);
    const [bought] = await productsOfMerchants(
      1,
      two.map((p) => p.slug),
    );
    const { context, page } = await openAs(texts);
    const cart = await storeCart(page, two);

    await page.goto(`/products/${bought!.slug}`);
    await page.getByRole('button', { name: texts.buyNow }).click();
    await page.waitForURL(`**${texts.checkout}`);
    await page.getByRole('heading', { name: texts.reviewItems }).waitFor();
    await page.getByText(bought!.title).first().waitFor();
    expect(await page.getByTestId('merchant-group').count()).toBe(1);
    expect(await page.getByText(two[0]!.title).count()).toBe(0);
    // A reload of the checkout keeps the buy-now line; the cart is untouched.
    await page.reload();
    await page.getByText(bought!.title).first().waitFor();
    expect(await page.getByTestId('merchant-group').count()).toBe(1);
    expect(await page.evaluate(() => window.localStorage.getItem('quarter_cart'))).toBe(cart);

    await payByCard(page, texts, 1);
    const orderId = page.url().split('/').pop()!;
    expect((await orderOf(context, orderId)).status).toBe(1);
    // The cart is exactly as it was after paying.
    expect(await page.evaluate(() => window.localStorage.getItem('quarter_cart'))).toBe(cart);

    // The finish page's link opens the order (no "page not found" in English).
    const number = (await page.getByTestId('order-number').textContent())!;
    await page.getByRole('link', { name: texts.viewOrder, exact: true }).click();
    await page.waitForURL(`**/member/order/${orderId}`);
    await page.getByText(number).first().waitFor();

    // Opening the cart shows the cart's lines, and the buy-now is gone.
    await page.goto('/cart');
    for (const pick of two) await page.getByText(pick.title).first().waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('storefront_buy_now'))).toBeNull();
    await context.close();
  });
});
