// The bench's large CSV: exactly the rows asked for, valid Big5 that is not UTF-8, products with
// variants under a realistic spread of brands and categories, the same bytes for the same seed.
import { big5, catalogue, csvText, HEADER } from './big5-catalogue';

const rowsOf = (text: string) => text.split('\r\n').filter((line) => line !== '');

test('5,000 data rows encode as Big5 and decode back to the same text', () => {
  const made = catalogue(5000);
  const text = csvText(made.table);
  const bytes = big5(text);
  expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
  const decoded = new TextDecoder('big5', { fatal: true }).decode(bytes);
  expect(decoded).toBe(text);
  const lines = rowsOf(decoded);
  expect(lines).toHaveLength(5001);
  expect(lines[0]).toBe(HEADER.join(','));
});

test('products with variants, a realistic number of brands and categories', () => {
  const made = catalogue(5000);
  const data = made.table.slice(1);
  expect(data).toHaveLength(5000);
  expect(made.variants).toBe(5000);
  expect(data.filter((row) => row[0] === '商品')).toHaveLength(made.products);
  expect(data.filter((row) => row[0] === '規格').length).toBe(5000 - made.products);
  expect(made.products).toBeGreaterThan(1000);
  expect(made.products).toBeLessThan(3000);
  expect(made.brands).toBeGreaterThanOrEqual(40);
  expect(made.categories).toBe(16);
  expect(new Set(data.filter((row) => row[0] === '商品').map((row) => row[2])).size).toBe(made.brands);
  // Every variation follows its product row and names an option.
  expect(data[0]![0]).toBe('商品');
  for (const row of data) if (row[0] === '規格') expect(row[6]).not.toBe('');
});

test('the same seed gives the same file, another seed another', () => {
  expect(csvText(catalogue(300, 7).table)).toBe(csvText(catalogue(300, 7).table));
  expect(csvText(catalogue(300, 8).table)).not.toBe(csvText(catalogue(300, 7).table));
  expect(catalogue(7).table).toHaveLength(8);
});

test('another run: the same shape, other products (titles and model numbers)', () => {
  const first = catalogue(500);
  const second = catalogue(500, undefined, 2);
  expect({ products: second.products, variants: second.variants }).toEqual({ products: first.products, variants: first.variants });
  const titles = (made: typeof first) => new Set(made.table.slice(1).map((row) => row[1]).filter(Boolean));
  const codes = (made: typeof first) => new Set(made.table.slice(1).map((row) => row[7]));
  expect([...titles(second)].some((title) => titles(first).has(title))).toBe(false);
  expect([...codes(second)].some((code) => codes(first).has(code))).toBe(false);
});
