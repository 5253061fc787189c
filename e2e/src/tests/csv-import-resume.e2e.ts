// A bigger Big5 catalogue (600 rows, about 250 products) through the composed shell as a merchant
// imports it: the upload goes in batches with a progress bar in rows; the tab is closed half-way;
// the same file chosen again in a new tab continues (the products of the finished batches counted
// as already there, the rest created, none twice); a third time, everything is already there.
import type { Browser, Route } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { catalogueFile, cookieHeader, importAgain, importedProducts, numberIn, openCsvDialog } from '../support/csv-import';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ROWS = 600;
const csv = catalogueFile(ROWS, 26);

test('a closed tab mid-import, then the same file again: continues without a duplicate, then all already there', async () => {
  expect(csv.titles.size).toBe(csv.products);

  // First tab: two batches go through, the others are held; the tab is closed while they wait.
  const first = await newPage(browser);
  await loginAs(first.context, 'merchant@example.com', 'merchant1234');
  let passed = 0;
  const held: Route[] = [];
  await first.page.route('**/api/merchant/save/newProductsForCsv', async (route) => {
    if (passed < 2) {
      passed++;
      await route.continue();
    } else held.push(route);
  });
  const dialog1 = await openCsvDialog(first.page, csv);
  await dialog1.getByRole('button', { name: '開始上傳' }).click();
  const bar = dialog1.getByRole('progressbar', { name: '上傳進度' });
  await bar.waitFor();
  expect(await bar.getAttribute('max')).toBe(String(ROWS));
  // Progress part-way: the rows of the two batches done, out of all of them.
  await dialog1
    .getByTestId('csv-progress')
    .filter({ hasText: /上傳中 [1-9]\d*\/600 列/ })
    .waitFor();
  const partial = await numberIn(dialog1.getByTestId('csv-progress'));
  expect(partial).toBeGreaterThan(0);
  expect(partial).toBeLessThan(ROWS);
  await first.context.close();

  // Second tab: the same file; the two finished batches are already there, the rest is created.
  const second = await newPage(browser);
  await loginAs(second.context, 'merchant@example.com', 'merchant1234');
  const dialog2 = await importAgain(second.page, csv);

  // Third time: every product already there, none created.
  await dialog2.getByRole('button', { name: '關閉' }).last().click();
  await dialog2.waitFor({ state: 'hidden' });
  const dialog3 = await openCsvDialog(second.page, csv);
  await dialog3.getByRole('button', { name: '開始上傳' }).click();
  await dialog3.getByTestId('csv-created').filter({ hasText: '成功匯入 0 項商品' }).waitFor({ timeout: 120_000 });
  await dialog3
    .getByTestId('csv-already-there')
    .filter({ hasText: `${csv.products} 項商品先前已匯入，未重複建立` })
    .waitFor();
  await dialog3.getByTestId('csv-failed').filter({ hasText: '0 列未匯入' }).waitFor();

  // Counted through the API: each product of the file once, with all its variants.
  const cookie = cookieHeader(await second.context.cookies());
  expect(await importedProducts(BASE_URL, cookie, csv)).toEqual({ products: csv.products, titles: csv.products, variants: ROWS });
  await second.context.close();
}, 300_000);
