// Helpers for suites that take an order through its life over HTTP: the buyer places it, the
// sandbox cashier's outcome is posted to our payment notice endpoints, the merchant ships it.
import { ecpayCredentials } from '../src/payments/ecpay-check-mac';
import { sandboxResult } from '../src/sandbox/ecpay-routes';
import { ORIGIN, type client, type TestApp } from './test-support';
import type { Database } from '../src/db';

type Client = ReturnType<typeof client>;

export const TEST_DELIVERY = {
  firstName: '小明',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段 1 號',
};

export interface FlowProduct {
  modelId: number;
  stockModelId: number;
}

/** A fixed-price model of merchant@example.com with stock and purchase points. */
export async function flowProduct(db: Database): Promise<FlowProduct> {
  const [row] = await db.query<{ id: number; stock_model_id: number }>(
    `select m.id, m.stock_model_id from products p join product_models m on m.product_id = p.id
       join stock_models s on s.id = m.stock_model_id join product_prices pr on pr.product_model_id = m.id
       join members mb on mb.id = p.merchant_id
      where p.status = 1 and p.product_base = 0 and s.inventory > 50 and p.purchase_commission > 0 and mb.email = 'merchant@example.com'
      order by p.id, m.id limit 1`,
  );
  if (!row) throw new Error('no product for the order flow');
  return { modelId: row.id, stockModelId: row.stock_model_id };
}

export interface PlacedOrder {
  id: number;
  statementId: string;
  /** The provider's payment form fields (empty when the order is not paid through the provider). */
  form: Record<string, string>;
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function placeOrder(buyer: Client, product: FlowProduct, paymentType: number, usePoints = 0): Promise<PlacedOrder> {
  const response = await buyer.post('/api/member/checkout', {
    items: [{ productModelId: product.modelId, quantity: 2 }],
    deliveryDetail: TEST_DELIVERY,
    paymentType,
    receipt: { method: 0, type: 0 },
    usePoints,
  });
  if (response.status !== 200) throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { orderId: number; orderStatementId: string; paymentForm: string | null };
  const form: Record<string, string> = {};
  for (const [, name, value] of (body.paymentForm ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)) form[name!] = unescape(value!);
  return { id: body.orderId, statementId: body.orderStatementId, form };
}

/** The sandbox cashier's outcome, posted to our payment notice endpoint as the provider does. */
export async function pay(
  app: TestApp,
  form: Record<string, string>,
  outcome: 'pay' | 'fail' | 'info' = 'pay',
  now = new Date(),
): Promise<void> {
  const path = outcome === 'info' ? '/api/payment/ecpay/payment-info' : '/api/payment/ecpay/notify';
  const result = sandboxResult(form, outcome, ecpayCredentials(), now);
  const response = await app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(result).toString(),
  });
  const text = await response.text();
  if (text !== '1|OK') throw new Error(`payment notice refused: ${text}`);
}

export async function ship(merchant: Client, orderId: number): Promise<void> {
  const response = await merchant.post('/api/merchant/order/complete', {
    orderId,
    deliveryDate: '2026-11-20',
    deliveryETA: '黑貓宅急便',
    deliveryTrackingCode: 'T-0001',
  });
  if (response.status !== 200) throw new Error(`shipping failed: ${response.status}`);
}
