// Merchant-side shapes (merchant.md section 3): partner profile, product and order lists, the
// product edit model and save payload, CSV package, get-or-create answers, media and shipping.
import * as v from 'valibot';
// By relative paths, unlike the other parts: mf-merchant's CSV worker runs these schemas (through
// @storefront/contracts/csv), and a web worker has no federation share scope to take shared
// names from (module-federation/core#4085). Only stateless building blocks are reached this way,
// so their second copy in this part costs bytes on merchant pages, never a second state.
import { LOGISTICS_COMPANIES } from './logistics';
import { DELIVERY_TYPES, PRODUCT_MODEL_TYPE, PRODUCT_STATUSES } from '../enums/product';
import { ORDER_STATUSES } from '../enums/order-status';
import { codeText, pageQueryEntries, pagedAnswerEntries } from '../api/schemas/paging';
import {
  bool,
  email,
  id,
  integer,
  isoDay,
  list,
  MAX_RICH_TEXT,
  money,
  natural,
  obj,
  optionalText,
  phone,
  rBool,
  reference,
  requiredText,
  responseList,
  rNum,
  rOptBool,
  rOptNum,
  rOptStr,
  rStr,
  str,
  text,
} from '../api/schemas/fields';

// ---- partner profile ---------------------------------------------------------------------------

export const MERCHANT_DEFAULTS = { fee: 100, frozenFee: 200, useFreeShipping: false, freeShippingPrice: 3000 } as const;

export const MerchantProfile = obj({
  userId: rNum(),
  /** The login account, read-only. */
  email: rStr(),
  merchantName: rStr(),
  merchantPhone: rOptStr(),
  merchantLine: rOptStr(),
  merchantEmail: rOptStr(),
  fee: rNum(),
  frozenFee: rNum(),
  useFreeShipping: rBool(),
  freeShippingPrice: rNum(),
});
export type MerchantProfile = v.InferOutput<typeof MerchantProfile>;

export const MerchantDetailResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  ...MerchantProfile.entries,
});
export type MerchantDetailResponse = v.InferOutput<typeof MerchantDetailResponse>;

/** userId and email may come along (the form posts the profile back) and are ignored. */
export const MerchantDetailSaveRequest = obj({
  userId: v.optional(id()),
  email: v.optional(v.string('invalid')),
  merchantName: requiredText(100),
  merchantPhone: phone(),
  merchantLine: optionalText(50),
  merchantEmail: email(),
  fee: money(),
  frozenFee: money(),
  useFreeShipping: bool(),
  freeShippingPrice: money(),
});
export type MerchantDetailSaveRequest = v.InferOutput<typeof MerchantDetailSaveRequest>;

// ---- lists -------------------------------------------------------------------------------------

export const MerchantProductListItem = obj({
  productId: rNum(),
  title: rStr(),
  status: rNum(),
  created: rStr(),
  /** The product model type (0 single, 1 with options). */
  productType: rNum(),
  /** An edit of the product on sale waits for the operator's review (上架中 · 修改審核中). */
  pendingRevision: v.optional(rBool()),
  /** Why the operator refused the last submission; absent once the merchant resubmits. */
  reviewReason: rOptStr(),
  /** The row's thumbnail: the first picture of the first variant; absent without pictures. */
  img: rOptStr(),
  /** The price shown on the shop (the first variant's list price, an auction's current price). */
  price: rOptNum(),
  /** The stock of all variants together. */
  stock: rOptNum(),
});
export type MerchantProductListItem = v.InferOutput<typeof MerchantProductListItem>;

/** The product list's orders: newest first (the default), oldest first, by title. */
export const MERCHANT_PRODUCT_SORTS = ['newest', 'oldest', 'titleAsc', 'titleDesc'] as const;
export type MerchantProductSort = (typeof MERCHANT_PRODUCT_SORTS)[number];

/** `?q=&status=&sort=&page=&pageSize=`: a page of the merchant's products, searched in title and slug. */
export const MerchantProductListQuery = obj({
  ...pageQueryEntries,
  status: v.optional(codeText(PRODUCT_STATUSES)),
  sort: v.optional(v.picklist(MERCHANT_PRODUCT_SORTS, 'invalid'), 'newest'),
});
export type MerchantProductListQueryInput = v.InferInput<typeof MerchantProductListQuery>;
export type MerchantProductListQuery = v.InferOutput<typeof MerchantProductListQuery>;

