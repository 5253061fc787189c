// Cart lines as the product page writes them into local storage (quarter_cart), built from the
// product's public detail, for tests that start with something in the cart.
import { BASE_URL } from './server';

export type ProductDetail = {
  productModels: {
    productModelId: number;
    title: string;
    markPrice: number;
    discountPrice: number | null;
    usePointPercent: number;
    inventory: number;
  }[];
  title: string;
  merchantId: number;
  merchantName: string;
  productModelType: number;
  productDeliveryType: number;
};

export async function productDetail(slug: string): Promise<ProductDetail> {
  const response = await fetch(`${BASE_URL}/api/product/detail/${slug}`);
  return (await response.json()) as ProductDetail;
}

/** The stored line of the product's first variant. */
export async function cartLineFor(slug: string, quantity: number): Promise<Record<string, unknown>> {
  const detail = await productDetail(slug);
  const model = detail.productModels[0]!;
  return {
    productModelId: model.productModelId,
    merchantId: detail.merchantId,
    merchantName: detail.merchantName,
    productModelType: detail.productModelType,
    productDeliveryType: detail.productDeliveryType,
    parentProductModelId: null,
    title: detail.title,
    modelNumber: '',
    modelTitle: model.title,
    price: model.discountPrice ?? model.markPrice,
    onSale: false,
    usePointPercent: model.usePointPercent,
    img: '',
    quantity,
    inventory: model.inventory,
  };
}
