// Writing a merchant's product with its whole graph (types, selections, options, variants with
// price, stock and images) in one transaction. createProduct is the entry point for anything that
// makes a product (the editor, later the CSV upload); every id in the payload must be the
// product's own or a draft the same merchant was handed, else the save is refused with a 404.
import { PRODUCT_BASE, PRODUCT_STATUS, type ProductInput } from '@storefront/contracts';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { sanitizeRichText } from '../../security/sanitize-html';
import { submitForReview, submitRevision } from '../operator/product-submissions';

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

async function saveSelections(tx: Queryable, merchantId: number, productId: number, input: ProductInput): Promise<void> {
  const selections = input.productSelections;
  const ownSelections = await ids(tx, 'select id from product_selections where product_id = $1', [productId]);
  const draftSelections = await ids(tx, 'select id from product_selections where product_id is null and owner_id = $1', [merchantId]);
  checkOwned(
    selections.map((s) => s.productSelectionId),
    new Set([...ownSelections, ...draftSelections]),
  );
  const ownOptions = await ids(
    tx,
    'select o.id from product_options o join product_selections s on s.id = o.product_selection_id where s.product_id = $1',
    [productId],
  );
  const draftOptions = await ids(tx, 'select id from product_options where product_selection_id is null and owner_id = $1', [merchantId]);
  checkOwned(
    selections.flatMap((s) => s.productOptions.map((o) => o.productOptionId)),
    new Set([...ownOptions, ...draftOptions]),
  );

  const keptSelections: number[] = [];
  const keptOptions: number[] = [];
  for (const [index, selection] of selections.entries()) {
    let selectionId = selection.productSelectionId;
    if (selectionId === undefined) {
      const [row] = await tx.query<{ id: number }>(
        'insert into product_selections (product_id, title, sort_order) values ($1, $2, $3) returning id',
        [productId, selection.title, index],
      );
      selectionId = row!.id;
    } else {
      await tx.query('update product_selections set product_id = $2, title = $3, sort_order = $4, owner_id = null where id = $1', [
        selectionId,
        productId,
        selection.title,
        index,
      ]);
    }
    keptSelections.push(selectionId);
    for (const [order, option] of selection.productOptions.entries()) {
      if (option.productOptionId === undefined) {
        const [row] = await tx.query<{ id: number }>(
          'insert into product_options (product_selection_id, title, sort_order) values ($1, $2, $3) returning id',
          [selectionId, option.title, order],
        );
        keptOptions.push(row!.id);
      } else {
        await tx.query('update product_options set product_selection_id = $2, title = $3, sort_order = $4, owner_id = null where id = $1', [
          option.productOptionId,
          selectionId,
          option.title,
          order,
        ]);
        keptOptions.push(option.productOptionId);
      }
    }
  }
  await tx.query(
    `delete from product_options o using product_selections s
      where s.id = o.product_selection_id and s.product_id = $1 and not (o.id = any($2::int[]))`,
    [productId, keptOptions],
  );
  await tx.query('delete from product_selections where product_id = $1 and not (id = any($2::int[]))', [productId, keptSelections]);
}

