// The editor's form values: the save payload of contracts (ProductInput) built from the edit model
// the server sends, so the form posts exactly what the server validates.
import type { ProductInput, Product, ProductModelEdit, ProductSelection } from '@storefront/contracts';
import type * as v from 'valibot';

export type ProductForm = v.InferInput<typeof ProductInput>;
export type VariantForm = ProductForm['productModels'][number];
export type SelectionForm = NonNullable<ProductForm['productSelections']>[number];
export type OptionForm = SelectionForm['productOptions'][number];
export type ImageForm = NonNullable<VariantForm['productImages']>[number] & { publicUrl?: string };

const defined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export function toOptionForm(option: ProductSelection['productOptions'][number], selectionId?: number): OptionForm {
  return {
    productOptionId: option.productOptionId,
    productSelectionId: selectionId ?? defined(option.productSelectionId),
    title: option.title,
    sortOrder: option.sortOrder,
  };
}

export function toSelectionForm(selection: ProductSelection, productId?: number): SelectionForm {
  return {
    productSelectionId: selection.productSelectionId,
    productId: productId ?? defined(selection.productId),
    title: selection.title,
    productOptions: selection.productOptions.map((o) => toOptionForm(o, selection.productSelectionId)),
  };
}

export function toVariantForm(model: ProductModelEdit): VariantForm {
  const price = model.productPrices[0];
  return {
    productModelId: model.productModelId,
    title: model.title,
    modelNumber: model.modelNumber ?? '',
    sortOrder: model.sortOrder,
    productPrices: [
      {
        id: price?.id,
        productModelId: model.productModelId,
        price: price?.price ?? 0,
        usePointPercent: price?.usePointPercent ?? 0,
        onSale: price?.onSale ?? false,
        onSalePrice: price?.onSalePrice ?? 0,
        startDate: price?.startDate ?? '',
        endDate: price?.endDate ?? '',
      },
    ],
    productImages: model.productImages.map((image): ImageForm => ({
      imageId: image.imageId,
      productModelId: model.productModelId,
      publicUrl: image.publicUrl ?? '',
    })),
    stockModel: {
      stockModelId: defined(model.stockModel.stockModelId),
      modelNumber: model.stockModel.modelNumber ?? '',
      inventory: model.stockModel.inventory,
      allowNegativeInventory: model.stockModel.allowNegativeInventory,
    },
    stockModelId: defined(model.stockModelId),
  };
}

export function toFormValues(product: Product): ProductForm {
  const productId = product.productId > 0 ? product.productId : undefined;
  return {
    productId,
    title: product.title,
    slug: product.slug,
    productModelType: product.productModelType,
    // Unset references stay NaN until chosen, so the schema reports them as required.
    productBrandId: product.productBrandId ?? Number.NaN,
    productCatelogId: product.productCatelogId ?? Number.NaN,
    productDeliveryType: product.productDeliveryType as ProductForm['productDeliveryType'],
    productTypes: product.productTypes.map((t) => ({ productTypeId: t.productTypeId, title: t.title })),
    viewCommission: product.viewCommission,
    shareCommission: product.shareCommission,
    purchaseCommission: product.purchaseCommission,
    productSelections: product.productSelections.map((s) => toSelectionForm(s, productId)),
    productModels: product.productModels.map(toVariantForm),
    informations: product.informations ?? '',
    descriptions: product.descriptions ?? '',
    specifications: product.specifications ?? '',
    purchaseDescriptions: product.purchaseDescriptions ?? '',
    allSamePhotos: product.allSamePhotos ?? false,
  };
}
