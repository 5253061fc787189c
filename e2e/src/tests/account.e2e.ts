// The account area through the composed shell: login from a product's favourite and back,
// registration, the header following name changes, password change, the delivery details with the
// Taiwan address cascade, the merchant application through the terms rule, the empty wish list in
// both languages, and logout/cancel ending the session on the server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { fixedPriceProductInStock } from '../support/catalogue';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let serial = 0;
const freshEmail = (what: string) => `e2e-${what}-${Date.now()}-${serial++}@example.com`;

/** Registers a new member through the API; the context then carries its session. */
async function registerThroughApi(context: BrowserContext, email: string, password = 'secret12'): Promise<void> {
  const response = await context.request.post(`${BASE_URL}/api/member/register`, {
    data: { email, password, confirmPassword: password, firstName: '小明', lastName: '測' },
    headers: { Origin: BASE_URL },
  });
  if (!response.ok()) throw new Error(`register ${email}: HTTP ${response.status()}`);
  // Registration starts no session (it answers a taken email the same): log in, as the page does.
  const login = await context.request.post(`${BASE_URL}/api/member/login`, {
    data: { email, password },
    headers: { Origin: BASE_URL },
  });
  if (!login.ok()) throw new Error(`login ${email}: HTTP ${login.status()}`);
}

