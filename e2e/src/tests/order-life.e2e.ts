// One order's whole life through the composed shell, in both languages: the buyer buys a
// product of the demo merchant and pays by card in the sandbox cashier, the merchant ships it,
// the logistics sandbox notifies delivery (signed in ECPay's logistics format), the buyer asks
// for a return, the merchant approves it, and the buyer sees the order refunded (amount, back to
// the card, date) and the timeline; the stock and the buyer's points are back where they were
// (purchase points credited at delivery, taken back on the return, both rows on the points screen).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { listedProducts, merchantProductInStock } from '../support/catalogue';
import { cartLineFor } from '../support/cart-lines';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXTS = {
  'zh-tw': {
    prefix: '',
    next: '下一步：付款方式',
    card: '信用卡一次付清',
    confirmStep: '下一步：確認訂單',
    place: '送出訂單',
    pay: /付款成功/,
    paid: '付款完成，商家將盡快為您出貨。',
    complete: '完成出貨',
    company: /物流公司/,
    tracking: /物流追蹤碼/,
    confirmShipment: '確認出貨',
    shipped: '成功完成出貨',
    completedStatus: '已完成',
    requestReturn: '申請退貨',
    reason: /退貨原因/,
    name: /取件人姓名/,
    phone: /取件人電話/,
    address: /取件地址/,
    account: /退款帳戶資訊/,
    send: '送出退貨申請',
    sent: '成功送出退貨申請',
    ok: '確定',
    requested: '退貨申請中',
    approve: '同意退貨',
    approveConfirm: '確定同意',
    refunded: '已退款',
    toCard: '退回信用卡',
    returnedStatus: '已退貨',
    timelineDelivered: '物流通知已送達',
    timelineRequested: '買家申請退貨',
    date: /\d{4} 年 \d{2} 月 \d{2} 日 \d{2}:\d{2}/,
    kindPurchase: '購買',
    kindReversal: '扣回',
  },
  en: {
    prefix: '/en',
    next: 'Next: payment',
    card: 'Credit card, single payment',
    confirmStep: 'Next: confirm order',
    place: 'Place order',
    pay: /Pay/,
    paid: null,
    complete: 'Complete shipment',
    company: /Logistics company/,
    tracking: /Tracking code/,
    confirmShipment: 'Confirm shipment',
    shipped: 'Shipment completed',
    completedStatus: 'Completed',
    requestReturn: 'Request a refund',
    reason: /Reason for return/,
    name: /Pick-up name/,
    phone: /Pick-up phone/,
    address: /Pick-up address/,
    account: /Refund account/,
    send: 'Send refund request',
    sent: 'Refund request sent',
    ok: 'OK',
    requested: 'Return requested',
    approve: 'Approve return',
    approveConfirm: 'Approve',
    refunded: 'Refunded',
    toCard: 'Back to the credit card',
    returnedStatus: 'Returned',
    timelineDelivered: 'Delivered (carrier notice)',
    timelineRequested: 'Buyer requested a return',
    date: /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
    kindPurchase: 'Purchase',
    kindReversal: 'Taken back',
  },
} as const;

type Lang = keyof typeof TEXTS;

async function json<T>(context: BrowserContext, path: string): Promise<T> {
  return (await (await context.request.get(`${BASE_URL}${path}`)).json()) as T;
}

const totalPoints = async (context: BrowserContext) =>
  (await json<{ totalPoints: number }>(context, '/api/member/account/points')).totalPoints;
const inventoryOf = async (slug: string) => (await listedProducts()).find((p) => p.slug === slug)?.inventory;

async function speak(page: Page, lang: Lang) {
  await page.goto('/');
  if (lang === 'en') {
    await switchToEnglish(page);
  }
}

