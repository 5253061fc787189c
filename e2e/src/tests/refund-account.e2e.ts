// A payment that arrives after its order was cancelled, through the composed shell, in both
// languages: the buyer checks out by ATM, takes the virtual account in the sandbox cashier and
// cancels the order; the bank transfer then arrives (the sandbox provider's paid result). The
// order is refunded by bank transfer, but nobody asked the buyer for an account: the history and
// the order say 退款待處理：請提供退款帳戶, the merchant's order waits for the buyer's account (no
// 已匯款給買家), and the merchant's order list says 等待買家提供退款帳戶 on its row (and lists it
// under that refund filter) until the account is given. The buyer's blank account is refused on
// the form; the account given shows on both orders and in the timeline; the merchant marks the
// transfer made and the buyer sees 已退款.
import { PAYMENT_TYPE } from '@storefront/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { merchantProductInStock } from '../support/catalogue';
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
    cancel: '取消訂單',
    cancelConfirm: '確定取消',
    cancelled: '已取消',
    history: '購買紀錄',
    waiting: '退款待處理：請提供退款帳戶',
    askAccount: '請提供退款帳戶',
    account: /退款帳戶資訊/,
    send: '送出退款帳戶',
    required: '此欄位必填',
    inProgress: '退款處理中',
    given: '買家提供退款帳戶',
    merchantWaiting: '等待買家提供退款帳戶',
    merchantOrders: '訂單管理',
    searchOrders: '搜尋訂單',
    refundFilter: '退款',
    noMatch: '沒有符合條件的訂單',
    transferred: '已匯款給買家',
    refunded: '已退款',
    transfer: '銀行轉帳',
  },
  en: {
    cancel: 'Cancel order',
    cancelConfirm: 'Yes, cancel',
    cancelled: 'Cancelled',
    history: 'Order history',
    waiting: 'Refund pending: give us your bank account',
    askAccount: 'Give us your bank account',
    account: /Refund account/,
    send: 'Send the bank account',
    required: 'This field is required',
    inProgress: 'Refund in progress',
    given: 'Buyer gave the refund account',
    merchantWaiting: "Waiting for the buyer's refund account",
    merchantOrders: 'Orders',
    searchOrders: 'Search orders',
    refundFilter: 'Refund',
    noMatch: 'No orders match these filters',
    transferred: 'Transfer to the buyer made',
    refunded: 'Refunded',
    transfer: 'Bank transfer',
  },
} as const;

type Lang = keyof typeof TEXTS;
type Refund = { method: string; state: string; accountDetail?: string | null };

const originHeader = { Origin: BASE_URL };

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The fields of the provider's payment form a checkout answers (what the sandbox cashier is posted). */
const formFields = (html: string): Record<string, string> =>
  Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));

async function refundOf(context: BrowserContext, orderId: number): Promise<Refund | null> {
  const response = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  return ((await response.json()) as { orderModel: { refund?: Refund | null } }).orderModel.refund ?? null;
}

async function speak(page: Page, lang: Lang) {
  await page.goto('/');
  if (lang === 'en') {
    await switchToEnglish(page);
  }
}

