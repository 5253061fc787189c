// The CSV bulk upload calls (merchant.md §7): the CSV package (templates and key maps), the
// getorcreate calls that turn the names of a file into ids, and newProductForCsv, which creates
// one product with all its variants in one transaction through the editor's createProduct, once.
// Get-or-create is one INSERT … ON CONFLICT DO NOTHING on a unique column followed by a SELECT, so
// parallel rows naming the same brand never make two.
import { linkablePictureUrl } from '../../security/public-url';
import type { ProductInput } from '@storefront/contracts';
import { CSV_PRODUCT_ALREADY_THERE } from '@storefront/contracts/csv';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { createProductOnce } from './merchant-product-store';
import { updateProduct } from './product-edits';

const MAX_NAME = 100;

export function nameParam(raw: string | undefined, path: string): string {
  const name = (raw ?? '').trim();
  if (name === '') throw new ApiError(400, '請求格式錯誤', '名稱不可空白', [{ path, key: 'required' }]);
  if (name.length > MAX_NAME) throw new ApiError(400, '請求格式錯誤', `名稱最多 ${MAX_NAME} 個字`, [{ path, key: 'tooLong' }]);
  return name;
}

async function getOrCreateId(db: Queryable, table: 'brands' | 'catelogs', title: string): Promise<number> {
  await db.query(`insert into ${table} (title) values ($1) on conflict (title) do nothing`, [title]);
  const [row] = await db.query<{ id: number }>(`select id from ${table} where title = $1`, [title]);
  return row!.id;
}

export async function brandGetOrCreate(db: Queryable, title: string): Promise<number> {
  return getOrCreateId(db, 'brands', title);
}

/** A new catelog gets one product type of the same name, so products can be filed under it. */
export async function catelogGetOrCreate(db: Queryable, title: string): Promise<number> {
  const id = await getOrCreateId(db, 'catelogs', title);
  await db.query(
    `insert into product_types (catelog_id, title)
     select $1, $2 where not exists (select 1 from product_types where catelog_id = $1)
     on conflict (catelog_id, title) do nothing`,
    [id, title],
  );
  return id;
}

export async function stockModelGetOrCreate(
  db: Queryable,
  merchantId: number,
  input: { modelNumber: string; inventory?: number; allowNegativeInventory?: boolean },
): Promise<number> {
  await db.query(
    `insert into stock_models (merchant_id, model_number, inventory, allow_negative_inventory) values ($1, $2, $3, $4)
     on conflict (merchant_id, model_number) where merchant_id is not null do nothing`,
    [merchantId, input.modelNumber, input.inventory ?? 0, input.allowNegativeInventory ?? false],
  );
  const [row] = await db.query<{ id: number }>('select id from stock_models where merchant_id = $1 and model_number = $2', [
    merchantId,
    input.modelNumber,
  ]);
  return row!.id;
}

function fileNameOf(publicUrl: string): string {
  const last = new URL(publicUrl).pathname.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(last).slice(0, 255) || 'image';
}

export async function mediaGetOrCreate(
  db: Queryable,
  merchantId: number,
  input: { publicUrl: string; filename: string; type: string },
  ownOrigin: string,
) {
  // https on a public host, or this storefront's own media (security/public-url.ts).
  if (!linkablePictureUrl(input.publicUrl, ownOrigin))
    throw new ApiError(400, '請求格式錯誤', '圖片網址須為公開的 https 網址', [{ path: 'publicUrl', key: 'url' }]);
  // Unique within the merchant's library: another merchant linking the same URL gets its own row.
  await db.query(
    `insert into media (merchant_id, filename, type, public_url) values ($1, $2, $3, $4) on conflict (merchant_id, public_url) do nothing`,
    [merchantId, input.filename || fileNameOf(input.publicUrl), input.type, input.publicUrl],
  );
  const [row] = await db.query<{ id: number; filename: string; type: string; public_url: string }>(
    'select id, filename, type, public_url from media where merchant_id = $1 and public_url = $2',
    [merchantId, input.publicUrl],
  );
  return { status: 200, media: { id: row!.id, filename: row!.filename, type: row!.type, publicUrl: row!.public_url } };
}

const success = (title: string, productId: number) => ({ status: { type: 'success', title }, productId });

/** A product of the merchant as productOfRow compares it: slug, title and its sorted model numbers. */
export interface HeldProduct {
  id: number;
  slug: string;
  title: string;
  model_numbers: string[] | null;
}

/** The merchant's products named by these slugs or titles, with their model numbers sorted. */
export async function heldProducts(tx: Queryable, merchantId: number, slugs: string[], titles: string[]): Promise<HeldProduct[]> {
  return tx.query<HeldProduct>(
    `select p.id, p.slug, p.title, array_agg(s.model_number order by s.model_number) filter (where s.model_number <> '') as model_numbers
       from products p left join product_models m on m.product_id = p.id left join stock_models s on s.id = m.stock_model_id
      where p.merchant_id = $1 and (p.slug = any($2::text[]) or p.title = any($3::text[])) group by p.id order by p.id`,
    [merchantId, slugs, titles],
  );
}

/**
 * The product among `held` that a CSV row already made, or null: one with the row's model numbers
 * (unique per merchant: they name its stock) and its slug or, when the file gives no slug (each
 * upload generates its own), its title. A row without model numbers is found by its slug alone.
 */
export function sameProduct(held: readonly HeldProduct[], input: ProductInput): number | null {
  const wanted = input.productModels
    .map((m) => m.modelNumber || m.stockModel.modelNumber)
    .filter(Boolean)
    .sort();
  const same = held.find((row) => {
    if (row.slug !== input.slug && row.title !== input.title) return false;
    const numbers = row.model_numbers ?? [];
    const sameModels = wanted.length === numbers.length && wanted.every((n, i) => n === numbers[i]);
    return sameModels && (row.slug === input.slug || wanted.length > 0);
  });
  return same?.id ?? null;
}

export async function productOfRow(tx: Queryable, merchantId: number, input: ProductInput): Promise<number | null> {
  return sameProduct(await heldProducts(tx, merchantId, [input.slug], [input.title]), input);
}

/**
 * Creates the row's product; a row whose product the merchant already has (a file sent again
 * after a closed tab, a failed request or a restart) is answered as already there, not created
 * twice. Another product with the slug (another merchant's, or other variants) is still a 409.
 */
export async function newProductForCsv(db: Database, merchantId: number, input: ProductInput) {
  const { productId, created } = await createProductOnce(db, merchantId, input, (tx) => productOfRow(tx, merchantId, input));
  if (created) return success('已送出審核', productId);
  return { status: { type: CSV_PRODUCT_ALREADY_THERE, title: '商品已存在' }, productId };
}

/** Exists but the upload dialog does not use it (merchant.md §7): an edit of one's own product by id. */
export async function editProductForCsv(db: Database, merchantId: number, input: ProductInput) {
  if (input.productId === undefined) throw new ApiError(400, '請求格式錯誤', '缺少商品編號', [{ path: 'productId', key: 'required' }]);
  await updateProduct(db, merchantId, input.productId, input);
  return success('產品更新', input.productId);
}
