// Our side of ECPay's protocol: the server-to-server results the provider posts. A result is
// applied only when its CheckMacValue is right, it names our merchant, a payment attempt and
// the amount of the orders that attempt pays (payment-group.ts: one attempt pays every order of
// a checkout, or a group's unpaid ones), and that attempt is still their current one (a message of
// an attempt a repay replaced is refused); a paid result sets each status 1, a failed one 6 (and
// starts its repay window: REPAY_WINDOW_MINUTES, jobs/order-payment-expiry.ts); a paid result for
// an order that gave back its holds takes them again or refunds it (payment-outcome.ts).
// ATM and barcode payment details are stored for the buyer to see (e_payaccount, e_limitdate,
// e_PayInfo); the attempt's trade number is kept. Answers follow the protocol: "1|OK" or "0|reason".
import { ORDER_STATUS } from '@storefront/contracts';
import type { Database } from '../db';
import { ApiError } from '../errors';
import { verifyCheckMacValue, type EcpayCredentials, type EcpayParams } from './ecpay-check-mac';
import { attemptAmount, lockAttemptOrders } from './payment-group';
import { applyAttemptOutcome } from './payment-outcome';

export interface NotifyAnswer {
  ok: boolean;
  text: string;
}

const refuse = (reason: string): NotifyAnswer => ({ ok: false, text: `0|${reason}` });
const OK: NotifyAnswer = { ok: true, text: '1|OK' };

function findAttempt(params: EcpayParams, credentials: EcpayCredentials) {
  if (!verifyCheckMacValue(params, credentials)) return { error: refuse('CheckMacValue Error'), orderId: 0 };
  if (params.MerchantID !== credentials.merchantId) return { error: refuse('MerchantID Error'), orderId: 0 };
  const orderId = Number(params.CustomField1);
  if (!Number.isSafeInteger(orderId) || orderId < 1) return { error: refuse('Order Not Found'), orderId: 0 };
  return { error: null, orderId };
}

export async function applyPaymentResult(db: Database, params: EcpayParams, credentials: EcpayCredentials): Promise<NotifyAnswer> {
  const found = findAttempt(params, credentials);
  if (found.error) return found.error;
  try {
    return await applyResult(db, params, found.orderId);
  } catch (error) {
    // A late payment whose refund the card provider refused: nothing is written, and the answer
    // asks the provider to send the result again.
    if (error instanceof ApiError) return refuse('Refund Error');
    throw error;
  }
}

function applyResult(db: Database, params: EcpayParams, orderId: number): Promise<NotifyAnswer> {
  return db.transaction(async (tx) => {
    const orders = await lockAttemptOrders(tx, params.MerchantTradeNo ?? '', orderId);
    if (orders.length === 0) return refuse('Order Not Found');
    if (String(attemptAmount(orders)) !== params.TradeAmt) return refuse('TradeAmt Error');
    await applyAttemptOutcome(tx, orders, {
      paid: params.RtnCode === '1',
      tradeNo: params.MerchantTradeNo ?? '',
      providerTradeNo: params.TradeNo ?? null,
    });
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
    const orders = await lockAttemptOrders(tx, params.MerchantTradeNo ?? '', found.orderId);
    if (orders.length === 0) return refuse('Order Not Found');
    if (String(attemptAmount(orders)) !== params.TradeAmt) return refuse('TradeAmt Error');
    const payInfo = atm
      ? `${params.BankCode ?? ''}`
      : params.PaymentNo || [params.Barcode1, params.Barcode2, params.Barcode3].filter(Boolean).join(' ');
    for (const order of orders) {
      if (order.status !== ORDER_STATUS.awaitingPayment) continue;
      await tx.query(
        // Set once: details already given to the buyer are never replaced by a later message.
        `update orders set e_payaccount = $2, e_limitdate = $3, e_payinfo = $4, provider_trade_no = $5, payment_trade_no = $6, updated_at = now()
         where id = $1 and coalesce(e_payaccount, '') = '' and coalesce(e_payinfo, '') = ''`,
        [order.id, atm ? (params.vAccount ?? '') : null, params.ExpireDate ?? '', payInfo, params.TradeNo ?? null, params.MerchantTradeNo],
      );
    }
    return OK;
  });
}