export const MerchantProductListResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  productList: responseList(MerchantProductListItem),
  ...pagedAnswerEntries,
});
export type MerchantProductListResponse = v.InferOutput<typeof MerchantProductListResponse>;

/** The list item is posted back; only productId counts. */
export const ProductTakedownRequest = obj({
  productId: reference(),
});
export type ProductTakedownRequest = v.InferOutput<typeof ProductTakedownRequest>;

export const MerchantOrderListItem = obj({
  orderId: rNum(),
  orderStatementId: rStr(),
  date: rStr(),
  status: rNum(),
  /** The orderer's name. */
  orderName: rOptStr(),
  quantity: rNum(),
  currency: rOptNum(),
  price: rNum(),
  /**
   * true when the order's transfer refund cannot be made yet: it waits for the buyer's bank account
   * (refundAwaitsAccount, as the buyer's list); else absent.
   */
  refundAwaitingAccount: rOptBool(),
});
export type MerchantOrderListItem = v.InferOutput<typeof MerchantOrderListItem>;

/** The order list's orders: newest first (the default), oldest first, by amount. */
export const MERCHANT_ORDER_SORTS = ['newest', 'oldest', 'priceDesc', 'priceAsc'] as const;
export type MerchantOrderSort = (typeof MERCHANT_ORDER_SORTS)[number];

/**
 * The order list's refund filter: the transfer refunds still to be made, those waiting for the
 * buyer's bank account (refundAwaitsAccount) or those the merchant can transfer now (the account
 * is known: 已匯款給買家 is offered).
 */
export const MERCHANT_ORDER_REFUND_FILTERS = ['awaitingAccount', 'awaitingTransfer'] as const;
export type MerchantOrderRefundFilter = (typeof MERCHANT_ORDER_REFUND_FILTERS)[number];

/** A month of the Asia/Taipei calendar, yyyy-MM. */
const monthText = () => v.pipe(v.string('invalid'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid'));

/**
 * `?q=&status=&month=&refund=&sort=&page=&pageSize=`: a page of the merchant's orders, searched in the
 * order number and the orderer's name.
 */
export const MerchantOrderListQuery = obj({
  ...pageQueryEntries,
  status: v.optional(codeText(ORDER_STATUSES)),
  month: v.optional(monthText()),
  refund: v.optional(v.picklist(MERCHANT_ORDER_REFUND_FILTERS, 'invalid')),
  sort: v.optional(v.picklist(MERCHANT_ORDER_SORTS, 'invalid'), 'newest'),
});
export type MerchantOrderListQueryInput = v.InferInput<typeof MerchantOrderListQuery>;
export type MerchantOrderListQuery = v.InferOutput<typeof MerchantOrderListQuery>;

export const MerchantOrderListResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  orders: responseList(MerchantOrderListItem),
  ...pagedAnswerEntries,
});
export type MerchantOrderListResponse = v.InferOutput<typeof MerchantOrderListResponse>;

/** Shipping form: sent only at status 1 with a company and a tracking code. */
export const OrderCompleteRequest = obj({
  orderId: id(),
  deliveryDate: isoDay(),
  deliveryETA: v.picklist(LOGISTICS_COMPANIES, 'required'),
  deliveryTrackingCode: requiredText(100),
});
export type OrderCompleteRequest = v.InferOutput<typeof OrderCompleteRequest>;

/**
 * Complete-shipment of a store pick-up (payment types 12–15): no courier or tracking code to
 * type, the server creates the convenience-store shipment through the logistics provider.
 */
export const CvsShipmentRequest = obj({
  orderId: id(),
  deliveryDate: isoDay(),
});
export type CvsShipmentRequest = v.InferOutput<typeof CvsShipmentRequest>;

/** 同意退貨 / marking a bank-transfer refund done: the order only. */
export const OrderReturnApproveRequest = obj({
  orderId: id(),
});
export type OrderReturnApproveRequest = v.InferOutput<typeof OrderReturnApproveRequest>;

/** 拒絕退貨: the reason the buyer sees is required. */
export const OrderReturnRefuseRequest = obj({
  orderId: id(),
  reason: requiredText(500),
});
export type OrderReturnRefuseRequest = v.InferOutput<typeof OrderReturnRefuseRequest>;

