/** @jest-environment node */
// Encoding and delimiter detection on the committed fixtures (see generate-fixtures.mjs), and what
// the shared reader finds in each of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readProductCsv } from '@storefront/contracts/csv';
import { parseCsv } from './parse-csv';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, 'fixtures', name)));
const read = (name: string) => {
  const parsed = parseCsv(fixture(name));
  return { parsed, result: readProductCsv(parsed.rows, { slugSuffix: 't', unbalancedQuoteRows: parsed.unbalancedQuoteRows }) };
};

describe.each([
  ['products-utf8-comma.csv', 'UTF-8', ','],
  ['products-utf8-bom-comma.csv', 'UTF-8', ','],
  ['products-utf8-tab.csv', 'UTF-8', '\t'],
  ['products-utf16le-tab.csv', 'UTF-16LE', '\t'],
  ['products-big5-tab.csv', 'Big5', '\t'],
  ['products-big5-comma.csv', 'Big5', ','],
])('%s', (name, encoding, delimiter) => {
  it(`reads as ${encoding} with its delimiter: 3 products, 7 variants`, () => {
    const { parsed, result } = read(name);
    expect(parsed.encoding).toBe(encoding);
    expect(parsed.delimiter).toBe(delimiter);
    expect(result.problems).toEqual([]);
    expect(result.rowCount).toBe(7);
    expect(result.products.map((p) => p.payload.title)).toEqual(['阿里山高山烏龍茶 CSV', '臺灣黑豬香腸 CSV', '手工檜木皂 CSV']);
    expect(result.variantCount).toBe(7);
    expect(result.products[1]!.payload.productDeliveryType).toBe(1);
    expect(result.products[1]!.payload.descriptions).toBe('冷凍宅配，"炭烤"最對味。');
    // A formula-looking cell is kept as the text it is.
    expect(result.products[2]!.payload.descriptions).toBe('=天然 成分');
    expect(result.products[2]!.payload.productModels[0]!.productPrices[0]!.price).toBe(1200);
  });
});

it('reads windows-1252 (ANSI) with the en headers', () => {
  const { parsed, result } = read('products-ansi-comma.csv');
  expect(parsed.encoding).toBe('ANSI');
  expect(result.products.map((p) => p.payload.title)).toEqual(['Crème brûlée set', 'Jalapeño sauce']);
  expect(result.products[0]!.brand).toBe('Café Amélie');
});

it('reads plain ASCII', () => {
  const { parsed, result } = read('products-ascii-tab.csv');
  expect(parsed.encoding).toBe('ASCII');
  expect(result.products).toHaveLength(1);
});

describe('bad inputs', () => {
  const keys = (name: string) => read(name).result.problems.map((p) => [p.line, p.key, p.column]);

  it('empty files and blank lines only', () => {
    expect(keys('bad-empty.csv')).toEqual([[0, 'emptyFile', undefined]]);
    expect(keys('bad-blank-lines.csv')).toEqual([[0, 'emptyFile', undefined]]);
  });

  it('a header only', () => {
    expect(keys('bad-header-only.csv')).toEqual([[1, 'headerOnly', undefined]]);
  });

  it('missing required columns', () => {
    expect(keys('bad-missing-columns.csv')).toEqual([
      [1, 'missingColumn', 'brand'],
      [1, 'missingColumn', 'catelog'],
    ]);
  });

  it('unknown columns are ignored', () => {
    const { result } = read('bad-unknown-columns.csv');
    expect(result.ignoredHeaders).toEqual(['備註', 'Internal SKU']);
    expect(result.problems).toEqual([]);
    expect(result.products).toHaveLength(1);
  });

  it('wrong types and a sale price above the price', () => {
    expect(keys('bad-wrong-types.csv')).toEqual([
      [2, 'number', 'price'],
      [3, 'max', 'onSalePrice'],
      [4, 'integer', 'inventory'],
    ]);
  });

  it('missing required values', () => {
    expect(keys('bad-missing-required.csv')).toEqual([
      [2, 'required', 'title'],
      [3, 'required', 'brand'],
    ]);
  });

  it('a variation row with no product before it', () => {
    const { result } = read('bad-orphan-variation.csv');
    expect(result.problems.map((p) => [p.line, p.key])).toEqual([[2, 'variationWithoutProduct']]);
    expect(result.products).toHaveLength(1);
  });

  it('unbalanced quotes', () => {
    const { result } = read('bad-unbalanced-quotes.csv');
    expect(result.problems.map((p) => [p.line, p.key])).toEqual([[3, 'unbalancedQuotes']]);
    expect(result.products).toHaveLength(1);
  });
});
