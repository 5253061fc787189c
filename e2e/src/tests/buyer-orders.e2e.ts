// The buyer's orders through the composed shell: cancel an order awaiting payment, request a
// refund of a completed one, pay again a card order that failed just now (within its repay
// window, which the page names) through the sandbox cashier and see it paid, see the virtual
// account of an ATM order, another buyer's order shows not found, and the screens in English.
// Orders are picked by what they are (status, payment type), not by id.
import { ORDER_STATUS, PAYMENT_TYPE, canRequestReturn } from '@storefront/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { cartLineFor } from '../support/cart-lines';
import { fixedPriceProductInStock } from '../support/catalogue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type OrderModel = {
  orderId: number;
  orderStatementId: string;
  status: number;
  paymentType: number;
  e_payaccount?: string | null;
  deliveredAt?: string | null;
  returnStatus?: string | null;
};

async function orderDetail(context: BrowserContext, orderId: number): Promise<OrderModel> {
  const response = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  return ((await response.json()) as { orderModel: OrderModel }).orderModel;
}

/** The first of the logged-in member's orders matching a rule. */
async function findOrder(context: BrowserContext, match: (order: OrderModel) => boolean): Promise<OrderModel> {
  const list = (await (await context.request.get(`${BASE_URL}/api/member/order/list?pageSize=100`)).json()) as {
    orders: { orderId: number }[];
  };
  for (const { orderId } of list.orders) {
    const order = await orderDetail(context, orderId);
    if (match(order)) return order;
  }
  throw new Error('the demo buyer has no such order');
}

async function asBuyer() {
  const session = await newPage(browser);
  await loginAs(session.context, 'buyer@example.com', 'buyer1234');
  return session;
}

test('cancels an order awaiting payment, and the history shows it cancelled', async () => {
  const { context, page } = await asBuyer();
  const order = await findOrder(
    context,
    (o) =>
      o.status === ORDER_STATUS.awaitingPayment &&
      o.paymentType >= PAYMENT_TYPE.convenienceStoreBarcode &&
      o.paymentType <= PAYMENT_TYPE.virtualAccount,
  );
  await page.goto(`/member/order/${order.orderId}`);
  await page.getByRole('heading', { name: `訂單 ${order.orderStatementId}` }).waitFor();
  await page.getByRole('button', { name: '取消訂單' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確定取消' }).click();
  await page.locator('.order-fields').getByText('已取消').waitFor();
  expect(await page.getByRole('button', { name: '取消訂單' }).count()).toBe(0);
  expect((await orderDetail(context, order.orderId)).status).toBe(4);

  await page.getByRole('link', { name: '回到購買紀錄' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.orderStatementId }) });
  await row.getByText('已取消').waitFor();
  await context.close();
});

test('requests a return of an order delivered in the last 7 days; it waits for the merchant', async () => {
  const { context, page } = await asBuyer();
  const order = await findOrder(context, (o) => canRequestReturn(o));
  await page.goto(`/member/order/${order.orderId}`);
  await page.getByRole('button', { name: '申請退貨' }).click();
  await page.getByRole('button', { name: '送出退貨申請' }).click();
  await page.getByText('請勾選同意條款').waitFor();
  await page.getByLabel('退貨原因').fill('尺寸不合');
  await page.getByLabel('取件人姓名').fill('王小明');
  await page.getByLabel('取件人電話').fill('0912345678');
  await page.getByLabel('取件地址').fill('臺北市大安區復興南路一段 100 號 5 樓');
  await page.getByLabel('退款帳戶資訊').fill('(822) 1234-5678-9012');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '送出退貨申請' }).click();
  await page.getByRole('dialog').getByText('成功送出退貨申請').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '確定' }).click();
  await page.getByTestId('order-return').getByText('退貨申請中').waitFor();
  expect(await page.getByRole('button', { name: '申請退貨' }).count()).toBe(0);
  expect(await orderDetail(context, order.orderId)).toMatchObject({ status: 3, returnStatus: 'requested' });
  await context.close();
});

/** A card order of the buyer whose payment failed just now in the sandbox cashier (its repay window open). */
async function failedCardOrder(page: Page): Promise<number> {
  const product = await fixedPriceProductInStock();
  await page.goto('/');
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(product.slug, 1)] }];
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
  await page.goto('/checkout/delivery');
  await page.getByRole('button', { name: '下一步：付款方式' }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel('信用卡一次付清').check();
  await page.getByRole('button', { name: '下一步：確認訂單' }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /付款失敗/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  return Number(page.url().split('/').pop());
}

test('pays again a failed card order within its repay window through the sandbox cashier and sees it paid', async () => {
  const { context, page } = await asBuyer();
  const orderId = await failedCardOrder(page);
  expect((await orderDetail(context, orderId)).status).toBe(ORDER_STATUS.failed);
  await page.goto(`/member/order/${orderId}`);
  await page.getByText('付款失敗').first().waitFor();
  // Until when: 30 minutes after the failure, in Taipei time; after it the stock and points go back.
  await page.getByText(/請於 \d{4} 年 \d{2} 月 \d{2} 日 \d{2}:\d{2} 前重新付款；逾期訂單將失效/).waitFor();
  await page.getByRole('button', { name: '重新付款' }).click();
  await page.waitForURL('**/sandbox/ecpay/**');
  await page.locator('button[data-outcome="pay"]').click();
  await page.waitForURL(`**/member/order/${orderId}`);
  await page.locator('.order-fields').getByText('待出貨').waitFor();
  expect(await page.getByText('付款失敗').count()).toBe(0);
  expect((await orderDetail(context, orderId)).status).toBe(1);
  await context.close();
});

test('an ATM order shows its virtual account and deadline', async () => {
  const { context, page } = await asBuyer();
  const order = await findOrder(context, (o) => o.status === ORDER_STATUS.awaitingPayment && o.paymentType === PAYMENT_TYPE.atmTransfer);
  await page.goto(`/member/order/${order.orderId}`);
  await page.getByText('等待付款').waitFor();
  expect(await page.getByTestId('virtual-account').textContent()).toBe(order.e_payaccount);
  expect(await page.getByTestId('payment-deadline').textContent()).toMatch(/\d{4} 年 \d{2} 月 \d{2} 日/);
  await context.close();
});

test("another buyer's order is not found, and the screens speak English", async () => {
  const other = await newPage(browser);
  await loginAs(other.context, 'member@example.com', 'member1234');
  const theirs = (await (await other.context.request.get(`${BASE_URL}/api/member/order/list?pageSize=100`)).json()) as {
    orders: { orderId: number }[];
  };
  await other.context.close();

  const { context, page } = await asBuyer();
  await page.goto(`/member/order/${theirs.orders[0]!.orderId}`);
  await page.getByText('找不到這筆訂單').waitFor();

  await switchToEnglish(page);
  await page.getByText('Order not found').waitFor();
  await page.getByRole('link', { name: 'Back to order history' }).click();
  await page.getByRole('heading', { name: 'Order history' }).waitFor();
  await page.getByLabel('Order status').selectOption('completed');
  await page.waitForURL('**/member/orders?group=completed');
  const atm = await findOrder(context, (o) => o.status === ORDER_STATUS.awaitingPayment && o.paymentType === PAYMENT_TYPE.atmTransfer);
  await page.goto(`/member/order/${atm.orderId}`);
  await page.getByText('Virtual account', { exact: true }).waitFor();
  expect(await page.getByTestId('virtual-account').textContent()).toBe(atm.e_payaccount);
  await page.getByText('ATM transfer (virtual account)').waitFor();
  await context.close();
});
