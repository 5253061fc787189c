// newProductsForCsv: one answer per product in order, a bad product failing alone, the merchant's
// own products only, and a batch sent again (after a closed tab, or a server stopped mid-batch)
// making no product twice and leaving no half product.
import type { ProductInput } from '@storefront/contracts';
import { readProductCsv, resolveProduct } from '@storefront/contracts/csv';
import type { Database } from '../../db';
import { answerOf, client, openSeededApp, type TestApp } from '../../../test/test-support';
import { newProductsForCsv, SET_MAX_VARIANTS } from './csv-batch';
import { brandGetOrCreate, catelogGetOrCreate, mediaGetOrCreate } from './csv-upload';

let db: Database;
let app: TestApp;
openSeededApp((opened) => ({ db, app } = opened));

/** More variants than the set path takes (colour × size, 8 × 7). */
const BIG = 56;
if (BIG <= SET_MAX_VARIANTS) throw new Error('BIG must take the one-product way');
const PATH = '/api/merchant/save/newProductsForCsv';
const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0]!.n);
const merchantIdOf = async (email: string) => (await db.query<{ id: number }>('select id from members where email = $1', [email]))[0]!.id;

async function asMerchant(email = 'merchant@example.com') {
  const browser = client(app);
  await browser.login(email, 'merchant1234');
  return browser;
}

let names: { brandId: number; catelogId: number; typeId: number };
beforeAll(async () => {
  const brandId = await brandGetOrCreate(db, '批次品牌');
  const catelogId = await catelogGetOrCreate(db, '批次分類');
  const [type] = await db.query<{ id: number }>('select id from product_types where catelog_id = $1', [catelogId]);
  names = { brandId, catelogId, typeId: type!.id };
});

const optionRow = (title: string, n: number) => ({
  title,
  productOptions: Array.from({ length: n }, (_, i) => ({ title: `${title} ${i}`, sortOrder: i })),
});
/** One option row up to 8 variants, else colour × size with 8 colours. */
const optionRows = (variants: number) =>
  variants <= 1 ? [] : variants <= 8 ? [optionRow('顏色', variants)] : [optionRow('顏色', 8), optionRow('尺寸', variants / 8)];

/** A CSV product of `variants` variants, its model numbers made from its key. */
function product(key: string, variants = 2, extra: Partial<ProductInput> = {}) {
  return {
    title: `批次商品 ${key}`,
    slug: `batch-${key}`,
    productModelType: variants > 1 ? 1 : 0,
    productBrandId: names.brandId,
    productCatelogId: names.catelogId,
    productDeliveryType: 0,
    productTypes: [{ productTypeId: names.typeId }],
    viewCommission: 1,
    shareCommission: 2,
    purchaseCommission: 6,
    productSelections: optionRows(variants),
    productModels: Array.from({ length: variants }, (_, i) => ({
      title: `規格 ${i}`,
      modelNumber: `BATCH-${key}-${i}`,
      productPrices: [{ price: 100 + i, usePointPercent: 0, onSale: i === 1, onSalePrice: i === 1 ? 90 : 0 }],
      stockModel: { inventory: 5, allowNegativeInventory: false },
    })),
    ...extra,
  };
}

const productsOf = (merchantId: number, slugPrefix: string) =>
  count("select count(*)::int as n from products where merchant_id = $1 and slug like $2 || '%'", [merchantId, slugPrefix]);