/** The provider's numbers of the shipment (ECPay's names): kept on the order, printed on the label. */
export const CvsShipmentResponse = obj({
  status: obj({ type: rStr(), title: rOptStr(), msg: rOptStr() }),
  AllPayLogisticsID: rStr(),
  CVSPaymentNo: rStr(),
  CVSValidationNo: rOptStr(),
});
export type CvsShipmentResponse = v.InferOutput<typeof CvsShipmentResponse>;

// ---- product edit model (responses) ------------------------------------------------------------

export const ProductTypeRef = obj({
  productTypeId: rNum(),
  title: rStr(),
});
export type ProductTypeRef = v.InferOutput<typeof ProductTypeRef>;

export const ProductOption = obj({
  productOptionId: rNum(),
  productSelectionId: rOptNum(),
  title: rStr(),
  sortOrder: rNum(),
});
export type ProductOption = v.InferOutput<typeof ProductOption>;

export const ProductSelection = obj({
  productSelectionId: rNum(),
  productId: rOptNum(),
  title: rStr(),
  productOptions: responseList(ProductOption),
});
export type ProductSelection = v.InferOutput<typeof ProductSelection>;

export const ProductPrice = obj({
  id: rNum(),
  productModelId: rOptNum(),
  productId: rOptNum(),
  price: rNum(),
  usePointPercent: rNum(),
  onSale: rBool(),
  onSalePrice: rOptNum(),
  /** yyyy-MM-dd. */
  startDate: rOptStr(),
  endDate: rOptStr(),
});
export type ProductPrice = v.InferOutput<typeof ProductPrice>;

export const ProductImage = obj({
  /** The media id of the picture. */
  imageId: rNum(),
  productModelId: rOptNum(),
  publicUrl: rOptStr(),
  sortOrder: rOptNum(),
});
export type ProductImage = v.InferOutput<typeof ProductImage>;

export const StockModel = obj({
  stockModelId: rOptNum(),
  modelNumber: rOptStr(),
  inventory: rNum(),
  allowNegativeInventory: rBool(),
});
export type StockModel = v.InferOutput<typeof StockModel>;

/** A variant in the editor (named ProductModelEdit to tell it from the shopper's ProductModel). */
export const ProductModelEdit = obj({
  productModelId: rNum(),
  title: rStr(),
  modelNumber: rOptStr(),
  sortOrder: rNum(),
  productPrices: responseList(ProductPrice),
  productImages: responseList(ProductImage),
  stockModel: StockModel,
  stockModelId: rOptNum(),
});
export type ProductModelEdit = v.InferOutput<typeof ProductModelEdit>;

export const Product = obj({
  productId: rNum(),
  title: rStr(),
  slug: rStr(),
  status: rOptNum(),
  productModelType: rNum(),
  productBrandId: rOptNum(),
  productCatelogId: rOptNum(),
  /** 0 normal, 1 frozen. */
  productDeliveryType: rNum(),
  productTypes: responseList(ProductTypeRef),
  viewCommission: rNum(),
  shareCommission: rNum(),
  purchaseCommission: rNum(),
  productSelections: responseList(ProductSelection),
  productModels: responseList(ProductModelEdit),
  /** Rich text (HTML), sanitized by the server: advertising text, introduction, specs, notes. */
  informations: rOptStr(),
  descriptions: rOptStr(),
  specifications: rOptStr(),
  purchaseDescriptions: rOptStr(),
  allSamePhotos: rOptBool(),
});
export type Product = v.InferOutput<typeof Product>;

export const Catelog = obj({
  productCatelogId: rNum(),
  title: rStr(),
  productTypes: responseList(ProductTypeRef),
});
export type Catelog = v.InferOutput<typeof Catelog>;

export const Brand = obj({
  productBrandId: rNum(),
  title: rStr(),
});
export type Brand = v.InferOutput<typeof Brand>;

export const ProductTypeOption = obj({
  productModelType: rNum(),
  title: rStr(),
});
export type ProductTypeOption = v.InferOutput<typeof ProductTypeOption>;

export const MerchantInfoResponse = obj({
  status: v.optional(rNum()),
  catelogs: responseList(Catelog),
  brands: responseList(Brand),
});
export type MerchantInfoResponse = v.InferOutput<typeof MerchantInfoResponse>;

/** The new/edit product model; catelogs and brands may come separately from merchantInfo. */
export const ProductEditModel = obj({
  status: v.optional(rNum()),
  product: Product,
  catelogs: v.optional(responseList(Catelog)),
  brands: v.optional(responseList(Brand)),
  productTypeOptions: obj({ options: responseList(ProductTypeOption) }),
  /** `product` is the edit waiting for review, not the version on sale. */
  pendingRevision: v.optional(rBool()),
  /** Why the operator refused the last submission; absent once the merchant resubmits. */
  reviewReason: rOptStr(),
});
export type ProductEditModel = v.InferOutput<typeof ProductEditModel>;

