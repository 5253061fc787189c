// The content of GET /api/product/csvProductPackage: the key maps (header -> field, for both
// languages) per entity and the two templates, built from the column table.
import type { CsvProductPackage } from '@storefront/contracts/merchant';
import { CSV_COLUMNS, type CsvColumnKey, type CsvEntity } from './columns';
import { toCsv } from './write-csv';

type ExampleRow = Partial<Record<CsvColumnKey, string>>;

/**
 * The templates' example products: a tea of two weights (one option row) and a T-shirt in two
 * colours × two sizes (two option rows; the rows may come in any order, each pair once).
 */
const EXAMPLES: Record<'zh-tw' | 'en', ExampleRow[]> = {
  'zh-tw': [
    {
      rowType: '商品',
      title: '阿里山高山茶',
      slug: 'alishan-tea',
      brand: '山嵐茶園',
      catelog: '茶葉',
      productDeliveryType: '一般',
      viewCommission: '1',
      shareCommission: '2',
      purchaseCommission: '6',
      selectionTitle: '重量',
      optionTitle: '150g',
      modelNumber: 'TEA-150',
      price: '680',
      usePointPercent: '50',
      inventory: '30',
      allowNegativeInventory: '否',
      descriptions: '<p>手採高山茶</p>',
    },
    {
      rowType: '規格',
      optionTitle: '300g',
      modelNumber: 'TEA-300',
      price: '1280',
      usePointPercent: '100',
      onSalePrice: '1180',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      inventory: '20',
      allowNegativeInventory: '否',
    },
    {
      rowType: '商品',
      title: '有機棉T恤',
      slug: 'organic-tee',
      brand: '棉花田',
      catelog: '服飾',
      selectionTitle: '顏色',
      optionTitle: '白',
      selectionTitle2: '尺寸',
      optionTitle2: 'M',
      modelNumber: 'TEE-W-M',
      price: '590',
      inventory: '10',
    },
    { rowType: '規格', optionTitle: '白', optionTitle2: 'L', modelNumber: 'TEE-W-L', price: '590', inventory: '10' },
    { rowType: '規格', optionTitle: '黑', optionTitle2: 'M', modelNumber: 'TEE-B-M', price: '590', inventory: '8' },
    { rowType: '規格', optionTitle: '黑', optionTitle2: 'L', modelNumber: 'TEE-B-L', price: '590', inventory: '8' },
  ],
  en: [
    {
      rowType: 'Product',
      title: 'Alishan oolong',
      slug: 'alishan-oolong',
      brand: 'Misty Hills',
      catelog: 'Tea',
      productDeliveryType: 'normal',
      viewCommission: '1',
      shareCommission: '2',
      purchaseCommission: '6',
      selectionTitle: 'Weight',
      optionTitle: '150g',
      modelNumber: 'TEA-150',
      price: '680',
      usePointPercent: '50',
      inventory: '30',
      allowNegativeInventory: 'no',
      descriptions: '<p>Hand-picked</p>',
    },
    {
      rowType: 'Variation',
      optionTitle: '300g',
      modelNumber: 'TEA-300',
      price: '1280',
      usePointPercent: '100',
      onSalePrice: '1180',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      inventory: '20',
      allowNegativeInventory: 'no',
    },
    {
      rowType: 'Product',
      title: 'Organic cotton tee',
      slug: 'organic-cotton-tee',
      brand: 'Cotton Field',
      catelog: 'Clothing',
      selectionTitle: 'Colour',
      optionTitle: 'White',
      selectionTitle2: 'Size',
      optionTitle2: 'M',
      modelNumber: 'TEE-W-M',
      price: '590',
      inventory: '10',
    },
    { rowType: 'Variation', optionTitle: 'White', optionTitle2: 'L', modelNumber: 'TEE-W-L', price: '590', inventory: '10' },
    { rowType: 'Variation', optionTitle: 'Black', optionTitle2: 'M', modelNumber: 'TEE-B-M', price: '590', inventory: '8' },
    { rowType: 'Variation', optionTitle: 'Black', optionTitle2: 'L', modelNumber: 'TEE-B-L', price: '590', inventory: '8' },
  ],
};

function keyMap(entity: CsvEntity): Record<string, string> {
  const map: Record<string, string> = {};
  for (const column of CSV_COLUMNS) {
    if (column.entity !== entity) continue;
    map[column.zh] = column.key;
    map[column.en] = column.key;
  }
  return map;
}

export function csvTemplate(language: 'zh-tw' | 'en'): string {
  const header = CSV_COLUMNS.map((c) => (language === 'en' ? c.en : c.zh));
  return toCsv([header, ...EXAMPLES[language].map((row) => CSV_COLUMNS.map((c) => row[c.key] ?? ''))]);
}

export const CSV_TEMPLATE_NAMES = { 'zh-tw': 'products-zh-tw.csv', en: 'products-en.csv' } as const;

export function csvProductPackage(): CsvProductPackage {
  return {
    status: 200,
    productKeys: keyMap('product'),
    productModelKeys: keyMap('productModel'),
    productPriceKeys: keyMap('productPrice'),
    productOptionKeys: keyMap('productOption'),
    stockModelKeys: keyMap('stockModel'),
    templates: {
      [CSV_TEMPLATE_NAMES['zh-tw']]: csvTemplate('zh-tw'),
      [CSV_TEMPLATE_NAMES.en]: csvTemplate('en'),
    },
  };
}
