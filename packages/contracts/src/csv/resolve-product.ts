// Filling a CSV product's names with the ids the getorcreate calls answered, to send it to
// newProductForCsv. Names are gathered per file first, so each is resolved once, not per row.
import type { CsvProductDraft, ProductPayload } from './read-products';

export interface CsvNames {
  brands: string[];
  catelogs: string[];
  imageUrls: string[];
}

/** The distinct names of a file, each to be resolved once. */
export function namesToResolve(products: readonly CsvProductDraft[]): CsvNames {
  const brands = new Set<string>();
  const catelogs = new Set<string>();
  const imageUrls = new Set<string>();
  for (const product of products) {
    brands.add(product.brand);
    catelogs.add(product.catelog);
    for (const urls of product.images) for (const url of urls) imageUrls.add(url);
  }
  return { brands: [...brands], catelogs: [...catelogs], imageUrls: [...imageUrls] };
}

export interface ResolvedNames {
  brandIds: ReadonlyMap<string, number>;
  catelogIds: ReadonlyMap<string, number>;
  /** Product types per catelog id: title -> id, in the catelog's order. */
  productTypes: ReadonlyMap<number, ReadonlyMap<string, number>>;
  mediaIds: ReadonlyMap<string, number>;
}

export type ResolveResult =
  { ok: true; payload: ProductPayload } | { ok: false; reason: 'brand' | 'catelog' | 'productTypes' | 'images'; name: string };

const normal = (name: string) => name.trim().toLowerCase();

export function resolveProduct(product: CsvProductDraft, names: ResolvedNames): ResolveResult {
  const brandId = names.brandIds.get(product.brand);
  if (!brandId) return { ok: false, reason: 'brand', name: product.brand };
  const catelogId = names.catelogIds.get(product.catelog);
  if (!catelogId) return { ok: false, reason: 'catelog', name: product.catelog };
  const types = names.productTypes.get(catelogId) ?? new Map<string, number>();
  const byTitle = new Map([...types].map(([title, id]) => [normal(title), id]));
  let typeIds: number[];
  if (product.productTypes.length === 0) {
    // No type named: the catelog's first type, as the editor would preselect.
    const first = [...types.values()][0];
    if (!first) return { ok: false, reason: 'productTypes', name: product.catelog };
    typeIds = [first];
  } else {
    typeIds = [];
    for (const title of product.productTypes) {
      const id = byTitle.get(normal(title));
      if (!id) return { ok: false, reason: 'productTypes', name: title };
      typeIds.push(id);
    }
  }
  const models = product.payload.productModels;
  const productModels = [];
  for (const [index, model] of models.entries()) {
    const productImages = [];
    for (const url of product.images[index] ?? []) {
      const imageId = names.mediaIds.get(url);
      if (!imageId) return { ok: false, reason: 'images', name: url };
      productImages.push({ imageId });
    }
    productModels.push({ ...model, productImages });
  }
  return {
    ok: true,
    payload: {
      ...product.payload,
      productBrandId: brandId,
      productCatelogId: catelogId,
      productTypes: [...new Set(typeIds)].map((productTypeId) => ({ productTypeId })),
      productModels,
    },
  };
}
