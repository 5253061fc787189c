// The product editor's variants through the composed shell, in both languages (issue 24 #18,
// #19, #21): stock is typed with allow-negative off; deleting a middle option asks how many
// variants go and keeps every other combination's data; a refused save lists an error of a
// variant not shown by its option titles and takes the merchant to it.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
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

const COLOURS = ['紅', '綠', '藍'];
const SIZES = ['小', '大'];
// Variant i is colour i % 3 and size floor(i / 3) (earlier rows are the lower-order digits).
const titleOf = (i: number) => `${COLOURS[i % 3]}${SIZES[Math.floor(i / 3)]}`;

type Edit = {
  product: {
    productModels: {
      productModelId: number;
      title: string;
      productPrices: { price: number }[];
      stockModel: { inventory: number; allowNegativeInventory: boolean };
    }[];
    productSelections: { title: string; productOptions: { title: string }[] }[];
  };
};

/** A product of 3 colours x 2 sizes made through the editor's calls, as the form would post it. */
async function makeProduct(request: APIRequestContext, label: string): Promise<number> {
  const get = async <T>(path: string) => (await (await request.get(`${BASE_URL}${path}`)).json()) as T;
  const info = await get<{
    brands: { productBrandId: number }[];
    catelogs: { productCatelogId: number; productTypes: { productTypeId: number; title: string }[] }[];
  }>('/api/merchant/info');
  const catelog = info.catelogs.find((c) => c.productTypes.length > 0)!;
  const fresh = await get<{ product: { productModels: { productModelId: number }[] } }>('/api/merchant/newproduct');
  const selection = async (title: string, options: string[]) => {
    const { productSelectionId } = await get<{ productSelectionId: number }>('/api/merchant/product/addSelection');
    const productOptions = [];
    for (const [sortOrder, optionTitle] of options.entries()) {
      const { productOptionId } = await get<{ productOptionId: number }>('/api/merchant/product/addOption');
      productOptions.push({ productOptionId, productSelectionId, title: optionTitle, sortOrder });
    }
    return { productSelectionId, title, productOptions };
  };
  const productSelections = [await selection('顏色', COLOURS), await selection('尺寸', SIZES)];
  const modelIds = [fresh.product.productModels[0]!.productModelId];
  while (modelIds.length < 6)
    modelIds.push((await get<{ productModelId: number }>('/api/merchant/product/addProductModel')).productModelId);
  const body = {
    title: `E2E 規格 ${label}`,
    slug: `e2e-variants-${label}-${Date.now()}`,
    productModelType: 1,
    productBrandId: info.brands[0]!.productBrandId,
    productCatelogId: catelog.productCatelogId,
    productDeliveryType: 0,
    productTypes: [catelog.productTypes[0]!],
    viewCommission: 0,
    shareCommission: 0,
    purchaseCommission: 0,
    productSelections,
    productModels: modelIds.map((productModelId, i) => ({
      productModelId,
      title: titleOf(i),
      sortOrder: i,
      productPrices: [{ price: 100 + i, usePointPercent: 0, onSale: false, onSalePrice: 0 }],
      productImages: [],
      stockModel: { inventory: i + 1, allowNegativeInventory: false },
    })),
    allSamePhotos: false,
  };
  const saved = await request.post(`${BASE_URL}/api/merchant/save/newproduct`, { data: body, headers: { Origin: BASE_URL } });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { productId: number }).productId;
}

const TEXTS = {
  'zh-tw': {
    edit: '編輯選項列',
    editColour: /編輯選項列 顏色/,
    deleteOption2: '刪除選項 2',
    ok: '確定',
    confirmTitle: '刪除規格？',
    confirmText: '這項變更會刪除 2 個規格',
    confirmButton: '刪除 2 個規格',
    stock: /^庫存/,
    allowNegative: '允許負庫存',
    specTitle: /規格名稱/,
    price: /^價格/,
    points: /可折抵點數金額/,
    submit: '送出審核',
    errors: /請修正以下 1 個錯誤/,
    error: '規格「藍 / 小」 · 可折抵點數金額：數值過大',
    shown: '規格 2 / 4',
    saved: '產品更新',
  },
  en: {
    edit: 'Edit option row',
    editColour: /Edit option row 顏色/,
    deleteOption2: 'Delete option 2',
    ok: 'Confirm',
    confirmTitle: 'Delete variants?',
    confirmText: 'This change deletes 2 variants',
    confirmButton: 'Delete 2 variants',
    stock: /Stock/,
    allowNegative: 'Allow negative stock',
    specTitle: /Variant title/,
    price: /^Price/,
    points: /Amount payable with points/,
    submit: 'Submit for review',
    errors: /Please correct these 1 errors/,
    error: 'Variant “藍 / 小” · Amount payable with points: The value is too large',
    shown: 'Variant 2 / 4',
    saved: 'Product updated',
  },
} as const;

