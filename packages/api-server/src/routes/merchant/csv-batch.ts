// newProductsForCsv: a batch of a CSV upload's products in one transaction, one answer per
// product in order. Each product is still whole or nothing and found again when it is already
// there (the file chosen again after a closed tab or a restart), like newProductForCsv.
//
// Where the time of the one-product call went (300 two-variant products on PGlite, 34 ms each):
// about 30 statements per product at 0.3 to 4 ms each, a third of them deletes and ownership reads
// an edit needs but a new product does not, and the statement-level search triggers of products,
// product_models and product_prices fired once per product. So the batch checks all its products
// with a handful of set reads (already there, brands, categories, product types, slugs taken,
// pictures) and writes those that pass with one statement per table for the whole batch; the
// triggers fire once per batch. Whatever that plain path does not take (an auction, ids of drafts,
// a slug or title twice in the batch, more than SET_MAX_VARIANTS variants) or a set write that
// fails goes the one-product way, under a savepoint per product, in the same transaction.
import { PRODUCT_BASE, PRODUCT_STATUS } from '@storefront/contracts';
import { CSV_PRODUCT_ALREADY_THERE } from '@storefront/contracts/csv';
import { ProductInput, type ProductForCsvResult } from '@storefront/contracts/merchant';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { letOthersIn } from '../../event-loop';
import { validate } from '../../validation';
import { heldProducts, productOfRow, sameProduct } from './csv-upload';
import { createProductInTransaction, lockMerchant, prepareNewProduct, type PreparedNewProduct } from './merchant-product-store';

/** Variants of a product the set path takes; bigger ones are written in slices by the one-product way. */
export const SET_MAX_VARIANTS = 50;
/** Rows per statement of the set writes. */
const SET_ROWS = 500;

const createdAnswer = (productId: number): ProductForCsvResult => ({ status: { type: 'success', title: '已送出審核' }, productId });
const alreadyAnswer = (productId: number): ProductForCsvResult => ({
  status: { type: CSV_PRODUCT_ALREADY_THERE, title: '商品已存在' },
  productId,
});

/** The answer the one-product call would have given as its error, for a product that failed. */
function failedAnswer(error: unknown): ProductForCsvResult {
  const apiError = error instanceof ApiError ? error : new ApiError(500, '伺服器錯誤', '商品未建立，請稍後再試');
  return {
    status: { type: 'error', title: apiError.title, msg: apiError.msg ?? '' },
    code: apiError.status,
    issues: apiError.issues ?? [],
  };
}

interface Checked {
  index: number;
  input: ProductInput;
  prepared: PreparedNewProduct;
}

const hasDraftIds = (input: ProductInput) =>
  input.productSelections.some(
    (s) => s.productSelectionId !== undefined || s.productOptions.some((o) => o.productOptionId !== undefined),
  ) || input.productModels.some((m) => m.productModelId !== undefined);

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += SET_ROWS) out.push(list.slice(at, at + SET_ROWS));
  return out;
}

/** Rows as column arrays (the parameters of an unnest insert), SET_ROWS per statement. */
async function insertRows(tx: Queryable, sql: string, rows: readonly unknown[][]): Promise<void> {
  for (const part of chunks(rows)) {
    const columns = part[0]!.map((_, c) => part.map((row) => row[c]));
    await tx.query(sql, columns);
  }
}

async function newIdsOf(tx: Queryable, counts: Record<string, number>): Promise<Record<string, number[]>> {
  const tables = Object.keys(counts);
  const [row] = await tx.query<Record<string, number[]>>(
    `select ${tables
      .map(
        (table, i) =>
          `array(select nextval(pg_get_serial_sequence('${table}', 'id'))::int from generate_series(1, $${i + 1}::int)) as ${table}`,
      )
      .join(', ')}`,
    tables.map((table) => counts[table]),
  );
  return row!;
}

/**
 * The set reads: which products are already there, and which cannot be made (the single call's
 * 400, 404 and 409 answers, with its words). Answers the products left to write.
 */
