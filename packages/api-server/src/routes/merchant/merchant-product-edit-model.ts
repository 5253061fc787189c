// Reads for the product editor: the merchant's own product as the edit model (merchant.md §3),
// the catalogue choices (categories with their product types, brands) and the model types.
import { PRODUCT_MODEL_TYPE, type Catelog, type Product, type ProductModelEdit, type ProductSelection } from '@storefront/contracts';
import type { Queryable } from '../../db';
import { day as calendarDay } from '../../db/dates';
import { notFound } from '../../errors';
import { sanitizeRichText } from '../../security/sanitize-html';

export const PRODUCT_TYPE_OPTIONS = [
  { productModelType: PRODUCT_MODEL_TYPE.single, title: '單一規格' },
  { productModelType: PRODUCT_MODEL_TYPE.withOptions, title: '多種規格' },
];

// Sale days as the database keeps them (yyyy-MM-dd), the same reading as the shop's.
const day = (value: unknown): string => calendarDay(value) ?? '';

export async function merchantCatalogueInfo(db: Queryable) {
  const catelogRows = await db.query<{ id: number; title: string }>('select id, title from catelogs order by id');
  const typeRows = await db.query<{ id: number; catelog_id: number; title: string }>(
    'select id, catelog_id, title from product_types order by id',
  );
  const brands = await db.query<{ id: number; title: string }>('select id, title from brands order by title');
  const catelogs: Catelog[] = catelogRows.map((c) => ({
    productCatelogId: c.id,
    title: c.title,
    productTypes: typeRows.filter((t) => t.catelog_id === c.id).map((t) => ({ productTypeId: t.id, title: t.title })),
  }));
  return { status: 200, catelogs, brands: brands.map((b) => ({ productBrandId: b.id, title: b.title })) };
}

/** The variants of the given model ids (or of a product), with price, stock and pictures. */
export async function loadModels(db: Queryable, where: { productId: number } | { modelIds: number[] }): Promise<ProductModelEdit[]> {
  const [clause, param] = 'productId' in where ? ['m.product_id = $1', where.productId] : ['m.id = any($1::int[])', where.modelIds];
  const models = await db.query<{
    id: number;
    title: string;
    model_number: string;
    sort_order: number;
    stock_model_id: number | null;
    inventory: number | null;
    allow_negative_inventory: boolean | null;
    stock_number: string | null;
  }>(
    `select m.id, m.title, m.model_number, m.sort_order, m.stock_model_id, s.inventory, s.allow_negative_inventory,
            s.model_number as stock_number
       from product_models m left join stock_models s on s.id = m.stock_model_id
      where ${clause} order by m.sort_order, m.id`,
    [param],
  );
  const modelIds = models.map((m) => m.id);
  const prices = await db.query<{
    id: number;
    product_model_id: number;
    product_id: number | null;
    price: number;
    use_point_percent: number;
    on_sale: boolean;
    on_sale_price: number;
    start_date: unknown;
    end_date: unknown;
  }>('select * from product_prices where product_model_id = any($1::int[]) order by id', [modelIds]);
  const images = await db.query<{ product_model_id: number; media_id: number; sort_order: number; public_url: string }>(
    `select i.product_model_id, i.media_id, i.sort_order, md.public_url
       from product_images i join media md on md.id = i.media_id
      where i.product_model_id = any($1::int[]) order by i.sort_order, i.id`,
    [modelIds],
  );
  return models.map((m) => ({
    productModelId: m.id,
    title: m.title,
    modelNumber: m.model_number,
    sortOrder: m.sort_order,
    productPrices: prices
      .filter((p) => p.product_model_id === m.id)
      .map((p) => ({
        id: p.id,
        productModelId: m.id,
        productId: p.product_id ?? undefined,
        price: p.price,
        usePointPercent: p.use_point_percent,
        onSale: p.on_sale,
        onSalePrice: p.on_sale_price,
        startDate: day(p.start_date),
        endDate: day(p.end_date),
      })),
    productImages: images
      .filter((i) => i.product_model_id === m.id)
      .map((i) => ({ imageId: i.media_id, productModelId: m.id, publicUrl: i.public_url, sortOrder: i.sort_order })),
    stockModel: {
      stockModelId: m.stock_model_id ?? undefined,
      modelNumber: m.stock_number ?? '',
      inventory: m.inventory ?? 0,
      allowNegativeInventory: m.allow_negative_inventory ?? false,
    },
    stockModelId: m.stock_model_id ?? undefined,
  }));
}

async function loadSelections(db: Queryable, productId: number): Promise<ProductSelection[]> {
  const selections = await db.query<{ id: number; title: string }>(
    'select id, title from product_selections where product_id = $1 order by sort_order, id',
    [productId],
  );
  const options = await db.query<{ id: number; product_selection_id: number; title: string; sort_order: number }>(
    'select id, product_selection_id, title, sort_order from product_options where product_selection_id = any($1::int[]) order by sort_order, id',
    [selections.map((s) => s.id)],
  );
  return selections.map((s) => ({
    productSelectionId: s.id,
    productId,
    title: s.title,
    productOptions: options
      .filter((o) => o.product_selection_id === s.id)
      .map((o) => ({ productOptionId: o.id, productSelectionId: s.id, title: o.title, sortOrder: o.sort_order })),
  }));
}

/** The merchant's own product for the editor; another merchant's id answers 404. */
export async function loadOwnProduct(db: Queryable, merchantId: number, productId: number): Promise<Product> {
  const [row] = await db.query<{
    id: number;
    title: string;
    slug: string;
    status: number;
    product_model_type: number;
    brand_id: number | null;
    catelog_id: number | null;
    product_delivery_type: number;
    view_commission: number;
    share_commission: number;
    purchase_commission: number;
    information: string;
    description: string;
    specification: string;
    purchase_description: string;
    all_same_photos: boolean;
  }>('select * from products where id = $1 and merchant_id = $2', [productId, merchantId]);
  if (!row) throw notFound('找不到商品');
  const types = await db.query<{ id: number; title: string }>(
    'select t.id, t.title from product_product_types pt join product_types t on t.id = pt.product_type_id where pt.product_id = $1 order by t.id',
    [productId],
  );
  return {
    productId: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    productModelType: row.product_model_type,
    productBrandId: row.brand_id,
    productCatelogId: row.catelog_id,
    productDeliveryType: row.product_delivery_type,
    productTypes: types.map((t) => ({ productTypeId: t.id, title: t.title })),
    viewCommission: row.view_commission,
    shareCommission: row.share_commission,
    purchaseCommission: row.purchase_commission,
    productSelections: await loadSelections(db, productId),
    productModels: await loadModels(db, { productId }),
    // Sanitized again on the way out: rows written before sanitizing existed are safe too.
    informations: sanitizeRichText(row.information),
    descriptions: sanitizeRichText(row.description),
    specifications: sanitizeRichText(row.specification),
    purchaseDescriptions: sanitizeRichText(row.purchase_description),
    allSamePhotos: row.all_same_photos,
  };
}