async function choose(page: Page, colour: string, size: string) {
  await page.getByLabel('顏色', { exact: true }).selectOption({ label: colour });
  await page.getByLabel('尺寸', { exact: true }).selectOption({ label: size });
}

describe.each(['zh-tw', 'en'] as const)('the product editor in %s', (lang) => {
  const text = TEXTS[lang];

  test('stock typed with allow-negative off, a middle option deleted after saying how many, every error listed and shown', async () => {
    const { context, page } = await newPage(browser, { locale: lang === 'en' ? 'en-US' : 'zh-TW' });
    const merchant = lang === 'en' ? 'merchant2@example.com' : 'merchant@example.com';
    await loginAs(context, merchant, 'merchant1234');
    const productId = await makeProduct(context.request, lang);
    if (lang === 'en') {
      await page.goto('/member/merchant');
      await switchToEnglish(page);
    }
    await page.goto(`/member/merchant/product/${productId}`);
    await page.getByRole('button', { name: text.submit }).waitFor();
    // The editor uses the desktop's width, not the 420 px of a small form.
    expect((await page.locator('form.product-form').boundingBox())!.width).toBeGreaterThan(900);

    // #21: the first variant (紅 / 小) takes a stock while allow-negative stays off.
    await expect(page.getByLabel(text.allowNegative).isChecked()).resolves.toBe(false);
    await page.getByLabel(text.stock).fill('12');
    await expect(page.getByLabel(text.stock).inputValue()).resolves.toBe('12');

    // #18: deleting 綠 asks, says 2 variants go, and keeps the others' data.
    await page.getByRole('button', { name: text.editColour }).click();
    const dialog = page.getByRole('dialog', { name: text.edit });
    await dialog.getByRole('button', { name: text.deleteOption2 }).click();
    await dialog.getByRole('button', { name: text.ok, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await confirm.getByText(text.confirmText).waitFor();
    await confirm.getByRole('button', { name: text.confirmButton }).click();
    await confirm.waitFor({ state: 'hidden' });
    await choose(page, '藍', '大');
    await expect(page.getByLabel(text.specTitle).inputValue()).resolves.toBe('藍大');
    await expect(page.getByLabel(text.price).inputValue()).resolves.toBe('105');

    // #19: an error on 藍 / 小 while 紅 / 小 is shown is listed by its options and shown.
    await choose(page, '藍', '小');
    await page.getByLabel(text.points).fill('999');
    await choose(page, '紅', '小');
    await page.getByRole('button', { name: text.submit }).click();
    const list = page.getByRole('alert').filter({ hasText: text.errors });
    await list.getByRole('button', { name: text.error }).waitFor();
    await page.getByText(text.shown).waitFor();
    await expect(page.getByLabel(text.points).evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await page.getByLabel(text.points).fill('0');
    const notices = await watchNotices(page);
    await page.getByRole('button', { name: text.submit }).click();
    await notices.shown(text.saved);

    const saved = (await (await context.request.get(`${BASE_URL}/api/merchant/product/edit/${productId}`)).json()) as Edit;
    expect(saved.product.productSelections[0]!.productOptions.map((o) => o.title)).toEqual(['紅', '藍']);
    expect(saved.product.productModels.map((m) => m.title)).toEqual(['紅小', '藍小', '紅大', '藍大']);
    expect(saved.product.productModels.map((m) => m.productPrices[0]!.price)).toEqual([100, 102, 103, 105]);
    expect(saved.product.productModels.map((m) => m.stockModel.inventory)).toEqual([12, 3, 4, 6]);
    await context.close();
  }, 120_000);
});
