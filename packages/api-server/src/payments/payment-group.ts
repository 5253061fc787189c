// Which orders a payment attempt pays. A checkout of several merchants' goods makes one order per
// merchant and one payment for them all; a repay pays the group's orders still unpaid. Each
// attempt's trade number is recorded with the orders it covers (payment_attempts), in the
// transaction that starts the attempt, and becomes their current one (orders.payment_trade_no),
// so the provider's notification of that trade number finds every one of them, and only while no
// later attempt replaced it.
import type { Queryable } from '../db';

export interface AttemptOrderRow {
  id: number;
  status: number;
  total_price: number;
}

/**
 * Records that `tradeNo` pays `orderIds`, and makes it their current attempt, started now
 * (payment_attempt_at: an attempt with no result counts as not completed CARD_ATTEMPT_MINUTES
 * after it, jobs/order-payment-expiry.ts).
 */
export async function recordPaymentAttempt(tx: Queryable, tradeNo: string, orderIds: readonly number[]): Promise<void> {
  for (const orderId of orderIds) {
    await tx.query('insert into payment_attempts (trade_no, order_id) values ($1, $2) on conflict do nothing', [tradeNo, orderId]);
  }
  await tx.query('update orders set payment_trade_no = $1, payment_attempt_at = now(), updated_at = now() where id = any($2::int[])', [
    tradeNo,
    [...orderIds],
  ]);
}

/**
 * The orders an attempt pays, locked in id order (two notifications of one group wait for each
 * other, never deadlock), when it is their current attempt; none when the trade number is not one
 * of ours, does not pay the order the notification names (ECPay's CustomField1: the group's first
 * order, or the order repaid), or was replaced by a later attempt (a repay) on any order it pays:
 * a late message of an older attempt changes nothing. An attempt from before groups existed
 * (nothing recorded) pays the one order it names, if that order still carries it.
 */
export async function lockAttemptOrders(tx: Queryable, tradeNo: string, orderId?: number): Promise<AttemptOrderRow[]> {
  if (!tradeNo) return [];
  const recorded = await tx.query<AttemptOrderRow & { payment_trade_no: string | null }>(
    `select o.id, o.status, o.total_price, o.payment_trade_no from orders o
      where o.id in (select a.order_id from payment_attempts a where a.trade_no = $1)
      order by o.id for update`,
    [tradeNo],
  );
  if (recorded.length === 0) {
    if (orderId === undefined) return [];
    return tx.query<AttemptOrderRow>('select id, status, total_price from orders where id = $1 and payment_trade_no = $2 for update', [
      orderId,
      tradeNo,
    ]);
  }
  if (orderId !== undefined && !recorded.some((o) => o.id === orderId)) return [];
  if (recorded.some((o) => o.payment_trade_no !== tradeNo)) return [];
  return recorded.map(({ id, status, total_price }) => ({ id, status, total_price }));
}

/** The amount an attempt must carry: what its orders cost together. */
export const attemptAmount = (orders: readonly AttemptOrderRow[]): number => orders.reduce((sum, o) => sum + o.total_price, 0);
