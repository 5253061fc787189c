// An order's life after shipment, for every path that moves it (the logistics provider's notice,
// the buyer, the merchant, the jobs), each step inside the caller's transaction on the locked
// order: delivery (7 → 3 with the time of delivery), the refund a return or the cancel of a paid
// order records (a card back through the provider's refund call; anything else a bank transfer
// the merchant marks done) and the events of the order's timeline that its status changes alone
// do not say (status changes are recorded by a trigger, migration 110).
import {
  ORDER_STATUS,
  REFUND_METHOD,
  REFUND_STATE,
  refundMethodOf,
  type OrderEventKind,
  type RefundCause,
  type RefundMethod,
} from '@storefront/contracts';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { creditPurchase } from '../../points/ledger';
import { paysThroughEcpay } from '../../payments/ecpay-form';
import { refundCard, RefundProviderError } from '../../sandbox/ecpay-refund';

export async function recordEvent(tx: Queryable, orderId: number, kind: OrderEventKind, at?: Date): Promise<void> {
  await tx.query('insert into order_events (order_id, kind, created_at) values ($1, $2, coalesce($3::timestamptz, now()))', [
    orderId,
    kind,
    at ? at.toISOString() : null,
  ]);
}

/**
 * Delivered: a shipping order (7) becomes complete (3) with its delivery time and its buyer is
 * credited the order's purchase points (once per order); answers false when
 * the order is not shipping (the caller decides whether that is a refusal).
 */
export async function markDelivered(
  tx: Queryable,
  orderId: number,
  cause: 'delivered' | 'received' | 'autoCompleted',
  at?: Date,
): Promise<boolean> {
  const moved = await tx.query(
    `update orders set status = $2, delivered_at = coalesce($4::timestamptz, now()), updated_at = now()
      where id = $1 and status = $3 returning id`,
    [orderId, ORDER_STATUS.complete, ORDER_STATUS.shipping, at ? at.toISOString() : null],
  );
  if (!moved.length) return false;
  await creditPurchase(tx, orderId);
  await recordEvent(tx, orderId, cause, at);
  return true;
}

interface RefundableOrder {
  id: number;
  payment_type: number;
  total_price: number;
  payment_trade_no: string | null;
  provider_trade_no: string | null;
  refund_account_detail: string | null;
}

/**
 * Records the refund of an order (once: a second call finds it recorded and does nothing). A card
 * payment is refunded through the provider at once (a refusal rolls the caller back with 422); any
 * other payment is a transfer to the buyer's refund account, pending until the merchant marks it.
 * `method` overrides the payment type's.
 */
export async function recordRefund(tx: Queryable, orderId: number, cause: RefundCause, method?: RefundMethod): Promise<void> {
  const [order] = await tx.query<RefundableOrder>(
    `select id, payment_type, total_price, payment_trade_no, provider_trade_no, refund_account_detail from orders where id = $1`,
    [orderId],
  );
  if (!order) return;
  if ((await tx.query('select 1 from order_refunds where order_id = $1', [orderId])).length) return;
  method ??= refundMethodOf(order.payment_type);
  // A card payment whose result carried no provider trade number (GoMyPay's) cannot be refunded
  // through the provider's refund call: it is a transfer the merchant makes and marks done.
  const providerTrade =
    order.payment_trade_no && order.provider_trade_no
      ? { merchantTradeNo: order.payment_trade_no, tradeNo: order.provider_trade_no }
      : null;
  if (method === REFUND_METHOD.card && order.total_price > 0 && !providerTrade) method = REFUND_METHOD.transfer;
  let providerRefundNo: string | null = null;
  if (method === REFUND_METHOD.card && order.total_price > 0 && providerTrade) {
    try {
      providerRefundNo = refundCard({ ...providerTrade, amount: order.total_price }).tradeNo;
    } catch (error) {
      if (error instanceof RefundProviderError) throw new ApiError(422, '金流商無法退刷', error.message);
      throw error;
    }
  }
  const done = method === REFUND_METHOD.card;
  await tx.query(
    `insert into order_refunds (order_id, amount, method, state, cause, provider_refund_no, account_detail, done_at)
     values ($1, $2, $3, $4, $5, $6, $7, case when $4 = 'done' then now() end)`,
    [
      orderId,
      order.total_price,
      method,
      done ? REFUND_STATE.done : REFUND_STATE.pending,
      cause,
      providerRefundNo,
      order.refund_account_detail,
    ],
  );
  await recordEvent(tx, orderId, 'refundRecorded');
  if (done) await recordEvent(tx, orderId, 'refundDone');
}

/** Whether cancelling an order at this status gives money back: it was paid through the provider. */
export function cancelRefunds(status: number, paymentType: number): boolean {
  return status === ORDER_STATUS.awaitingShipment && paysThroughEcpay(paymentType);
}
