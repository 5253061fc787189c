// The merchant catalogue through the composed shell: a merchant creates a product with two option
// rows of three options (nine variants) with a price per variant, uploads pictures and reorders
// them, writes an introduction with bold text and a list, submits it for review, edits it after
// and sees it in the list; another merchant cannot open it; the profile and editor in English.
import type { Browser, Page } from 'playwright-core';
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

// A 2x2 red PNG, a real picture the browser can decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

type EditProduct = {
  productId: number;
  title: string;
  status: number;
  productSelections: { title: string; productOptions: { title: string }[] }[];
  productModels: { title: string; productPrices: { price: number }[]; productImages: { imageId: number }[] }[];
  descriptions: string;
};

async function fillOptionRow(page: Page, title: string, options: string[]) {
  await page.getByRole('button', { name: '新增選項列' }).click();
  const dialog = page.getByRole('dialog', { name: '編輯選項列' });
  await dialog.getByLabel('選項列標題').fill(title);
  for (let i = 1; i < options.length; i += 1) await dialog.getByRole('button', { name: '新增選項' }).click();
  for (const [i, option] of options.entries()) await dialog.getByLabel(`選項 ${i + 1} 標題`).fill(option);
  await dialog.getByRole('button', { name: '確定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a merchant creates a product of 2 option rows x 3 options with prices, pictures and rich text, submits it and edits it', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  const info = (await (await context.request.get(`${BASE_URL}/api/merchant/info`)).json()) as {
    brands: { title: string }[];
    catelogs: { productCatelogId: number; title: string; productTypes: { title: string }[] }[];
  };
  const catelog = info.catelogs.find((c) => c.productTypes.length > 0)!;
  const slug = `e2e-tea-${Date.now()}`;

  await page.goto('/member/merchant/newproduct');
  await page.getByLabel(/商品名稱/).fill('E2E 測試茶組');
  await page.getByLabel(/網址後綴/).fill(slug);
  await page.getByLabel(/商品類型/).selectOption({ label: '多種規格' });
  await page.getByLabel(/品牌/).first().fill(info.brands[0]!.title);
  await page.getByLabel(/^分類/).selectOption({ label: catelog.title });
  await page.getByLabel(catelog.productTypes[0]!.title).check();

  await fillOptionRow(page, '顏色', ['紅', '綠', '藍']);
  await fillOptionRow(page, '尺寸', ['小', '中', '大']);
  await page.getByText('規格 1 / 9').waitFor();

  // A title and a price per variant, reached through the two dropdowns.
  const colour = page.getByLabel('顏色', { exact: true });
  const size = page.getByLabel('尺寸', { exact: true });
  for (let s = 0; s < 3; s += 1) {
    for (let c = 0; c < 3; c += 1) {
      await colour.selectOption({ index: c });
      await size.selectOption({ index: s });
      const n = s * 3 + c;
      await page.getByText(`規格 ${n + 1} / 9`).waitFor();
      await page.getByLabel(/規格名稱/).fill(`款式 ${n + 1}`);
      await page.getByLabel(/^價格/).fill(String(500 + n * 10));
    }
  }

  // Pictures for the first variant: upload three, choose two, then swap their order.
  await colour.selectOption({ index: 0 });
  await size.selectOption({ index: 0 });
  await page.getByRole('button', { name: '新增圖片' }).click();
  const picker = page.getByRole('dialog', { name: '選擇圖片' });
  await picker
    .locator('input[type=file]')
    .setInputFiles(['one', 'two', 'three'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })));
  await picker.getByRole('button', { name: '選擇 two.png' }).click();
  await page.getByRole('button', { name: '新增圖片' }).click();
  await picker.getByRole('button', { name: '選擇 one.png' }).click();
  const media = (await (await context.request.get(`${BASE_URL}/api/merchant/media/list/`)).json()) as { id: number; filename: string }[];
  const idOf = (name: string) => media.find((m) => m.filename === name)!.id;
  // [two, one]: drag the second picture before the first, then move it with the buttons and back.
  const pictures = page.locator('.variant-images__item');
  await pictures.nth(1).dragTo(pictures.nth(0), { targetPosition: { x: 20, y: 20 } });
  await page.getByRole('img', { name: '圖片 1' }).waitFor();
  await page.getByRole('button', { name: '下移圖片 1' }).click();
  await page.getByRole('button', { name: '上移圖片 2' }).click();

  // A picture that is not a picture is refused before sending.
  await page.getByRole('button', { name: '新增圖片' }).click();
  await picker.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await picker.getByText('檔案格式不支援').waitFor();
  await picker.getByRole('button', { name: '關閉' }).click();

  // The introduction: bold text and a bulleted list.
  await page.getByRole('tab', { name: '商品介紹' }).click();
  const editor = page.getByRole('textbox', { name: '商品介紹' });
  await editor.click();
  await page.getByRole('button', { name: '粗體' }).click();
  await page.keyboard.type('頂級烏龍');
  await page.getByRole('button', { name: '粗體' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '項目清單' }).click();
  await page.keyboard.type('高山茶');
  await page.keyboard.press('Enter');
  await page.keyboard.type('手工採摘');

  await page.getByRole('button', { name: '送出審核' }).click();
  await page.waitForURL('**/member/merchant/products');
  const row = page.getByRole('row').filter({ hasText: 'E2E 測試茶組' });
  await row.getByText('審核中').waitFor();

  const list = (await (
    await context.request.get(`${BASE_URL}/api/merchant/product/list?q=${encodeURIComponent('E2E 測試茶組')}`)
  ).json()) as {
    productList: { productId: number; title: string }[];
  };
  const productId = list.productList.find((p) => p.title === 'E2E 測試茶組')!.productId;
  const saved = (
    (await (await context.request.get(`${BASE_URL}/api/merchant/product/edit/${productId}`)).json()) as { product: EditProduct }
  ).product;
  expect(saved.status).toBe(4);
  expect(saved.productSelections.map((s) => s.productOptions.map((o) => o.title))).toEqual([
    ['紅', '綠', '藍'],
    ['小', '中', '大'],
  ]);
  expect(saved.productModels.map((m) => m.productPrices[0]!.price)).toEqual([500, 510, 520, 530, 540, 550, 560, 570, 580]);
  expect(saved.productModels.map((m) => m.title)).toEqual(Array.from({ length: 9 }, (_, i) => `款式 ${i + 1}`));
  expect(saved.productModels[0]!.productImages.map((i) => i.imageId)).toEqual([idOf('one.png'), idOf('two.png')]);
  expect(saved.descriptions).toMatch(/<(strong|b)[^>]*>頂級烏龍/);
  expect(saved.descriptions).toMatch(/<ul[^>]*>.*高山茶.*手工採摘.*<\/ul>/s);

  // Edit it: the form shows what was saved; a new title is saved with 產品更新.
  await row.getByRole('link', { name: '編輯 E2E 測試茶組' }).click();
  await page.waitForURL(`**/member/merchant/product/${productId}`);
  const title = page.getByLabel(/商品名稱/);
  await expect(title.inputValue()).resolves.toBe('E2E 測試茶組');
  await expect(page.getByLabel(/^價格/).inputValue()).resolves.toBe('500');
  await expect(page.locator('.variant-images__item img').count()).resolves.toBe(2);
  await page.getByRole('tab', { name: '商品介紹' }).click();
  await page.getByRole('textbox', { name: '商品介紹' }).locator('strong, b').first().waitFor();
  await page.getByRole('tab', { name: '規格說明' }).click();
  await expect(page.getByRole('textbox', { name: '規格說明' }).innerText()).resolves.not.toContain('頂級烏龍');
  await title.fill('E2E 測試茶組（改）');
  // A slug another product uses is refused by the server; what was typed stays in the form.
  const taken = (
    (await (await context.request.get(`${BASE_URL}/api/product/list?pageSize=1`)).json()) as { productList: { slug: string }[] }
  ).productList[0]!.slug;
  await page.getByLabel(/網址後綴/).fill(taken);
  await page.getByRole('button', { name: '送出審核' }).click();
  await page.getByText('409 error:網址後綴已被其他商品使用，請換一個').waitFor();
  await expect(title.inputValue()).resolves.toBe('E2E 測試茶組（改）');
  await page.getByLabel(/網址後綴/).fill(slug);
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: '送出審核' }).click();
  await notices.shown('產品更新');
  await page.goto('/member/merchant/products');
  await page.getByRole('row').filter({ hasText: 'E2E 測試茶組（改）' }).waitFor();

  // Another merchant cannot open it.
  const other = await newPage(browser);
  await loginAs(other.context, 'merchant2@example.com', 'merchant1234');
  await other.page.goto(`/member/merchant/product/${productId}`);
  await other.page.getByText('找不到資料').waitFor();
  expect(await other.page.getByLabel(/商品名稱/).count()).toBe(0);
  await other.context.close();
  await context.close();
}, 120_000);

