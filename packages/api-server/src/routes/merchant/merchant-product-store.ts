// Writing a merchant's product with its whole graph (types, selections, options, variants with
// price, stock and images) in one transaction. createProduct is the entry point for anything that
// makes a product (the editor, later the CSV upload); every id in the payload must be the
// product's own or a draft the same merchant was handed, else the save is refused with a 404.
import { PRODUCT_BASE, PRODUCT_STATUS, type ProductInput } from '@storefront/contracts';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { sanitizeRichText } from '../../security/sanitize-html';
import { letOthersIn } from '../../event-loop';
import { submitForReview } from '../operator/product-submissions';

/** Every submission waits for review (merchant.md §4: product status 4). */
export const UNDER_REVIEW = PRODUCT_STATUS.underReview;

const refused = () => notFound('找不到資料：包含不屬於此商品的項目');

async function ids(tx: Queryable, sql: string, params: unknown[]): Promise<Set<number>> {
  const rows = await tx.query<{ id: number }>(sql, params);
  return new Set(rows.map((r) => r.id));
}

function checkOwned(given: (number | undefined)[], allowed: Set<number>): void {
  const seen = new Set<number>();
  for (const id of given) {
    if (id === undefined) continue;
    // The same id twice would save one row twice: refuse as malformed.
    if (seen.has(id)) throw new ApiError(400, '請求格式錯誤', `重複的編號 ${id}`);
    seen.add(id);
    if (!allowed.has(id)) throw refused();
  }
}

async function checkReferences(tx: Queryable, input: ProductInput): Promise<void> {
  const brand = await tx.query('select 1 from brands where id = $1', [input.productBrandId]);
  if (brand.length === 0) throw new ApiError(400, '請求格式錯誤', '找不到品牌', [{ path: 'productBrandId', key: 'invalid' }]);
  const catelog = await tx.query('select 1 from catelogs where id = $1', [input.productCatelogId]);
  if (catelog.length === 0) throw new ApiError(400, '請求格式錯誤', '找不到分類', [{ path: 'productCatelogId', key: 'invalid' }]);
  const typeIds = [...new Set(input.productTypes.map((t) => t.productTypeId))];
  const found = await ids(tx, 'select id from product_types where catelog_id = $1 and id = any($2::int[])', [
    input.productCatelogId,
    typeIds,
  ]);
  if (found.size !== typeIds.length) {
    throw new ApiError(400, '請求格式錯誤', '商品類型不屬於所選分類', [{ path: 'productTypes', key: 'invalid' }]);
  }
}

async function checkSlug(tx: Queryable, slug: string, productId: number | null): Promise<void> {
  const rows = await tx.query<{ id: number }>('select id from products where slug = $1', [slug]);
  if (rows.some((r) => r.id !== productId)) {
    throw new ApiError(409, '網址後綴已被使用', '網址後綴已被其他商品使用，請換一個', [{ path: 'slug', key: 'invalid' }]);
  }
}

/**
 * Rows per statement in a big save (issue 28 #5): 400 variants go in eight statements per table
 * of 2 to 4 ms each on the embedded database, with the server's other requests let in between
 * them (db/pglite.ts).
 */
export const BATCH_ROWS = 50;

/** The list cut into runs of at most BATCH_ROWS, in order. */
function batches<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += BATCH_ROWS) out.push(list.slice(at, at + BATCH_ROWS));
  return out;
}

/** New ids for rows of serial-keyed tables (a count per table), handed out before the rows are written, BATCH_ROWS per statement. */
async function newIds<K extends string>(tx: Queryable, counts: Record<K, number>): Promise<Record<K, number[]>> {
  const out = Object.fromEntries(Object.keys(counts).map((table) => [table, [] as number[]])) as Record<K, number[]>;
  for (const table of Object.keys(counts) as K[]) {
    for (let left = counts[table]; left > 0; left -= BATCH_ROWS) {
      const [row] = await tx.query<{ ids: number[] }>(
        `select array(select nextval(pg_get_serial_sequence('${table}', 'id'))::int from generate_series(1, $1::int)) as ids`,
        [Math.min(left, BATCH_ROWS)],
      );
      out[table].push(...row!.ids);
    }
  }
  return out;
}

