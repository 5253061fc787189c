// A store pick-up order through the composed shell, in both languages: the order is placed
// through the API (the checkout screens are tested on their own), its merchant sees it labelled
// as a store pick-up, completes its shipment as a convenience-store shipment created with the
// sandbox logistics provider and prints the label; the buyer then sees the pickup store, the
// shipment number and the logistics status text.
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

type Store = { storeId: string; storeName: string; address: string; subType: string };
const FAMILYMART: Store = { storeId: '006598', storeName: '全家台北重慶店', address: '臺北市中正區重慶南路一段 10 號', subType: 'FAMIC2C' };
const SEVEN: Store = {
  storeId: '131386',
  storeName: '7-ELEVEN 建盛門市',
  address: '臺北市中山區南京東路二段 20 號',
  subType: 'UNIMARTC2C',
};

/** The buyer places a store pick-up order with merchant@example.com through the API. */
async function placePickup(buyer: BrowserContext, merchant: BrowserContext, paymentType: number, cvsStore: Store) {
  const { productModelId } = await merchantProductInStock(merchant.request, buyer.request);
  const response = await buyer.request.post(`${BASE_URL}/api/member/checkout`, {
    headers: { Origin: BASE_URL },
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
      paymentType,
      cvsStore,
      receipt: { method: 0, type: 0 },
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { orderId: number; orderStatementId: string };
}

async function eOrderNo(context: BrowserContext, orderId: number): Promise<string> {
  const body = (await (await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`)).json()) as {
    orderModel: { e_orderno: string };
  };
  return body.orderModel.e_orderno;
}

test('zh-tw: the merchant ships a FamilyMart pick-up as a store shipment and prints its label; the buyer follows it', async () => {
  const buyer = await newPage(browser);
  const merchant = await newPage(browser);
  await loginAs(buyer.context, 'buyer@example.com', 'buyer1234');
  await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
  const order = await placePickup(buyer.context, merchant.context, 12, FAMILYMART);

  const { page } = merchant;
  await page.goto(`/member/merchant/order/${order.orderId}`);
  await page.getByRole('heading', { name: `訂單 ${order.orderStatementId}` }).waitFor();
  await page.getByTestId('delivery-method').getByText('超商取貨（全家 FamilyMart）・常溫').waitFor();
  await page.getByText('全家台北重慶店（006598）', { exact: true }).waitFor();
  await page.getByRole('button', { name: '完成出貨' }).click();
  await page.getByRole('heading', { name: '完成出貨（超商寄件）' }).waitFor();
  expect(await page.getByLabel(/物流公司/).count()).toBe(0);
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '建立超商寄件' }).click();
  await notices.shown('成功完成出貨');
  await page.getByTestId('order-status').getByText('運送中').waitFor();
  await page.getByText('待寄件').waitFor();
  await page.getByText('等待賣家寄件').waitFor();
  const number = await eOrderNo(merchant.context, order.orderId);
  expect(number).toMatch(/^\d{10}$/);
  const [label] = await Promise.all([merchant.context.waitForEvent('page'), page.getByRole('button', { name: '列印託運單' }).click()]);
  await label.waitForLoadState();
  await label.getByRole('heading', { name: /超商取貨託運單/ }).waitFor();
  expect(await label.locator(`[data-label="${number}"]`).count()).toBe(1);
  await label.getByText('全家 FamilyMart', { exact: true }).waitFor();

  const b = buyer.page;
  await b.goto(`/member/order/${order.orderId}`);
  await b.getByRole('heading', { name: `訂單 ${order.orderStatementId}` }).waitFor();
  await b.getByText('超商取貨（全家 FamilyMart）・常溫').waitFor();
  expect(await b.getByText('宅配', { exact: false }).count()).toBe(0);
  await b.getByText('全家台北重慶店（006598）', { exact: true }).waitFor();
  await b.getByText(number, { exact: true }).waitFor();
  await b.getByTestId('logistics-status').getByText('等待賣家寄件').waitFor();
  await Promise.all([buyer.context.close(), merchant.context.close()]);
});

test('en: the same for a 7-ELEVEN pick-up, in English on both sides', async () => {
  const buyer = await newPage(browser);
  const merchant = await newPage(browser);
  await loginAs(buyer.context, 'buyer@example.com', 'buyer1234');
  await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
  const order = await placePickup(buyer.context, merchant.context, 14, SEVEN);

  const { page } = merchant;
  await page.goto(`/member/merchant/order/${order.orderId}`);
  await page.getByRole('heading', { name: `訂單 ${order.orderStatementId}` }).waitFor();
  await switchToEnglish(page);
  await page.getByRole('heading', { name: `Order ${order.orderStatementId}` }).waitFor();
  await page.getByTestId('delivery-method').getByText('Store pick-up (7-ELEVEN) · Normal').waitFor();
  await page.getByRole('button', { name: 'Complete shipment' }).click();
  await page.getByRole('heading', { name: 'Complete shipment (store shipment)' }).waitFor();
  await page.getByText(/7-ELEVEN 建盛門市（131386）/).waitFor();
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: 'Create store shipment' }).click();
  await notices.shown('Shipment completed');
  await page.getByTestId('order-status').getByText('Shipping').waitFor();
  await page.getByText('Waiting for the seller to send the parcel').waitFor();
  const number = await eOrderNo(merchant.context, order.orderId);
  const [label] = await Promise.all([
    merchant.context.waitForEvent('page'),
    page.getByRole('button', { name: 'Print shipping label' }).click(),
  ]);
  await label.waitForLoadState();
  await label.getByRole('heading', { name: /Store pick-up label/ }).waitFor();
  expect(await label.locator(`[data-label="${number}"]`).count()).toBe(1);

  const b = buyer.page;
  await b.goto(`/member/order/${order.orderId}`);
  await b.getByRole('heading', { name: `訂單 ${order.orderStatementId}` }).waitFor();
  await switchToEnglish(b);
  await b.getByText('Store pick-up (7-ELEVEN) · Normal').waitFor();
  await b.getByText('Pick-up store').waitFor();
  await b.getByText('7-ELEVEN 建盛門市（131386）', { exact: true }).waitFor();
  await b.getByText('Shipment no.').waitFor();
  await b.getByText(number, { exact: true }).waitFor();
  await b.getByTestId('logistics-status').getByText('Waiting for the seller to send the parcel').waitFor();
  await Promise.all([buyer.context.close(), merchant.context.close()]);
});
