// Variant arithmetic: count, index, clamp, clone, and variants keyed by their combination.
import { chosenVariantIndex, cloneVariant, expectedVariants, planVariants, rekeyVariants, type VariantLike } from './variant-arithmetic';

const rows = (...counts: number[]) => counts.map((n) => ({ productOptions: Array.from({ length: n }, (_, i) => i) }));

const variant = (id: number): VariantLike & { title: string; sortOrder?: number } => ({
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

describe('planVariants: variants keyed by their combination of options', () => {
  const row = (selection: number, ...options: number[]) => ({
    productSelectionId: selection,
    productOptions: options.map((productOptionId) => ({ productOptionId })),
  });

  test('a row added with one option keeps every variant in place', () => {
    expect(planVariants([row(1, 11, 12)], 2, [row(1, 11, 12), row(2, 21)])).toEqual({ slots: [0, 1], dropped: 0 });
  });

  test('a removed row keeps the variants of its first option', () => {
    // [11/21, 12/21, 11/22, 12/22] without row 2 leaves 11/21 and 12/21.
    expect(planVariants([row(1, 11, 12), row(2, 21, 22)], 4, [row(1, 11, 12)])).toEqual({ slots: [0, 1], dropped: 2 });
  });

  test('rows swapped keep every combination', () => {
    // Before: [11/21, 12/21, 11/22, 12/22]; after, row 2 first: [21/11, 22/11, 21/12, 22/12].
    expect(planVariants([row(1, 11, 12), row(2, 21, 22)], 4, [row(2, 21, 22), row(1, 11, 12)])).toEqual({
      slots: [0, 2, 1, 3],
      dropped: 0,
    });
  });

  test('new options leave holes for fresh variants and rekeying fills them in order', async () => {
    next = 50;
    const { slots, dropped } = planVariants([row(1, 11, 12)], 2, [row(1, 13, 11, 12)]);
    expect({ slots, dropped }).toEqual({ slots: [null, 0, 1], dropped: 0 });
    const models = await rekeyVariants([variant(1), variant(2)], slots, fresh);
    expect(models.map((m) => [m.productModelId, m.sortOrder])).toEqual([
      [51, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});