test.each(['zh-tw', 'en'] as const)(
  '%s: an ATM payment after the cancel is refunded by transfer once the buyer gives the bank account',
  async (lang) => {
    const t = TEXTS[lang];
    const buyer = await newPage(browser);
    const merchant = await newPage(browser);
    await loginAs(buyer.context, 'buyer@example.com', 'buyer1234');
    await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
    await speak(buyer.page, lang);
    await speak(merchant.page, lang);

    // The buyer checks out one item of the demo merchant by ATM and takes the virtual account.
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
        paymentType: PAYMENT_TYPE.atmTransfer,
        receipt: { method: 0, type: 0 },
        language: lang,
      },
    });
    expect(checkout.status()).toBe(200);
    const order = (await checkout.json()) as { orderId: number; orderStatementId: string; paymentForm: string };
    await buyer.page.evaluate((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder);
      holder.querySelector('form')!.submit();
    }, order.paymentForm);
    await buyer.page.locator('button[data-outcome="info"]').click();
    await buyer.page.waitForURL('**/checkout/finish/*');

    // The buyer cancels it while it awaits payment.
    await buyer.page.goto(`/member/order/${order.orderId}`);
    await buyer.page.getByRole('button', { name: t.cancel }).click();
    await buyer.page.getByRole('dialog').getByRole('button', { name: t.cancelConfirm }).click();
    await buyer.page.locator('.order-fields').getByText(t.cancelled, { exact: true }).waitFor();

    // The transfer reaches the bank anyway: the provider posts its paid result (the sandbox cashier's pay).
    const paid = await buyer.context.request.post(`${BASE_URL}/sandbox/ecpay/simulate`, {
      headers: originHeader,
      form: { ...formFields(order.paymentForm), sandboxOutcome: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    expect(await refundOf(buyer.context, order.orderId)).toMatchObject({ method: 'transfer', state: 'pending', accountDetail: null });

    // The history says the refund waits for the buyer's account.
    await buyer.page.goto('/member/orders');
    await buyer.page.getByRole('heading', { name: t.history }).waitFor();
    const row = buyer.page.getByRole('row').filter({ has: buyer.page.getByRole('link', { name: order.orderStatementId }) });
    await row.getByText(t.waiting).waitFor();

    // The merchant's order list says so on the order's row (found by its number); its detail
    // waits for the account too, without the transfer-made button.
    await merchant.page.goto('/member/merchant/orders');
    await merchant.page.getByRole('heading', { name: t.merchantOrders }).waitFor();
    await merchant.page.getByRole('searchbox', { name: t.searchOrders }).fill(order.orderStatementId);
    await merchant.page.getByRole('searchbox', { name: t.searchOrders }).press('Enter');
    const merchantRow = merchant.page.getByRole('row').filter({ has: merchant.page.getByRole('link', { name: order.orderStatementId }) });
    await merchantRow.getByText(t.merchantWaiting).waitFor();
    await merchantRow.getByText(t.cancelled, { exact: true }).waitFor();
    // The refund filter's 等待買家提供退款帳戶 keeps it.
    await merchant.page.getByLabel(t.refundFilter, { exact: true }).selectOption({ label: t.merchantWaiting });
    await merchant.page.waitForURL(/refund=awaitingAccount/);
    await merchantRow.getByText(t.merchantWaiting).waitFor();
    await merchantRow.getByRole('link', { name: order.orderStatementId }).click();
    await merchant.page.waitForURL(`**/member/merchant/order/${order.orderId}`);
    const merchantRefund = merchant.page.getByTestId('order-refund');
    await merchantRefund.getByRole('heading', { name: t.inProgress }).waitFor();
    await merchantRefund.getByText(t.merchantWaiting).waitFor();
    expect(await merchant.page.getByRole('button', { name: t.transferred }).count()).toBe(0);

    // The buyer opens the order: the form asks for the account; a blank one is refused on the form.
    await row.getByRole('link', { name: order.orderStatementId }).click();
    await buyer.page.waitForURL(`**/member/order/${order.orderId}`);
    const form = buyer.page.getByRole('form', { name: t.waiting });
    await form.waitFor();
    expect(await buyer.page.getByTestId('refund-account').textContent()).toBe(t.askAccount);
    await form.getByLabel(t.account).fill('   ');
    await form.getByRole('button', { name: t.send }).click();
    await form.getByText(t.required).waitFor();
    expect((await refundOf(buyer.context, order.orderId))?.accountDetail ?? null).toBeNull();

    // The account given: the form is gone, the refund shows it, the timeline records it.
    const account = `(822) 1234-5678-90${lang === 'en' ? '12' : '34'}`;
    await form.getByLabel(t.account).fill(account);
    await form.getByRole('button', { name: t.send }).click();
    await buyer.page.getByTestId('refund-account').getByText(account).waitFor();
    expect(await buyer.page.getByRole('form', { name: t.waiting }).count()).toBe(0);
    await buyer.page.locator('.order-timeline').getByText(t.given).waitFor();
    const buyerRefund = buyer.page.getByTestId('order-refund');
    expect(await buyerRefund.getByRole('heading', { name: t.inProgress }).count()).toBe(1);
    expect(await buyerRefund.textContent()).toContain(t.transfer);

    // The merchant sees the account, makes the transfer and says so.
    await merchant.page.reload();
    await merchantRefund.getByText(account).waitFor();
    await merchant.page.getByRole('button', { name: t.transferred }).click();
    await merchantRefund.getByRole('heading', { name: t.refunded }).waitFor();
    // Back on the list, the refund no longer waits for the buyer: the filter finds nothing, and
    // without it the row no longer says so.
    await merchant.page.goBack();
    await merchant.page.getByText(t.noMatch).waitFor();
    await merchant.page.getByLabel(t.refundFilter, { exact: true }).selectOption('');
    await merchantRow.getByText(t.cancelled, { exact: true }).waitFor();
    expect(await merchantRow.getByText(t.merchantWaiting).count()).toBe(0);

    // The buyer's order is refunded; the history no longer asks for the account.
    await buyer.page.reload();
    await buyerRefund.getByRole('heading', { name: t.refunded }).waitFor();
    expect(await refundOf(buyer.context, order.orderId)).toMatchObject({ state: 'done', accountDetail: account });
    await buyer.page.goto('/member/orders');
    await row.getByText(t.cancelled, { exact: true }).waitFor();
    expect(await row.getByText(t.waiting).count()).toBe(0);

    await buyer.context.close();
    await merchant.context.close();
  },
);