test.each(['zh-tw', 'en'] as const)('%s: buy, pay, ship, deliver, return, approve: the buyer sees it refunded', async (lang) => {
  const t = TEXTS[lang];
  const buyer = await newPage(browser);
  const merchant = await newPage(browser);
  await loginAs(buyer.context, 'buyer@example.com', 'buyer1234');
  await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
  await speak(buyer.page, lang);
  await speak(merchant.page, lang);

  // The buyer buys one item of the demo merchant and pays by card in the sandbox cashier.
  const product = await merchantProductInStock(merchant.context.request, buyer.context.request);
  const stockBefore = await inventoryOf(product.slug);
  const pointsBefore = await totalPoints(buyer.context);
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(product.slug, 1)] }];
  await buyer.page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
  await buyer.page.goto(`${t.prefix}/checkout/delivery`);
  await buyer.page.getByRole('button', { name: t.next }).click();
  await buyer.page.waitForURL('**/checkout/payment');
  await buyer.page.getByLabel(t.card).check();
  await buyer.page.getByRole('button', { name: t.confirmStep }).click();
  await buyer.page.waitForURL('**/checkout/confirm');
  await buyer.page.getByRole('button', { name: t.place }).click();
  await buyer.page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await buyer.page.getByRole('button', { name: t.pay }).first().click();
  await buyer.page.waitForURL('**/checkout/finish/*');
  if (t.paid) await buyer.page.getByText(t.paid).waitFor();
  const orderId = Number(buyer.page.url().split('/').pop());
  const { orderModel } = await json<{ orderModel: { orderStatementId: string; status: number; earnPoints: number } }>(
    buyer.context,
    `/api/member/order/detail/${orderId}`,
  );
  expect(orderModel.status).toBe(1);
  expect(await inventoryOf(product.slug)).toBe((stockBefore ?? 0) - 1);
  // Purchase points are not credited when the order is placed or paid, only when it completes.
  expect(orderModel.earnPoints).toBeGreaterThan(0);
  expect(await totalPoints(buyer.context)).toBe(pointsBefore);

  // The merchant ships it.
  await merchant.page.goto(`/member/merchant/order/${orderId}`);
  await merchant.page.getByRole('button', { name: t.complete, exact: true }).click();
  await merchant.page.getByLabel(t.company).selectOption('黑貓宅急便');
  await merchant.page.getByLabel(t.tracking).fill(`E2E-${lang}-${orderId}`);
  const notices = await watchNotices(merchant.page);
  await merchant.page.getByRole('button', { name: t.confirmShipment }).click();
  await notices.shown(t.shipped);

  // The logistics sandbox notifies delivery; our side answers 1|OK.
  const tester = await newPage(browser);
  await tester.page.goto(`/sandbox/logistics/status?MerchantTradeNo=${orderModel.orderStatementId}&LogisticsSubType=TCAT`);
  await tester.page.locator('button[data-code="3003"]').click();
  await tester.page.locator('[data-answer="1|OK"]').waitFor();

  // Delivered: the buyer's points screen shows the order's purchase points, linked to the order.
  const pointsRow = (kind: string) =>
    buyer.page.getByRole('row').filter({ hasText: orderModel.orderStatementId }).filter({ hasText: kind });
  await buyer.page.goto('/member/points');
  await pointsRow(t.kindPurchase).waitFor();
  expect(await pointsRow(t.kindPurchase).getByRole('link', { name: orderModel.orderStatementId }).getAttribute('href')).toMatch(
    new RegExp(`/member/order/${orderId}$`),
  );
  expect(await totalPoints(buyer.context)).toBe(pointsBefore + orderModel.earnPoints);

  // The buyer asks for a return.
  await buyer.page.goto(`/member/order/${orderId}`);
  await buyer.page.locator('.order-fields').getByText(t.completedStatus, { exact: true }).waitFor();
  await buyer.page.getByRole('button', { name: t.requestReturn }).click();
  await buyer.page.getByLabel(t.reason).fill(lang === 'en' ? 'Wrong size' : '尺寸不合');
  await buyer.page.getByLabel(t.name).fill('王小明');
  await buyer.page.getByLabel(t.phone).fill('0912345678');
  await buyer.page.getByLabel(t.address).fill('臺北市大安區復興南路一段 100 號 5 樓');
  await buyer.page.getByLabel(t.account).fill('(822) 1234-5678-9012');
  await buyer.page.getByRole('checkbox').check();
  await buyer.page.getByRole('button', { name: t.send }).click();
  await buyer.page.getByRole('dialog').getByText(t.sent).waitFor();
  await buyer.page.getByRole('dialog').getByRole('button', { name: t.ok }).click();
  await buyer.page.getByTestId('order-return').getByText(t.requested).waitFor();
  expect(await buyer.page.getByRole('button', { name: t.requestReturn }).count()).toBe(0);

  // The merchant approves it.
  await merchant.page.goto(`/member/merchant/order/${orderId}`);
  await merchant.page.getByTestId('order-return').getByText(t.requested).waitFor();
  await merchant.page.getByRole('button', { name: t.approve }).click();
  await merchant.page.getByRole('dialog').getByRole('button', { name: t.approveConfirm, exact: true }).click();
  await merchant.page.getByTestId('order-refund').getByRole('heading', { name: t.refunded }).waitFor();

  // The buyer sees it refunded, with amount, method and date, and the timeline.
  await buyer.page.reload();
  const refund = buyer.page.getByTestId('order-refund');
  await refund.getByRole('heading', { name: t.refunded }).waitFor();
  expect(await refund.textContent()).toContain(t.toCard);
  expect(await refund.textContent()).toMatch(/NT\$[\d,]+/);
  expect(await refund.textContent()).toMatch(t.date);
  await buyer.page.locator('.order-fields').getByText(t.returnedStatus, { exact: true }).waitFor();
  await buyer.page.getByText(t.timelineDelivered).waitFor();
  await buyer.page.getByText(t.timelineRequested).waitFor();

  // Stock and points are back where they were: the points screen's used list shows the purchase
  // points taken back.
  expect(await inventoryOf(product.slug)).toBe(stockBefore);
  expect(await totalPoints(buyer.context)).toBe(pointsBefore);
  await buyer.page.goto('/member/points?list=used');
  await pointsRow(t.kindReversal).waitFor();
  await Promise.all([buyer.context.close(), merchant.context.close(), tester.context.close()]);
});