async function sessionStatus(context: BrowserContext): Promise<number> {
  return (await context.request.get(`${BASE_URL}/api/member/account/detail`)).status();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/電子郵件/).fill(email);
  await page.getByLabel(/密碼/).fill(password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

test('a visitor favouriting a product logs in and comes back to the product', async () => {
  const product = await fixedPriceProductInStock();
  const { context, page } = await newPage(browser);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: '加入收藏' }).click();
  await page.waitForURL((url) => url.pathname === '/member/login' && url.searchParams.get('returnUrl') === `/products/${product.slug}`);
  await logIn(page, 'member@example.com', 'member1234');
  await page.waitForURL(`**/products/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  // The header knows at once, without a reload.
  await page.locator('header').getByRole('link', { name: '陳美玲' }).waitFor();
  await context.close();
});

test('registration, a name change seen in the header, and a password change', async () => {
  const email = freshEmail('profile');
  const { context, page } = await newPage(browser);
  await page.goto('/member/login');
  await page.getByRole('link', { name: '註冊會員' }).click();
  await page.getByLabel(/姓氏/).fill('林');
  await page.getByLabel(/名字/).fill('小華');
  await page.getByLabel(/電子郵件/).fill(email);
  await page.getByLabel(/^密碼/).fill('secret12');
  await page.getByLabel(/確認密碼/).fill('secret12');
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  await page.getByRole('heading', { name: '會員中心' }).waitFor();
  const header = page.locator('header');
  await header.getByRole('link', { name: '林小華' }).waitFor();
  await page.getByText('搭檔申請：未申請').waitFor();

  await page.getByRole('link', { name: '個人資料' }).click();
  const save = page.getByRole('button', { name: '儲存', exact: true });
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel(/名字/).fill('大華');
  expect(await save.isEnabled()).toBe(true);
  await save.click();
  await header.getByRole('link', { name: '林大華' }).waitFor();

  await page.getByRole('tab', { name: '變更密碼' }).click();
  await page.getByLabel(/目前密碼/).fill('secret12');
  await page.getByLabel(/^新密碼/).fill('newpass1');
  const update = page.getByRole('button', { name: '更新密碼' });
  expect(await update.isDisabled()).toBe(true);
  await page.getByLabel(/確認新密碼/).fill('newpass1');
  await update.click();
  await page.getByRole('dialog').getByText('重置密碼成功').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '確定' }).click();

  // Logout ends the session on the server; the new password is the one that works.
  await page.getByRole('link', { name: '回到會員中心' }).click();
  await page.getByRole('button', { name: '登出' }).click();
  await header.getByRole('link', { name: '登入' }).waitFor();
  expect(await sessionStatus(context)).toBe(401);
  await page.goto('/member/login');
  await logIn(page, email, 'secret12');
  await page.getByText('電子郵件或密碼錯誤').waitFor();
  await page.getByLabel(/密碼/).fill('newpass1');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.getByRole('heading', { name: '會員中心' }).waitFor();
  await context.close();
});

test('delivery details with the Taiwan address cascade are saved and come back', async () => {
  const { context, page } = await newPage(browser);
  await registerThroughApi(context, freshEmail('details'));
  await page.goto('/member/deliverydetail');
  const delivery = page.getByRole('form', { name: '收件資料' });
  await delivery.getByLabel(/姓氏/).fill('陳');
  await delivery.getByLabel(/名字/).fill('大文');
  await delivery.getByLabel(/電話/).fill('0912345678');
  await delivery.getByRole('button', { name: '儲存收件資料' }).click();
  // City and district are required for Taiwan: nothing typed is lost.
  expect(await delivery.getByText('此欄位必填').count()).toBeGreaterThan(0);
  expect(await delivery.getByLabel(/姓氏/).inputValue()).toBe('陳');
  await delivery.getByLabel(/縣市/).selectOption('臺北市');
  await delivery.getByLabel(/鄉鎮市區/).selectOption('大安區');
  expect(await delivery.getByLabel('郵遞區號').inputValue()).toBe('106');
  await delivery.getByLabel(/地址/).fill('復興南路一段 1 號');
  const notices = await watchNotices(page);
  await delivery.getByRole('button', { name: '儲存收件資料' }).click();
  await notices.shown('成功更新');

  await page.reload();
  const reloaded = page.getByRole('form', { name: '收件資料' });
  await reloaded.getByLabel(/鄉鎮市區/).waitFor();
  expect(await reloaded.getByLabel(/縣市/).inputValue()).toBe('臺北市');
  expect(await reloaded.getByLabel(/鄉鎮市區/).inputValue()).toBe('大安區');
  expect(await reloaded.getByLabel('郵遞區號').inputValue()).toBe('106');
  // Billing asks for the email as well.
  expect(
    await page
      .getByRole('form', { name: '帳單資料' })
      .getByLabel(/電子郵件/)
      .count(),
  ).toBe(1);

  // Side by side on a desktop, one above the other at <= 992 px.
  const boxes = async () => Promise.all([page.getByRole('form', { name: '帳單資料' }).boundingBox(), reloaded.boundingBox()]);
  const [billingWide, deliveryWide] = await boxes();
  expect(deliveryWide!.x).toBeGreaterThan(billingWide!.x);
  await page.setViewportSize({ width: 390, height: 844 });
  const [billingNarrow, deliveryNarrow] = await boxes();
  expect(deliveryNarrow!.y).toBeGreaterThanOrEqual(billingNarrow!.y + billingNarrow!.height);
  await context.close();
});

test('a merchant application goes through the terms rule and the home then shows 申請中', async () => {
  const email = freshEmail('partner');
  const { context, page } = await newPage(browser);
  await registerThroughApi(context, email);
  await page.goto('/member');
  await page.getByRole('link', { name: '申請成為美立搭檔' }).click();
  await page.waitForURL('**/member/merchantupgrade');
  const checkbox = page.getByLabel('我同意');
  const submit = page.getByRole('button', { name: '送出申請' });
  // The box is announced as disabled (aria-disabled) until the terms are confirmed; a click on it
  // then explains what to do instead of ticking it.
  await checkbox.click({ force: true });
  await page.getByText('請點擊服務條款並務必確認閱讀').waitFor();
  expect(await checkbox.isChecked()).toBe(false);
  expect(await submit.isDisabled()).toBe(true);

  await page.getByRole('button', { name: '美立搭檔服務條款' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/7 個工作天內出貨/).waitFor();
  await dialog.getByRole('button', { name: '我已閱讀並同意' }).click();
  await checkbox.click();
  expect(await checkbox.isChecked()).toBe(true);

  await submit.click();
  await page.getByText('請填入資料').waitFor();
  await page.getByLabel(/^姓名/).fill('測小明');
  await page.getByLabel(/^電話/).fill('0912345678');
  await page.getByLabel(/^電子郵件/).fill(email);
  await page.getByLabel(/統一編號/).fill('04595257');
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/member/');
  await page.getByText('搭檔申請：申請中').waitFor();
  await context.close();
});

test('the empty wish list in both languages, and cancelling the account ends the session', async () => {
  const { context, page } = await newPage(browser);
  await registerThroughApi(context, freshEmail('wish'));
  await page.goto('/member/wishlist');
  await page.getByRole('heading', { name: '收藏清單' }).waitFor();
  await page.getByText('尚未收藏任何商品').waitFor();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByText('No favourite products yet').waitFor();
  await page.getByRole('heading', { name: 'Wish list' }).waitFor();
  await page.getByRole('button', { name: '中文' }).click();
  await page.getByText('尚未收藏任何商品').waitFor();

  await page.goto('/member/profile');
  await page.getByRole('tab', { name: '取消帳號' }).click();
  await page.getByRole('button', { name: '取消帳號', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '確定取消帳號' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('header').getByRole('link', { name: '登入' }).waitFor();
  expect(await sessionStatus(context)).toBe(401);
  await context.close();
});
