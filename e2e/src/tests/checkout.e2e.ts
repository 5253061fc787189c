// Checkout through the composed shell in Chromium: from a product page to an order paid by card
// in the sandbox provider; an ATM order in English that shows its virtual account; a convenience-
// store barcode order whose three codes are scannable barcodes on a phone and on the order; a reload in
// the middle keeps what was typed; two buyers racing for the last item get one order and one
// clear message; a failed card payment reads as failed on the finish page and is paid again from
// there, after a confirm step that showed the delivery and the invoice carrier.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { fixedPriceProductInStock, listedProducts } from '../support/catalogue';
import { cartLineFor, productDetail } from '../support/cart-lines';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Puts one line in the visitor's cart, as the product page would. */
async function fillCart(page: Page, slug: string, quantity: number) {
  const cart = [{ productPlatformId: '1', items: [await cartLineFor(slug, quantity)] }];
  await page.evaluate((value) => window.localStorage.setItem('quarter_cart', value), JSON.stringify(cart));
}

async function fillAddress(
  page: Page,
  group: string,
  values: { last: string; first: string; phone: string; email?: string; county: string; district: string; street: string },
) {
  const box = page.getByRole('group', { name: group });
  await box.getByLabel(/^姓/).fill(values.last);
  await box.getByLabel(/^名/).fill(values.first);
  await box.getByLabel(/^電話/).fill(values.phone);
  if (values.email) await box.getByLabel(/^電子郵件/).fill(values.email);
  await box.getByLabel(/^縣市/).selectOption(values.county);
  await box.getByLabel(/^鄉鎮市區/).selectOption(values.district);
  await box.getByLabel(/^地址/).fill(values.street);
}

async function orderStatus(context: BrowserContext, orderId: string): Promise<{ status: number; e_payaccount: string | null }> {
  const response = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  return ((await response.json()) as { orderModel: { status: number; e_payaccount: string | null } }).orderModel;
}