// ---- product save payload (requests) -----------------------------------------------------------

export const MAX_SELECTIONS = 10;
export const MAX_OPTIONS = 50;
// 3 option rows of 10 options each (1,000 combinations) is a catalogue merchants really keep.
export const MAX_VARIANTS = 1000;
export const MAX_IMAGES_PER_VARIANT = 50;
/** Different pictures on one product, all variants together (one save stays short). */
export const MAX_IMAGES_PER_PRODUCT = 200;

// A slug ends a URL path: no whitespace, slashes, query or fragment characters, and not `.` or
// `..` (a path segment the browser and the URL parser resolve away).
const SLUG = /^(?!\.{1,2}$)[^\s/?#\\%]+$/;

const ProductOptionInput = obj({
  productOptionId: v.optional(id()),
  productSelectionId: v.optional(id()),
  /** May be empty: shown as 無選項標題. */
  title: text(50),
  sortOrder: v.optional(integer(), 0),
});

const ProductSelectionInput = obj({
  productSelectionId: v.optional(id()),
  productId: v.optional(id()),
  title: requiredText(50),
  productOptions: v.pipe(list(ProductOptionInput, MAX_OPTIONS), v.minLength(1, 'required')),
});

const ProductPriceInput = v.pipe(
  obj({
    id: v.optional(id()),
    productModelId: v.optional(id()),
    productId: v.optional(id()),
    price: money(),
    usePointPercent: money(),
    onSale: v.optional(bool(), false),
    onSalePrice: v.optional(money(), 0),
    startDate: v.nullish(v.union([v.literal('', 'invalid'), isoDay()], 'date')),
    endDate: v.nullish(v.union([v.literal('', 'invalid'), isoDay()], 'date')),
  }),
  v.forward(
    v.partialCheck([['price'], ['usePointPercent']], (input) => input.usePointPercent <= input.price, 'max'),
    ['usePointPercent'],
  ),
  v.forward(
    v.partialCheck([['price'], ['onSale'], ['onSalePrice']], (input) => !input.onSale || input.onSalePrice <= input.price, 'max'),
    ['onSalePrice'],
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !input.startDate || !input.endDate || input.startDate <= input.endDate,
      'dateOrder',
    ),
    ['endDate'],
  ),
);

const StockModelInput = v.pipe(
  obj({
    stockModelId: v.optional(id()),
    modelNumber: optionalText(100),
    inventory: v.pipe(integer(), v.minValue(-1_000_000, 'min'), v.maxValue(1_000_000, 'max')),
    allowNegativeInventory: v.optional(bool(), false),
  }),
  v.forward(
    v.partialCheck([['inventory'], ['allowNegativeInventory']], (input) => input.allowNegativeInventory || input.inventory >= 0, 'min'),
    ['inventory'],
  ),
);
export type StockModelInput = v.InferOutput<typeof StockModelInput>;

const ProductImageInput = obj({
  imageId: id(),
  productModelId: v.optional(id()),
  sortOrder: v.optional(integer()),
});

export const ProductModelInput = obj({
  productModelId: v.optional(id()),
  title: requiredText(100),
  modelNumber: optionalText(100),
  sortOrder: v.optional(integer(), 0),
  // Only the first price is used; more are tolerated so an edit model round-trips unchanged.
  productPrices: v.pipe(list(ProductPriceInput, 10), v.minLength(1, 'required')),
  productImages: v.optional(list(ProductImageInput, MAX_IMAGES_PER_VARIANT), []),
  stockModel: StockModelInput,
  stockModelId: v.optional(v.nullable(id())),
});

const richText = () => v.optional(v.pipe(str(), v.maxLength(MAX_RICH_TEXT, 'tooLong')), '');

/** Variants are every combination of the options: their count is the product of option counts. */
export function expectedVariantCount(selections: readonly { productOptions: readonly unknown[] }[]): number {
  return selections.reduce((count, selection) => count * selection.productOptions.length, 1);
}

/**
 * An auction instead of a fixed price, set when the product is created (the editor offers no
 * auction yet; the API does): the opening price, the minimum step of a bid and the end (an ISO
 * time, checked by the server to lie in the future). The highest bid at the end wins.
 */
