// The columns of the product CSV: one definition per column with its zh-tw and en headers, so the
// templates, the key maps of /api/product/csvProductPackage and the browser's header mapping all
// come from the same table and cannot disagree.

/** Which part of the product a column fills (the key maps of the CSV package). */
export type CsvEntity = 'product' | 'productModel' | 'productPrice' | 'productOption' | 'stockModel';

export const CSV_COLUMNS = [
  { key: 'rowType', entity: 'product', zh: '類型', en: 'Type', required: false },
  { key: 'title', entity: 'product', zh: '商品名稱', en: 'Title', required: true },
  { key: 'slug', entity: 'product', zh: '網址後綴', en: 'Slug', required: false },
  { key: 'brand', entity: 'product', zh: '品牌', en: 'Brand', required: true },
  { key: 'catelog', entity: 'product', zh: '分類', en: 'Category', required: true },
  { key: 'productTypes', entity: 'product', zh: '商品類型', en: 'Product types', required: false },
  { key: 'productDeliveryType', entity: 'product', zh: '配送方式', en: 'Delivery type', required: false },
  { key: 'viewCommission', entity: 'product', zh: '瀏覽分潤', en: 'View commission', required: false },
  { key: 'shareCommission', entity: 'product', zh: '分享分潤', en: 'Share commission', required: false },
  { key: 'purchaseCommission', entity: 'product', zh: '購買分潤', en: 'Purchase commission', required: false },
  { key: 'selectionTitle', entity: 'productOption', zh: '選項列標題', en: 'Option row title', required: false },
  { key: 'optionTitle', entity: 'productOption', zh: '選項', en: 'Option', required: false },
  // A second option row (colour × size): each variant row names one option of each row.
  { key: 'selectionTitle2', entity: 'productOption', zh: '選項列標題2', en: 'Option row title 2', required: false },
  { key: 'optionTitle2', entity: 'productOption', zh: '選項2', en: 'Option 2', required: false },
  { key: 'modelTitle', entity: 'productModel', zh: '規格名稱', en: 'Variant title', required: false },
  { key: 'modelNumber', entity: 'stockModel', zh: '型號', en: 'Model number', required: false },
  { key: 'price', entity: 'productPrice', zh: '價格', en: 'Price', required: true },
  { key: 'usePointPercent', entity: 'productPrice', zh: '可折抵點數', en: 'Points discountable', required: false },
  { key: 'onSalePrice', entity: 'productPrice', zh: '特價', en: 'Sale price', required: false },
  { key: 'startDate', entity: 'productPrice', zh: '特價開始日', en: 'Sale start date', required: false },
  { key: 'endDate', entity: 'productPrice', zh: '特價結束日', en: 'Sale end date', required: false },
  { key: 'inventory', entity: 'stockModel', zh: '庫存', en: 'Stock', required: false },
  { key: 'allowNegativeInventory', entity: 'stockModel', zh: '允許負庫存', en: 'Allow negative stock', required: false },
  { key: 'images', entity: 'productModel', zh: '圖片網址', en: 'Image URLs', required: false },
  { key: 'informations', entity: 'product', zh: '廣告文字', en: 'Advertising text', required: false },
  { key: 'descriptions', entity: 'product', zh: '商品介紹', en: 'Introduction', required: false },
  { key: 'specifications', entity: 'product', zh: '規格說明', en: 'Specifications', required: false },
  { key: 'purchaseDescriptions', entity: 'product', zh: '購買須知', en: 'Purchase notes', required: false },
] as const satisfies readonly { key: string; entity: CsvEntity; zh: string; en: string; required: boolean }[];

export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];

/** Values of the type column: a product row, or a variant of the product above it. */
export const ROW_TYPE_PRODUCT = ['product', '商品'] as const;
export const ROW_TYPE_VARIATION = ['variation', '規格'] as const;

/** How headers are compared: Excel adds stray spaces, BOMs and full-width spaces. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/[\s\u3000]+/g, ' ')
    .trim()
    .toLowerCase();
}

const HEADER_TO_KEY: ReadonlyMap<string, CsvColumnKey> = new Map(
  CSV_COLUMNS.flatMap((c) => [
    [normalizeHeader(c.zh), c.key] as const,
    [normalizeHeader(c.en), c.key] as const,
    [normalizeHeader(c.key), c.key] as const,
  ]),
);

export function columnForHeader(header: string): CsvColumnKey | undefined {
  return HEADER_TO_KEY.get(normalizeHeader(header));
}

export function columnHeader(key: CsvColumnKey, language: 'zh-tw' | 'en'): string {
  const column = CSV_COLUMNS.find((c) => c.key === key)!;
  return language === 'en' ? column.en : column.zh;
}
