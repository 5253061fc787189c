// A product whose variants all use the same pictures (the editor's 所有規格使用相同圖片 keeps them
// on the first variant only): on the product page every variant shows them, in both languages.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, switchToEnglish } from '../support/browser';
import { BASE_URL } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type EditModel = {
  title: string;
  slug: string;
  productSelections: { title: string; productOptions: { title: string }[] }[];
  productModels: { productImages: { imageId: number }[]; stockModel: { modelNumber?: string } }[];
  allSamePhotos?: boolean;
};

const IDS = new Set(['productId', 'productModelId', 'stockModelId', 'productSelectionId', 'productOptionId', 'id']);

/** The value without the record ids of the original, so saving it makes a new product. */
function withoutIds<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => (IDS.has(key) ? undefined : inner)) as T;
}

/**
 * A copy of one of the merchant's products with options, saved as the editor saves "all variants
 * use the same pictures": the first variant's pictures, none on the others. It waits for review,
 * which the merchant may preview on the product page.
 */
async function productWithSharedPictures(merchant: APIRequestContext): Promise<{ slug: string; product: EditModel; shared: number[] }> {
  // Oldest first: the seeded products with options come before whatever other tests (a CSV import
  // of hundreds) have added since.
  const list = (await (await merchant.get(`${BASE_URL}/api/merchant/product/list?sort=oldest&pageSize=100`)).json()) as {
    productList: { productId: number; productType: number }[];
  };
  for (const row of list.productList.filter((p) => p.productType === 1)) {
    const { product } = (await (await merchant.get(`${BASE_URL}/api/merchant/product/edit/${row.productId}`)).json()) as {
      product: EditModel;
    };
    const shared = product.productModels[0]!.productImages.map((image) => image.imageId);
    if (product.productSelections.length === 0 || product.productModels.length < 3 || shared.length < 2) continue;
    const suffix = Date.now().toString(36);
    const copy = withoutIds(product);
    copy.slug = `e2e-shared-photos-${suffix}`;
    copy.title = `${product.title}（共用圖片）`;
    copy.allSamePhotos = true;
    copy.productModels.forEach((model, index) => {
      model.stockModel.modelNumber = `${model.stockModel.modelNumber ?? 'M'}-${suffix}`;
      if (index > 0) model.productImages = [];
    });
    const saved = await merchant.post(`${BASE_URL}/api/merchant/save/newproduct`, { data: copy, headers: { Origin: BASE_URL } });
    if (!saved.ok()) throw new Error(`saving the copy: HTTP ${saved.status()} ${await saved.text()}`);
    return { slug: copy.slug, product: copy, shared };
  }
  throw new Error('the demo merchant has no product with options and pictures');
}

const mainImage = (page: Page) => page.locator('.product-page__main-image img');

/** The pictures the product page gets for the first variant (the shared ones). */
async function sharedUrls(merchant: APIRequestContext, slug: string): Promise<string[]> {
  const detail = (await (await merchant.get(`${BASE_URL}/api/product/detail/${slug}`)).json()) as {
    productModels: { images: { src: string }[] }[];
  };
  return detail.productModels[0]!.images.map((image) => image.src);
}

async function expectSharedPictures(page: Page, urls: string[]) {
  await page.waitForFunction((src) => document.querySelector('.product-page__main-image img')?.getAttribute('src') === src, urls[0]);
  await page
    .locator('.product-page__thumbs-list img')
    .nth(urls.length - 1)
    .waitFor();
  expect(await mainImage(page).getAttribute('src')).toBe(urls[0]);
}

test('every variant shows the shared pictures, in Chinese and in English', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(context, 'merchant@example.com', 'merchant1234');
  const { slug, product, shared } = await productWithSharedPictures(context.request);
  const urls = await sharedUrls(context.request, slug);
  expect(urls).toHaveLength(shared.length);

  await page.goto(`/products/${slug}`);
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  await expectSharedPictures(page, urls);
  const [first] = product.productSelections;
  await page.getByRole('radio', { name: first!.productOptions[1]!.title }).click();
  await page.locator('.product-page__main-image[aria-busy]').waitFor({ state: 'detached' });
  await expectSharedPictures(page, urls);

  await switchToEnglish(page);
  await page.locator('html[lang="en"]').waitFor();
  await page.getByRole('radio', { name: first!.productOptions[2]?.title ?? first!.productOptions[0]!.title }).click();
  await page.locator('.product-page__main-image[aria-busy]').waitFor({ state: 'detached' });
  await expectSharedPictures(page, urls);
  await page.getByRole('button', { name: 'Enlarge picture' }).waitFor();
  await context.close();
});
