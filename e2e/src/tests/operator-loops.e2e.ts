// The loops the operator and the auction close, through the composed shell as people would use
// them, each in both languages: a merchant creates a product in the editor, the operator approves
// it on the desk, a visitor finds it on the home grid and buys it; a price edit of a live product
// shows in the shop only once approved; a refusal's reason reaches the merchant; a member applies
// as a partner, is approved, and has the merchant tools; an auction made through the API ends 5 s
// later and its winner sees the order and pays it in the sandbox.
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { watchNotices } from '../support/notices';
import { newProductBody, submitNewProduct, type NewProductModel } from '../support/review-queue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Lang = 'zh-tw' | 'en';
const LANGS: Lang[] = ['zh-tw', 'en'];
let serial = 0;
const unique = (what: string) => `${what}-${Date.now()}-${serial++}`;
const origin = { Origin: BASE_URL };

/** A context in a language: the language cookie the server renders by and the browser follows. */
async function contextIn(lang: Lang, width?: number): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW', width });
  await opened.context.addCookies([{ name: 'storefront_lang', value: lang, url: BASE_URL }]);
  return opened;
}

const say = {
  'zh-tw': {
    title: /商品名稱/,
    slug: /網址後綴/,
    brand: /品牌/,
    category: /^分類/,
    variantTitle: /規格名稱/,
    price: /^價格/,
    stock: /^庫存/,
    submit: '送出審核',
    underReview: '審核中',
    onlineEditing: '上架中 · 修改審核中',
    online: '上架中',
    updated: '產品更新',
    approve: '核准上架',
    approved: '已核准上架',
    reject: '退回',
    reason: '退回原因',
    notApproved: (reason: string) => `審核未通過：${reason}`,
    pendingRevision: '此商品有一筆修改審核中',
    addToCart: '加入購物車',
    added: '成功加入購物車．',
    featured: '精選商品',
    emptyProducts: '您尚未上架產品',
    applyPartner: '申請成為美立搭檔',
    agree: '我同意',
    terms: '美立搭檔服務條款',
    termsOk: '我已閱讀並同意',
    sendApplication: '送出申請',
    name: /^姓名/,
    phone: /^電話/,
    email: /^電子郵件/,
    taxId: /統一編號/,
    companyName: /公司名稱/,
    applied: '搭檔申請：申請中',
    approveApplication: (name: string) => new RegExp(`^核准 ${name} `),
    applicationApproved: '已核准申請',
    searchApplications: '搜尋申請',
    oneResult: '第 1–1 筆，共 1 筆',
    myProducts: '商品管理',
    wins: '得標通知',
    payNow: '前往付款',
    paySandbox: /付款成功/,
    ended: '已結標',
    winner: '得標者',
    money: (n: number) => `NT$${n.toLocaleString('en-US')}`,
  },
  en: {
    title: /Product title/,
    slug: /URL slug/,
    brand: /Brand/,
    category: /^Category/,
    variantTitle: /Variant title/,
    price: /^Price/,
    stock: /^Stock/,
    submit: 'Submit for review',
    underReview: 'Under review',
    onlineEditing: 'Online · edit under review',
    online: 'Online',
    updated: 'Product updated',
    approve: 'Approve and publish',
    approved: 'Approved and published',
    reject: 'Reject',
    reason: 'Reason for rejection',
    notApproved: (reason: string) => `Not approved: ${reason}`,
    pendingRevision: 'An edit of this product is under review',
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    featured: 'Featured products',
    emptyProducts: 'You have no products yet',
    applyPartner: 'Apply to become a partner',
    agree: /I agree/,
    terms: 'Partner terms of service',
    termsOk: 'I have read and agree',
    sendApplication: 'Submit application',
    name: /^Name/,
    phone: /^Phone/,
    email: /^Email/,
    taxId: /Company tax ID/,
    companyName: /Company name/,
    applied: 'Partner application: pending',
    approveApplication: (name: string) => new RegExp(`^Approve .*${name}$`),
    applicationApproved: 'Application approved',
    searchApplications: 'Search applications',
    oneResult: '1–1 of 1',
    myProducts: 'My products',
    wins: 'Auctions won',
    payNow: 'Pay now',
    paySandbox: /付款成功/,
    ended: 'Auction closed',
    winner: 'Winner',
    money: (n: number) => `NT$${n.toLocaleString('en-US')}`,
  },
} as const;

