// Store pickup through the composed shell in Chromium, for each of the four chains (payment
// types 12–15): choose the chain, pick a store on the sandbox store map the API server serves,
// go on with the payment type that comes ticked, read the store and invoice on the confirm step
// and place the order. Both languages and both widths are covered across the four runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { cartLineFor } from '../support/cart-lines';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Run = { paymentType: 12 | 13 | 14 | 15; brand: string; lang: 'zh-tw' | 'en'; width: number };

const runs: Run[] = [
  { paymentType: 14, brand: '7-ELEVEN', lang: 'zh-tw', width: 1280 },
  { paymentType: 12, brand: '全家 FamilyMart', lang: 'en', width: 1280 },
  { paymentType: 13, brand: '萊爾富 Hi-Life', lang: 'zh-tw', width: 390 },
  { paymentType: 15, brand: 'OK mart', lang: 'en', width: 390 },
];

const words = {
  'zh-tw': {
    chain: (brand: string) => `超商取貨：${brand}`,
    map: '在地圖上選擇門市',
    toPayment: '下一步：付款方式',
    payment: (brand: string) => `超商取貨付款（${brand}）`,
    toConfirm: '下一步：確認訂單',
    place: '送出訂單',
    standardInvoice: '一般電子發票',
    placed: '訂單已成立',
  },
  en: {
    chain: (brand: string) => `Convenience-store pickup: ${brand}`,
    map: 'Choose a store on the map',
    toPayment: 'Next: payment',
    payment: (brand: string) => `Pay at store pickup (${brand})`,
    toConfirm: 'Next: confirm order',
    place: 'Place order',
    standardInvoice: 'Standard e-invoice',
    placed: 'Your order is placed',
  },
} as const;

async function orderOf(context: BrowserContext, orderId: string): Promise<{ status: number; paymentType: number }> {
  const response = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  return ((await response.json()) as { orderModel: { status: number; paymentType: number } }).orderModel;
}

async function startCheckout(page: Page, context: BrowserContext, lang: Run['lang']) {
  const product = await fixedPriceProductInStock();
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/');
  if (lang === 'en') await switchToEnglish(page);
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(product.slug, 1)] }];
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
  await page.goto(lang === 'en' ? '/en/checkout/delivery' : '/checkout/delivery');
}

for (const run of runs) {
  test(`store pickup at ${run.brand} (type ${run.paymentType}), ${run.lang}, ${run.width} px: from the store map to a placed order`, async () => {
    const w = words[run.lang];
    const { context, page } = await newPage(browser, { width: run.width, locale: run.lang === 'en' ? 'en-US' : 'zh-TW' });
    await startCheckout(page, context, run.lang);

    await page.getByLabel(w.chain(run.brand)).check();
    await page.getByRole('button', { name: w.map }).click();
    await page.waitForURL('**/sandbox/logistics/map?*');
    const store = page.locator('a[data-store-id]').first();
    const storeName = (await store.textContent())!.trim();
    const storeId = (await store.getAttribute('data-store-id'))!;
    await store.click();
    await page.waitForURL(run.lang === 'en' ? '**/en/checkout/delivery' : '**/checkout/delivery');
    await expect(page.getByTestId('picked-store').textContent()).resolves.toContain(`${storeName}（${storeId}）`);
    await page.getByRole('button', { name: w.toPayment }).click();

    // The chain's payment type comes ticked; the button goes on without touching anything else.
    await page.waitForURL('**/checkout/payment');
    await expect(page.getByLabel(w.payment(run.brand)).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: w.toConfirm }).click();
    await page.waitForURL('**/checkout/confirm');

    // The confirm step shows the chain, the store and the invoice before the order is placed.
    await page.getByTestId('payable').waitFor();
    await expect(page.getByTestId('summary-store').textContent()).resolves.toContain(`${storeName}（${storeId}）`);
    await expect(page.getByTestId('summary-delivery').textContent()).resolves.toContain(w.chain(run.brand));
    await expect(page.getByTestId('summary-receipt-type').textContent()).resolves.toBe(w.standardInvoice);
    await page.getByRole('button', { name: w.place }).click();

    await page.waitForURL('**/checkout/finish/*');
    await page.getByRole('heading', { name: w.placed }).waitFor();
    await page.getByTestId('order-number').waitFor();
    const orderId = page.url().split('/').pop()!;
    expect((await orderOf(context, orderId)).paymentType).toBe(run.paymentType);
    await context.close();
  });
}