export const AuctionInput = obj({
  startAuctionAmount: v.pipe(money(), v.minValue(1, 'min')),
  minAuctionPrice: v.pipe(money(), v.minValue(1, 'min')),
  endAuctionDate: v.pipe(str(), v.isoTimestamp('invalid')),
});
export type AuctionInput = v.InferOutput<typeof AuctionInput>;

/** One variant of a product save, as checked. */
export type ProductModelInput = v.InferOutput<typeof ProductModelInput>;

/** The product payload whose variants `model` checks (the server checks a long list a slice at a time). */
function productInputOf<const TModel extends v.GenericSchema<unknown, ProductModelInput>>(model: TModel) {
  return v.pipe(
    obj({
      productId: v.optional(id()),
      title: requiredText(200),
      slug: v.pipe(requiredText(200), v.regex(SLUG, 'slug')),
      productModelType: v.pipe(natural(9)),
      productBrandId: reference(),
      productCatelogId: reference(),
      productDeliveryType: v.picklist(DELIVERY_TYPES, 'required'),
      productTypes: v.pipe(
        list(obj({ productTypeId: reference(), title: v.optional(v.string('invalid')) }), 50),
        v.minLength(1, 'required'),
      ),
      viewCommission: natural(1_000_000),
      shareCommission: natural(1_000_000),
      purchaseCommission: natural(1_000_000),
      productSelections: v.optional(list(ProductSelectionInput, MAX_SELECTIONS), []),
      productModels: v.pipe(list(model, MAX_VARIANTS), v.minLength(1, 'required')),
      informations: richText(),
      descriptions: richText(),
      specifications: richText(),
      purchaseDescriptions: richText(),
      allSamePhotos: v.optional(bool(), false),
      /** Only when the product is created; an edit keeps how the product is sold. */
      auction: v.optional(v.nullable(AuctionInput)),
    }),
    v.forward(
      v.partialCheck(
        [['productModelType'], ['productSelections'], ['productModels']],
        (input) =>
          input.productModelType !== PRODUCT_MODEL_TYPE.withOptions ||
          input.productSelections.length === 0 ||
          input.productModels.length === expectedVariantCount(input.productSelections),
        'variantCount',
      ),
      ['productModels'],
    ),
    v.forward(
      v.partialCheck(
        [['productModels']],
        (input) => new Set(input.productModels.flatMap((m) => m.productImages.map((i) => i.imageId))).size <= MAX_IMAGES_PER_PRODUCT,
        'tooMany',
      ),
      ['productModels'],
    ),
  );
}

/** The product as the editor (or a CSV row) sends it for review. */
export const ProductInput = productInputOf(ProductModelInput);
export type ProductInput = v.InferOutput<typeof ProductInput>;

/**
 * ProductInput over variants that ProductModelInput has checked already (its outputs): the server
 * checks a save of many variants a slice at a time (api-server validation.ts), then the rest with this.
 */
export const ProductInputOfCheckedModels = productInputOf(v.custom<ProductModelInput>(() => true));

export const SaveProductResponse = obj({
  status: rNum(),
  title: rOptStr(),
  msg: rOptStr(),
  productId: rOptNum(),
});
export type SaveProductResponse = v.InferOutput<typeof SaveProductResponse>;

// ---- CSV upload and get-or-create --------------------------------------------------------------

const KeyMap = v.record(v.string('invalid'), v.string('invalid'), 'invalid');

/** CSV column header -> field name, per entity, and template files (name -> CSV text). */
export const CsvProductPackage = obj({
  status: v.optional(rNum()),
  productKeys: KeyMap,
  productModelKeys: KeyMap,
  productPriceKeys: KeyMap,
  productOptionKeys: KeyMap,
  stockModelKeys: KeyMap,
  templates: KeyMap,
});
export type CsvProductPackage = v.InferOutput<typeof CsvProductPackage>;

export const BrandGetOrCreateResponse = obj({ status: v.optional(rNum()), productBrandId: rNum() });
export type BrandGetOrCreateResponse = v.InferOutput<typeof BrandGetOrCreateResponse>;

export const CatelogGetOrCreateResponse = obj({ status: v.optional(rNum()), productCatelogId: rNum() });
export type CatelogGetOrCreateResponse = v.InferOutput<typeof CatelogGetOrCreateResponse>;