test('from a product to an order paid by card in the sandbox; a reload keeps what was typed', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${product.slug}`);
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await notices.shown('成功加入購物車．');

  // A visitor is asked to log in at checkout and comes back.
  await page.goto('/cart');
  await page.getByRole('button', { name: '前往結帳' }).click();
  await page.waitForURL('**/member/login?returnUrl=*');
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/checkout');
  await page.getByRole('heading', { name: '確認購物車' }).waitFor();
  await page.getByText(product.title).waitFor();
  await page.getByRole('button', { name: '下一步：收件資料' }).click();
  await page.waitForURL('**/checkout/delivery');

  // Billing is prefilled from the saved detail; type a recipient and reload in the middle.
  await expect(
    page
      .getByRole('group', { name: '訂購人' })
      .getByLabel(/^電子郵件/)
      .inputValue(),
  ).resolves.toBe('buyer@example.com');
  await fillAddress(page, '收件人', {
    last: '林',
    first: '小華',
    phone: '0987654321',
    county: '臺中市',
    district: '西屯區',
    street: '臺灣大道三段 99 號',
  });
  await page.getByLabel('備註').fill('請於平日送達');
  await page.reload();
  const recipient = page.getByRole('group', { name: '收件人' });
  await expect(recipient.getByLabel(/^名/).inputValue()).resolves.toBe('小華');
  await expect(recipient.getByLabel(/^郵遞區號/).inputValue()).resolves.toBe('407');
  await expect(page.getByLabel('備註').inputValue()).resolves.toBe('請於平日送達');
  await page.getByRole('button', { name: '下一步：付款方式' }).click();

  await page.waitForURL('**/checkout/payment');
  await page.getByLabel('信用卡一次付清').check();
  await page.getByRole('button', { name: '下一步：確認訂單' }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByTestId('payable').waitFor();
  await page.getByRole('button', { name: '送出訂單' }).click();

  // The sandbox provider's cashier; pay.
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /付款成功/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  await page.getByText('付款完成，商家將盡快為您出貨。').waitFor();
  const orderId = page.url().split('/').pop()!;
  expect((await orderStatus(context, orderId)).status).toBe(1);
  const list = (await (await context.request.get(`${BASE_URL}/api/member/order/list?pageSize=100`)).json()) as {
    orders: { orderId: number }[];
  };
  expect(list.orders.some((o) => String(o.orderId) === orderId)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('quarter_cart'))).toBe('[]');
  await context.close();
});

test('an ATM order, in English, shows its virtual account and deadline', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser, { locale: 'en-US' });
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/');
  await switchToEnglish(page);
  await fillCart(page, product.slug, 1);
  await page.goto('/en/checkout/delivery');
  await page.getByRole('button', { name: 'Next: payment' }).click();
  await page.waitForURL('**/en/checkout/payment');
  await page.getByLabel('ATM transfer').check();
  await page.getByRole('button', { name: 'Next: confirm order' }).click();
  await page.waitForURL('**/en/checkout/confirm');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /Get virtual account/ }).click();
  await page.waitForURL('**/en/checkout/finish/*');
  await page.getByText('Please transfer to this virtual account before the deadline:').waitFor();
  const account = await page.getByTestId('virtual-account').textContent();
  expect(account).toMatch(/^\d{14}$/);
  expect(await page.getByTestId('pay-deadline').textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  const orderId = page.url().split('/').pop()!;
  expect(await orderStatus(context, orderId)).toMatchObject({ status: 2, e_payaccount: account });
  await context.close();
});

/** Each barcode image's name, and its narrowest bar in CSS pixels (drawn size over modules). */
async function barcodes(page: Page): Promise<{ name: string; modulePx: number }[]> {
  return page.getByRole('img', { name: /^條碼 / }).evaluateAll((images) =>
    images.map((image) => {
      const svg = image as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      const view = svg.viewBox.baseVal;
      return { name: svg.getAttribute('aria-label') ?? '', modulePx: Math.min(box.width / view.width, box.height / view.height) };
    }),
  );
}

test('a convenience-store barcode order shows its three codes as scannable barcodes, on a phone and on the order', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser, { width: 390 });
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/');
  await fillCart(page, product.slug, 1);
  await page.goto('/checkout/delivery');
  await page.getByRole('button', { name: '下一步：付款方式' }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel('超商條碼繳費').check();
  await page.getByRole('button', { name: '下一步：確認訂單' }).click();
  await page.waitForURL('**/checkout/confirm');
  await page.getByRole('button', { name: '送出訂單' }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /取得繳費條碼/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  await page.getByText('請於期限前至超商繳費，出示以下繳費條碼：').waitFor();
  const orderId = page.url().split('/').pop()!;
  const detail = await context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`);
  const codes = ((await detail.json()) as { orderModel: { e_PayInfo: string } }).orderModel.e_PayInfo.split(' ');
  expect(codes).toHaveLength(3);

  // The finish page on a phone: three barcodes named by their codes, the codes as text with their
  // copy buttons, bars of 2 px at least, and nothing to scroll sideways.
  for (const code of codes) await page.getByRole('img', { name: `條碼 ${code}` }).waitFor();
  expect(await page.getByTestId('pay-code').allTextContents()).toEqual(codes);
  await expect(page.getByRole('button', { name: '複製繳費條碼 3' }).isVisible()).resolves.toBe(true);
  const onPhone = await barcodes(page);
  expect(onPhone.map((b) => b.name)).toEqual(codes.map((code) => `條碼 ${code}`));
  for (const barcode of onPhone) expect(barcode.modulePx).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();

  // The order, on a desktop, shows the same barcodes while it awaits payment.
  const desktop = await newPage(browser);
  await loginAs(desktop.context, 'buyer@example.com', 'buyer1234');
  await desktop.page.goto(`/member/order/${orderId}`);
  await desktop.page.getByText('等待付款').waitFor();
  for (const code of codes) await desktop.page.getByRole('img', { name: `條碼 ${code}` }).waitFor();
  expect(await desktop.page.getByTestId('pay-code').allTextContents()).toEqual(codes);
  for (const barcode of await barcodes(desktop.page)) expect(barcode.modulePx).toBeGreaterThanOrEqual(2);
  await desktop.context.close();
});

