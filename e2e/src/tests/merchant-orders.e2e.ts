// Merchant orders through the composed shell: a buyer's order paid in the sandbox cashier shows
// in the merchant's list (also under its month filter), the merchant ships it with a tracking
// code, and the buyer then sees the new status and the tracking code; another merchant gets
// "not found" for that order; in English, a pending store pick-up prints its label at the
// sandbox logistics provider.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { merchantProductInStock } from '../support/catalogue';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const originHeader = { Origin: BASE_URL };

type OrderModel = {
  orderId: number;
  orderStatementId: string;
  status: number;
  deliveryTrackingCode?: string;
  deliveryETA?: string;
  e_orderno?: string;
};

async function orderDetail(context: BrowserContext, orderId: number): Promise<OrderModel> {
  const response = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  return ((await response.json()) as { orderModel: OrderModel }).orderModel;
}

/** The sandbox posts the payment result server-to-server; wait until the order shows it. */
async function waitForStatus(context: BrowserContext, orderId: number, status: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await orderDetail(context, orderId)).status !== status) {
    if (Date.now() > deadline) throw new Error(`order ${orderId} never reached status ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const taipeiMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

test('a paid order is shipped by its merchant with a tracking code and the buyer sees it', async () => {
  const buyer = await newPage(browser);
  const merchant = await newPage(browser);
  await loginAs(buyer.context, 'buyer@example.com', 'buyer1234');
  await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');

  // The buyer checks out and pays with a card in the sandbox cashier.
  const { productModelId } = await merchantProductInStock(merchant.context.request, buyer.context.request);
  const checkout = await buyer.context.request.post(`${BASE_URL}/api/member/checkout`, {
    headers: originHeader,
    data: {
      items: [{ productModelId, quantity: 1 }],
      deliveryDetail: {
        firstName: '小明',
        lastName: '王',
        telephone: '0912345678',
        country: 'TW',
        city: '臺北市',
        areaTitle: '中正區',
        areaCode: '100',
        street: '重慶南路一段 1 號',
      },
      paymentType: 0,
      receipt: { method: 0, type: 0 },
    },
  });
  expect(checkout.status()).toBe(200);
  const order = (await checkout.json()) as { orderId: number; orderStatementId: string; paymentForm: string };
  await buyer.page.goto('/');
  await buyer.page.evaluate((html) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    document.body.append(holder);
    holder.querySelector('form')!.submit();
  }, order.paymentForm);
  await buyer.page.locator('button[data-outcome="pay"]').click();
  await waitForStatus(buyer.context, order.orderId, 1);

  // The merchant finds it in the list, also under this month's filter, and not under another.
  const { page } = merchant;
  await page.goto('/member/merchant/orders');
  await page.getByRole('heading', { name: '訂單管理' }).waitFor();
  await page.getByRole('link', { name: order.orderStatementId }).waitFor();
  await page.getByLabel('月份').fill(taipeiMonth());
  await page.waitForURL(`**/member/merchant/orders?month=${taipeiMonth()}`);
  await page.getByRole('link', { name: order.orderStatementId }).waitFor();
  await page.getByLabel('月份').fill('2001-01');
  await page.getByText('沒有符合條件的訂單').waitFor();
  await page.getByRole('button', { name: '清除篩選' }).click();
  await page.getByLabel('訂單狀態').selectOption('1');
  await page.waitForURL('**/member/merchant/orders?status=1');

  // The merchant ships it.
  await page.getByRole('link', { name: order.orderStatementId }).click();
  await page.waitForURL(`**/member/merchant/order/${order.orderId}`);
  await page.getByRole('heading', { name: `訂單 ${order.orderStatementId}` }).waitFor();
  await page.getByRole('button', { name: '完成出貨' }).click();
  await page.getByLabel(/物流公司/).selectOption('黑貓宅急便');
  await page.getByLabel(/物流追蹤碼/).fill('E2E-9012-3456');
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '確認出貨' }).click();
  await notices.shown('成功完成出貨');
  await page.getByTestId('order-status').getByText('運送中').waitFor();
  await page.getByText('E2E-9012-3456').waitFor();
  expect(await page.getByRole('button', { name: '完成出貨' }).count()).toBe(0);

  // The buyer sees the new status and the tracking code.
  expect(await orderDetail(buyer.context, order.orderId)).toMatchObject({
    status: 7,
    deliveryETA: '黑貓宅急便',
    deliveryTrackingCode: 'E2E-9012-3456',
  });
  await buyer.page.goto(`/member/order/${order.orderId}`);
  await buyer.page.getByText('運送中').first().waitFor();

  // Another merchant: not found.
  const other = await newPage(browser);
  await loginAs(other.context, 'merchant2@example.com', 'merchant1234');
  await other.page.goto(`/member/merchant/order/${order.orderId}`);
  await other.page.getByText('找不到這筆訂單').waitFor();
  await Promise.all([buyer.context.close(), merchant.context.close(), other.context.close()]);
});

test('in English, a pending store pick-up order prints its label at the logistics provider', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant2@example.com', 'merchant1234');
  await page.goto('/member/merchant/orders?status=1');
  await page.getByRole('heading', { name: '訂單管理' }).waitFor();
  await switchToEnglish(page);
  await page.getByRole('heading', { name: 'Orders' }).waitFor();
  expect(await page.getByLabel('Order status').inputValue()).toBe('1');

  const list = (await (await context.request.get(`${BASE_URL}/api/merchant/order/list?status=1`)).json()) as {
    orders: { orderId: number }[];
  };
  let pickup: OrderModel | undefined;
  for (const row of list.orders) {
    const detail = await orderDetail(context, row.orderId);
    if (detail.e_orderno) pickup = detail;
  }
  if (!pickup) throw new Error('merchant2 has no pending store pick-up order in the demo data');
  await page.getByRole('link', { name: pickup.orderStatementId }).click();
  await page.waitForURL(`**/member/merchant/order/${pickup.orderId}`);
  await page.getByRole('heading', { name: `Order ${pickup.orderStatementId}` }).waitFor();
  await page.getByText('Awaiting drop-off').waitFor();
  const [label] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print shipping label' }).click()]);
  await label.waitForLoadState();
  await label.getByRole('heading', { name: /Store pick-up label/ }).waitFor();
  expect(await label.locator(`[data-label="${pickup.e_orderno}"]`).count()).toBe(1);
  await context.close();
});

test('on a narrow window, the merchant cancels an order that is not paid yet, after confirming', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  // On a phone-sized window (<= 992 px) the rows turn into stacked cards.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/member/merchant/orders?status=0');
  const link = page.getByRole('link', { name: /^ZS/ }).first();
  await link.waitFor();
  expect(
    await page
      .locator('table.merchant-orders tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display),
  ).toBe('block');
  await link.click();
  await page.getByRole('button', { name: '取消訂單' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確定取消' }).click();
  await page.getByTestId('order-status').getByText('已取消').waitFor();
  expect(await page.getByRole('button', { name: '取消訂單' }).count()).toBe(0);
  await context.close();
});
