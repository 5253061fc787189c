// The CSV upload calls over HTTP: templates, get-or-create that stays single under parallel calls,
// a product of three variants read from CSV rows created in one go, and bad input refused whole.
import { namesToResolve, readProductCsv, resolveProduct } from '@storefront/contracts/csv';
import type { Database } from '../../db';
import { answerOf, client, type TestApp, openSeededApp } from '../../../test/test-support';

let db: Database;
let app: TestApp;

openSeededApp((opened) => ({ db, app } = opened));

const brand = (response: Response) => answerOf(response, 'brandGetOrCreate');
const catelog = (response: Response) => answerOf(response, 'catelogGetOrCreate');
const stockModel = (response: Response) => answerOf(response, 'stockModelGetOrCreate');
const media = (response: Response) => answerOf(response, 'mediaGetOrCreate');
const savedForCsv = (response: Response) => answerOf(response, 'merchantNewProductForCsv');

async function asMerchant(email = 'merchant@example.com') {
  const browser = client(app);
  await browser.login(email, 'merchant1234');
  return browser;
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0]!.n);

describe('csv upload calls', () => {
  it('serves the templates and key maps to merchants only', async () => {
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    expect((await member.get('/api/product/csvProductPackage')).status).toBe(403);
    expect((await client(app).get('/api/product/csvProductPackage')).status).toBe(401);
    const body = await answerOf(await (await asMerchant()).get('/api/product/csvProductPackage'), 'csvProductPackage');
    expect(body.productKeys['品牌']).toBe('brand');
    expect(body.templates['products-en.csv']).toMatch(/^Type,Title,Slug,Brand,Category/);
  });

  it('gets or creates a brand once under parallel calls, and a catelog with a product type', async () => {
    const merchant = await asMerchant();
    const name = encodeURIComponent('平行品牌');
    const answers = await Promise.all(Array.from({ length: 8 }, () => merchant.get(`/api/product/brand/getorcreate/${name}`).then(brand)));
    expect(new Set(answers.map((a) => a.productBrandId)).size).toBe(1);
    expect(await count("select count(*)::int as n from brands where title = '平行品牌'")).toBe(1);

    const catelogs = await Promise.all(
      [1, 2, 3].map(() => merchant.get(`/api/product/catelog/getorcreate/${encodeURIComponent('手工皂')}`).then(catelog)),
    );
    const catelogId = catelogs[0]!.productCatelogId;
    expect(catelogs.every((c) => c.productCatelogId === catelogId)).toBe(true);
    expect(await count('select count(*)::int as n from product_types where catelog_id = $1', [catelogId])).toBe(1);
    expect((await merchant.get(`/api/product/brand/getorcreate/${encodeURIComponent('  ')}`)).status).toBe(400);
  });

  it('gets or creates a stock model per merchant and media per URL', async () => {
    const merchant = await asMerchant();
    const [a, b] = await Promise.all([
      merchant.post('/api/product/stockModel/getorcreate', { modelNumber: 'CSV-1' }).then(stockModel),
      merchant.post('/api/product/stockModel/getorcreate', { modelNumber: 'CSV-1', inventory: 3 }).then(stockModel),
    ]);
    expect(a.stockModelId).toBe(b.stockModelId);
    const other = await stockModel(
      await (await asMerchant('merchant2@example.com')).post('/api/product/stockModel/getorcreate', { modelNumber: 'CSV-1' }),
    );
    expect(other.stockModelId).not.toBe(a.stockModelId);

    const url = 'https://img.example.com/csv/tea.jpg';
    const first = await media(await merchant.post('/api/product/media/getorcreate', { publicUrl: url }));
    expect(first.media).toMatchObject({ filename: 'tea.jpg', publicUrl: url, type: 'Image' });
    expect((await media(await merchant.post('/api/product/media/getorcreate', { publicUrl: url }))).media!.id).toBe(first.media!.id);
    // Unique per merchant: another merchant linking the same URL gets a picture of its own.
    const theirs = await media(
      await (await asMerchant('merchant2@example.com')).post('/api/product/media/getorcreate', { publicUrl: url }),
    );
    expect(theirs.media!.id).not.toBe(first.media!.id);
    expect((await merchant.post('/api/product/media/getorcreate', { publicUrl: 'not a url' })).status).toBe(400);
    // https on a public host only (or this storefront's own media).
    for (const publicUrl of [
      'javascript:alert(1)//x.png',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'http://img.example.com/a.png',
      'https://localhost/a.png',
      'https://127.0.0.1/a.png',
      'https://10.1.2.3/a.png',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.1/a.png',
      'https://[::1]/a.png',
      'https://intranet/a.png',
      'https://db.internal/a.png',
    ]) {
      const refused = await merchant.post('/api/product/media/getorcreate', { publicUrl });
      expect([publicUrl, refused.status]).toEqual([publicUrl, 400]);
    }
    expect((await db.query("select 1 from media where public_url like 'javascript:%' or public_url like '%169.254%'")).length).toBe(0);
    expect((await merchant.post('/api/product/media/getorcreate', { publicUrl: 'http://localhost/media/demo/1.svg' })).status).toBe(200);
  });

  it('creates a product read from CSV rows with its variants, under review, owned by the merchant', async () => {
    const merchant = await asMerchant();
    const read = readProductCsv(
      [
        ['類型', '商品名稱', '品牌', '分類', '選項', '價格', '特價', '庫存', '圖片網址'],
        ['商品', 'CSV 高山茶', '山嵐茶園', '茶葉 CSV', '75g', '380', '', '10', 'https://img.example.com/csv/a.jpg'],
        ['規格', '', '', '', '150g', '680', '600', '5', ''],
        ['規格', '', '', '', '300g', '1,280', '', '0', ''],
      ],
      { slugSuffix: 'test' },
    );
    expect(read.problems).toEqual([]);
    const names = namesToResolve(read.products);
    const brandId = (await brand(await merchant.get(`/api/product/brand/getorcreate/${encodeURIComponent(names.brands[0]!)}`)))
      .productBrandId;
    const catelogId = (await catelog(await merchant.get(`/api/product/catelog/getorcreate/${encodeURIComponent(names.catelogs[0]!)}`)))
      .productCatelogId;
    const info = await answerOf(await merchant.get('/api/merchant/info'), 'merchantInfo');
    const types = info.catelogs.find((c) => c.productCatelogId === catelogId)!.productTypes;
    const mediaId = (await media(await merchant.post('/api/product/media/getorcreate', { publicUrl: names.imageUrls[0] }))).media!.id;
    const resolved = resolveProduct(read.products[0]!, {
      brandIds: new Map([[names.brands[0]!, brandId]]),
      catelogIds: new Map([[names.catelogs[0]!, catelogId]]),
      productTypes: new Map([[catelogId, new Map(types.map((t) => [t.title, t.productTypeId]))]]),
      mediaIds: new Map([[names.imageUrls[0]!, mediaId]]),
    });
    if (!resolved.ok) throw new Error(resolved.reason);
    const answer = await savedForCsv(await merchant.post('/api/merchant/save/newProductForCsv', resolved.payload));
    expect(answer.status.type).toBe('success');
    const [product] = await db.query<{ status: number; merchant_id: number; title: string }>(
      'select status, merchant_id, title from products where id = $1',
      [answer.productId],
    );
    expect(product).toMatchObject({ status: 4, title: 'CSV 高山茶' });
    expect(await count('select count(*)::int as n from product_models where product_id = $1', [answer.productId])).toBe(3);
    const list = await answerOf(await merchant.get('/api/merchant/product/list'), 'merchantProductList');
    expect(list.productList.some((p) => p.productId === answer.productId)).toBe(true);

    // The same row again (the file sent again after a closed tab): already there, nothing written.
    const before = await count('select count(*)::int as n from product_models');
    const again = await savedForCsv(await merchant.post('/api/merchant/save/newProductForCsv', resolved.payload));
    expect(again).toMatchObject({ status: { type: 'exists' }, productId: answer.productId });
    expect(await count('select count(*)::int as n from product_models')).toBe(before);
    // The same slug with other variants, or another merchant's row with the slug: refused whole.
    const otherVariants = {
      ...resolved.payload,
      productModels: resolved.payload.productModels.map((m, i) => ({
        ...m,
        modelNumber: `${m.modelNumber}-x${i}`,
        stockModel: { ...m.stockModel, modelNumber: `${m.modelNumber}-x${i}` },
      })),
    };
    expect((await merchant.post('/api/merchant/save/newProductForCsv', otherVariants)).status).toBe(409);
    // Rows with model numbers are found by them and the title, whatever slug was generated.
    const numbered = {
      ...resolved.payload,
      slug: 'csv-numbered-1',
      productModels: resolved.payload.productModels.map((m, i) => ({
        ...m,
        modelNumber: `CSV-MN-${i}`,
        stockModel: { ...m.stockModel, modelNumber: `CSV-MN-${i}` },
      })),
    };
    const made = await savedForCsv(await merchant.post('/api/merchant/save/newProductForCsv', numbered));
    expect(made.status.type).toBe('success');
    const regenerated = await savedForCsv(
      await merchant.post('/api/merchant/save/newProductForCsv', { ...numbered, slug: 'csv-numbered-2' }),
    );
    expect(regenerated).toMatchObject({ status: { type: 'exists' }, productId: made.productId });
    const beforeOther = await count('select count(*)::int as n from product_models');
    const other = await asMerchant('merchant2@example.com');
    expect((await other.post('/api/merchant/save/newProductForCsv', resolved.payload)).status).not.toBe(200);
    expect(await count('select count(*)::int as n from product_models')).toBe(beforeOther);
  });

  it('creates a product of 3 option rows × 10 options in one call, all 1,000 variants with their prices', async () => {
    const merchant = await asMerchant();
    const brandId = (await brand(await merchant.get(`/api/product/brand/getorcreate/${encodeURIComponent('千規格服飾')}`))).productBrandId;
    const catelogId = (await catelog(await merchant.get(`/api/product/catelog/getorcreate/${encodeURIComponent('服飾 CSV')}`)))
      .productCatelogId;
    const info = await answerOf(await merchant.get('/api/merchant/info'), 'merchantInfo');
    const typeId = info.catelogs.find((c) => c.productCatelogId === catelogId)!.productTypes[0]!.productTypeId;
    const row = (title: string) => ({
      title,
      productOptions: Array.from({ length: 10 }, (_, i) => ({ title: `${title} ${i}`, sortOrder: i })),
    });
    const answer = await savedForCsv(
      await merchant.post('/api/merchant/save/newProductForCsv', {
        title: '千規格T恤',
        slug: 'tee-1000-csv',
        productModelType: 1,
        productBrandId: brandId,
        productCatelogId: catelogId,
        productDeliveryType: 0,
        productTypes: [{ productTypeId: typeId }],
        viewCommission: 0,
        shareCommission: 0,
        purchaseCommission: 0,
        productSelections: [row('顏色'), row('尺寸'), row('材質')],
        productModels: Array.from({ length: 1000 }, (_, i) => ({
          title: `規格 ${i}`,
          modelNumber: `TEE-${i}`,
          productPrices: [{ price: 500 + i, usePointPercent: 0 }],
          stockModel: { inventory: 3, allowNegativeInventory: false },
        })),
      }),
    );
    expect(answer.status.type).toBe('success');
    expect(await count('select count(*)::int as n from product_models where product_id = $1', [answer.productId])).toBe(1000);
    expect(await count('select count(*)::int as n from product_selections where product_id = $1', [answer.productId])).toBe(3);
    expect(await count('select count(distinct price)::int as n from product_prices where product_id = $1', [answer.productId])).toBe(1000);
  }, 60_000);

  it('refuses a bad product with 400 and a clear issue, writing nothing', async () => {
    const merchant = await asMerchant();
    const before = await count('select count(*)::int as n from products');
    const response = await merchant.post('/api/merchant/save/newProductForCsv', { title: 'x', slug: 'bad-csv' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from products')).toBe(before);
  });
});
