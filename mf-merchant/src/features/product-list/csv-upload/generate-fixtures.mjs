#!/usr/bin/env node
// Regenerates the CSV fixtures in ./fixtures: the same products in every encoding and delimiter
// merchants' spreadsheets write (UTF-8 with and without BOM, UTF-16LE, Big5, windows-1252; comma
// and tab), plus one file per bad input. Encodings go through the system's iconv (glibc), so
// anyone can run `node generate-fixtures.mjs` and get the same bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
mkdirSync(out, { recursive: true });

const ZH = [
  '類型',
  '商品名稱',
  '品牌',
  '分類',
  '配送方式',
  '選項列標題',
  '選項',
  '型號',
  '價格',
  '可折抵點數',
  '特價',
  '庫存',
  '允許負庫存',
  '商品介紹',
];
const EN = [
  'Type',
  'Title',
  'Brand',
  'Category',
  'Delivery type',
  'Option row title',
  'Option',
  'Model number',
  'Price',
  'Points discountable',
  'Sale price',
  'Stock',
  'Allow negative stock',
  'Introduction',
];

// Three products with variants (2 + 3 + 2 rows): the e2e test looks for these titles.
const ZH_ROWS = [
  [
    '商品',
    '阿里山高山烏龍茶 CSV',
    '山嵐茶園',
    '茶葉',
    '一般',
    '重量',
    '75g',
    'TEA-75',
    '380',
    '30',
    '',
    '20',
    '否',
    '手採高山茶，清香回甘。',
  ],
  ['規格', '', '', '', '', '', '150g', 'TEA-150', '680', '50', '620', '15', '否', ''],
  ['商品', '臺灣黑豬香腸 CSV', '鄉味食品', '肉品', '冷凍', '口味', '原味', 'SAU-1', '250', '0', '', '40', '否', '冷凍宅配，"炭烤"最對味。'],
  ['規格', '', '', '', '', '', '黑胡椒', 'SAU-2', '260', '0', '', '30', '否', ''],
  ['規格', '', '', '', '', '', '蒜味', 'SAU-3', '260', '0', '', '0', '是', ''],
  ['商品', '手工檜木皂 CSV', '森之皂', '生活用品', '一般', '香味', '檜木', 'SOAP-1', '1,200', '100', '', '8', '否', '=天然 成分'],
  ['規格', '', '', '', '', '', '薰衣草', 'SOAP-2', '1,200', '100', '1000', '5', '否', ''],
];

const EN_ROWS = [
  [
    'Product',
    'Crème brûlée set',
    'Café Amélie',
    'Desserts',
    'frozen',
    'Size',
    'Small',
    'CB-S',
    '450',
    '0',
    '',
    '10',
    'no',
    'Caramelised, served cold.',
  ],
  ['Variation', '', '', '', '', '', 'Large', 'CB-L', '800', '0', '750', '4', 'no', ''],
  ['Product', 'Jalapeño sauce', 'Señor Piñata', 'Sauces', 'normal', '', '', 'JS-1', '180', '20', '', '25', 'no', ''],
];

function csv(rows, delimiter) {
  return (
    rows.map((row) => row.map((cell) => (/[",\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter)).join('\r\n') +
    '\r\n'
  );
}

function encode(text, encoding) {
  if (encoding === 'UTF-8') return Buffer.from(text, 'utf8');
  return execFileSync('iconv', ['-f', 'UTF-8', '-t', encoding], { input: Buffer.from(text, 'utf8') });
}

function write(name, bytes) {
  writeFileSync(join(out, name), bytes);
  console.log(`${name}\t${bytes.length} bytes`);
}

const BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
const BOM_UTF16LE = Buffer.from([0xff, 0xfe]);
const zh = [ZH, ...ZH_ROWS];
const en = [EN, ...EN_ROWS];

// Every encoding and delimiter, the same products.
write('products-utf8-comma.csv', encode(csv(zh, ','), 'UTF-8'));
write('products-utf8-bom-comma.csv', Buffer.concat([BOM_UTF8, encode(csv(zh, ','), 'UTF-8')]));
write('products-utf8-tab.csv', encode(csv(zh, '\t'), 'UTF-8'));
write('products-utf16le-tab.csv', Buffer.concat([BOM_UTF16LE, encode(csv(zh, '\t'), 'UTF-16LE')]));
write('products-big5-tab.csv', encode(csv(zh, '\t'), 'CP950'));
write('products-big5-comma.csv', encode(csv(zh, ','), 'CP950'));
write('products-ansi-comma.csv', encode(csv(en, ','), 'WINDOWS-1252'));
write(
  'products-ascii-tab.csv',
  encode(csv([EN, ['Product', 'Plain tea', 'Plain', 'Tea', 'normal', '', '', 'PT-1', '99', '0', '', '3', 'no', '']], '\t'), 'UTF-8'),
);

// Bad inputs: each must be refused with a clear reason, nothing half-imported.
write('bad-empty.csv', Buffer.alloc(0));
write('bad-blank-lines.csv', encode('\r\n\r\n  \r\n', 'UTF-8'));
write('bad-header-only.csv', encode(csv([ZH], ','), 'UTF-8'));
write(
  'bad-missing-columns.csv',
  encode(
    csv(
      [
        ['商品名稱', '價格'],
        ['烏龍茶', '380'],
      ],
      ',',
    ),
    'UTF-8',
  ),
);
write(
  'bad-unknown-columns.csv',
  encode(
    csv(
      [
        [...ZH, '備註', 'Internal SKU'],
        [...ZH_ROWS[0], '只是備註', 'X-1'],
        [...ZH_ROWS[1], '', 'X-2'],
      ],
      ',',
    ),
    'UTF-8',
  ),
);
write(
  'bad-wrong-types.csv',
  encode(
    csv(
      [
        ZH,
        ['商品', '價格不是數字', '山嵐茶園', '茶葉', '一般', '', '', '', '三百八', '0', '', '1', '否', ''],
        ['商品', '特價高於原價', '山嵐茶園', '茶葉', '一般', '', '', '', '100', '0', '150', '1', '否', ''],
        ['商品', '庫存不是整數', '山嵐茶園', '茶葉', '一般', '', '', '', '100', '0', '', '2.5', '否', ''],
      ],
      ',',
    ),
    'UTF-8',
  ),
);
write(
  'bad-missing-required.csv',
  encode(
    csv(
      [
        ZH,
        ['商品', '', '山嵐茶園', '茶葉', '一般', '', '', '', '100', '0', '', '1', '否', ''],
        ['商品', '沒有品牌', '', '茶葉', '一般', '', '', '', '100', '0', '', '1', '否', ''],
      ],
      ',',
    ),
    'UTF-8',
  ),
);
write('bad-orphan-variation.csv', encode(csv([ZH, ZH_ROWS[1], ZH_ROWS[0]], ','), 'UTF-8'));
write(
  'bad-unbalanced-quotes.csv',
  encode(csv([ZH, ZH_ROWS[0]], ',') + '商品,"未結束的引號,山嵐茶園,茶葉,一般,,,,100,0,,1,否,\r\n', 'UTF-8'),
);
write('bad-not-csv.txt', encode(csv(zh, ','), 'UTF-8'));
