// Saves one round of payloads through the real API, as the merchant (a product with its brand,
// category, variant, rich texts and a media item) and as the buyer (profile, billing and delivery
// details, an order with a company receipt paid by ATM after its cancel whose refund account the
// buyer then gives, a refund request), and answers the ids the screens need.
import { ORDER_STATUS, PAYMENT_TYPE, canRequestReturn, type ReturnFacts } from '@storefront/contracts';
import type { APIRequestContext } from 'playwright-core';
import type { FieldValue, XssField } from './xss-fields';
import { BASE_URL } from './server';

// The seed walks the server's JSON answers as they come (a wrong shape fails the call at once);
// typing every answer here would repeat the contracts for no check.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = Record<string, any>;
const originHeader = { Origin: BASE_URL };

export const RICH_TEXT_MARKER = 'rich-text-shown';

async function call(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Json> {
  const response =
    method === 'GET' ? await request.get(`${BASE_URL}${path}`) : await request.post(`${BASE_URL}${path}`, { data, headers: originHeader });
  const body = (await response.json().catch(() => ({}))) as Json;
  if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

export type MerchantSeed = { productId: number; slug: string; mediaId: number };

export async function seedMerchantRound(
  request: APIRequestContext,
  values: Record<XssField, FieldValue>,
  tag: string,
): Promise<MerchantSeed> {
  const brandId = (await call(request, 'GET', `/api/product/brand/getorcreate/${encodeURIComponent(values.brandName.text)}`))
    .productBrandId as number;
  const catelogId = (await call(request, 'GET', `/api/product/catelog/getorcreate/${encodeURIComponent(values.categoryName.text)}`))
    .productCatelogId as number;
  const info = await call(request, 'GET', '/api/merchant/info');
  const catelog = (info.catelogs as Json[]).find((c) => c.productCatelogId === catelogId)!;
  const media = await call(request, 'POST', '/api/product/media/getorcreate', {
    publicUrl: `${BASE_URL}/media/xss-${tag}.png`,
    filename: values.mediaName.text,
    type: 'Image',
  });
  const model = await call(request, 'GET', '/api/merchant/newproduct');
  const product = model.product as Json;
  const variant = product.productModels[0] as Json;
  const rich = `<p>${RICH_TEXT_MARKER}</p>${values.richText.text}`;
  const slug = `xss-${tag}`;
  const saved = await call(request, 'POST', '/api/merchant/save/newproduct', {
    ...product,
    productId: undefined,
    title: values.productTitle.text,
    slug,
    productModelType: 0,
    productBrandId: brandId,
    productCatelogId: catelogId,
    productTypes: [catelog.productTypes[0]],
    productSelections: [],
    productModels: [
      {
        ...variant,
        title: values.variantTitle.text,
        productPrices: [{ ...variant.productPrices[0], price: 100, usePointPercent: 0 }],
        stockModel: { ...variant.stockModel, inventory: 50 },
        productImages: [],
      },
    ],
    descriptions: rich,
    specifications: rich,
    informations: rich,
    purchaseDescriptions: rich,
  });
  return { productId: saved.productId as number, slug, mediaId: media.media.id as number };
}

const address = (firstName: string, street: string) => ({
  firstName,
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street,
});

export type BuyerSeed = { orderId: number; orderStatementId: string };

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The sandbox cashier's answer for the checkout's payment form (what its buttons post). */
async function simulatePayment(request: APIRequestContext, paymentForm: string, outcome: 'info' | 'pay') {
  const fields = Object.fromEntries([...paymentForm.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]));
  const response = await request.post(`${BASE_URL}/sandbox/ecpay/simulate`, {
    headers: originHeader,
    form: { ...fields, sandboxOutcome: outcome },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`sandbox ${outcome}: HTTP ${response.status()} ${(await response.text()).slice(0, 300)}`);
}

/**
 * The buyer's profile, saved details and a new order carry the round's payloads. The order is
 * paid by ATM after the buyer cancelled it, so it is refunded by bank transfer, and the buyer
 * gives the refund account (POST /api/member/order/refundaccount) with the round's payload.
 */
export async function seedBuyerRound(
  request: APIRequestContext,
  values: Record<XssField, FieldValue>,
  productModelId: number,
): Promise<BuyerSeed> {
  const detail = await call(request, 'GET', '/api/member/account/detail');
  await call(request, 'POST', '/api/member/account/detail', {
    firstName: values.memberFirstName.text,
    lastName: values.memberLastName.text,
    dob: detail.dob ?? null,
    subscribed: Boolean(detail.subscribed),
  });
  const billing = { ...address(values.billingName.text, values.billingStreet.text), email: 'buyer@example.com' };
  const delivery = address(values.recipientName.text, values.recipientStreet.text);
  await call(request, 'POST', '/api/member/purchase/detail', { purchaseDetail: billing });
  await call(request, 'POST', '/api/member/delivery/detail', { deliveryDetail: delivery });
  const order = await call(request, 'POST', '/api/member/checkout', {
    items: [{ productModelId, quantity: 1 }],
    deliveryDetail: delivery,
    purchaseDetail: billing,
    paymentType: PAYMENT_TYPE.atmTransfer,
    receipt: { method: 0, type: 1, taxId: '04595257', companyTitle: values.companyTitle.text },
  });
  await simulatePayment(request, order.paymentForm as string, 'info');
  await call(request, 'POST', '/api/member/order/cancel', { orderId: order.orderId });
  await simulatePayment(request, order.paymentForm as string, 'pay');
  await call(request, 'POST', '/api/member/order/refundaccount', {
    orderId: order.orderId,
    refundAccountDetail: values.lateRefundAccount.text,
  });
  return { orderId: order.orderId as number, orderStatementId: order.orderStatementId as string };
}

/** A completed order of the buyer with the given merchant gets a refund request with the payloads. */
export async function seedRefund(
  buyer: APIRequestContext,
  merchant: APIRequestContext,
  reason: FieldValue,
  account: FieldValue,
): Promise<number> {
  const mine = (await call(buyer, 'GET', '/api/member/order/list?pageSize=100')).orders as Json[];
  const theirs = new Set(((await call(merchant, 'GET', '/api/merchant/order/list?pageSize=100')).orders as Json[]).map((o) => o.orderId));
  // A completed order still in its 7-day 鑑賞期 (the only ones a return may be requested for).
  let order: Json | undefined;
  for (const o of mine.filter((o) => o.status === ORDER_STATUS.complete && theirs.has(o.orderId))) {
    const model = (await call(buyer, 'GET', `/api/member/order/detail/${String(o.orderId)}`)).orderModel as ReturnFacts;
    if (canRequestReturn(model)) {
      order = o;
      break;
    }
  }
  if (!order) throw new Error('the demo buyer has no completed order in its 鑑賞期 with the demo merchant');
  await call(buyer, 'POST', '/api/member/order/refund', {
    orderId: order.orderId,
    refundReason: reason.text,
    refundName: '王小明',
    refundPhone: '0912345678',
    refundAddress: '臺北市中正區重慶南路一段 1 號',
    refundAccountDetail: account.text,
  });
  return order.orderId as number;
}
