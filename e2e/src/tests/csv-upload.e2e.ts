// CSV bulk upload through the composed shell: a merchant uploads a Big5 tab-separated file of 3
// products with variants (what Excel in Taiwan saves), sees what was found, uploads with progress,
// and finds the products in the list and in the editor, under review. The same file chosen again
// (a closed tab, a failed request) continues without making a product twice.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { REPO } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const FIXTURES = path.join(REPO, 'mf-merchant/src/features/product-list/csv-upload/fixtures');
const TITLES = ['阿里山高山烏龍茶 CSV', '臺灣黑豬香腸 CSV', '手工檜木皂 CSV'];

test('a Big5 tab-separated file of 3 products with variants ends up in the list and the editor', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  await page.goto('/member/merchant/products');
  await page.getByRole('button', { name: 'CSV 批次上傳' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV 批次上傳商品' });

  await dialog.getByLabel('選擇商品 CSV 檔').setInputFiles(path.join(FIXTURES, 'products-big5-tab.csv'));
  await dialog.getByText('已讀取：products-big5-tab.csv').waitFor();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expectText(dialog.getByTestId('csv-encoding'), 'Big5');
  await expectText(dialog.getByTestId('csv-delimiter'), 'Tab');
  await expectText(dialog.getByTestId('csv-row-count'), '7');
  await expectText(dialog.getByTestId('csv-product-count'), '3 項商品，共 7 個規格');
  await dialog.getByRole('cell', { name: '阿里山高山烏龍茶 CSV' }).waitFor();

  await dialog.getByRole('button', { name: '開始上傳' }).click();
  await expectText(dialog.getByTestId('csv-created'), '成功匯入 3 項商品');
  await dialog.getByRole('button', { name: '關閉' }).last().click();
  await dialog.waitFor({ state: 'hidden' });

  // The list reloads with the three products, under review.
  for (const title of TITLES) await page.getByRole('cell', { name: title, exact: true }).waitFor();
  const row = page.getByRole('row', { name: /臺灣黑豬香腸 CSV/ });
  await row.getByText('審核中').waitFor();

  // In the editor: the title and the three flavours of the sausage as options.
  await row.getByRole('link', { name: /編輯/ }).click();
  await page.waitForURL(/\/member\/merchant\/product\/\d+$/);
  await page
    .getByLabel(/商品名稱/)
    .first()
    .waitFor();
  expect(
    await page
      .getByLabel(/商品名稱/)
      .first()
      .inputValue(),
  ).toBe('臺灣黑豬香腸 CSV');
  const flavours = page.getByLabel('口味', { exact: true });
  expect(await flavours.locator('option').allTextContents()).toEqual(['原味', '黑胡椒', '蒜味']);
  await context.close();
}, 120_000);

test('the same file chosen again makes no product twice: the done step counts them as already there', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  await page.goto('/member/merchant/products');
  const dialog = page.getByRole('dialog', { name: 'CSV 批次上傳商品' });
  const upload = async () => {
    await page.getByRole('button', { name: 'CSV 批次上傳' }).click();
    await dialog.getByLabel('選擇商品 CSV 檔').setInputFiles(path.join(FIXTURES, 'products-big5-tab.csv'));
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('button', { name: '開始上傳' }).click();
    await dialog.getByTestId('csv-created').waitFor();
  };
  // Whether this worker's earlier test made them or this upload does, they exist once after it.
  await upload();
  await dialog.getByRole('button', { name: '關閉' }).last().click();
  await dialog.waitFor({ state: 'hidden' });

  await upload();
  await expectText(dialog.getByTestId('csv-created'), '成功匯入 0 項商品');
  await expectText(dialog.getByTestId('csv-already-there'), '3 項商品先前已匯入，未重複建立');
  expect(await dialog.getByText('未匯入的列').count()).toBe(0);
  await dialog.getByRole('button', { name: '關閉' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  const search = page.getByRole('searchbox', { name: '搜尋商品' });
  for (const title of TITLES) {
    await search.fill(title);
    await search.press('Enter');
    await page.getByTestId('list-total').filter({ hasText: '第 1–1 筆，共 1 筆' }).waitFor();
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
  }
  await context.close();
}, 120_000);

async function expectText(locator: import('playwright-core').Locator, text: string) {
  await locator.filter({ hasText: text }).waitFor();
}