test('two buyers racing for the last items: one order, one clear message', async () => {
  const product = (await listedProducts())
    .filter((p) => p.productBase !== PRODUCT_BASE.auction && p.inventory > 0)
    .sort((a, b) => a.inventory - b.inventory)[0]!;
  const stock = (await productDetail(product.slug)).productModels[0]!.inventory;
  const buyers: { context: BrowserContext; page: Page }[] = [];
  for (const [email, password] of [
    ['buyer@example.com', 'buyer1234'],
    ['member@example.com', 'member1234'],
  ] as const) {
    const { context, page } = await newPage(browser);
    await loginAs(context, email, password);
    await page.goto('/');
    await fillCart(page, product.slug, stock);
    await page.goto('/checkout/delivery');
    await page.getByRole('group', { name: '訂購人' }).waitFor();
    if (email === 'member@example.com') {
      await fillAddress(page, '訂購人', {
        last: '陳',
        first: '一',
        phone: '0911222333',
        email,
        county: '臺北市',
        district: '大安區',
        street: '復興南路 1 號',
      });
      await page.getByRole('button', { name: '同訂購人' }).click();
    }
    await page.getByRole('button', { name: '下一步：付款方式' }).click();
    await page.waitForURL('**/checkout/payment');
    await page.getByLabel('貨到付款（現金）').check();
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    await page.waitForURL('**/checkout/confirm');
    await page.getByRole('button', { name: '送出訂單' }).waitFor();
    buyers.push({ context, page });
  }
  await Promise.all(buyers.map(({ page }) => page.getByRole('button', { name: '送出訂單' }).click()));
  const outcomes = await Promise.all(
    buyers.map(async ({ page }) => {
      const finished = page.getByTestId('order-number');
      const refused = page.getByRole('alert').filter({ hasText: '已售完' });
      await finished.or(refused).waitFor();
      return (await finished.count()) > 0 ? 'order' : 'refused';
    }),
  );
  expect(outcomes.sort()).toEqual(['order', 'refused']);
  expect((await productDetail(product.slug)).productModels[0]!.inventory).toBe(0);
  for (const { context } of buyers) await context.close();
});

test('a card payment that fails says so on the finish page and pays again from there', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await loginAs(context, 'buyer@example.com', 'buyer1234');
  await page.goto('/');
  await fillCart(page, product.slug, 1);
  await page.goto('/checkout/delivery');
  await page.getByRole('button', { name: '下一步：付款方式' }).click();
  await page.waitForURL('**/checkout/payment');
  await page.getByLabel('信用卡一次付清').check();
  await page.getByLabel('載具', { exact: true }).check();
  await page.getByLabel(/載具號碼/).fill('/abc+123');
  await page.getByRole('button', { name: '下一步：確認訂單' }).click();
  await page.waitForURL('**/checkout/confirm');

  // Everything the order carries is shown before it is placed, each part with a way back.
  await expect(page.getByTestId('summary-delivery').textContent()).resolves.toContain('宅配到府');
  await expect(page.getByTestId('summary-carrier').textContent()).resolves.toBe('/ABC+123');
  await page.getByRole('link', { name: '修改付款方式與發票' }).waitFor();
  await page.getByRole('button', { name: '送出訂單' }).click();

  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /付款失敗/ }).click();
  await page.waitForURL('**/checkout/finish/*');
  await page.getByRole('heading', { name: '付款失敗' }).waitFor();
  expect(await page.getByRole('heading', { name: '訂單已成立' }).count()).toBe(0);
  const orderId = page.url().split('/').pop()!;
  expect((await orderStatus(context, orderId)).status).toBe(6);

  await page.getByRole('button', { name: '重新付款' }).click();
  await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
  await page.getByRole('button', { name: /付款成功/ }).click();
  await page.waitForURL(`**/member/order/${orderId}`);
  expect((await orderStatus(context, orderId)).status).toBe(1);
  await context.close();
});
