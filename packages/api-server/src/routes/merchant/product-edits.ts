// Edits of a merchant's product after it was created. A product that is not on sale is rewritten
// and goes back to review; an edit of a product on sale is kept as a revision (the save payload)
// while the shop keeps selling the live rows, except for stock and allow-negative, which apply at
// once. The operator's approval writes the revision over the live rows (applyRevision).
import { PRODUCT_STATUS, type Product, type ProductInput } from '@storefront/contracts';
import type { Database, Queryable } from '../../db';
import { notFound } from '../../errors';
import { letOthersIn } from '../../event-loop';
import { sanitizeRichText } from '../../security/sanitize-html';
import { submitForReview } from '../operator/product-submissions';
import { planSave, productColumns, UNDER_REVIEW, writeProduct } from './merchant-product-store';

/**
 * Saves an edit of the merchant's own product for review. A product on sale keeps selling its
 * live version: the edit is stored as a pending revision (submitRevision below);
 * any other product is rewritten and waits for review (status 4).
 */
export async function updateProduct(db: Database, merchantId: number, productId: number, input: ProductInput): Promise<void> {
  const prepared = { columns: productColumns(input), plan: planSave(input) };
  await letOthersIn();
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
    await writeProduct(tx, merchantId, productId, input, UNDER_REVIEW, prepared);
    await submitForReview(tx, merchantId, productId, 'new', null);
  });
}

/** The stock rows of the product's own variants, by variant id. */
async function liveStock(
  tx: Queryable,
  productId: number,
): Promise<Map<number, { stockModelId: number; inventory: number; allowNegativeInventory: boolean }>> {
  const rows = await tx.query<{ id: number; stock_model_id: number; inventory: number; allow_negative_inventory: boolean }>(
    `select m.id, m.stock_model_id, s.inventory, s.allow_negative_inventory
       from product_models m join stock_models s on s.id = m.stock_model_id where m.product_id = $1`,
    [productId],
  );
  return new Map(
    rows.map((r) => [r.id, { stockModelId: r.stock_model_id, inventory: r.inventory, allowNegativeInventory: r.allow_negative_inventory }]),
  );
}

/**
 * An edit of a product on sale: checked exactly as its approval would write it (inside a
 * savepoint that is then rolled back, so a bad id or a taken slug is refused now, not at review),
 * the stock of its existing variants applied at once, and the payload kept for review.
 */
export async function submitRevision(tx: Queryable, merchantId: number, productId: number, input: ProductInput): Promise<void> {
  await tx.query('savepoint revision_check');
  await writeProduct(tx, merchantId, productId, input, PRODUCT_STATUS.online);
  await tx.query('rollback to savepoint revision_check');
  await tx.query('release savepoint revision_check');
  const stock = await liveStock(tx, productId);
  for (const model of input.productModels) {
    const live = model.productModelId === undefined ? undefined : stock.get(model.productModelId);
    if (!live) continue;
    await tx.query('update stock_models set inventory = $2, allow_negative_inventory = $3 where id = $1', [
      live.stockModelId,
      model.stockModel.inventory,
      model.stockModel.allowNegativeInventory,
    ]);
  }
  await submitForReview(tx, merchantId, productId, 'edit', input);
}

/**
 * Writes an approved revision over the live product. Stock is not the revision's: it applied
 * when the edit was saved and has moved with every sale since, so the live figures are kept.
 */
export async function applyRevision(tx: Queryable, merchantId: number, productId: number, revision: ProductInput): Promise<void> {
  const stock = await liveStock(tx, productId);
  const input: ProductInput = {
    ...revision,
    productModels: revision.productModels.map((model) => {
      const live = model.productModelId === undefined ? undefined : stock.get(model.productModelId);
      return live
        ? { ...model, stockModel: { ...model.stockModel, inventory: live.inventory, allowNegativeInventory: live.allowNegativeInventory } }
        : model;
    }),
  };
  await writeProduct(tx, merchantId, productId, input, PRODUCT_STATUS.online);
}

/** A stored revision as the editor's product (titles, picture URLs and live stock looked up). */
export async function revisionAsProduct(db: Queryable, productId: number, status: number, revision: ProductInput): Promise<Product> {
  const typeIds = revision.productTypes.map((t) => t.productTypeId);
  const types = await db.query<{ id: number; title: string }>('select id, title from product_types where id = any($1::int[])', [typeIds]);
  const mediaIds = revision.productModels.flatMap((m) => m.productImages.map((i) => i.imageId));
  const media = await db.query<{ id: number; public_url: string }>('select id, public_url from media where id = any($1::int[])', [
    mediaIds,
  ]);
  const stock = await liveStock(db, productId);
  return {
    productId,
    title: revision.title,
    slug: revision.slug,
    status,
    productModelType: revision.productModelType,
    productBrandId: revision.productBrandId,
    productCatelogId: revision.productCatelogId,
    productDeliveryType: revision.productDeliveryType,
    productTypes: typeIds.map((id) => ({ productTypeId: id, title: types.find((t) => t.id === id)?.title ?? '' })),
    viewCommission: revision.viewCommission,
    shareCommission: revision.shareCommission,
    purchaseCommission: revision.purchaseCommission,
    productSelections: revision.productSelections.map((s) => ({
      productSelectionId: s.productSelectionId ?? 0,
      productId,
      title: s.title,
      productOptions: s.productOptions.map((o, order) => ({
        productOptionId: o.productOptionId ?? 0,
        productSelectionId: s.productSelectionId ?? 0,
        title: o.title,
        sortOrder: order,
      })),
    })),
    productModels: revision.productModels.map((m, index) => {
      const live = m.productModelId === undefined ? undefined : stock.get(m.productModelId);
      const price = m.productPrices[0]!;
      return {
        productModelId: m.productModelId ?? 0,
        title: m.title,
        modelNumber: m.modelNumber,
        sortOrder: index,
        productPrices: [
          {
            id: price.id ?? 0,
            productModelId: m.productModelId ?? 0,
            productId,
            price: price.price,
            usePointPercent: price.usePointPercent,
            onSale: price.onSale,
            onSalePrice: price.onSale ? price.onSalePrice : 0,
            startDate: price.onSale ? (price.startDate ?? '') : '',
            endDate: price.onSale ? (price.endDate ?? '') : '',
          },
        ],
        productImages: m.productImages.map((i, order) => ({
          imageId: i.imageId,
          productModelId: m.productModelId ?? 0,
          publicUrl: media.find((md) => md.id === i.imageId)?.public_url ?? '',
          sortOrder: order,
        })),
        stockModel: {
          stockModelId: live?.stockModelId,
          modelNumber: m.modelNumber || m.stockModel.modelNumber,
          inventory: live ? live.inventory : m.stockModel.inventory,
          allowNegativeInventory: live ? live.allowNegativeInventory : m.stockModel.allowNegativeInventory,
        },
        stockModelId: live?.stockModelId,
      };
    }),
    informations: sanitizeRichText(revision.informations),
    descriptions: sanitizeRichText(revision.descriptions),
    specifications: sanitizeRichText(revision.specifications),
    purchaseDescriptions: sanitizeRichText(revision.purchaseDescriptions),
    allSamePhotos: revision.allSamePhotos,
  };
}
