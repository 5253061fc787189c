// The arithmetic of variants (merchant.md §4): every combination of the selection options is one
// variant, so their count is the product of the option counts; the chosen options name a variant
// as a mixed-radix number (earlier rows the lower-order digits) clamped to the last variant. A
// variant belongs to its combination of options, not to its position: when the rows change, every
// combination that still exists keeps its variant (moved to its new position), new combinations
// get fresh variants and only the variants of removed combinations are dropped.
import { selectedModelIndex, variantCount } from '@storefront/contracts';

export interface OptionRow {
  productOptions: readonly unknown[];
}

/** A row with the ids that name it and its options (the editor's option rows). */
export interface KeyedRow {
  productSelectionId?: number;
  productOptions: readonly { productOptionId?: number }[];
}

/** How many variants the rows describe (1 for a product without rows). */
export function expectedVariants(rows: readonly OptionRow[]): number {
  return variantCount(rows.map((row) => row.productOptions.length));
}

/** The variant the chosen option of each row picks, clamped to the variants that exist. */
export function chosenVariantIndex(rows: readonly OptionRow[], chosen: readonly number[], modelCount: number): number {
  return selectedModelIndex(
    rows.map((row, index) => ({ count: row.productOptions.length, chosen: chosen[index] ?? 0 })),
    modelCount,
  );
}

/** The fresh ids a new variant takes from the server (addProductModel). */
export interface FreshVariant {
  productModelId: number;
  productPrices: readonly { id: number; productModelId?: number | null }[];
  stockModel: { stockModelId?: number | null; inventory: number; allowNegativeInventory: boolean; modelNumber?: string | null };
  stockModelId?: number | null;
}

export interface VariantLike {
  productModelId?: number;
  productPrices: { id?: number; productModelId?: number }[];
  productImages?: unknown[];
  stockModel: { stockModelId?: number; inventory: number; allowNegativeInventory?: boolean; modelNumber?: string };
  stockModelId?: number | null;
}

/** A copy of the first variant carrying the new variant's ids (its own stock row, price id). */
export function cloneVariant<T extends VariantLike>(first: T, fresh: FreshVariant): T {
  const freshPrice = fresh.productPrices[0];
  return {
    ...structuredClone(first),
    productModelId: fresh.productModelId,
    productPrices: first.productPrices.map((price, index) =>
      index === 0 ? { ...price, id: freshPrice?.id, productModelId: fresh.productModelId } : { ...price },
    ),
    productImages: (first.productImages ?? []).map((image) => ({ ...(image as object), productModelId: fresh.productModelId })),
    stockModel: { ...first.stockModel, stockModelId: fresh.stockModel.stockModelId ?? undefined },
    stockModelId: fresh.stockModelId ?? undefined,
  };
}

const rowKey = (row: KeyedRow, index: number) => (row.productSelectionId === undefined ? `row#${index}` : `s${row.productSelectionId}`);
const optionKey = (row: KeyedRow, index: number) => {
  const id = row.productOptions[index]?.productOptionId;
  return id === undefined ? `option#${index}` : `o${id}`;
};

/** The option index of each row for the variant at `index` (earlier rows the lower-order digits). */
export function optionDigits(rows: readonly { productOptions: readonly unknown[] }[], index: number): number[] {
  let rest = index;
  return rows.map((row) => {
    const count = Math.max(1, row.productOptions.length);
    const digit = rest % count;
    rest = Math.floor(rest / count);
    return digit;
  });
}

/**
 * Where each variant goes when the rows change from `before` to `after`: `slots[i]` is the old
 * variant (by its index in `models`) that the new combination i keeps, or null for a combination
 * that is new; `dropped` counts the old variants no combination keeps. A combination is the
 * option of each row, rows and options named by their ids. A row added since `before` counts as
 * its first option for the old variants, and of a removed row only the variants of its first
 * option stay (the others would all become the same combination).
 */
export function planVariants(
  before: readonly KeyedRow[],
  modelCount: number,
  after: readonly KeyedRow[],
): { slots: (number | null)[]; dropped: number } {
  const afterKeys = new Map(after.map((row, index) => [rowKey(row, index), index]));
  const beforeKeys = new Set(before.map(rowKey));
  const added = after.flatMap((row, index) => (beforeKeys.has(rowKey(row, index)) ? [] : [`${rowKey(row, index)}=${optionKey(row, 0)}`]));
  const known = new Map<string, number>();
  const oldCount = Math.min(modelCount, expectedVariants(before));
  for (let index = 0; index < oldCount; index += 1) {
    const digits = optionDigits(before, index);
    const parts: string[] = [];
    let kept = true;
    before.forEach((row, r) => {
      const key = rowKey(row, r);
      if (afterKeys.has(key)) parts.push(`${key}=${optionKey(row, digits[r] ?? 0)}`);
      else if ((digits[r] ?? 0) !== 0) kept = false;
    });
    if (kept) known.set([...parts, ...added].sort().join('&'), index);
  }
  const slots: (number | null)[] = [];
  const used = new Set<number>();
  const total = expectedVariants(after);
  for (let index = 0; index < total; index += 1) {
    const digits = optionDigits(after, index);
    const key = after
      .map((row, r) => `${rowKey(row, r)}=${optionKey(row, digits[r] ?? 0)}`)
      .sort()
      .join('&');
    const old = known.get(key);
    if (old === undefined || used.has(old)) slots.push(null);
    else {
      used.add(old);
      slots.push(old);
    }
  }
  return { slots, dropped: modelCount - used.size };
}

/**
 * The variants for the new rows following `planVariants`: kept variants in their new positions
 * (sortOrder renumbered), a fresh variant from `fetchFresh` (addProductModel, called once per new
 * combination, in order) for every new combination, a copy of the first kept variant's values.
 */
export async function rekeyVariants<T extends VariantLike & { sortOrder?: number }>(
  models: readonly T[],
  slots: readonly (number | null)[],
  fetchFresh: () => Promise<FreshVariant>,
): Promise<T[]> {
  const template = models[slots.find((slot) => slot !== null) ?? 0] ?? models[0];
  if (!template) throw new Error('A product always has at least one variant');
  const next: T[] = [];
  for (const slot of slots) {
    const kept = slot === null ? undefined : models[slot];
    next.push(kept ?? cloneVariant(template, await fetchFresh()));
  }
  if (next.length === 0) next.push(template);
  return next.map((model, index) => ({ ...model, sortOrder: index }));
}