/**
 * The rows a save writes, built from the validated input before the transaction starts (ids of
 * new rows are filled in inside it): the transaction then only checks and writes, a few
 * statements per BATCH_ROWS variants.
 */
export type SavePlan = ReturnType<typeof planSave>;

export function planSave(input: ProductInput) {
  const selections = input.productSelections.map((selection, index) => ({
    id: selection.productSelectionId,
    title: selection.title,
    sort: index,
    options: selection.productOptions.map((option, order) => ({ id: option.productOptionId, title: option.title, sort: order })),
  }));
  const models = input.productModels.map((model, index) => {
    // Only the first price is used (merchant.md §3).
    const price = model.productPrices[0]!;
    return {
      id: model.productModelId,
      title: model.title,
      modelNumber: model.modelNumber,
      sort: index,
      stockNumber: model.modelNumber || model.stockModel.modelNumber,
      inventory: model.stockModel.inventory,
      allowNegative: model.stockModel.allowNegativeInventory,
      price: price.price,
      usePointPercent: price.usePointPercent,
      onSale: price.onSale,
      onSalePrice: price.onSale ? price.onSalePrice : 0,
      startDate: price.onSale && price.startDate ? price.startDate : null,
      endDate: price.onSale && price.endDate ? price.endDate : null,
      images: model.productImages.map((image) => image.imageId),
    };
  });
  return {
    typeIds: [...new Set(input.productTypes.map((t) => t.productTypeId))],
    selections,
    models,
    mediaIds: [...new Set(models.flatMap((m) => m.images))],
  };
}

async function saveSelections(tx: Queryable, merchantId: number, productId: number, plan: SavePlan): Promise<void> {
  const { selections } = plan;
  // The rows the payload may name, locked: two saves naming the same draft cannot both take it.
  const ownSelections = await ids(
    tx,
    'select id from product_selections where product_id = $1 or (product_id is null and owner_id = $2) for update',
    [productId, merchantId],
  );
  checkOwned(
    selections.map((s) => s.id),
    ownSelections,
  );
  const ownOptions = await ids(
    tx,
    `select o.id from product_options o left join product_selections s on s.id = o.product_selection_id
      where s.product_id = $1 or (o.product_selection_id is null and o.owner_id = $2) for update of o`,
    [productId, merchantId],
  );
  checkOwned(
    selections.flatMap((s) => s.options.map((o) => o.id)),
    ownOptions,
  );

  const options = selections.flatMap((s, i) => s.options.map((o) => ({ ...o, selection: i })));
  const { product_selections: fresh, product_options: freshOptions } = await newIds(tx, {
    product_selections: selections.filter((s) => s.id === undefined).length,
    product_options: options.filter((o) => o.id === undefined).length,
  });
  const selectionIds = selections.map((s) => s.id ?? fresh.shift()!);
  const optionIds = options.map((o) => o.id ?? freshOptions.shift()!);
  const isNew = (id: number | undefined) => id === undefined;

  await writeRows(
    tx,
    `insert into product_selections (id, product_id, title, sort_order)
     select t.id, $1, t.title, t.sort from unnest($2::int[], $3::text[], $4::int[]) as t(id, title, sort)`,
    `update product_selections s set product_id = $1, title = t.title, sort_order = t.sort, owner_id = null
       from unnest($2::int[], $3::text[], $4::int[]) as t(id, title, sort) where s.id = t.id`,
    selections.map((s, i) => ({ fresh: isNew(s.id), row: [selectionIds[i]!, s.title, s.sort] })),
    [productId],
  );
  await writeRows(
    tx,
    `insert into product_options (id, product_selection_id, title, sort_order)
     select t.id, t.selection, t.title, t.sort from unnest($1::int[], $2::int[], $3::text[], $4::int[]) as t(id, selection, title, sort)`,
    `update product_options o set product_selection_id = t.selection, title = t.title, sort_order = t.sort, owner_id = null
       from unnest($1::int[], $2::int[], $3::text[], $4::int[]) as t(id, selection, title, sort) where o.id = t.id`,
    options.map((o, i) => ({ fresh: isNew(o.id), row: [optionIds[i]!, selectionIds[o.selection]!, o.title, o.sort] })),
    [],
  );
  await tx.query(
    `delete from product_options o using product_selections s
      where s.id = o.product_selection_id and s.product_id = $1 and not (o.id = any($2::int[]))`,
    [productId, optionIds],
  );
  await tx.query('delete from product_selections where product_id = $1 and not (id = any($2::int[]))', [productId, selectionIds]);
}

