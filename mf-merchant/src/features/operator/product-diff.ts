// What changed between the version on sale and the submitted one, field by field, as the review
// screen marks it. Variants are paired by position (the editor keeps their order); a variant or
// option row only one side has counts as changed.
import type { Product, ProductModelEdit, ProductPrice } from '@storefront/contracts/merchant';

export const RICH_TEXT_FIELDS = ['informations', 'descriptions', 'specifications', 'purchaseDescriptions'] as const;
export type RichTextField = (typeof RICH_TEXT_FIELDS)[number];

export type VariantDiff = { title: boolean; price: boolean; sale: boolean; stock: boolean; images: boolean };

export type ProductDiff = {
  title: boolean;
  slug: boolean;
  optionRows: boolean;
  variants: VariantDiff[];
  richText: Record<RichTextField, boolean>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const optionRowsOf = (product: Product) =>
  product.productSelections.map((row) => ({
    title: row.title,
    options: [...row.productOptions].sort((a, b) => a.sortOrder - b.sortOrder).map((o) => o.title),
  }));

export const firstPrice = (model: ProductModelEdit | undefined): ProductPrice | undefined => model?.productPrices[0];

const priceOf = (model: ProductModelEdit | undefined) => firstPrice(model)?.price ?? null;
const saleOf = (model: ProductModelEdit | undefined) => {
  const price = firstPrice(model);
  return price?.onSale ? { price: price.onSalePrice ?? null, start: price.startDate ?? null, end: price.endDate ?? null } : null;
};
const stockOf = (model: ProductModelEdit | undefined) =>
  model ? { inventory: model.stockModel.inventory, negative: model.stockModel.allowNegativeInventory } : null;
export const imagesOf = (model: ProductModelEdit | undefined) =>
  model ? [...model.productImages].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)).map((image) => image.imageId) : [];

/** Null live (a new product): nothing is marked, everything is new. */
export function diffProducts(live: Product | null, submitted: Product): ProductDiff | null {
  if (!live) return null;
  const count = Math.max(live.productModels.length, submitted.productModels.length);
  const variants: VariantDiff[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = live.productModels[i];
    const b = submitted.productModels[i];
    variants.push({
      title: a?.title !== b?.title,
      price: priceOf(a) !== priceOf(b),
      sale: !same(saleOf(a), saleOf(b)),
      stock: !same(stockOf(a), stockOf(b)),
      images: !same(imagesOf(a), imagesOf(b)),
    });
  }
  const richText = Object.fromEntries(RICH_TEXT_FIELDS.map((field) => [field, (live[field] ?? '') !== (submitted[field] ?? '')])) as Record<
    RichTextField,
    boolean
  >;
  return {
    title: live.title !== submitted.title,
    slug: live.slug !== submitted.slug,
    optionRows: !same(optionRowsOf(live), optionRowsOf(submitted)),
    variants,
    richText,
  };
}
