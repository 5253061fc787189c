// The operator's review desk through the composed shell: a merchant's new product submitted
// through the API is not public; the operator logs in, finds it in the queue (in both languages),
// opens its review and approves it; then its page is public. A merchant opening the desk is told
// it is the operator's.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { submitProductForReview } from '../support/review-queue';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The queue's link to a product, paging on while it is not on the current page. */
/** The submission's link in the queue, found with the queue's search (kept in the URL). */
async function findInQueue(page: Page, title: string, searchLabel: string) {
  const link = page.getByRole('link', { name: title });
  const search = page.getByRole('searchbox', { name: searchLabel });
  if ((await search.inputValue()) !== title) {
    await search.fill(title);
    await search.press('Enter');
  }
  await link.waitFor();
  return link;
}

test('a submitted product is approved by the operator from the queue and becomes public', async () => {
  const { context: merchantContext } = await newPage(browser);
  await loginAs(merchantContext, 'merchant@example.com', 'merchant1234');
  const slug = `e2e-review-${Date.now()}`;
  const title = `E2E 審核茶 ${Date.now()}`;
  await submitProductForReview(merchantContext.request, slug, title);
  // Not public while under review (a visitor's request: the merchant may preview its own).
  const { context: visitorContext, page: visitor } = await newPage(browser);
  expect((await visitorContext.request.get(`${BASE_URL}/api/product/detail/${slug}`)).status()).toBe(404);

  // A merchant opening the desk is told it is the operator's.
  const merchantTab = await merchantContext.newPage();
  await merchantTab.goto('/member/operator');
  await merchantTab.getByText('此功能僅供平台審核人員使用').waitFor();
  await merchantContext.close();

  // The operator logs in on the login page and comes back to the desk.
  const { context, page } = await newPage(browser);
  await page.goto('/member/operator');
  await page.waitForURL((url) => url.pathname === '/member/login');
  await page.getByLabel(/電子郵件/).fill('operator@example.com');
  await page.getByLabel(/密碼/).fill('operator1234');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/member/operator');
  await page.getByRole('heading', { level: 1, name: '商品審核' }).waitFor();
  await findInQueue(page, title, '搜尋送審商品');
  await expect(page.getByRole('row').filter({ hasText: title }).textContent()).resolves.toContain('新商品');

  // In English the queue reads in English.
  await switchToEnglish(page);
  await page.getByRole('heading', { level: 1, name: 'Product review' }).waitFor();
  await page.getByRole('tab', { name: 'Pending' }).waitFor();
  await (await findInQueue(page, title, 'Search submitted products')).waitFor();
  await page.getByRole('button', { name: '中文' }).click();
  await page.getByRole('heading', { level: 1, name: '商品審核' }).waitFor();

  await (await findInQueue(page, title, '搜尋送審商品')).click();
  await page.waitForURL((url) => /^\/member\/operator\/product\/\d+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: `審核商品：${title}` }).waitFor();
  await page.getByText('新商品：尚無上架中版本').waitFor();
  await page.locator('.operator-rich-text strong', { hasText: '頂級' }).waitFor();
  await page.getByRole('button', { name: '核准上架' }).click();
  await page.locator('.operator-notice', { hasText: '已核准上架' }).waitFor();
  await page.getByRole('button', { name: '核准上架' }).waitFor({ state: 'detached' });
  await context.close();

  // Anyone can now open the product's page.
  await visitor.goto(`/products/${slug}`);
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  await visitorContext.close();
}, 180_000);