/**
 * Rows as columns (one array per column, after the leading params): the new ones inserted, the
 * existing ones updated, BATCH_ROWS per statement; a statement with no rows is not sent.
 */
async function writeRows(
  tx: Queryable,
  insert: string,
  update: string,
  rows: { fresh: boolean; row: unknown[] }[],
  leading: unknown[],
): Promise<void> {
  const columns = (list: unknown[][]) => (list[0] ?? []).map((_, c) => list.map((row) => row[c]));
  const fresh = rows.filter((r) => r.fresh).map((r) => r.row);
  const kept = rows.filter((r) => !r.fresh).map((r) => r.row);
  for (const batch of batches(fresh)) await tx.query(insert, [...leading, ...columns(batch)]);
  for (const batch of batches(kept)) await tx.query(update, [...leading, ...columns(batch)]);
}

async function saveModels(tx: Queryable, merchantId: number, productId: number, plan: SavePlan): Promise<void> {
  const { models } = plan;
  const owned = await tx.query<{ id: number; stock_model_id: number | null; picture_list_id: number | null }>(
    'select id, stock_model_id, picture_list_id from product_models where product_id = $1 or (product_id is null and owner_id = $2) for update',
    [productId, merchantId],
  );
  checkOwned(
    models.map((m) => m.id),
    new Set(owned.map((r) => r.id)),
  );
  // Pictures: the merchant's own media, or media already shown on this product (seeded media).
  const [pictures] = await tx.query<{ n: number }>(
    `select count(*)::int as n from unnest($3::int[]) as given(id)
      where given.id in (select id from media where merchant_id = $1
                         union select i.media_id from product_images i join product_models m on m.id = i.product_model_id where m.product_id = $2)`,
    [merchantId, productId, plan.mediaIds],
  );
  if (pictures!.n !== plan.mediaIds.length) throw refused();

  // The stock row is the one a kept variant already points at (a stock id in the payload is
  // ignored); a new variant, or one without a stock row, gets a new one.
  const stockOf = new Map(owned.map((r) => [r.id, r.stock_model_id]));
  const needsStock = models.filter((m) => m.id === undefined || !stockOf.get(m.id));
  // Variants showing the same pictures in the same order share one list: 400 variants with the
  // same 50 pictures write 50 rows, not 20,000.
  const lists = new Map<string, number[]>();
  for (const m of models) if (m.images.length) lists.set(m.images.join(','), m.images);
  const fresh = await newIds(tx, {
    stock_models: needsStock.length,
    product_models: models.filter((m) => m.id === undefined).length,
    picture_lists: lists.size,
  });
  const { stock_models: freshStock, product_models: freshModels, picture_lists: listIds } = fresh;
  const rows = models.map((m) => ({
    ...m,
    fresh: m.id === undefined,
    modelId: m.id ?? freshModels.shift()!,
    stockId: (m.id !== undefined && stockOf.get(m.id)) || freshStock.shift()!,
    freshStock: m.id === undefined || !stockOf.get(m.id),
  }));
  const modelIds = rows.map((r) => r.modelId);

  const listOf = new Map([...lists.keys()].map((key, i) => [key, listIds[i]!]));
  const items = [...lists.values()].flatMap((images, i) => images.map((media, order) => [listIds[i]!, media, order] as const));
  if (listIds.length) {
    await tx.query('insert into picture_lists (id, product_id) select unnest($1::int[]), $2', [listIds, productId]);
    for (const batch of batches(items)) {
      await tx.query(
        'insert into picture_list_items (list_id, media_id, sort_order) select * from unnest($1::int[], $2::int[], $3::int[])',
        [batch.map((item) => item[0]), batch.map((item) => item[1]), batch.map((item) => item[2])],
      );
    }
  }
  const pictureList = (images: number[]) => (images.length ? listOf.get(images.join(','))! : null);

  await writeRows(
    tx,
    `insert into stock_models (id, model_number, inventory, allow_negative_inventory)
     select * from unnest($1::int[], $2::text[], $3::int[], $4::bool[])`,
    `update stock_models s set model_number = t.number, inventory = t.inventory, allow_negative_inventory = t.negative
       from unnest($1::int[], $2::text[], $3::int[], $4::bool[]) as t(id, number, inventory, negative) where s.id = t.id`,
    rows.map((r) => ({ fresh: r.freshStock, row: [r.stockId, r.stockNumber, r.inventory, r.allowNegative] })),
    [],
  );
  await writeRows(
    tx,
    `insert into product_models (id, product_id, title, model_number, sort_order, stock_model_id, picture_list_id)
     select t.id, $1, t.title, t.number, t.sort, t.stock, t.pictures
       from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[]) as t(id, title, number, sort, stock, pictures)`,
    `update product_models m set product_id = $1, title = t.title, model_number = t.number, sort_order = t.sort, stock_model_id = t.stock,
            picture_list_id = t.pictures, owner_id = null
       from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[]) as t(id, title, number, sort, stock, pictures) where m.id = t.id`,
    rows.map((r) => ({ fresh: r.fresh, row: [r.modelId, r.title, r.modelNumber, r.sort, r.stockId, pictureList(r.images)] })),
    [productId],
  );

  await tx.query('delete from product_prices where product_model_id = any($1::int[])', [modelIds]);
  for (const batch of batches(rows)) {
    await tx.query(
      `insert into product_prices (product_model_id, product_id, price, use_point_percent, on_sale, on_sale_price, start_date, end_date)
       select t.model, $1, t.price, t.points, t.on_sale, t.sale_price, t.start_date, t.end_date
         from unnest($2::int[], $3::int[], $4::int[], $5::bool[], $6::int[], $7::date[], $8::date[])
           as t(model, price, points, on_sale, sale_price, start_date, end_date)`,
      [
        productId,
        batch.map((r) => r.modelId),
        batch.map((r) => r.price),
        batch.map((r) => r.usePointPercent),
        batch.map((r) => r.onSale),
        batch.map((r) => r.onSalePrice),
        batch.map((r) => r.startDate),
        batch.map((r) => r.endDate),
      ],
    );
  }
  await tx.query('delete from product_models where product_id = $1 and not (id = any($2::int[]))', [productId, modelIds]);
  // The lists the product and the drafts it took showed before, now unused.
  const listBefore = new Map(owned.map((r) => [r.id, r.picture_list_id]));
  const draftLists = models.flatMap((m) => (m.id !== undefined && listBefore.get(m.id)) || []);
  await tx.query('delete from picture_lists where (product_id = $1 or id = any($2::int[])) and not (id = any($3::int[]))', [
    productId,
    draftLists,
    listIds,
  ]);
}