async function checkAll(tx: Queryable, merchantId: number, plain: Checked[], results: ProductForCsvResult[]): Promise<Checked[]> {
  const held = await heldProducts(
    tx,
    merchantId,
    plain.map((p) => p.input.slug),
    plain.map((p) => p.input.title),
  );
  const idsOf = async (sql: string, params: unknown[]) => new Set((await tx.query<{ id: number }>(sql, params)).map((r) => r.id));
  const brands = await idsOf('select id from brands where id = any($1::int[])', [plain.map((p) => p.input.productBrandId)]);
  const catelogs = await idsOf('select id from catelogs where id = any($1::int[])', [plain.map((p) => p.input.productCatelogId)]);
  const typeRows = await tx.query<{ id: number; catelog_id: number }>(
    'select id, catelog_id from product_types where id = any($1::int[])',
    [plain.flatMap((p) => p.prepared.plan.typeIds)],
  );
  const typeCatelog = new Map(typeRows.map((r) => [r.id, r.catelog_id]));
  const taken = new Set(
    (await tx.query<{ slug: string }>('select slug from products where slug = any($1::text[])', [plain.map((p) => p.input.slug)])).map(
      (r) => r.slug,
    ),
  );
  // A new product may only show the merchant's own pictures.
  const pictures = await idsOf('select id from media where merchant_id = $1 and id = any($2::int[])', [
    merchantId,
    plain.flatMap((p) => p.prepared.plan.mediaIds),
  ]);

  const ready: Checked[] = [];
  for (const product of plain) {
    const { input, prepared, index } = product;
    const there = sameProduct(held, input);
    if (there !== null) results[index] = alreadyAnswer(there);
    else if (!brands.has(input.productBrandId))
      results[index] = failedAnswer(new ApiError(400, '請求格式錯誤', '找不到品牌', [{ path: 'productBrandId', key: 'invalid' }]));
    else if (!catelogs.has(input.productCatelogId))
      results[index] = failedAnswer(new ApiError(400, '請求格式錯誤', '找不到分類', [{ path: 'productCatelogId', key: 'invalid' }]));
    else if (!prepared.plan.typeIds.every((id) => typeCatelog.get(id) === input.productCatelogId))
      results[index] = failedAnswer(
        new ApiError(400, '請求格式錯誤', '商品類型不屬於所選分類', [{ path: 'productTypes', key: 'invalid' }]),
      );
    else if (taken.has(input.slug))
      results[index] = failedAnswer(
        new ApiError(409, '網址後綴已被使用', '網址後綴已被其他商品使用，請換一個', [{ path: 'slug', key: 'invalid' }]),
      );
    else if (!prepared.plan.mediaIds.every((id) => pictures.has(id)))
      results[index] = failedAnswer(notFound('找不到資料：包含不屬於此商品的項目'));
    else ready.push(product);
  }
  return ready;
}

/**
 * What the search triggers keep on a product (migrations 270-search-prices and 345-search-in-stock),
 * known before its models are written: the first model's list price and sale, and whether a
 * model can be bought. Written with the product, while the triggers wait (migration 355) and then
 * refresh the batch once, nothing is left to change: each change was an update of the product row
 * and a new entry in each of its text indexes, two updates per product, in two of the three costly
 * statements of a batch (1.1 s each for 1,500 products, profiled). The refresh would correct them.
 */
function searchFacts(plan: PreparedNewProduct['plan']): [number, number | null, string | null, string | null, boolean] {
  const first = plan.models[0];
  return [
    first?.price ?? 0,
    first?.onSale ? first.onSalePrice : null,
    first?.startDate ?? null,
    first?.endDate ?? null,
    plan.models.some((m) => m.inventory > 0 || m.allowNegative),
  ];
}

