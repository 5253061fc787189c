// The pictures of a model. When the product says all variants share pictures, the merchant's
// editor keeps them on the first variant only, so every variant shows the first one's.
import type { ProductDetail, ProductModel } from '@storefront/contracts';

export function modelImages(product: ProductDetail, model: ProductModel | undefined): ProductModel['images'] {
  const owner = product.allSamePhotos ? (product.productModels[0] ?? model) : model;
  return owner?.images ?? [];
}
