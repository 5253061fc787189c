// How the upload cuts the products into batches: in file order, at most CSV_BATCH_PRODUCTS each,
// and a batch closed before its JSON passes CSV_BATCH_MAX_CHARS (a big product goes nearly alone).
import { CSV_BATCH_MAX_CHARS, CSV_BATCH_PRODUCTS } from '@storefront/contracts/csv';
import { batchesOf } from './upload-products';

const item = (n: number, chars = 10) => ({ n, payload: { text: 'x'.repeat(chars) } });

test('cuts at CSV_BATCH_PRODUCTS products, keeping the order', () => {
  const items = Array.from({ length: CSV_BATCH_PRODUCTS * 2 + 3 }, (_, n) => item(n));
  const batches = batchesOf(items);
  expect(batches.map((b) => b.length)).toEqual([CSV_BATCH_PRODUCTS, CSV_BATCH_PRODUCTS, 3]);
  expect(batches.flat().map((i) => i.n)).toEqual(items.map((i) => i.n));
});

test('closes a batch before its JSON passes CSV_BATCH_MAX_CHARS; a product bigger than that goes alone', () => {
  const big = Math.floor(CSV_BATCH_MAX_CHARS / 3);
  const batches = batchesOf([item(0, big), item(1, big), item(2, big), item(3, CSV_BATCH_MAX_CHARS * 2), item(4)]);
  expect(batches.map((b) => b.map((i) => i.n))).toEqual([[0, 1], [2], [3], [4]]);
  expect(batchesOf([])).toEqual([]);
});
