// Tests of the variant index computation.
import { selectedModelIndex, variantCount } from './variants';

describe('selectedModelIndex', () => {
  it('treats the first row as the fastest-changing digit', () => {
    // Colours (red, blue) x sizes (S, M, L): models red-S, blue-S, red-M, blue-M, red-L, blue-L.
    const pick = (colour: number, size: number) =>
      selectedModelIndex([
        { count: 2, chosen: colour },
        { count: 3, chosen: size },
      ]);
    expect(pick(0, 0)).toBe(0);
    expect(pick(1, 0)).toBe(1);
    expect(pick(0, 1)).toBe(2);
    expect(pick(1, 2)).toBe(5);
  });

  it('is 0 without rows', () => {
    expect(selectedModelIndex([])).toBe(0);
  });

  it('clamps choices to their row and the result to the last model', () => {
    expect(selectedModelIndex([{ count: 2, chosen: 7 }])).toBe(1);
    expect(selectedModelIndex([{ count: 2, chosen: -1 }])).toBe(0);
    expect(
      selectedModelIndex(
        [
          { count: 2, chosen: 1 },
          { count: 3, chosen: 2 },
        ],
        4,
      ),
    ).toBe(3);
    expect(selectedModelIndex([{ count: 2, chosen: 1 }], 0)).toBe(0);
  });
});

describe('variantCount', () => {
  it('multiplies the choice counts', () => {
    expect(variantCount([2, 3])).toBe(6);
    expect(variantCount([])).toBe(1);
    expect(variantCount([2, 0])).toBe(0);
  });
});
