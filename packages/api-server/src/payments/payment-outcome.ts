// What a provider's result does to the orders of its attempt, the same for ECPay and GoMyPay,
// inside the caller's transaction on the orders lockAttemptOrders locked (payment-group.ts).
// - An order still holding its stock and points (2, or 6 within its repay window): paid sets it 1,
//   failed sets it 6 (a failure from 2 starts its repay window: payment_failed_at; a repeated one
//   does not extend it). Either result says more than "not completed" (the job's guess): the reason
//   is cleared.
// - A paid result for an order that gave back its holds (ATM or barcode past its deadline, a failed
//   or unfinished card payment past its repay window, a cancel while the buyer was still on the
//   provider's page): the money was taken, so the result is accepted (the provider gets its success
//   answer, and a repeat of it changes nothing). A failed order takes its holds again when it can:
//   every line's stock still there (or allowed below zero) and the points it used still in the
//   buyer's balance; it is then paid (1) and holds them as any paid order does. When it cannot (or
//   it was an auction that ended unsold at its deadline, or it was cancelled), it is cancelled (4)
//   and its refund recorded as for a merchant's cancel of a paid order, so stock and points stay as
//   they were given back (a card refund without the provider's trade number, as GoMyPay's results
//   carry none, is recorded as a transfer the merchant marks done). Its timeline says which
//   (latePaymentAccepted / latePaymentRefunded).
// - Anything else (paid already, shipped, refunded): a late or repeated result changes nothing.
import { ORDER_EVENT, ORDER_STATUS } from '@storefront/contracts';
import type { Queryable } from '../db';
import { retakeOrderPoints } from '../points/ledger';
import { recordEvent, recordRefund } from '../routes/orders/order-lifecycle';
import type { AttemptOrderRow } from './payment-group';

export interface AttemptOutcome {
  paid: boolean;
  /** The attempt's trade number (ours). */
  tradeNo: string;
  /** The provider's own trade number, when its result carries one (ECPay's TradeNo). */
  providerTradeNo?: string | null;
}

interface OutcomeOrderRow {
  id: number;
  status: number;
  holds_released_at: Date | null;
  auction_product_id: number | null;
}

/** Locks the stock of the order's lines; answers whether every line's stock is there to take again. */
async function lockStock(tx: Queryable, orderId: number) {
  const lines = await tx.query<{ id: number; inventory: number; allow_negative_inventory: boolean; quantity: number }>(
    `select s.id, s.inventory, s.allow_negative_inventory, l.quantity
       from stock_models s
       join (select m.stock_model_id, sum(i.quantity)::int as quantity
               from order_items i join product_models m on m.id = i.product_model_id
              where i.order_id = $1 and m.stock_model_id is not null
              group by m.stock_model_id) l on l.stock_model_id = s.id
      order by s.id for update of s`,
    [orderId],
  );
  return { lines, available: lines.every((l) => l.allow_negative_inventory || l.inventory >= l.quantity) };
}

/** A paid result for an order that gave back its holds: holds again and paid, or cancelled and refunded. */
async function applyLatePayment(tx: Queryable, order: OutcomeOrderRow): Promise<void> {
  if (order.status === ORDER_STATUS.cancelled) {
    // Cancelled while its buyer was still paying: the money goes back (once).
    if ((await tx.query('select 1 from order_refunds where order_id = $1', [order.id])).length > 0) return;
  } else {
    // An auction's order that passed its deadline ended the auction unsold: it is not revived.
    const stock = order.auction_product_id === null ? await lockStock(tx, order.id) : null;
    if (stock?.available && (await retakeOrderPoints(tx, order.id))) {
      for (const line of stock.lines) {
        await tx.query('update stock_models set inventory = inventory - $2 where id = $1', [line.id, line.quantity]);
      }
      await tx.query('update orders set status = $2, fail_reason = null, holds_released_at = null, updated_at = now() where id = $1', [
        order.id,
        ORDER_STATUS.awaitingShipment,
      ]);
      await recordEvent(tx, order.id, ORDER_EVENT.latePaymentAccepted);
      return;
    }
    await tx.query('update orders set status = $2, updated_at = now() where id = $1', [order.id, ORDER_STATUS.cancelled]);
  }
  await recordRefund(tx, order.id, 'cancel');
  await recordEvent(tx, order.id, ORDER_EVENT.latePaymentRefunded);
}

/** Applies a provider's result to the (locked) orders of its current attempt. */
export async function applyAttemptOutcome(tx: Queryable, attempt: readonly AttemptOrderRow[], outcome: AttemptOutcome): Promise<void> {
  for (const { id } of attempt) {
    const [order] = await tx.query<OutcomeOrderRow>('select id, status, holds_released_at, auction_product_id from orders where id = $1', [
      id,
    ]);
    if (!order) continue;
    const holding = order.holds_released_at === null;
    const open = order.status === ORDER_STATUS.awaitingPayment || order.status === ORDER_STATUS.failed;
    if (open || (outcome.paid && order.status === ORDER_STATUS.cancelled && !holding)) {
      // The provider's trade numbers of the payment: a refund of it needs them.
      await tx.query(
        `update orders set provider_trade_no = coalesce($2, provider_trade_no), payment_trade_no = $3, updated_at = now() where id = $1`,
        [order.id, outcome.providerTradeNo ?? null, outcome.tradeNo],
      );
    }
    if (open && holding) {
      await tx.query(
        `update orders set status = $2, fail_reason = null, updated_at = now(),
           payment_failed_at = case when $3 then now() else payment_failed_at end where id = $1`,
        [
          order.id,
          outcome.paid ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.failed,
          !outcome.paid && order.status === ORDER_STATUS.awaitingPayment,
        ],
      );
    } else if (outcome.paid && !holding && (order.status === ORDER_STATUS.failed || order.status === ORDER_STATUS.cancelled)) {
      await applyLatePayment(tx, order);
    }
  }
}
