// The product editor's 規格表 through the composed shell, in both languages (issue 24 #27): a
// product of 3 × 10 × 10 options (300 combinations) opens in the table, only a window of its rows
// is in the page, a price is set for all, one stock (of the last combination, reached with the
// keyboard) is edited by keyboard, the product is saved and, opened again, keeps the values. At
// 390 px the table scrolls sideways inside its box, not the page.
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { watchNotices } from '../support/notices';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ROWS = [
  { title: '顏色', options: ['紅', '綠', '藍'] },
  { title: '尺寸', options: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'] },
  { title: '材質', options: ['棉', '麻', '絲', '羊毛', '聚酯', '尼龍', '竹纖維', '天絲', '刷毛', '丹寧'] },
];
const COUNT = 300;
// Variant i: earlier rows are the lower-order digits (merchant.md §4).
const digitsOf = (i: number) => [i % 3, Math.floor(i / 3) % 10, Math.floor(i / 30)];
const nameOf = (i: number) =>
  digitsOf(i)
    .map((d, r) => ROWS[r]!.options[d])
    .join(' / ');

type Edit = { product: { productModels: { productPrices: { price: number }[]; stockModel: { inventory: number } }[] } };

/** The merchant's 300-variant product, created in one call (as a CSV upload does). */
async function makeProduct(request: APIRequestContext, label: string): Promise<number> {
  const info = (await (await request.get(`${BASE_URL}/api/merchant/info`)).json()) as {
    brands: { productBrandId: number }[];
    catelogs: { productCatelogId: number; productTypes: { productTypeId: number }[] }[];
  };
  const catelog = info.catelogs.find((c) => c.productTypes.length > 0)!;
  const answer = await request.post(`${BASE_URL}/api/merchant/save/newProductForCsv`, {
    headers: { Origin: BASE_URL },
    data: {
      title: `E2E 規格表 ${label}`,
      slug: `e2e-table-${label}-${Date.now()}`,
      productModelType: 1,
      productBrandId: info.brands[0]!.productBrandId,
      productCatelogId: catelog.productCatelogId,
      productDeliveryType: 0,
      productTypes: [{ productTypeId: catelog.productTypes[0]!.productTypeId }],
      viewCommission: 0,
      shareCommission: 0,
      purchaseCommission: 0,
      productSelections: ROWS.map((row) => ({
        title: row.title,
        productOptions: row.options.map((title, sortOrder) => ({ title, sortOrder })),
      })),
      productModels: Array.from({ length: COUNT }, (_, i) => ({
        title: nameOf(i),
        productPrices: [{ price: 500 + i, usePointPercent: 0, onSale: false, onSalePrice: 0 }],
        productImages: [],
        stockModel: { inventory: 5, allowNegativeInventory: false },
      })),
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { productId: number }).productId;
}

const TEXTS = {
  'zh-tw': {
    table: '規格表',
    submit: '送出審核',
    saved: '產品更新',
    setPrice: '批次設定價格',
    applyAll: `套用至全部（${COUNT}）`,
    applied: `已套用至 ${COUNT} 個規格`,
    cell: (i: number, field: string, value: string | number) => `${nameOf(i)} 的${field} ${value}`,
    stock: '庫存',
    price: '價格',
    salePrice: '特價價格',
  },
  en: {
    table: 'Variant table',
    submit: 'Submit for review',
    saved: 'Product updated',
    setPrice: 'Set for several: Price',
    applyAll: `Apply to all (${COUNT})`,
    applied: `Applied to ${COUNT} variants`,
    cell: (i: number, field: string, value: string | number) => `${field} of ${nameOf(i)} ${value}`,
    stock: 'Stock',
    price: 'Price',
    salePrice: 'Sale price',
  },
} as const;

/** Waits until the locator's element has the focus (focus follows a key after the row renders). */
const focused = (page: Page, locator: Locator) => locator.and(page.locator(':focus')).waitFor();

async function openTable(page: Page, productId: number, text: (typeof TEXTS)[keyof typeof TEXTS]) {
  await page.goto(`/member/merchant/product/${productId}`);
  await page.getByRole('button', { name: text.submit }).waitFor();
  await page.getByRole('button', { name: text.table, exact: true }).click();
  const grid = page.getByRole('grid');
  await grid.waitFor();
  return grid;
}

describe.each(['zh-tw', 'en'] as const)('the variant table in %s', (lang) => {
  const text = TEXTS[lang];

  test('a price set for all, a stock typed by keyboard, saved and kept; only a window of rows in the page', async () => {
    const { context, page } = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
    await loginAs(context, lang === 'en' ? 'merchant2@example.com' : 'merchant@example.com', 'merchant1234');
    const productId = await makeProduct(context.request, lang);
    if (lang === 'en') {
      await page.goto('/member/merchant');
      await switchToEnglish(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const grid = await openTable(page, productId, text);
    await expect(grid.getAttribute('aria-rowcount')).resolves.toBe(String(COUNT + 2));
    expect(await grid.getByRole('row').count()).toBeLessThan(60);

    // Set the price of all 300.
    await grid.getByRole('gridcell', { name: text.setPrice, exact: true }).dblclick();
    await page.keyboard.type('888');
    await page.keyboard.press('Enter');
    const notices = await watchNotices(page);
    await grid.getByRole('button', { name: text.applyAll }).click();
    await notices.shown(text.applied);
    await grid.getByRole('gridcell', { name: text.cell(0, text.price, 888), exact: true }).waitFor();

    // The keyboard goes to the last combination (its row rendered on the way) and types a stock.
    await grid.getByRole('gridcell', { name: text.cell(0, text.stock, 5), exact: true }).click();
    await page.keyboard.press('Control+End');
    const last = grid.getByRole('gridcell', { name: text.cell(COUNT - 1, text.salePrice, 0), exact: true });
    await focused(page, last);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await focused(page, grid.getByRole('gridcell', { name: text.cell(COUNT - 1, text.stock, 5), exact: true }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('77');
    await page.keyboard.press('Enter');
    await grid.getByRole('gridcell', { name: text.cell(COUNT - 1, text.stock, 77), exact: true }).waitFor();
    expect(await grid.getByRole('row').count()).toBeLessThan(60);

    await page.getByRole('button', { name: text.submit }).click();
    await notices.shown(text.saved);

    // Opened again, the table shows what was saved.
    const again = await openTable(page, productId, text);
    await again.getByRole('gridcell', { name: text.cell(0, text.price, 888), exact: true }).waitFor();
    await again.getByRole('gridcell', { name: text.cell(0, text.stock, 5), exact: true }).click();
    await page.keyboard.press('Control+End');
    await again.getByRole('gridcell', { name: text.cell(COUNT - 1, text.price, 888), exact: true }).waitFor();
    await again.getByRole('gridcell', { name: text.cell(COUNT - 1, text.stock, 77), exact: true }).waitFor();
    const saved = (await (await context.request.get(`${BASE_URL}/api/merchant/product/edit/${productId}`)).json()) as Edit;
    expect(saved.product.productModels).toHaveLength(COUNT);
    expect(new Set(saved.product.productModels.map((m) => m.productPrices[0]!.price))).toEqual(new Set([888]));
    expect(saved.product.productModels.map((m) => m.stockModel.inventory).filter((n) => n !== 5)).toEqual([77]);
    expect(saved.product.productModels.at(-1)!.stockModel.inventory).toBe(77);

    // At a phone's width the columns scroll inside the table, the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const widths = await again.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      table: element.scrollWidth,
      box: element.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.table).toBeGreaterThan(widths.box);
    await context.close();
  }, 180_000);
});