export const StockModelGetOrCreateRequest = obj({
  modelNumber: requiredText(100),
  inventory: v.optional(integer()),
  allowNegativeInventory: v.optional(bool()),
});
export type StockModelGetOrCreateRequest = v.InferOutput<typeof StockModelGetOrCreateRequest>;

export const StockModelGetOrCreateResponse = obj({ status: v.optional(rNum()), stockModelId: rNum() });
export type StockModelGetOrCreateResponse = v.InferOutput<typeof StockModelGetOrCreateResponse>;

/**
 * Products per newProductsForCsv call: a batch of a CSV upload. Items are checked one by one on
 * the server with ProductInput (a bad product fails alone, with its issues, not its neighbours).
 */
export const MAX_PRODUCTS_PER_CSV_BATCH = 100;

export const ProductsForCsvRequest = obj({
  products: v.pipe(v.array(v.unknown(), 'invalid'), v.minLength(1, 'required'), v.maxLength(MAX_PRODUCTS_PER_CSV_BATCH, 'tooMany')),
});
export type ProductsForCsvRequest = v.InferOutput<typeof ProductsForCsvRequest>;

/**
 * One answer per product of the batch, in its order: `success` (created), `exists` (already
 * there, CSV_PRODUCT_ALREADY_THERE) or `error` with the HTTP status the single call would have
 * answered (`code`), its title, message and field issues.
 */
export const ProductForCsvResult = obj({
  status: obj({ type: rStr(), title: rOptStr(), msg: rOptStr() }),
  productId: rOptNum(),
  code: rOptNum(),
  issues: v.optional(v.array(obj({ path: rStr(), key: rStr() }))),
});
export type ProductForCsvResult = v.InferOutput<typeof ProductForCsvResult>;

export const ProductsForCsvResponse = obj({ status: rNum(), results: v.array(ProductForCsvResult) });
export type ProductsForCsvResponse = v.InferOutput<typeof ProductsForCsvResponse>;

// ---- media -------------------------------------------------------------------------------------

export const MediaItem = obj({
  id: rNum(),
  filename: rStr(),
  /** 'Image' for pictures; the picker ignores anything else. */
  type: rStr(),
  publicUrl: rStr(),
});
export type MediaItem = v.InferOutput<typeof MediaItem>;

export const MediaListResponse = responseList(MediaItem);

/** `?q=&page=&pageSize=`: a page of the merchant's picture library, newest first, searched in file names. */
export const MediaPageQuery = obj({ ...pageQueryEntries });
export type MediaPageQueryInput = v.InferInput<typeof MediaPageQuery>;
export type MediaPageQuery = v.InferOutput<typeof MediaPageQuery>;

export const MediaPageResponse = obj({
  status: rNum(),
  mediaList: responseList(MediaItem),
  ...pagedAnswerEntries,
});
export type MediaPageResponse = v.InferOutput<typeof MediaPageResponse>;

export const MediaGetOrCreateRequest = obj({
  publicUrl: v.pipe(requiredText(1000), v.url('url')),
  filename: optionalText(255),
  type: v.optional(v.picklist(['Image'], 'invalid'), 'Image'),
});
export type MediaGetOrCreateRequest = v.InferOutput<typeof MediaGetOrCreateRequest>;

export const MediaResponse = obj({
  status: v.optional(rNum()),
  media: v.optional(MediaItem),
});
export type MediaResponse = v.InferOutput<typeof MediaResponse>;

export const MediaUploadResponse = obj({
  status: v.optional(rNum()),
  title: rOptStr(),
  media: v.optional(responseList(MediaItem)),
});
export type MediaUploadResponse = v.InferOutput<typeof MediaUploadResponse>;

/** The media item is posted back; only its id counts. */
export const MediaRemoveRequest = obj({
  id: reference(),
});
export type MediaRemoveRequest = v.InferOutput<typeof MediaRemoveRequest>;

export const MediaUrlResponse = obj({
  status: v.optional(rNum()),
  url: rStr(),
});
export type MediaUrlResponse = v.InferOutput<typeof MediaUrlResponse>;

/** Upload form data: the files travel under this field name. */
export const MEDIA_UPLOAD_FIELD = 'files';

/**
 * The upload body is multipart form data (files under MEDIA_UPLOAD_FIELD); the server checks the
 * files themselves with checkImageFiles.
 */
export const MediaUploadRequest = v.custom<FormData>((input) => typeof FormData !== 'undefined' && input instanceof FormData, 'invalid');
