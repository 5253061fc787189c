// A bigger Big5 catalogue (600 rows, about 250 products) through the composed shell as a merchant
// imports it: the upload goes in batches with a progress bar in rows; the tab is closed half-way;
// the same file chosen again in a new tab continues (the products of the finished batches counted
// as already there, the rest created, none twice); a third time, everything is already there.
import type { Browser, Page, Route } from 'playwright-core';
import { big5, catalogue, csvText } from '../../bench/big5-catalogue';
import { launchBrowser, loginAs, newPage } from '../support/browser';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ROWS = 600;
const made = catalogue(ROWS, 26);
const file = { name: 'catalogue-600-big5.csv', mimeType: 'text/csv', buffer: big5(csvText(made.table)) };
const titles = new Set(made.table.slice(1).flatMap((cells) => (cells[0] === '商品' ? [cells[1]!] : [])));

async function openDialogWithFile(page: Page) {
  await page.goto('/member/merchant/products');
  await page.getByRole('button', { name: 'CSV 批次上傳' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV 批次上傳商品' });
  await dialog.getByLabel('選擇商品 CSV 檔').setInputFiles(file);
  await dialog.getByText(`已讀取：${file.name}`).waitFor();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByTestId('csv-encoding').filter({ hasText: 'Big5' }).waitFor();
  await dialog
    .getByTestId('csv-product-count')
    .filter({ hasText: `${made.products} 項商品，共 ${ROWS} 個規格` })
    .waitFor();
  return dialog;
}

const numberIn = async (locator: import('playwright-core').Locator) => Number(/(\d+)/.exec((await locator.textContent()) ?? '')?.[1]);

test('a closed tab mid-import, then the same file again: continues without a duplicate, then all already there', async () => {
  expect(titles.size).toBe(made.products);

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
  const dialog1 = await openDialogWithFile(first.page);
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
  const dialog2 = await openDialogWithFile(second.page);
  await dialog2.getByRole('button', { name: '開始上傳' }).click();
  await dialog2.getByTestId('csv-created').waitFor({ timeout: 120_000 });
  const created = await numberIn(dialog2.getByTestId('csv-created'));
  const already = await numberIn(dialog2.getByTestId('csv-already-there'));
  expect(await numberIn(dialog2.getByTestId('csv-failed'))).toBe(0);
  expect(already).toBeGreaterThan(0);
  expect(created + already).toBe(made.products);

  // Third time: every product already there, none created.
  await dialog2.getByRole('button', { name: '關閉' }).last().click();
  await dialog2.waitFor({ state: 'hidden' });
  const dialog3 = await openDialogWithFile(second.page);
  await dialog3.getByRole('button', { name: '開始上傳' }).click();
  await dialog3.getByTestId('csv-created').filter({ hasText: '成功匯入 0 項商品' }).waitFor({ timeout: 120_000 });
  await dialog3
    .getByTestId('csv-already-there')
    .filter({ hasText: `${made.products} 項商品先前已匯入，未重複建立` })
    .waitFor();
  await dialog3.getByTestId('csv-failed').filter({ hasText: '0 列未匯入' }).waitFor();

  // Counted through the API: each product of the file once, with all its variants.
  const cookie = (await second.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const all: { productId: number; title: string }[] = [];
  for (let page = 1; ; page++) {
    const list = (await (
      await fetch(`${BASE_URL}/api/merchant/product/list?pageSize=100&page=${page}`, { headers: { cookie } })
    ).json()) as {
      productList: { productId: number; title: string }[];
      total: number;
    };
    all.push(...list.productList);
    if (list.productList.length === 0 || all.length >= list.total) break;
  }
  const ours = all.filter((p) => titles.has(p.title));
  expect(ours).toHaveLength(made.products);
  expect(new Set(ours.map((p) => p.title)).size).toBe(made.products);
  let variants = 0;
  for (const { productId } of ours) {
    const edit = (await (await fetch(`${BASE_URL}/api/merchant/product/edit/${productId}`, { headers: { cookie } })).json()) as {
      product: { productModels: unknown[] };
    };
    variants += edit.product.productModels.length;
  }
  expect(variants).toBe(ROWS);
  await second.context.close();
}, 300_000);