async function saveGraph(tx: Queryable, merchantId: number, productId: number, plan: SavePlan): Promise<void> {
  await tx.query('delete from product_product_types where product_id = $1', [productId]);
  await tx.query('insert into product_product_types (product_id, product_type_id) select $1, unnest($2::int[])', [productId, plan.typeIds]);
  await saveSelections(tx, merchantId, productId, plan);
  await saveModels(tx, merchantId, productId, plan);
}

export const productColumns = (input: ProductInput) => [
  input.slug,
  input.title,
  input.productModelType,
  input.productDeliveryType,
  input.productBrandId,
  input.productCatelogId,
  input.viewCommission,
  input.shareCommission,
  input.purchaseCommission,
  sanitizeRichText(input.descriptions),
  sanitizeRichText(input.specifications),
  sanitizeRichText(input.informations),
  sanitizeRichText(input.purchaseDescriptions),
  input.allSamePhotos,
];

/** An auction's columns (product_base, start, step, end), or a fixed price; an end in the past is refused. */
export function auctionColumns(input: ProductInput, now: Date): [number, number | null, number | null, string | null] {
  const auction = input.auction;
  if (!auction) return [PRODUCT_BASE.fixedPrice, null, null, null];
  const end = new Date(auction.endAuctionDate);
  if (!(end.getTime() > now.getTime())) {
    throw new ApiError(400, '結標時間有誤', '結標時間須晚於現在', [{ path: 'auction.endAuctionDate', key: 'min' }]);
  }
  return [PRODUCT_BASE.auction, auction.startAuctionAmount, auction.minAuctionPrice, end.toISOString()];
}

