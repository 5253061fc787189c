// The merchant catalogue over HTTP: profile, take down, creating a product with 2 x 3 options from
// draft ids, editing it, refusing another merchant's ids, and the media library with its checks.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db';
import { PRODUCT_STATUS } from '@storefront/contracts';
import { ORIGIN, answerOf, client, seededDatabase, testApp, type TestApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

const mediaFolder = join(tmpdir(), `storefront-media-test-${process.pid}`);

beforeAll(async () => {
  process.env.MEDIA_DIR = mediaFolder;
  db = await seededDatabase();
  app = testApp(db);
});
afterAll(async () => {
  await db.close();
  await rm(mediaFolder, { recursive: true, force: true });
  delete process.env.MEDIA_DIR;
});

async function asMerchant(email = 'merchant@example.com') {
  const browser = client(app);
  await browser.login(email, 'merchant1234');
  return browser;
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function upload(browser: Awaited<ReturnType<typeof asMerchant>>, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return app.request(`${ORIGIN}/api/merchant/media/upload`, { method: 'POST', body: form, headers: { cookie: `sid=${browser.sid}` } });
}

/** A product of 2 selections x 3 options (9 variants) built from draft ids, as the editor does. */
async function buildProduct(browser: Awaited<ReturnType<typeof asMerchant>>, slug: string, imageId?: number) {
  const model = await answerOf(await browser.get('/api/merchant/newproduct'), 'merchantNewProduct');
  const info = model.catelogs![0]!;
  const product = model.product;
  const selections = [];
  for (const title of ['顏色', '尺寸']) {
    const selection = await answerOf(await browser.get('/api/merchant/product/addSelection'), 'merchantAddSelection');
    const options = [];
    for (let i = 0; i < 3; i += 1)
      options.push({
        ...(await answerOf(await browser.get('/api/merchant/product/addOption'), 'merchantAddOption')),
        title: `${title}${i}`,
      });
    selections.push({ ...selection, title, productOptions: options });
  }
  const models = [product.productModels[0]!];
  for (let i = 1; i < 9; i += 1)
    models.push(await answerOf(await browser.get('/api/merchant/product/addProductModel'), 'merchantAddProductModel'));
  return {
    ...product,
    productId: undefined,
    title: '測試商品',
    slug,
    productModelType: 1,
    productBrandId: model.brands![0]!.productBrandId,
    productCatelogId: info.productCatelogId,
    productTypes: [info.productTypes[0]],
    productSelections: selections,
    productModels: models.map((m, i) => ({
      ...m,
      title: `規格${i}`,
      productPrices: [{ ...m.productPrices[0]!, price: 100 + i, usePointPercent: 10 }],
      productImages: imageId && i === 0 ? [{ imageId, productModelId: m.productModelId }] : [],
    })),
    descriptions: '<p><strong>粗體</strong><script>alert(1)</script></p><ul><li>一</li></ul>',
  };
}

describe('partner profile', () => {
  it('reads and saves the merchant’s own profile; bad input is a 400', async () => {
    const browser = await asMerchant();
    const profile = await answerOf(await browser.get('/api/merchant/detail'), 'merchantDetailGet');
    expect(profile.email).toBe('merchant@example.com');
    const saved = await browser.post('/api/merchant/detail', {
      ...profile,
      merchantName: '新品牌',
      fee: 120,
      useFreeShipping: true,
      email: 'x@y.z',
    });
    expect(saved.status).toBe(200);
    const again = await answerOf(await browser.get('/api/merchant/detail'), 'merchantDetailGet');
    expect(again).toMatchObject({ merchantName: '新品牌', fee: 120, useFreeShipping: true, email: 'merchant@example.com' });
    expect((await browser.post('/api/merchant/detail', { ...again, fee: 'a lot' })).status).toBe(400);
  });

  it('is refused to members who are not merchants', async () => {
    const browser = client(app);
    await browser.login('buyer@example.com', 'buyer1234');
    expect((await browser.get('/api/merchant/detail')).status).toBe(403);
  });
});

describe('products', () => {
  let productId: number;

  it('creates a 2 x 3 product under review with sanitized text', async () => {
    const browser = await asMerchant();
    const response = await browser.post('/api/merchant/save/newproduct', await buildProduct(browser, 'test-product-2x3'));
    const body = (await response.json()) as { productId: number; issues?: unknown };
    expect([response.status, body.issues]).toEqual([200, undefined]);
    productId = body.productId;
    const edit = await answerOf(await browser.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    expect(edit.product.status).toBe(PRODUCT_STATUS.underReview);
    expect(edit.product.productSelections.map((s) => s.productOptions.length)).toEqual([3, 3]);
    expect(edit.product.productModels.map((m) => m.productPrices[0]!.price)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108]);
    expect(edit.product.descriptions).toContain('<strong>粗體</strong>');
    expect(edit.product.descriptions).not.toContain('script');
    const list = await answerOf(await browser.get('/api/merchant/product/list'), 'merchantProductList');
    expect(list.productList.some((p) => p.productId === productId && p.status === PRODUCT_STATUS.underReview)).toBe(true);
  });

  it('refuses the slugs . and .. (path segments a URL resolves away)', async () => {
    const browser = await asMerchant();
    const product = await buildProduct(browser, 'placeholder');
    for (const slug of ['.', '..']) {
      const response = await browser.post('/api/merchant/save/newproduct', { ...product, slug });
      expect([slug, response.status]).toEqual([slug, 400]);
      expect(await response.json()).toMatchObject({ issues: [{ path: 'slug', key: 'slug' }] });
    }
    expect((await db.query("select 1 from products where slug in ('.', '..')")).length).toBe(0);
  });

  it('refuses a variant count that is not the product of the option counts', async () => {
    const browser = await asMerchant();
    const product = await buildProduct(browser, 'test-product-bad');
    const response = await browser.post('/api/merchant/save/newproduct', { ...product, productModels: product.productModels.slice(0, 8) });
    expect(response.status).toBe(400);
    expect((await db.query("select 1 from products where slug = 'test-product-bad'")).length).toBe(0);
  });

  it('saves an edit: fewer options, fewer variants, and keeps the kept ids', async () => {
    const browser = await asMerchant();
    const { product } = await answerOf(await browser.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    const selections = [
      product.productSelections[0]!,
      { ...product.productSelections[1]!, productOptions: product.productSelections[1]!.productOptions.slice(0, 2) },
    ];
    // The second row (higher-order digit) drops its last option: the last three variants go.
    const response = await browser.post('/api/merchant/product/save/editProduct', {
      ...product,
      title: '改過的標題',
      productSelections: selections,
      productModels: product.productModels.slice(0, 6),
    });
    expect(response.status).toBe(200);
    const edited = (await answerOf(await browser.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit')).product;
    expect(edited.title).toBe('改過的標題');
    expect(edited.productSelections[1]!.productOptions).toHaveLength(2);
    expect(edited.productModels.map((m) => m.productModelId)).toEqual(product.productModels.slice(0, 6).map((m) => m.productModelId));
    const shrink = await browser.post('/api/merchant/product/save/editProduct', {
      ...edited,
      productSelections: [
        edited.productSelections[0]!,
        { ...edited.productSelections[1]!, productOptions: edited.productSelections[1]!.productOptions.slice(0, 1) },
      ],
      productModels: edited.productModels.slice(0, 3),
    });
    expect(shrink.status).toBe(200);
    expect(
      (await answerOf(await browser.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit')).product.productModels,
    ).toHaveLength(3);
  });

  it('keeps another merchant out: edit, save, take down and foreign ids answer 404', async () => {
    const other = await asMerchant('merchant2@example.com');
    expect((await other.get(`/api/merchant/product/edit/${productId}`)).status).toBe(404);
    expect((await other.post('/api/merchant/product/takedown', { productId })).status).toBe(404);
    const owner = await asMerchant();
    const { product } = await answerOf(await owner.get(`/api/merchant/product/edit/${productId}`), 'merchantProductEdit');
    expect((await other.post('/api/merchant/product/save/editProduct', product)).status).toBe(404);
    // A new product of merchant2 that names merchant1's variant ids is refused, nothing written.
    const own = await buildProduct(other, 'other-steals');
    const stolen = {
      ...own,
      productModels: own.productModels.map((m, i) => (i === 0 ? { ...m, productModelId: product.productModels[0]!.productModelId } : m)),
    };
    expect((await other.post('/api/merchant/save/newproduct', stolen)).status).toBe(404);
    expect((await db.query("select 1 from products where slug = 'other-steals'")).length).toBe(0);
  });

  it('takes down only online products', async () => {
    const browser = await asMerchant();
    expect((await browser.post('/api/merchant/product/takedown', { productId })).status).toBe(409);
    const list = (await answerOf(await browser.get('/api/merchant/product/list'), 'merchantProductList')).productList;
    const online = list.find((p) => p.status === PRODUCT_STATUS.online)!;
    expect((await browser.post('/api/merchant/product/takedown', online)).status).toBe(200);
    const after = (await answerOf(await browser.get('/api/merchant/product/list'), 'merchantProductList')).productList;
    expect(after.find((p) => p.productId === online.productId)!.status).toBe(PRODUCT_STATUS.cancelled);
  });
});

describe('media', () => {
  it('uploads pictures, serves them, lists, refuses others, and removes', async () => {
    const browser = await asMerchant();
    const response = await upload(browser, [new File([PNG], 'a.png', { type: 'image/png' })]);
    expect(response.status).toBe(200);
    const item = (await answerOf(response, 'merchantMediaUpload')).media![0]!;
    expect(item.publicUrl).toMatch(/^\/media\/uploads\/.+\.png$/);
    const file = await app.request(`${ORIGIN}${item.publicUrl}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    const list = await answerOf(await browser.get('/api/merchant/media/list/'), 'merchantMediaList');
    expect(list.map((m) => m.id)).toContain(item.id);
    expect((await answerOf(await browser.get(`/api/merchant/media/url/${item.id}/210/160`), 'merchantMediaUrl')).url).toContain(
      item.publicUrl,
    );

    const product = await buildProduct(browser, 'with-picture', item.id);
    expect((await browser.post('/api/merchant/save/newproduct', product)).status).toBe(200);
    const other = await asMerchant('merchant2@example.com');
    expect((await other.post('/api/merchant/save/newproduct', await buildProduct(other, 'other-picture', item.id))).status).toBe(404);
    expect((await other.post('/api/merchant/media/remove', { id: item.id })).status).toBe(404);

    // While the product shows it the picture stays (issue 24 #20); once no product does, it goes.
    expect((await browser.post('/api/merchant/media/remove', item)).status).toBe(409);
    expect((await app.request(`${ORIGIN}${item.publicUrl}`)).status).toBe(200);
    await db.query('delete from product_images where media_id = $1', [item.id]);
    expect((await browser.post('/api/merchant/media/remove', item)).status).toBe(200);
    expect((await app.request(`${ORIGIN}${item.publicUrl}`)).status).toBe(404);
  });

  it("sends the library a page at a time, newest first, searched by file name, the merchant's own only", async () => {
    const browser = await asMerchant();
    const names = ['paging-01.png', 'paging-02.png', 'paging-03.png', 'other-name.png'];
    for (const name of names) expect((await upload(browser, [new File([PNG], name, { type: 'image/png' })])).status).toBe(200);
    const all = await answerOf(await browser.get('/api/merchant/media/list/'), 'merchantMediaList');

    const first = await answerOf(await browser.get('/api/merchant/media/page?pageSize=2'), 'merchantMediaPage');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 2 });
    expect(first.mediaList.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    expect(first.mediaList[0]!.id).toBeGreaterThan(first.mediaList[1]!.id);

    const found = await answerOf(await browser.get('/api/merchant/media/page?q=PAGING&pageSize=2&page=2'), 'merchantMediaPage');
    expect(found).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(found.mediaList.map((m) => m.filename)).toEqual(['paging-01.png']);
    const past = await answerOf(await browser.get('/api/merchant/media/page?page=999'), 'merchantMediaPage');
    expect(past).toMatchObject({ total: all.length, mediaList: [] });
    // A LIKE wildcard is a character to find, not a pattern.
    expect((await answerOf(await browser.get('/api/merchant/media/page?q=%25'), 'merchantMediaPage')).total).toBe(0);

    const other = await asMerchant('merchant2@example.com');
    const theirs = await answerOf(await other.get('/api/merchant/media/page?q=paging'), 'merchantMediaPage');
    expect(theirs.total).toBe(0);

    for (const bad of ['page=0', 'page=x', 'pageSize=101', `q=${'a'.repeat(101)}`, 'q=%01']) {
      expect((await browser.get(`/api/merchant/media/page?${bad}`)).status).toBe(400);
    }
    expect((await client(app).get('/api/merchant/media/page')).status).toBe(401);
  });

  it('refuses wrong types, fake pictures, too many and too big files', async () => {
    const browser = await asMerchant();
    const refused = async (files: File[]) => {
      const response = await upload(browser, files);
      return { status: response.status, key: ((await response.json()) as { issues?: { key: string }[] }).issues?.[0]?.key };
    };
    expect(await refused([new File(['x'], 'a.txt', { type: 'text/plain' })])).toEqual({ status: 400, key: 'fileType' });
    expect(await refused([new File(['<html>'], 'a.png', { type: 'image/png' })])).toEqual({ status: 400, key: 'fileType' });
    const nine = Array.from({ length: 9 }, (_, i) => new File([PNG], `${i}.png`, { type: 'image/png' }));
    expect(await refused(nine)).toEqual({ status: 400, key: 'tooManyFiles' });
    const big = new Uint8Array(1.5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await refused([new File([big], 'big.png', { type: 'image/png' })])).toEqual({ status: 400, key: 'fileTooBig' });
  });
});