async function approveThroughApi(operator: APIRequestContext, productId: number): Promise<void> {
  const response = await operator.post(`${BASE_URL}/api/operator/review/product/approve`, { data: { productId }, headers: origin });
  if (response.status() !== 200) throw new Error(`approving ${productId}: HTTP ${response.status()} ${await response.text()}`);
}

async function productIdOf(merchant: APIRequestContext, title: string): Promise<number> {
  const list = (await (await merchant.get(`${BASE_URL}/api/merchant/product/list?q=${encodeURIComponent(title)}`)).json()) as {
    productList: { productId: number; title: string }[];
  };
  return list.productList.find((p) => p.title === title)!.productId;
}

/** The operator's desk: opens a product's review from its page of the queue and approves or rejects it. */
async function reviewOnDesk(lang: Lang, productId: number, decide: (page: Page) => Promise<void>) {
  const { context, page } = await contextIn(lang);
  await loginAs(context, 'operator@example.com', 'operator1234');
  await page.goto(`/member/operator/product/${productId}`);
  await page.getByRole('button', { name: say[lang].approve }).waitFor();
  await decide(page);
  await context.close();
}

for (const lang of LANGS) {
  const s = say[lang];

  test(`${lang}: a merchant creates a product, the operator approves it, a visitor finds it on the home grid and buys it`, async () => {
    const title = unique(lang === 'en' ? 'E2E Tea' : 'E2E 新茶');
    const slug = unique('e2e-new').toLowerCase();
    // The merchant fills the editor and submits it.
    const merchant = await contextIn(lang);
    await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
    const info = (await (await merchant.context.request.get(`${BASE_URL}/api/merchant/info`)).json()) as NewProductModel;
    const catelog = info.catelogs.find((c) => c.productTypes.length > 0)!;
    const { page } = merchant;
    await page.goto('/member/merchant/newproduct');
    await page.getByLabel(s.title).fill(title);
    await page.getByLabel(s.slug).fill(slug);
    await page.getByLabel(s.brand).first().fill(info.brands[0]!.title);
    await page.getByLabel(s.category).selectOption({ label: catelog.title });
    await page.getByLabel(catelog.productTypes[0]!.title).check();
    await page.getByLabel(s.variantTitle).fill('150g');
    await page.getByLabel(s.price).fill('777');
    // Stock is always typed; overselling stays off, as for most goods (other tests race for the
    // last items of the product with the least stock, which may be this one).
    await page.getByLabel(s.stock).fill('5');
    await page.getByRole('button', { name: s.submit }).click();
    await page.waitForURL('**/member/merchant/products');
    await page.getByRole('row').filter({ hasText: title }).getByText(s.underReview).waitFor();
    const productId = await productIdOf(merchant.context.request, title);

    // Not in the shop while under review.
    const visitor = await contextIn(lang);
    expect((await visitor.context.request.get(`${BASE_URL}/api/product/detail/${slug}`)).status()).toBe(404);

    // The operator approves it on the desk.
    await reviewOnDesk(lang, productId, async (desk) => {
      await desk.getByRole('button', { name: s.approve }).click();
      await desk.locator('.operator-notice', { hasText: s.approved }).waitFor();
    });
    await page.reload();
    await page.getByRole('row').filter({ hasText: title }).getByText(s.online, { exact: true }).waitFor();
    await merchant.context.close();

    // A visitor finds it on the home grid, opens it and puts it in the cart.
    await visitor.page.goto('/');
    await visitor.page.getByRole('heading', { name: s.featured }).waitFor();
    await visitor.page.getByRole('link', { name: title }).first().click();
    await visitor.page.waitForURL(`**/products/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const notices = await watchNotices(visitor.page);
    await visitor.page.getByRole('button', { name: s.addToCart }).click();
    await notices.shown(s.added);

    // Logged in, they check out by card and pay in the sandbox.
    await loginAs(visitor.context, 'buyer@example.com', 'buyer1234');
    await visitor.page.goto('/checkout/delivery');
    await visitor.page.getByRole('button', { name: lang === 'en' ? 'Next: payment' : '下一步：付款方式' }).click();
    await visitor.page.waitForURL('**/checkout/payment');
    await visitor.page.getByLabel(lang === 'en' ? 'Credit card, single payment' : '信用卡一次付清').check();
    await visitor.page.getByRole('button', { name: lang === 'en' ? 'Next: confirm order' : '下一步：確認訂單' }).click();
    await visitor.page.waitForURL('**/checkout/confirm');
    await visitor.page.getByText(title).first().waitFor();
    await visitor.page.getByRole('button', { name: lang === 'en' ? 'Place order' : '送出訂單' }).click();
    await visitor.page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
    await visitor.page.getByRole('button', { name: /付款成功/ }).click();
    await visitor.page.waitForURL('**/checkout/finish/*');
    const orderId = visitor.page.url().split('/').pop()!;
    const order = (await (await visitor.context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`)).json()) as {
      orderModel: { status: number; orderItems: { productTitle?: string; title?: string }[] };
    };
    expect(order.orderModel.status).toBe(1);
    expect(JSON.stringify(order.orderModel.orderItems)).toContain(title);
    await visitor.context.close();
  }, 300_000);

  test(`${lang}: a price edit of a live product shows in the shop only once the operator approves it`, async () => {
    const title = unique(lang === 'en' ? 'E2E Price' : 'E2E 改價');
    const slug = unique('e2e-price').toLowerCase();
    const merchant = await contextIn(lang);
    await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
    const operator = await contextIn(lang);
    await loginAs(operator.context, 'operator@example.com', 'operator1234');
    const productId = await submitNewProduct(merchant.context.request, await newProductBody(merchant.context.request, slug, title, 500));
    await approveThroughApi(operator.context.request, productId);

    // The merchant changes the price in the editor.
    const { page } = merchant;
    await page.goto(`/member/merchant/product/${productId}`);
    const price = page.getByLabel(s.price);
    await expect(price.inputValue()).resolves.toBe('500');
    await price.fill('650');
    const notices = await watchNotices(page);
    await page.getByRole('button', { name: s.submit }).click();
    await notices.shown(s.updated);
    await page.goto('/member/merchant/products');
    await page.getByRole('row').filter({ hasText: title }).getByText(s.onlineEditing).waitFor();
    // Reopened, the editor holds the edit waiting for review and says so.
    await page.goto(`/member/merchant/product/${productId}`);
    await page.getByText(s.pendingRevision).waitFor();
    await expect(page.getByLabel(s.price).inputValue()).resolves.toBe('650');

    // The shop keeps the old price.
    const visitor = await contextIn(lang);
    await visitor.page.goto(`/products/${slug}`);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.page.locator('main').getByText(s.money(500)).first().waitFor();
    expect(await visitor.page.locator('main').getByText(s.money(650)).count()).toBe(0);

    // Approved on the desk, the new price is the shop's.
    await reviewOnDesk(lang, productId, async (desk) => {
      await desk.getByRole('button', { name: s.approve }).click();
      await desk.locator('.operator-notice', { hasText: s.approved }).waitFor();
    });
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.page.locator('main').getByText(s.money(650)).first().waitFor();
    expect(await visitor.page.locator('main').getByText(s.money(500)).count()).toBe(0);
    await page.goto('/member/merchant/products');
    await page.getByRole('row').filter({ hasText: title }).getByText(s.online, { exact: true }).waitFor();
    await Promise.all([merchant.context.close(), operator.context.close(), visitor.context.close()]);
  }, 300_000);

  test(`${lang}: a rejection's reason reaches the merchant, on the row and in the editor, until resubmitted`, async () => {
    const title = unique(lang === 'en' ? 'E2E Refused' : 'E2E 退件');
    const slug = unique('e2e-refused').toLowerCase();
    const reason = lang === 'en' ? 'Blurry pictures: please upload sharper ones' : '圖片模糊，請重新上傳';
    const merchant = await contextIn(lang);
    await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
    const productId = await submitNewProduct(merchant.context.request, await newProductBody(merchant.context.request, slug, title, 420));

    await reviewOnDesk(lang, productId, async (desk) => {
      // An empty reason is refused on the screen; nothing is sent.
      await desk.getByRole('button', { name: s.reject, exact: true }).click();
      await desk.getByRole('alert').first().waitFor();
      await desk.getByLabel(s.reason).fill(reason);
      await desk.getByRole('button', { name: s.reject, exact: true }).click();
      await desk.getByRole('button', { name: s.approve }).waitFor({ state: 'detached' });
    });

    const { page } = merchant;
    await page.goto('/member/merchant/products');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(s.notApproved(reason)).waitFor();
    await page.goto(`/member/merchant/product/${productId}`);
    await page.getByTestId('review-reason').filter({ hasText: reason }).waitFor();
    // Resubmitted, the reason is gone from the row.
    const notices = await watchNotices(page);
    await page.getByRole('button', { name: s.submit }).click();
    await notices.shown(s.updated);
    await page.goto('/member/merchant/products');
    await row.getByText(s.underReview).waitFor();
    expect(await row.getByText(s.notApproved(reason)).count()).toBe(0);
    await merchant.context.close();
  }, 300_000);

  test(`${lang}: a member applies as a partner, the operator approves, and the member's product list works`, async () => {
    const email = `${unique('e2e-partner')}@example.com`;
    const name = unique(lang === 'en' ? 'Lin' : '林');
    const member = await contextIn(lang);
    const registered = await member.context.request.post(`${BASE_URL}/api/member/register`, {
      data: { email, password: 'secret12', confirmPassword: 'secret12', firstName: '小明', lastName: '林' },
      headers: origin,
    });
    expect(registered.ok()).toBe(true);
    const loggedIn = await member.context.request.post(`${BASE_URL}/api/member/login`, {
      data: { email, password: 'secret12' },
      headers: origin,
    });
    expect(loggedIn.ok()).toBe(true);
    const { page } = member;
    await page.goto('/member');
    await page.getByRole('link', { name: s.applyPartner }).click();
    await page.waitForURL('**/member/merchantupgrade');
    await page.getByRole('button', { name: s.terms }).click();
    await page.getByRole('dialog').getByRole('button', { name: s.termsOk }).click();
    await page.getByLabel(s.agree).check();
    await page.getByLabel(s.name).fill(name);
    await page.getByLabel(s.phone).fill('0912345678');
    await page.getByLabel(s.email).first().fill(email);
    await page.getByLabel(s.companyName).fill(`${name} 商行`);
    await page.getByLabel(s.taxId).fill('04595257');
    await page.getByRole('button', { name: s.sendApplication }).click();
    await page.waitForURL((url) => url.pathname === '/member/');
    await page.getByText(s.applied).waitFor();
    // Not a merchant yet.
    expect((await member.context.request.get(`${BASE_URL}/api/merchant/product/list`)).status()).toBe(403);

    // The operator approves it in the application queue.
    const desk = await contextIn(lang);
    await loginAs(desk.context, 'operator@example.com', 'operator1234');
    await desk.page.goto('/member/operator/applications');
    // The queue is oldest first: the operator finds the application by the applicant's email.
    const search = desk.page.getByRole('searchbox', { name: s.searchApplications });
    await search.fill(email);
    await search.press('Enter');
    await desk.page.waitForURL((url) => url.searchParams.get('q') === email);
    await desk.page.getByTestId('list-total').filter({ hasText: s.oneResult }).waitFor();
    await desk.page.getByRole('button', { name: s.approveApplication(name) }).click();
    await desk.page.getByText(s.applicationApproved).first().waitFor();
    await desk.context.close();

    // The member is a merchant now: the product list opens, empty.
    await page.goto('/member');
    await page.getByRole('link', { name: s.myProducts }).click();
    await page.waitForURL('**/member/merchant/products');
    await page.getByText(s.emptyProducts).waitFor();
    await member.context.close();
  }, 300_000);

  test(`${lang}: an auction made through the API ends 5 s later; the winner sees the order and pays it in the sandbox`, async () => {
    const title = unique(lang === 'en' ? 'E2E Auction' : 'E2E 競標');
    const slug = unique('e2e-auction').toLowerCase();
    const merchant = await contextIn(lang);
    await loginAs(merchant.context, 'merchant@example.com', 'merchant1234');
    const operator = await contextIn(lang);
    await loginAs(operator.context, 'operator@example.com', 'operator1234');
    const winner = await contextIn(lang);
    await loginAs(winner.context, 'buyer@example.com', 'buyer1234');

    const body = await newProductBody(merchant.context.request, slug, title, 1);
    const productId = await submitNewProduct(merchant.context.request, {
      ...body,
      auction: { startAuctionAmount: 1200, minAuctionPrice: 100, endAuctionDate: new Date(Date.now() + 5_000).toISOString() },
    });
    await approveThroughApi(operator.context.request, productId);
    const bid = await winner.context.request.post(`${BASE_URL}/api/product/addAuction`, {
      data: { productId, price: 1300, userId: 0 },
      headers: origin,
    });
    expect(bid.status()).toBe(200);

    // The close runs within the job interval after the end: the member home shows 得標通知.
    const { page } = winner;
    const wins = page.getByRole('region', { name: s.wins });
    const win = wins.getByTestId('auction-win').filter({ hasText: title });
    const deadline = Date.now() + 60_000;
    await page.goto('/member');
    while (!(await win.isVisible()) && Date.now() < deadline) {
      await page.waitForTimeout(500);
      await page.reload();
      await page.locator('#member-title').waitFor();
    }
    await win.waitFor();
    await expect(win.textContent()).resolves.toContain(s.money(1300));
    expect(await win.textContent()).toMatch(
      lang === 'en' ? /Please pay by \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/ : /請於 \d{4} 年 \d{2} 月 \d{2} 日 \d{2}:\d{2} 前完成付款/,
    );

    // The order list has it too, awaiting payment.
    const statementId = (await win.getByRole('link', { name: new RegExp(lang === 'en' ? '^View order' : '^查看訂單') }).textContent())!
      .replace(/^.*?(ZS\d+)$/, '$1')
      .trim();
    expect(statementId).toMatch(/^ZS\d+$/);
    await page.goto('/member/orders');
    await page.getByRole('link', { name: statementId }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: statementId })
      .getByText(lang === 'en' ? 'Awaiting payment' : '待付款', { exact: true })
      .waitFor();
    // Its detail waits for the payment with a pay button: not a failed payment.
    await page.getByRole('link', { name: statementId }).click();
    await page.locator('.order-notice--awaiting').getByRole('button', { name: s.payNow }).waitFor();
    expect(await page.locator('.order-notice--failed').count()).toBe(0);

    // Others see the result on the product page, with the winner masked and no bid form.
    const visitor = await contextIn(lang);
    await visitor.page.goto(`/products/${slug}`);
    const result = visitor.page.getByTestId('auction-result');
    await result.getByText(s.ended).waitFor();
    await expect(visitor.page.getByTestId('auction-winner').textContent()).resolves.toBe('b***@example.com');
    await expect(visitor.page.getByTestId('auction-winning-price').textContent()).resolves.toBe(s.money(1300));
    expect(await visitor.page.locator('.product-page__bid-form').count()).toBe(0);
    await visitor.context.close();

    // The winner pays from the notice in the sandbox and comes back to the paid order.
    await page.goto('/member');
    await win.getByRole('button', { name: s.payNow }).click();
    await page.waitForURL('**/sandbox/ecpay/Cashier/AioCheckOut/V5');
    await page.getByRole('button', { name: s.paySandbox }).click();
    await page.waitForURL('**/member/order/*');
    const orderId = page.url().split('/').pop()!;
    const order = (await (await winner.context.request.get(`${BASE_URL}/api/member/order/detail/${orderId}`)).json()) as {
      orderModel: { status: number; totalPrice: number };
    };
    expect(order.orderModel.status).toBe(1);
    expect(order.orderModel.totalPrice).toBeGreaterThanOrEqual(1300);
    await page.goto('/member');
    await page.locator('#member-title').waitFor();
    expect(await win.count()).toBe(0);
    await Promise.all([merchant.context.close(), operator.context.close(), winner.context.close()]);
  }, 300_000);
}
