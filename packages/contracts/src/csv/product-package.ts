// The content of GET /api/product/csvProductPackage: the key maps (header -> field, for both
// languages) per entity and the two templates, built from the column table.
import type { CsvProductPackage } from '@storefront/contracts/merchant';
import { CSV_COLUMNS, type CsvEntity } from './columns';
import { toCsv } from './write-csv';

const EXAMPLES: Record<'zh-tw' | 'en', string[][]> = {
  'zh-tw': [
    [
      '商品',
      '阿里山高山茶',
      'alishan-tea',
      '山嵐茶園',
      '茶葉',
      '',
      '一般',
      '1',
      '2',
      '6',
      '重量',
      '150g',
      '',
      'TEA-150',
      '680',
      '50',
      '',
      '',
      '',
      '30',
      '否',
      '',
      '',
      '<p>手採高山茶</p>',
      '',
      '',
    ],
    [
      '規格',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '300g',
      '',
      'TEA-300',
      '1280',
      '100',
      '1180',
      '2026-01-01',
      '2026-01-31',
      '20',
      '否',
      '',
      '',
      '',
      '',
      '',
    ],
  ],
  en: [
    [
      'Product',
      'Alishan oolong',
      'alishan-oolong',
      'Misty Hills',
      'Tea',
      '',
      'normal',
      '1',
      '2',
      '6',
      'Weight',
      '150g',
      '',
      'TEA-150',
      '680',
      '50',
      '',
      '',
      '',
      '30',
      'no',
      '',
      '',
      '<p>Hand-picked</p>',
      '',
      '',
    ],
    [
      'Variation',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '300g',
      '',
      'TEA-300',
      '1280',
      '100',
      '1180',
      '2026-01-01',
      '2026-01-31',
      '20',
      'no',
      '',
      '',
      '',
      '',
      '',
    ],
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
  return toCsv([header, ...EXAMPLES[language]]);
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