test('in English: the partner profile saves; the editor shows English labels and folds its tools at 900 px', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant2@example.com', 'merchant1234');
  await page.goto('/member/merchant');
  await switchToEnglish(page);
  const threshold = page.getByLabel(/Free-shipping threshold/);
  await expect(threshold.getAttribute('readonly')).resolves.not.toBeNull();
  await page.getByLabel('Free shipping above a threshold').check();
  await threshold.fill('2500');
  const notices = await watchNotices(page);
  await page.getByRole('button', { name: 'Update' }).click();
  await notices.shown('Updated successfully');
  const profile = (await (await context.request.get(`${BASE_URL}/api/merchant/detail`)).json()) as {
    useFreeShipping: boolean;
    freeShippingPrice: number;
  };
  expect(profile).toMatchObject({ useFreeShipping: true, freeShippingPrice: 2500 });

  // At 992 px or narrower the editor's tools fold behind one button.
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/member/merchant/newproduct');
  await page.getByRole('button', { name: 'Submit for review' }).waitFor();
  await page.getByRole('tab', { name: 'Introduction' }).click();
  await page.getByRole('button', { name: 'Editing tools' }).waitFor();
  expect(await page.getByRole('button', { name: 'Bold' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Editing tools' }).click();
  await page.getByRole('button', { name: 'Bold' }).waitFor();
  await page.getByLabel(/URL slug/).waitFor();
  await page.getByRole('tab', { name: 'Purchase notes' }).click();
  await page.getByRole('textbox', { name: 'Purchase notes' }).waitFor();
  // Submitting the empty form keeps the page and marks the fields.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByText('Please check the marked fields').waitFor();
  expect(page.url()).toContain('/member/merchant/newproduct');
  await context.close();
}, 60_000);
