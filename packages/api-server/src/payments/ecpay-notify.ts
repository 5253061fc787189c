// Our side of ECPay's protocol: the server-to-server results the provider posts. A result is
// applied only when its CheckMacValue is right, it names our merchant, a payment attempt of
// the order and the order's amount; a paid result sets status 1, a failed one status 6.
// ATM and barcode payment details are stored for the buyer to see (e_payaccount, e_limitdate,
// e_PayInfo); the attempt's trade number is kept. Answers follow the protocol: "1|OK" or "0|reason".
import { ORDER_STATUS } from '@storefront/contracts';
import type { Database, Queryable } from '../db';
import { verifyCheckMacValue, type EcpayCredentials, type EcpayParams } from './ecpay-check-mac';

export interface NotifyAnswer {
  ok: boolean;
  text: string;
}

const refuse = (reason: string): NotifyAnswer => ({ ok: false, text: `0|${reason}` });
const OK: NotifyAnswer = { ok: true, text: '1|OK' };

interface AttemptRow {
  id: number;
  status: number;
  total_price: number;
}

function findAttempt(params: EcpayParams, credentials: EcpayCredentials) {
  if (!verifyCheckMacValue(params, credentials)) return { error: refuse('CheckMacValue Error'), orderId: 0 };
  if (params.MerchantID !== credentials.merchantId) return { error: refuse('MerchantID Error'), orderId: 0 };
  const orderId = Number(params.CustomField1);
  if (!Number.isSafeInteger(orderId) || orderId < 1) return { error: refuse('Order Not Found'), orderId: 0 };
  return { error: null, orderId };
}

/**
 * The order an attempt belongs to, locked. Trade numbers are `{orderId}T…` (see ecpay-form.ts):
 * every attempt of the order, checkout's or a repay's, is accepted; the signature vouches for it.
 */
async function lockOrder(tx: Queryable, orderId: number, params: EcpayParams): Promise<AttemptRow | undefined> {
  if (!(params.MerchantTradeNo ?? '').startsWith(`${orderId}T`)) return undefined;
  const [order] = await tx.query<AttemptRow>('select id, status, total_price from orders where id = $1 for update', [orderId]);
  return order;
}

export async function applyPaymentResult(db: Database, params: EcpayParams, credentials: EcpayCredentials): Promise<NotifyAnswer> {
  const found = findAttempt(params, credentials);
  if (found.error) return found.error;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId, params);
    if (!order) return refuse('Order Not Found');
    if (String(order.total_price) !== params.TradeAmt) return refuse('TradeAmt Error');
    // A late or repeated notification must not undo a payment.
    if (order.status !== ORDER_STATUS.awaitingPayment && order.status !== ORDER_STATUS.failed) return OK;
    const paid = params.RtnCode === '1';
    await tx.query('update orders set status = $2, provider_trade_no = $3, payment_trade_no = $4, updated_at = now() where id = $1', [
      order.id,
      paid ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.failed,
      params.TradeNo ?? null,
      params.MerchantTradeNo,
    ]);
    return OK;
  });
}

export async function applyPaymentInfo(db: Database, params: EcpayParams, credentials: EcpayCredentials): Promise<NotifyAnswer> {
  const found = findAttempt(params, credentials);
  if (found.error) return found.error;
  const atm = params.RtnCode === '2';
  const cvs = params.RtnCode === '10100073';
  if (!atm && !cvs) return refuse('RtnCode Error');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId, params);
    if (!order) return refuse('Order Not Found');
    if (String(order.total_price) !== params.TradeAmt) return refuse('TradeAmt Error');
    if (order.status !== ORDER_STATUS.awaitingPayment) return OK;
    const payInfo = atm
      ? `${params.BankCode ?? ''}`
      : params.PaymentNo || [params.Barcode1, params.Barcode2, params.Barcode3].filter(Boolean).join(' ');
    await tx.query(
      // Set once: details already given to the buyer are never replaced by a later message.
      `update orders set e_payaccount = $2, e_limitdate = $3, e_payinfo = $4, provider_trade_no = $5, payment_trade_no = $6, updated_at = now()
       where id = $1 and coalesce(e_payaccount, '') = '' and coalesce(e_payinfo, '') = ''`,
      [order.id, atm ? (params.vAccount ?? '') : null, params.ExpireDate ?? '', payInfo, params.TradeNo ?? null, params.MerchantTradeNo],
    );
    return OK;
  });
}
