// Answers of the operator calls for the desk's tests, shaped as the server sends them.
import type { Product } from '@storefront/contracts/merchant';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    productId: 7,
    title: '阿里山烏龍茶',
    slug: 'alishan-oolong',
    status: 1,
    productModelType: 1,
    productDeliveryType: 0,
    productTypes: [],
    viewCommission: 0,
    shareCommission: 0,
    purchaseCommission: 0,
    productSelections: [{ productSelectionId: 1, title: '重量', productOptions: [{ productOptionId: 1, title: '150g', sortOrder: 0 }] }],
    productModels: [
      {
        productModelId: 11,
        title: '單一規格',
        sortOrder: 0,
        productPrices: [{ id: 1, price: 500, usePointPercent: 0, onSale: false }],
        productImages: [{ imageId: 3, publicUrl: '/media/3.png', sortOrder: 0 }],
        stockModel: { inventory: 10, allowNegativeInventory: false },
      },
    ],
    descriptions: '<p>好茶</p>',
    ...overrides,
  };
}

export const productItem = (overrides: Record<string, unknown> = {}) => ({
  productId: 7,
  title: '阿里山烏龍茶',
  slug: 'alishan-oolong',
  merchantId: 3,
  merchantName: '茶山搭檔',
  kind: 'edit',
  reviewStatus: 'pending',
  submittedAt: '2026-11-20T02:30:00.000Z',
  ...overrides,
});

export const listAnswer = (kind: 'product' | 'application', items: unknown[], extra: Record<string, unknown> = {}) => ({
  status: 200,
  kind,
  reviewStatus: 'pending',
  page: 1,
  pageSize: 20,
  total: items.length,
  ...(kind === 'product' ? { products: items } : { applications: items }),
  ...extra,
});