describe('newProductsForCsv', () => {
  it('is for merchants only, and refuses an empty or oversized batch whole', async () => {
    expect((await client(app).post(PATH, { products: [product('auth')] })).status).toBe(401);
    const member = client(app);
    await member.login('member@example.com', 'member1234');
    expect((await member.post(PATH, { products: [product('auth')] })).status).toBe(403);
    const merchant = await asMerchant();
    expect((await merchant.post(PATH, { products: [] })).status).toBe(400);
    expect((await merchant.post(PATH, { products: Array.from({ length: 101 }, (_, i) => product(`big${i}`)) })).status).toBe(400);
    expect(await count("select count(*)::int as n from products where slug like 'batch-auth%' or slug like 'batch-big%'")).toBe(0);
  });

  it('answers one status per product in order; a bad product fails alone and its neighbours are made whole', async () => {
    const merchant = await asMerchant();
    const merchantId = await merchantIdOf('merchant@example.com');
    const own = await mediaGetOrCreate(
      db,
      merchantId,
      { publicUrl: 'https://img.example.com/batch/a.jpg', filename: '', type: 'Image' },
      '',
    );
    const theirs = await mediaGetOrCreate(
      db,
      await merchantIdOf('merchant2@example.com'),
      { publicUrl: 'https://img.example.com/batch/b.jpg', filename: '', type: 'Image' },
      '',
    );
    const withPicture = (key: string, mediaId: number) => {
      const p = product(key);
      return { ...p, productModels: p.productModels.map((m) => ({ ...m, productImages: [{ imageId: mediaId, sortOrder: 0 }] })) };
    };
    // A slug another merchant holds.
    const [{ slug: takenSlug }] = (await db.query<{ slug: string }>('select slug from products where merchant_id <> $1 limit 1', [
      merchantId,
    ])) as [{ slug: string }];
    const body = {
      products: [
        product('a1', 3),
        { title: 'no brand' },
        product('a2', 1, { productBrandId: 999_999 }),
        withPicture('a3', own.media.id),
        withPicture('a4', theirs.media.id),
        product('a5', 2, { slug: takenSlug }),
        product('a6', BIG),
        product('a1', 3),
        product('a7', 2, { productTypes: [{ productTypeId: 1 }] }),
      ],
    };
    const response = await merchant.post(PATH, body);
    expect(response.status).toBe(200);
    const { results } = await answerOf(response, 'merchantNewProductsForCsv');
    expect(results.map((r) => [r.status.type, r.code])).toEqual([
      ['success', undefined],
      ['error', 400],
      ['error', 400],
      ['success', undefined],
      ['error', 404],
      ['error', 409],
      ['success', undefined],
      // The same product twice in one batch: made once.
      ['exists', undefined],
      ['error', 400],
    ]);
    expect(results[1]!.issues!.length).toBeGreaterThan(0);
    expect(results[7]!.productId).toBe(results[0]!.productId);
    expect(await productsOf(merchantId, 'batch-a')).toBe(3);

    const made = results[0]!.productId!;
    const [row] = await db.query<{ status: number; merchant_id: number; product_model_type: number }>(
      'select status, merchant_id, product_model_type from products where id = $1',
      [made],
    );
    expect(row).toEqual({ status: 4, merchant_id: merchantId, product_model_type: 1 });
    expect(await count('select count(*)::int as n from product_models where product_id = $1', [made])).toBe(3);
    expect(
      await count(
        'select count(*)::int as n from product_options o join product_selections s on s.id = o.product_selection_id where s.product_id = $1',
        [made],
      ),
    ).toBe(3);
    expect(await count('select count(*)::int as n from product_prices where product_id = $1 and on_sale', [made])).toBe(1);
    expect(await count("select count(*)::int as n from product_submissions where product_id = $1 and status = 'pending'", [made])).toBe(1);
    // Found by search like any other product: the triggers ran for the set write.
    expect(await count('select count(*)::int as n from products where id = $1 and list_price = 100', [made])).toBe(1);
    const withPictures = results[3]!.productId!;
    expect(
      await count(
        'select count(*)::int as n from product_models m join picture_list_items i on i.list_id = m.picture_list_id where m.product_id = $1',
        [withPictures],
      ),
    ).toBe(2);
    expect(await count('select count(*)::int as n from product_models where product_id = $1', [results[6]!.productId])).toBe(BIG);
    // Listed for the merchant, with the editor's model.
    const edit = await answerOf(await merchant.get(`/api/merchant/product/edit/${made}`), 'merchantProductEdit');
    expect(edit.product.productModels.map((m) => m.modelNumber)).toEqual(['BATCH-a1-0', 'BATCH-a1-1', 'BATCH-a1-2']);
  });

  it('sent again: every product already there, nothing written; another merchant sending it makes its own', async () => {
    const merchant = await asMerchant();
    const merchantId = await merchantIdOf('merchant@example.com');
    const body = { products: [product('r1'), product('r2', 1), product('r3', 4)] };
    const first = await answerOf(await merchant.post(PATH, body), 'merchantNewProductsForCsv');
    expect(first.results.map((r) => r.status.type)).toEqual(['success', 'success', 'success']);
    const models = await count('select count(*)::int as n from product_models');
    const again = await answerOf(await merchant.post(PATH, body), 'merchantNewProductsForCsv');
    expect(again.results.map((r) => r.status.type)).toEqual(['exists', 'exists', 'exists']);
    expect(again.results.map((r) => r.productId)).toEqual(first.results.map((r) => r.productId));
    expect(await count('select count(*)::int as n from product_models')).toBe(models);
    expect(await productsOf(merchantId, 'batch-r')).toBe(3);
    // Slugs are unique across the marketplace: another merchant's same file is refused per product.
    const other = await answerOf(await (await asMerchant('merchant2@example.com')).post(PATH, body), 'merchantNewProductsForCsv');
    expect(other.results.map((r) => r.code)).toEqual([409, 409, 409]);
  });

  it('a server stopped mid-batch leaves no half product; the batch sent again makes each product once', async () => {
    const merchantId = await merchantIdOf('merchant@example.com');
    const done = await newProductsForCsv(db, merchantId, [product('i1'), product('i2')]);
    expect(done.results.map((r) => r.status.type)).toEqual(['success', 'success']);
    const batch = [product('i1'), product('i2'), product('i3', 3), product('i4', 2), product('i5', BIG)];
    const rows = async () =>
      count(
        `select (select count(*) from products) + (select count(*) from product_models) + (select count(*) from stock_models)
              + (select count(*) from product_prices) + (select count(*) from product_options) + (select count(*) from product_submissions) as n`,
      );
    const before = await rows();
    // The process dies after the k-th statement of the batch's transaction: at each point in turn
    // (the set write, the one-product way of the big product), nothing of the batch is kept.
    for (const dieAfter of [2, 8, 12, 16, 20, 30, 40]) {
      let statements = 0;
      const dying: Database = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              query: async (sql, params) => {
                if (++statements > dieAfter) throw new Error('server stopped');
                return tx.query(sql, params);
              },
            }),
          ),
      };
      await expect(newProductsForCsv(dying, merchantId, batch)).rejects.toThrow('server stopped');
      expect([dieAfter, await rows()]).toEqual([dieAfter, before]);
    }
    const resumed = await newProductsForCsv(db, merchantId, batch);
    expect(resumed.results.map((r) => r.status.type)).toEqual(['exists', 'exists', 'success', 'success', 'success']);
    expect(resumed.results.slice(0, 2).map((r) => r.productId)).toEqual(done.results.map((r) => r.productId));
    expect(await productsOf(merchantId, 'batch-i')).toBe(5);
    const again = await newProductsForCsv(db, merchantId, batch);
    expect(again.results.every((r) => r.status.type === 'exists')).toBe(true);
    expect(await productsOf(merchantId, 'batch-i')).toBe(5);
    // No variant without its price or stock, no product without its variants.
    expect(
      await count(
        `select count(*)::int as n from products p where p.slug like 'batch-i%'
            and (not exists (select 1 from product_models m where m.product_id = p.id)
                 or exists (select 1 from product_models m left join product_prices pr on pr.product_model_id = m.id
                             left join stock_models s on s.id = m.stock_model_id where m.product_id = p.id and (pr.id is null or s.id is null)))`,
      ),
    ).toBe(0);
  });

  it('imports a CSV product of two option rows (colour × size) with every variant under its pair of options', async () => {
    const merchant = await asMerchant();
    const read = readProductCsv(
      [
        ['Type', 'Title', 'Brand', 'Category', 'Option row title', 'Option', 'Option row title 2', 'Option 2', 'Model number', 'Price'],
        ['Product', 'Batch tee', 'b', 'c', 'Colour', 'White', 'Size', 'M', 'BT-W-M', '590'],
        ['Variation', '', '', '', '', 'Black', '', 'L', 'BT-B-L', '610'],
        ['Variation', '', '', '', '', 'White', '', 'L', 'BT-W-L', '600'],
        ['Variation', '', '', '', '', 'Black', '', 'M', 'BT-B-M', '595'],
      ],
      { slugSuffix: 'two-rows' },
    );
    expect(read.problems).toEqual([]);
    const resolved = resolveProduct(read.products[0]!, {
      brandIds: new Map([['b', names.brandId]]),
      catelogIds: new Map([['c', names.catelogId]]),
      productTypes: new Map([[names.catelogId, new Map([['批次分類', names.typeId]])]]),
      mediaIds: new Map(),
    });
    if (!resolved.ok) throw new Error(resolved.reason);
    const [answer] = (await answerOf(await merchant.post(PATH, { products: [resolved.payload] }), 'merchantNewProductsForCsv')).results;
    expect(answer!.status.type).toBe('success');
    const edit = await answerOf(await merchant.get(`/api/merchant/product/edit/${answer!.productId}`), 'merchantProductEdit');
    const selections = edit.product.productSelections.map((s) => [s.title, s.productOptions.map((o) => o.title)]);
    expect(selections).toEqual([
      ['Colour', ['White', 'Black']],
      ['Size', ['M', 'L']],
    ]);
    // Variant i is option (i mod 2) of the first row and (i div 2) of the second (merchant.md §4).
    expect(edit.product.productModels.map((m) => [m.modelNumber, m.productPrices[0]!.price])).toEqual([
      ['BT-W-M', 590],
      ['BT-B-M', 595],
      ['BT-W-L', 600],
      ['BT-B-L', 610],
    ]);
    // The same file again: already there.
    const [again] = (await answerOf(await merchant.post(PATH, { products: [resolved.payload] }), 'merchantNewProductsForCsv')).results;
    expect(again).toMatchObject({ status: { type: 'exists' }, productId: answer!.productId });
  });

  it('refreshes the statistics of the written tables after a thousand products (no autovacuum on the embedded database)', async () => {
    const merchantId = await merchantIdOf('merchant@example.com');
    const estimate = async () =>
      Number((await db.query<{ n: number }>("select reltuples::int as n from pg_class where relname = 'product_prices'"))[0]!.n);
    const before = await estimate();
    for (let b = 0; b < 21; b++) {
      const answer = await newProductsForCsv(
        db,
        merchantId,
        Array.from({ length: 50 }, (_, i) => product(`s${b}-${i}`, 1)),
      );
      expect(answer.results.every((r) => r.status.type === 'success')).toBe(true);
    }
    const prices = await count('select count(*)::int as n from product_prices');
    expect(before).toBeLessThan(prices - 1000);
    // Analyzed on the way: the planner's estimate is no longer the table's first rows.
    expect(await estimate()).toBeGreaterThan(prices - 100);
  }, 60_000);

  it("writes each product's search facts with it, and leaves the triggers that keep them working", async () => {
    const merchantId = await merchantIdOf('merchant@example.com');
    const onSaleFirst = product('facts-sale', 2, {});
    onSaleFirst.productModels[0]!.productPrices = [{ price: 500, usePointPercent: 0, onSale: true, onSalePrice: 450 }];
    const soldOut = product('facts-out', 1);
    soldOut.productModels[0]!.stockModel = { inventory: 0, allowNegativeInventory: false };
    // The big one goes the one-product way, after the set write, in the same transaction: its
    // facts come from the triggers, which must be working again by then.
    const answer = await newProductsForCsv(db, merchantId, [product('facts-plain', 3), onSaleFirst, soldOut, product('facts-big', BIG)]);
    expect(answer.results.map((r) => r.status.type)).toEqual(['success', 'success', 'success', 'success']);
    const facts = () =>
      db.query<{ slug: string; list_price: number; sale_price: number | null; in_stock: boolean }>(
        "select slug, list_price, sale_price, in_stock from products where slug like 'batch-facts-%' order by slug",
      );
    // As the triggers keep them: the first model's price and sale, and whether a model can be bought.
    expect(await facts()).toEqual([
      { slug: 'batch-facts-big', list_price: 100, sale_price: null, in_stock: true },
      { slug: 'batch-facts-out', list_price: 100, sale_price: null, in_stock: false },
      { slug: 'batch-facts-plain', list_price: 100, sale_price: null, in_stock: true },
      { slug: 'batch-facts-sale', list_price: 500, sale_price: 450, in_stock: true },
    ]);
    // After the batch the triggers work again: a price and a stock written later are followed.
    await db.query(
      `update product_prices set price = 120 where product_model_id = (select m.id from product_models m join products p on p.id = m.product_id
         where p.slug = 'batch-facts-plain' order by m.sort_order limit 1)`,
    );
    await db.query(
      `update stock_models set inventory = 3 where id = (select m.stock_model_id from product_models m join products p on p.id = m.product_id
         where p.slug = 'batch-facts-out')`,
    );
    expect((await facts()).map((f) => [f.slug, f.list_price, f.in_stock])).toEqual([
      ['batch-facts-big', 100, true],
      ['batch-facts-out', 100, true],
      ['batch-facts-plain', 120, true],
      ['batch-facts-sale', 500, true],
    ]);
  });

  it('two batches of the same rows at once make each product once', async () => {
    const merchant = await asMerchant();
    const merchantId = await merchantIdOf('merchant@example.com');
    const body = { products: [product('p1'), product('p2', 3)] };
    const answers = await Promise.all([merchant.post(PATH, body), merchant.post(PATH, body)]);
    const types = (await Promise.all(answers.map((a) => answerOf(a, 'merchantNewProductsForCsv')))).flatMap((a) =>
      a.results.map((r) => r.status.type),
    );
    expect(types.sort()).toEqual(['exists', 'exists', 'success', 'success']);
    expect(await productsOf(merchantId, 'batch-p')).toBe(2);
  });
});
