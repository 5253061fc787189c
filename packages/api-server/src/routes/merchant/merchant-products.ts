// The merchant's product calls (merchant.md §7): take down, the new/edit models, saving for review
// and the add* calls that hand out draft selections, options and variants owned by the caller.
import { DELIVERY_TYPE, PRODUCT_MODEL_TYPE, PRODUCT_STATUS, type Product, type ProductInput } from '@storefront/contracts';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { loadModels, loadOwnProduct, merchantCatalogueInfo, PRODUCT_TYPE_OPTIONS } from './merchant-product-edit-model';
import { createProduct } from './merchant-product-store';
import { revisionAsProduct, updateProduct } from './product-edits';
import { latestSubmissions, reviewFlags, withdrawPendingEdit } from '../operator/product-submissions';

export async function takeDownProduct(db: Database, merchantId: number, productId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: number }>('select status from products where id = $1 and merchant_id = $2 for update', [
      productId,
      merchantId,
    ]);
    if (!row) throw notFound('找不到商品');
    if (row.status !== PRODUCT_STATUS.online) throw new ApiError(409, '無法下架', '只有上架中的商品可以下架');
    await tx.query('update products set status = $2, updated_at = now() where id = $1', [productId, PRODUCT_STATUS.cancelled]);
    // An edit waiting for review goes with it: the product is resubmitted whole (status 4) later.
    await withdrawPendingEdit(tx, productId);
    return { status: 200, title: '已下架' };
  });
}

/** A draft variant with a stock row and one zero price, owned by the merchant until saved. */
export async function draftProductModel(db: Queryable, merchantId: number) {
  const [stock] = await db.query<{ id: number }>('insert into stock_models (inventory) values (0) returning id');
  const [model] = await db.query<{ id: number }>(
    'insert into product_models (product_id, owner_id, stock_model_id) values (null, $1, $2) returning id',
    [merchantId, stock!.id],
  );
  await db.query('insert into product_prices (product_model_id, price) values ($1, 0)', [model!.id]);
  const [loaded] = await loadModels(db, { modelIds: [model!.id] });
  return loaded!;
}

export async function draftSelection(db: Queryable, merchantId: number) {
  const [row] = await db.query<{ id: number }>('insert into product_selections (product_id, owner_id) values (null, $1) returning id', [
    merchantId,
  ]);
  return { productSelectionId: row!.id, title: '', productOptions: [] };
}

export async function draftOption(db: Queryable, merchantId: number) {
  const [row] = await db.query<{ id: number }>(
    'insert into product_options (product_selection_id, owner_id) values (null, $1) returning id',
    [merchantId],
  );
  return { productOptionId: row!.id, title: '', sortOrder: 0 };
}

export async function newProductModel(db: Queryable, merchantId: number) {
  const info = await merchantCatalogueInfo(db);
  const product: Product = {
    productId: 0,
    title: '',
    slug: '',
    status: PRODUCT_STATUS.draft,
    productModelType: PRODUCT_MODEL_TYPE.single,
    productBrandId: null,
    productCatelogId: null,
    productDeliveryType: DELIVERY_TYPE.normal,
    productTypes: [],
    viewCommission: 1,
    shareCommission: 2,
    purchaseCommission: 6,
    productSelections: [],
    productModels: [await draftProductModel(db, merchantId)],
    informations: '',
    descriptions: '',
    specifications: '',
    purchaseDescriptions: '',
    allSamePhotos: false,
  };
  return { ...info, status: 200, product, productTypeOptions: { options: PRODUCT_TYPE_OPTIONS } };
}

export async function editProductModel(db: Queryable, merchantId: number, productId: number) {
  const live = await loadOwnProduct(db, merchantId, productId);
  // An edit waiting for review opens as the merchant left it, not as the version on sale.
  const submission = (await latestSubmissions(db, [live.productId])).get(live.productId);
  const flags = reviewFlags(submission);
  const product =
    flags.pendingRevision && submission?.revision
      ? await revisionAsProduct(db, live.productId, live.status ?? PRODUCT_STATUS.online, submission.revision)
      : live;
  return { ...(await merchantCatalogueInfo(db)), status: 200, product, productTypeOptions: { options: PRODUCT_TYPE_OPTIONS }, ...flags };
}

export async function saveNewProduct(db: Database, merchantId: number, input: ProductInput) {
  const productId = await createProduct(db, merchantId, input);
  return { status: 200, title: '已送出審核', productId };
}

const missingProductId = () => new ApiError(400, '請求格式錯誤', '缺少商品編號', [{ path: 'productId', key: 'required' }]);

export async function saveEditedProduct(db: Database, merchantId: number, input: ProductInput) {
  if (input.productId === undefined) throw missingProductId();
  await updateProduct(db, merchantId, input.productId, input);
  return { status: 200, title: '產品更新', productId: input.productId };
}

/** A picture record: the client fills in the chosen media id and the variant. */
export async function draftImage() {
  return { imageId: 0, publicUrl: '', sortOrder: 0 };
}