async function saveModels(tx: Queryable, merchantId: number, productId: number, input: ProductInput): Promise<void> {
  const models = input.productModels;
  const own = await ids(tx, 'select id from product_models where product_id = $1', [productId]);
  const drafts = await ids(tx, 'select id from product_models where product_id is null and owner_id = $1', [merchantId]);
  checkOwned(
    models.map((m) => m.productModelId),
    new Set([...own, ...drafts]),
  );
  // Pictures: the merchant's own media, or media already shown on this product (seeded media).
  const media = await ids(
    tx,
    `select id from media where merchant_id = $1
     union select i.media_id from product_images i join product_models m on m.id = i.product_model_id where m.product_id = $2`,
    [merchantId, productId],
  );
  for (const model of models) {
    for (const image of model.productImages) if (!media.has(image.imageId)) throw refused();
  }

  const kept: number[] = [];
  const pictures: [modelId: number, mediaId: number, order: number][] = [];
  for (const [index, model] of models.entries()) {
    const stock = model.stockModel;
    let modelId = model.productModelId;
    if (modelId === undefined) {
      const [stockRow] = await tx.query<{ id: number }>(
        'insert into stock_models (model_number, inventory, allow_negative_inventory) values ($1, $2, $3) returning id',
        [model.modelNumber || stock.modelNumber, stock.inventory, stock.allowNegativeInventory],
      );
      const [row] = await tx.query<{ id: number }>(
        'insert into product_models (product_id, title, model_number, sort_order, stock_model_id) values ($1, $2, $3, $4, $5) returning id',
        [productId, model.title, model.modelNumber, index, stockRow!.id],
      );
      modelId = row!.id;
    } else {
      // The stock row is the one the variant already points at; a stock id in the payload is ignored.
      const [row] = await tx.query<{ stock_model_id: number | null }>(
        'update product_models set product_id = $2, title = $3, model_number = $4, sort_order = $5, owner_id = null where id = $1 returning stock_model_id',
        [modelId, productId, model.title, model.modelNumber, index],
      );
      if (row?.stock_model_id) {
        await tx.query('update stock_models set model_number = $2, inventory = $3, allow_negative_inventory = $4 where id = $1', [
          row.stock_model_id,
          model.modelNumber || stock.modelNumber,
          stock.inventory,
          stock.allowNegativeInventory,
        ]);
      } else {
        const [stockRow] = await tx.query<{ id: number }>(
          'insert into stock_models (model_number, inventory, allow_negative_inventory) values ($1, $2, $3) returning id',
          [model.modelNumber || stock.modelNumber, stock.inventory, stock.allowNegativeInventory],
        );
        await tx.query('update product_models set stock_model_id = $2 where id = $1', [modelId, stockRow!.id]);
      }
    }
    kept.push(modelId);
    // Only the first price is used (merchant.md §3).
    const price = model.productPrices[0]!;
    await tx.query('delete from product_prices where product_model_id = $1', [modelId]);
    await tx.query(
      `insert into product_prices (product_model_id, product_id, price, use_point_percent, on_sale, on_sale_price, start_date, end_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        modelId,
        productId,
        price.price,
        price.usePointPercent,
        price.onSale,
        price.onSale ? price.onSalePrice : 0,
        price.onSale && price.startDate ? price.startDate : null,
        price.onSale && price.endDate ? price.endDate : null,
      ],
    );
    for (const [order, image] of model.productImages.entries()) pictures.push([modelId, image.imageId, order]);
  }
  // The pictures of every variant in two statements, not one per picture: a save of hundreds of
  // variants with their pictures holds the database (one connection, embedded) for a moment only.
  await tx.query('delete from product_images where product_model_id = any($1::int[])', [kept]);
  await tx.query(
    `insert into product_images (product_model_id, media_id, sort_order)
     select * from unnest($1::int[], $2::int[], $3::int[])`,
    [pictures.map((p) => p[0]), pictures.map((p) => p[1]), pictures.map((p) => p[2])],
  );
  await tx.query('delete from product_models where product_id = $1 and not (id = any($2::int[]))', [productId, kept]);
}

async function saveGraph(tx: Queryable, merchantId: number, productId: number, input: ProductInput): Promise<void> {
  await tx.query('delete from product_product_types where product_id = $1', [productId]);
  for (const typeId of new Set(input.productTypes.map((t) => t.productTypeId))) {
    await tx.query('insert into product_product_types (product_id, product_type_id) values ($1, $2)', [productId, typeId]);
  }
  await saveSelections(tx, merchantId, productId, input);
  await saveModels(tx, merchantId, productId, input);
}

const productColumns = (input: ProductInput) => [
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
function auctionColumns(input: ProductInput, now: Date): [number, number | null, number | null, string | null] {
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
  const auction = auctionColumns(input, now);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    await checkSlug(tx, input.slug, null);
    const [row] = await tx.query<{ id: number }>(
      `insert into products (slug, title, product_model_type, product_delivery_type, brand_id, catelog_id,
              view_commission, share_commission, purchase_commission, description, specification, information,
              purchase_description, all_same_photos, merchant_id, status, product_base, start_auction_amount,
              min_auction_price, end_auction_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) returning id`,
      [...productColumns(input), merchantId, PRODUCT_STATUS.underReview, ...auction],
    );
    await saveGraph(tx, merchantId, row!.id, input);
    await submitForReview(tx, merchantId, row!.id, 'new', null);
    return row!.id;
  });
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
): Promise<void> {
  await checkReferences(tx, input);
  await checkSlug(tx, input.slug, productId);
  await tx.query(
    `update products set slug = $1, title = $2, product_model_type = $3, product_delivery_type = $4, brand_id = $5,
            catelog_id = $6, view_commission = $7, share_commission = $8, purchase_commission = $9, description = $10,
            specification = $11, information = $12, purchase_description = $13, all_same_photos = $14,
            status = $16, updated_at = now()
      where id = $15`,
    [...productColumns(input), productId, status],
  );
  await saveGraph(tx, merchantId, productId, input);
}

/**
 * Saves an edit of the merchant's own product for review. A product on sale keeps selling its
 * live version: the edit is stored as a pending revision (operator/product-submissions.ts);
 * any other product is rewritten and waits for review (status 4).
 */
export async function updateProduct(db: Database, merchantId: number, productId: number, input: ProductInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await tx.query<{ status: number }>('select status from products where id = $1 and merchant_id = $2 for update', [
      productId,
      merchantId,
    ]);
    if (!owned) throw notFound('找不到商品');
    if (owned.status === PRODUCT_STATUS.online) {
      await submitRevision(tx, merchantId, productId, input);
      return;
    }
    await writeProduct(tx, merchantId, productId, input, UNDER_REVIEW);
    await submitForReview(tx, merchantId, productId, 'new', null);
  });
}
