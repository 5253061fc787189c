// The arithmetic of variants (merchant.md §4): every combination of the selection options is one
// variant, so their count is the product of the option counts; the chosen options name a variant
// as a mixed-radix number (earlier rows the lower-order digits) clamped to the last variant; a
// changed option count grows the list with clones of the first variant or drops from the end.
import { selectedModelIndex, variantCount } from '@storefront/contracts';

export interface OptionRow {
  productOptions: readonly unknown[];
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

/**
 * The variants resized to `target`: surplus ones are dropped from the end, missing ones are
 * clones of the first with ids from `fetchFresh` (called once per missing variant, in order).
 */
export async function resizeVariants<T extends VariantLike>(
  models: readonly T[],
  target: number,
  fetchFresh: () => Promise<FreshVariant>,
): Promise<T[]> {
  if (target <= models.length) return models.slice(0, Math.max(1, target));
  const first = models[0];
  if (!first) throw new Error('A product always has at least one variant');
  const grown = [...models];
  while (grown.length < target) grown.push(cloneVariant(first, await fetchFresh()));
  return grown;
}