/** Writes the checked products whole: one statement per table (per SET_ROWS rows) for all of them. */
async function writeAll(tx: Queryable, merchantId: number, ready: Checked[]): Promise<number[]> {
  const plans = ready.map((p) => p.prepared.plan);
  const lists = plans.map((plan) => {
    const byImages = new Map<string, number[]>();
    for (const m of plan.models) if (m.images.length) byImages.set(m.images.join(','), m.images);
    return byImages;
  });
  const fresh = await newIdsOf(tx, {
    products: ready.length,
    product_selections: plans.reduce((n, plan) => n + plan.selections.length, 0),
    product_options: plans.reduce((n, plan) => n + plan.selections.reduce((k, s) => k + s.options.length, 0), 0),
    stock_models: plans.reduce((n, plan) => n + plan.models.length, 0),
    product_models: plans.reduce((n, plan) => n + plan.models.length, 0),
    picture_lists: lists.reduce((n, byImages) => n + byImages.size, 0),
  });
  const take = (table: string) => fresh[table]!.shift()!;

  const products: unknown[][] = [];
  const types: unknown[][] = [];
  const selections: unknown[][] = [];
  const options: unknown[][] = [];
  const pictureLists: unknown[][] = [];
  const pictureItems: unknown[][] = [];
  const stock: unknown[][] = [];
  const models: unknown[][] = [];
  const prices: unknown[][] = [];
  const productIds: number[] = [];
  ready.forEach(({ prepared: { columns, plan } }, i) => {
    const productId = take('products');
    productIds.push(productId);
    products.push([productId, ...columns, ...searchFacts(plan)]);
    for (const typeId of plan.typeIds) types.push([productId, typeId]);
    for (const selection of plan.selections) {
      const selectionId = take('product_selections');
      selections.push([selectionId, productId, selection.title, selection.sort]);
      for (const option of selection.options) options.push([take('product_options'), selectionId, option.title, option.sort]);
    }
    const listOf = new Map<string, number>();
    for (const [key, images] of lists[i]!) {
      const listId = take('picture_lists');
      listOf.set(key, listId);
      pictureLists.push([listId, productId]);
      images.forEach((media, order) => pictureItems.push([listId, media, order]));
    }
    for (const m of plan.models) {
      const stockId = take('stock_models');
      const modelId = take('product_models');
      stock.push([stockId, m.stockNumber, m.inventory, m.allowNegative]);
      models.push([modelId, productId, m.title, m.modelNumber, m.sort, stockId, m.images.length ? listOf.get(m.images.join(','))! : null]);
      prices.push([modelId, productId, m.price, m.usePointPercent, m.onSale, m.onSalePrice, m.startDate, m.endDate]);
    }
  });

  // The search facts are written with the products (searchFacts): the triggers wait for the end.
  await tx.query(`select set_config('storefront.search_facts', 'deferred', true)`);
  await insertRows(
    tx,
    `insert into products (id, slug, title, product_model_type, product_delivery_type, brand_id, catelog_id,
            view_commission, share_commission, purchase_commission, description, specification, information,
            purchase_description, all_same_photos,
            list_price, sale_price, sale_start, sale_end, in_stock, merchant_id, status, product_base)
     select t.*, ${merchantId}, ${PRODUCT_STATUS.underReview}, ${PRODUCT_BASE.fixedPrice}
       from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[],
                   $11::text[], $12::text[], $13::text[], $14::text[], $15::bool[],
                   $16::int[], $17::int[], $18::date[], $19::date[], $20::bool[]) as t`,
    products,
  );
  await insertRows(tx, 'insert into product_product_types (product_id, product_type_id) select * from unnest($1::int[], $2::int[])', types);
  if (selections.length)
    await insertRows(
      tx,
      'insert into product_selections (id, product_id, title, sort_order) select * from unnest($1::int[], $2::int[], $3::text[], $4::int[])',
      selections,
    );
  if (options.length)
    await insertRows(
      tx,
      'insert into product_options (id, product_selection_id, title, sort_order) select * from unnest($1::int[], $2::int[], $3::text[], $4::int[])',
      options,
    );
  if (pictureLists.length) {
    await insertRows(tx, 'insert into picture_lists (id, product_id) select * from unnest($1::int[], $2::int[])', pictureLists);
    await insertRows(
      tx,
      'insert into picture_list_items (list_id, media_id, sort_order) select * from unnest($1::int[], $2::int[], $3::int[])',
      pictureItems,
    );
  }
  await insertRows(
    tx,
    `insert into stock_models (id, model_number, inventory, allow_negative_inventory)
     select * from unnest($1::int[], $2::text[], $3::int[], $4::bool[])`,
    stock,
  );
  await insertRows(
    tx,
    `insert into product_models (id, product_id, title, model_number, sort_order, stock_model_id, picture_list_id)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[])`,
    models,
  );
  await insertRows(
    tx,
    `insert into product_prices (product_model_id, product_id, price, use_point_percent, on_sale, on_sale_price, start_date, end_date)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::bool[], $6::int[], $7::date[], $8::date[])`,
    prices,
  );
  // Waiting for review (submitForReview): a new product has no pending submission to update.
  await insertRows(
    tx,
    `insert into product_submissions (product_id, merchant_id, kind, revision) select t.id, ${merchantId}, 'new', null from unnest($1::int[]) as t(id)`,
    productIds.map((id) => [id]),
  );
  // What the triggers would have done, once for the batch: with the facts right, nothing is updated.
  await tx.query('select refresh_search_prices($1::int[]), refresh_in_stock($1::int[])', [productIds]);
  await tx.query(`select set_config('storefront.search_facts', '', true)`);
  return productIds;
}