/** Creates a product of the merchant (sold at a fixed price or by auction), under review; answers its id. */
export async function createProduct(db: Database, merchantId: number, input: ProductInput, now: Date = new Date()): Promise<number> {
  return (await createProductOnce(db, merchantId, input, async () => null, now)).productId;
}

/**
 * Creates the product unless `existing` finds it already made (read in the same transaction, with
 * the merchant's row locked, so two requests creating the same product one after the other or at
 * once make it once): answers the product's id and whether it was made now.
 */
export async function createProductOnce(
  db: Database,
  merchantId: number,
  input: ProductInput,
  existing: (tx: Queryable) => Promise<number | null>,
  now: Date = new Date(),
): Promise<{ productId: number; created: boolean }> {
  // Everything that needs no database before the transaction: it holds the embedded database's
  // one connection, so it only checks and writes.
  const prepared = prepareNewProduct(input, now);
  await letOthersIn();
  return db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    return createProductInTransaction(tx, merchantId, input, existing, prepared);
  });
}

/** What a new product's save needs that no database is needed for; an auction ending in the past is refused here. */
export function prepareNewProduct(input: ProductInput, now: Date = new Date()) {
  return { auction: auctionColumns(input, now), columns: productColumns(input), plan: planSave(input) };
}
export type PreparedNewProduct = ReturnType<typeof prepareNewProduct>;

/** Serialises the merchant's creations: `existing` then sees every product made before it. */
export async function lockMerchant(tx: Queryable, merchantId: number): Promise<void> {
  await tx.query('select 1 from merchants where member_id = $1 for update', [merchantId]);
}

/** createProductOnce inside a transaction that already holds the merchant's lock (lockMerchant). */
export async function createProductInTransaction(
  tx: Queryable,
  merchantId: number,
  input: ProductInput,
  existing: (tx: Queryable) => Promise<number | null>,
  { auction, columns, plan }: PreparedNewProduct,
): Promise<{ productId: number; created: boolean }> {
  const found = await existing(tx);
  if (found !== null) return { productId: found, created: false };
  await checkReferences(tx, input);
  await checkSlug(tx, input.slug, null);
  const [row] = await tx.query<{ id: number }>(
    `insert into products (slug, title, product_model_type, product_delivery_type, brand_id, catelog_id,
            view_commission, share_commission, purchase_commission, description, specification, information,
            purchase_description, all_same_photos, merchant_id, status, product_base, start_auction_amount,
            min_auction_price, end_auction_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) returning id`,
    [...columns, merchantId, PRODUCT_STATUS.underReview, ...auction],
  );
  await saveGraph(tx, merchantId, row!.id, plan);
  await submitForReview(tx, merchantId, row!.id, 'new', null);
  return { productId: row!.id, created: true };
}

/**
 * Writes the input over the product's own rows with the given status: an edit of a product that
 * is not on sale (sent back for review), or an approved revision (online again).
 */
export async function writeProduct(
  tx: Queryable,
  merchantId: number,
  productId: number,
  input: ProductInput,
  status: number,
  prepared: { columns: unknown[]; plan: SavePlan } = { columns: productColumns(input), plan: planSave(input) },
): Promise<void> {
  await checkReferences(tx, input);
  await checkSlug(tx, input.slug, productId);
  await tx.query(
    `update products set slug = $1, title = $2, product_model_type = $3, product_delivery_type = $4, brand_id = $5,
            catelog_id = $6, view_commission = $7, share_commission = $8, purchase_commission = $9, description = $10,
            specification = $11, information = $12, purchase_description = $13, all_same_photos = $14,
            status = $16, updated_at = now()
      where id = $15`,
    [...prepared.columns, productId, status],
  );
  await saveGraph(tx, merchantId, productId, prepared.plan);
}
