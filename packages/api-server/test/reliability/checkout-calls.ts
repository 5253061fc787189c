// The checkout calls the suite makes as a buyer would: re-check the cart (quote), place the order,
// read it back.
import { PRODUCT_BASE } from '@storefront/contracts';
import type { Shopper } from './shopper';

export type CartLine = { productModelId: number; quantity: number };

export type QuoteLine = {
  productModelId: number;
  available: boolean;
  price: number;
  inventory: number;
  allowNegativeInventory: boolean;
  merchantId: number;
};

export const deliveryFor = (n: number) => ({
  firstName: `買家${n}`,
  lastName: '林',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: `重慶南路一段 ${n} 號`,
});

export async function quote(shopper: Shopper, items: CartLine[]): Promise<QuoteLine[]> {
  const answer = await shopper.post<{ lines: QuoteLine[] }>('/api/checkout/quote', { items });
  if (answer.status !== 200) throw new Error(`quote failed: HTTP ${answer.status}`);
  return answer.body.lines;
}

/** Models of fixed-price products on sale, with their stock (from the public list and quote). */
export async function modelsOnSale(shopper: Shopper): Promise<QuoteLine[]> {
  const list = await shopper.get<{ productList: { slug: string; productBase?: number | null }[] }>('/api/product/list');
  const ids: number[] = [];
  for (const product of list.body.productList.filter((p) => p.productBase === PRODUCT_BASE.fixedPrice)) {
    const detail = await shopper.get<{ productModels?: { productModelId: number }[] }>(
      `/api/product/detail/${encodeURIComponent(product.slug)}`,
    );
    for (const model of detail.body.productModels ?? []) ids.push(model.productModelId);
  }
  const lines = await quote(
    shopper,
    ids.slice(0, 50).map((productModelId) => ({ productModelId, quantity: 1 })),
  );
  return lines.filter((line) => line.available && !line.allowNegativeInventory);
}

export type PlacedOrder = { orderId: number; orderStatementId: string };

/** Places an order paid cash on delivery (no payment provider in the way). */
export function placeOrder(shopper: Shopper, items: CartLine[], n: number, server?: number) {
  return shopper.post<PlacedOrder>(
    '/api/member/checkout',
    { items, deliveryDetail: deliveryFor(n), paymentType: 3, receipt: { method: 0, type: 0 } },
    server,
  );
}

export type OrderSeen = {
  orderId: number;
  orderStatementId: string;
  status: number;
  totalPrice: number;
  shippingPrice?: number | null;
  usePoints?: number | null;
  deliveryFullName?: string | null;
  deliveryAddress?: string | null;
  orderItems: { productModelId?: number | null; quantity: number; subtotalPrice: number }[];
};

export async function orderDetail(shopper: Shopper, orderId: number, server?: number) {
  return shopper.get<{ orderModel?: OrderSeen }>(`/api/member/order/detail/${orderId}`, server);
}

/** The buyer cancels one of its orders (stock given back). */
export function cancelOrder(shopper: Shopper, orderId: number, server?: number) {
  return shopper.post('/api/member/order/cancel', { orderId }, server);
}
