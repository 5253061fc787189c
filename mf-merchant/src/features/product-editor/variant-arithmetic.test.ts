// Variant arithmetic: count, index, clamp, grow and shrink.
import { chosenVariantIndex, cloneVariant, expectedVariants, resizeVariants, type VariantLike } from './variant-arithmetic';

const rows = (...counts: number[]) => counts.map((n) => ({ productOptions: Array.from({ length: n }, (_, i) => i) }));

const variant = (id: number): VariantLike & { title: string } => ({
  productModelId: id,
  title: `v${id}`,
  productPrices: [{ id: id * 10, productModelId: id }],
  productImages: [{ imageId: 7, productModelId: id }],
  stockModel: { stockModelId: id * 100, inventory: 5, allowNegativeInventory: false },
  stockModelId: id * 100,
});

let next = 50;
const fresh = async () => {
  next += 1;
  return {
    productModelId: next,
    productPrices: [{ id: next * 10, productModelId: next }],
    stockModel: { stockModelId: next * 100, inventory: 0, allowNegativeInventory: false },
    stockModelId: next * 100,
  };
};

test('the count is the product of the option counts', () => {
  expect(expectedVariants([])).toBe(1);
  expect(expectedVariants(rows(3))).toBe(3);
  expect(expectedVariants(rows(2, 3))).toBe(6);
  expect(expectedVariants(rows(3, 3, 2))).toBe(18);
  expect(expectedVariants(rows(3, 0))).toBe(0);
});

test('earlier rows are the lower-order digits', () => {
  expect(chosenVariantIndex(rows(3, 3), [0, 0], 9)).toBe(0);
  expect(chosenVariantIndex(rows(3, 3), [2, 0], 9)).toBe(2);
  expect(chosenVariantIndex(rows(3, 3), [0, 1], 9)).toBe(3);
  expect(chosenVariantIndex(rows(3, 3), [1, 2], 9)).toBe(7);
  expect(chosenVariantIndex(rows(2, 3), [1, 2], 6)).toBe(5);
});

test('the index is clamped to the last variant', () => {
  expect(chosenVariantIndex(rows(3, 3), [2, 2], 4)).toBe(3);
  expect(chosenVariantIndex(rows(3), [5], 3)).toBe(2);
});

test('growing clones the first variant with the fresh ids', async () => {
  next = 50;
  const grown = await resizeVariants([variant(1), variant(2)], 4, fresh);
  expect(grown.map((v) => v.productModelId)).toEqual([1, 2, 51, 52]);
  expect(grown[2]).toMatchObject({
    title: 'v1',
    productPrices: [{ id: 510, productModelId: 51 }],
    productImages: [{ imageId: 7, productModelId: 51 }],
    stockModel: { stockModelId: 5100, inventory: 5 },
    stockModelId: 5100,
  });
});

test('shrinking drops variants from the end and keeps at least one', async () => {
  const models = [variant(1), variant(2), variant(3)];
  expect((await resizeVariants(models, 2, fresh)).map((v) => v.productModelId)).toEqual([1, 2]);
  expect((await resizeVariants(models, 0, fresh)).map((v) => v.productModelId)).toEqual([1]);
  expect(await resizeVariants(models, 3, fresh)).toEqual(models);
});

test('a clone does not share objects with the first variant', () => {
  const first = variant(1);
  const copy = cloneVariant(first, {
    productModelId: 9,
    productPrices: [{ id: 90 }],
    stockModel: { inventory: 0, allowNegativeInventory: false },
  });
  copy.productPrices[0]!.productModelId = 99;
  expect(first.productPrices[0]!.productModelId).toBe(1);
});
