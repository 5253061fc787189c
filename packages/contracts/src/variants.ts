// Which product model (variant) a set of choices picks. Models are stored as every combination
// of the choices with the first row as the fastest-changing digit (shopper.md: variations;
// merchant.md: selection rows, earlier rows lower-order digits), i.e. a mixed-radix number.

export interface VariantChoice {
  /** How many choices the row offers. */
  count: number;
  /** The chosen index in that row. */
  chosen: number;
}

/** Number of models the rows describe: the product of their choice counts. */
export function variantCount(counts: readonly number[]): number {
  return counts.reduce((total, count) => total * Math.max(0, Math.floor(count)), 1);
}

/**
 * The model index of the choices. Out-of-range choices are clamped to their row, and when
 * modelCount is given the result is clamped to the last model (a product whose models were not
 * all created yet still shows something).
 */
export function selectedModelIndex(rows: readonly VariantChoice[], modelCount?: number): number {
  let index = 0;
  let weight = 1;
  for (const row of rows) {
    const count = Math.max(1, Math.floor(row.count));
    const chosen = Math.min(count - 1, Math.max(0, Math.floor(Number.isFinite(row.chosen) ? row.chosen : 0)));
    index += chosen * weight;
    weight *= count;
  }
  if (modelCount !== undefined) return Math.max(0, Math.min(index, modelCount - 1));
  return index;
}