/**
 * Products written by batches since the tables' statistics were last refreshed. The embedded
 * database runs no autovacuum, so without ANALYZE the planner keeps the statistics of the tables'
 * first rows: during a 50,000-row import the search-price triggers of product_models and
 * product_prices went from a nested loop on their indexes to a scan of all prices per product, a
 * batch from 30 to 110 ms at 6,000 products and growing (profiled). An ANALYZE every
 * ANALYZE_EVERY_PRODUCTS products (26 to 150 ms) keeps a batch's time flat, as PostgreSQL's
 * autoanalyze would after a bulk load.
 */
let writtenSinceAnalyze = 0;
const ANALYZE_EVERY_PRODUCTS = 1000;

async function analyzeAfterBulkWrites(db: Database, created: number): Promise<void> {
  writtenSinceAnalyze += created;
  if (writtenSinceAnalyze < ANALYZE_EVERY_PRODUCTS) return;
  writtenSinceAnalyze = 0;
  try {
    await db.query('analyze products, product_models, product_prices, stock_models, product_selections, product_options');
  } catch {
    // Statistics only: the batch is committed and answered whatever this says.
  }
}

/**
 * Creates the batch's products of the merchant, answering one result per item in order. Items are
 * checked one by one with ProductInput: a bad one is answered 400 with its issues, its neighbours
 * go on. The whole batch is one transaction, so a server stopped in the middle leaves none of it;
 * the products committed before are found again (already there) when the file is sent again.
 */
export async function newProductsForCsv(
  db: Database,
  merchantId: number,
  items: readonly unknown[],
  now: Date = new Date(),
): Promise<{ status: number; results: ProductForCsvResult[] }> {
  const results = new Array<ProductForCsvResult>(items.length);
  const plain: Checked[] = [];
  const oneByOne: Checked[] = [];
  const names = new Set<string>();
  items.forEach((item, index) => {
    try {
      const input = validate(ProductInput, item);
      const product = { index, input, prepared: prepareNewProduct(input, now) };
      // A slug or title met before in the batch may be the same product: the one-product way,
      // after the set write, finds it there.
      const repeated = names.has(`s:${input.slug}`) || names.has(`t:${input.title}`);
      names.add(`s:${input.slug}`).add(`t:${input.title}`);
      const simple = !input.auction && !hasDraftIds(input) && input.productModels.length <= SET_MAX_VARIANTS;
      (simple && !repeated ? plain : oneByOne).push(product);
    } catch (error) {
      results[index] = failedAnswer(error);
    }
  });
  await letOthersIn();
  await db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    if (plain.length) {
      const ready = await checkAll(tx, merchantId, plain, results);
      if (ready.length) {
        await tx.query('savepoint csv_batch');
        try {
          const ids = await writeAll(tx, merchantId, ready);
          await tx.query('release savepoint csv_batch');
          ready.forEach((product, i) => (results[product.index] = createdAnswer(ids[i]!)));
        } catch {
          // A write refused for one of them (a slug taken by another merchant since the read):
          // none of the set is kept, and each is tried alone below.
          await tx.query('rollback to savepoint csv_batch');
          oneByOne.push(...ready);
        }
      }
    }
    oneByOne.sort((a, b) => a.index - b.index);
    for (const { index, input, prepared } of oneByOne) {
      await tx.query('savepoint csv_product');
      try {
        const { productId, created } = await createProductInTransaction(
          tx,
          merchantId,
          input,
          (t) => productOfRow(t, merchantId, input),
          prepared,
        );
        await tx.query('release savepoint csv_product');
        results[index] = created ? createdAnswer(productId) : alreadyAnswer(productId);
      } catch (error) {
        await tx.query('rollback to savepoint csv_product');
        results[index] = failedAnswer(error);
      }
    }
  });
  await analyzeAfterBulkWrites(db, results.filter((r) => r.status.type === 'success').length);
  return { status: 200, results };
}
