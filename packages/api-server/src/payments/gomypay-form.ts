// The card payment form of GoMyPay's protocol for a repay attempt, signed with Str_Check, as an
// HTML form the buyer's order page inserts and submits. It posts to the cashier of the server's
// provider environment (payments/cashiers.ts): GoMyPay's own in production, the sandbox under
// /sandbox/gomypay (gomypay-routes.ts) in the demo, which applies the result and sends the buyer back.
// Str_Check here is MD5 (lowercase hex) of Order_No, Amount, CustomerId, Return_url and the
// shop's check key: the provider recomputes it, so a changed amount, order number or return
// address is refused.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { GOMYPAY_SANDBOX_CASHIER_PATH } from './cashiers';

export const GOMYPAY_CASHIER_PATH = GOMYPAY_SANDBOX_CASHIER_PATH;
export const GOMYPAY_FORM_ID = 'gomypay-payment-form';

export interface GomypayCredentials {
  customerId: string;
  checkKey: string;
}

/**
 * The sandbox shop: it only signs forms for the sandbox on this server, so its key is drawn at
 * random when the process starts (a key written here would let anyone sign a result).
 */
export const GOMYPAY_SANDBOX: GomypayCredentials = { customerId: 'SANDBOX42', checkKey: randomBytes(24).toString('base64url') };

export function gomypayCredentials(env: Record<string, string | undefined> = process.env): GomypayCredentials {
  const { GOMYPAY_CUSTOMER_ID, GOMYPAY_CHECK_KEY } = env;
  return GOMYPAY_CUSTOMER_ID && GOMYPAY_CHECK_KEY ? { customerId: GOMYPAY_CUSTOMER_ID, checkKey: GOMYPAY_CHECK_KEY } : GOMYPAY_SANDBOX;
}

export type GomypayParams = Record<string, string>;

export function strCheck(params: GomypayParams, credentials: GomypayCredentials): string {
  return createHash('md5')
    .update(`${params.Order_No ?? ''}${params.Amount ?? ''}${params.CustomerId ?? ''}${params.Return_url ?? ''}${credentials.checkKey}`)
    .digest('hex');
}

export function verifyStrCheck(params: GomypayParams, credentials: GomypayCredentials): boolean {
  const expected = Buffer.from(strCheck(params, credentials));
  const given = Buffer.from(params.Str_Check ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** One trade number per attempt: the order id, `G`, the time in base 36 (at most 20 characters). */
export function gomypayTradeNo(orderId: number, now: Date): string {
  return `${orderId}G${now.getTime().toString(36)}`.toUpperCase().slice(0, 20);
}

export interface GomypayOrder {
  orderId: number;
  orderStatementId: string;
  totalPrice: number;
  tradeNo: string;
  buyer: { name: string; email: string; telephone: string };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function gomypayParams(order: GomypayOrder, backUrl: string, credentials: GomypayCredentials = gomypayCredentials()): GomypayParams {
  const params: GomypayParams = {
    Send_Type: '0',
    Pay_Mode_No: '2',
    CustomerId: credentials.customerId,
    Order_No: order.tradeNo,
    Amount: String(order.totalPrice),
    TransCode: '00',
    Buyer_Name: order.buyer.name,
    Buyer_Telm: order.buyer.telephone,
    Buyer_Mail: order.buyer.email,
    Buyer_Memo: `Order ${order.orderStatementId}`,
    Return_url: backUrl,
    e_return: '1',
  };
  params.Str_Check = strCheck(params, credentials);
  return params;
}

/** The HTML form (no script: the page that inserts it submits it); cashierUrl: payments/cashiers.ts. */
export function gomypayPaymentForm(
  order: GomypayOrder,
  origin: string,
  backUrl: string,
  credentials?: GomypayCredentials,
  cashierUrl: string = origin + GOMYPAY_CASHIER_PATH,
): string {
  const inputs = Object.entries(gomypayParams(order, backUrl, credentials))
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form id="${GOMYPAY_FORM_ID}" method="post" action="${escapeHtml(cashierUrl)}">${inputs}</form>`;
}
