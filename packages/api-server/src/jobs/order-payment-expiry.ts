// Fails an order still awaiting payment (2) after its deadline: status 6 with the reason
// paymentExpired, its stock back on the shelf and the points it moved undone (used points given
// back, earned ones taken back) and, for an auction, the product ends unsold (its page shows 已結標
// without a winner). The deadline is orders.pay_by when set (an auction won), else, for ATM,
// convenience-store code and barcode payments (types 5–7), the provider's ExpireDate kept in
// e_limitdate: a day (ATM, yyyy/MM/dd: payable to the end of that Taipei day) or a time
// (CVS/barcode, yyyy/MM/dd HH:mm:ss, Taipei). An order whose deadline the provider has not given
// yet does not expire.
//
// It also ends the repay window of an order whose payment failed (6, still holding its stock and
// points so that its buyer may pay again): REPAY_WINDOW_MINUTES after the failure
// (orders.payment_failed_at), or its pay_by when it has one. The order stays 6, gives back its
// holds and gets the reason repayWindowEnded and a repayWindowEnded event on its timeline
// (paymentExpired past a pay_by, the auction then ending unsold as above); it can no longer be
// paid. holds_released_at is the done mark: once set, the order is no longer due, and a later
// cancel gives back nothing more.
//
// And it ends a card or wallet payment that was started and never completed (2, no pay_by: the
// buyer opened the provider's page and closed it, so no result comes): CARD_ATTEMPT_MINUTES after
// its current attempt started (orders.payment_attempt_at) the order fails (6) with the reason
// paymentNotCompleted and a paymentNotCompleted event, failed at the moment the attempt ran out
// (payment_failed_at), so the repay window above runs from then and then gives back its holds.
// The orders one attempt pays (a checkout of several merchants, a group's repay) fail together:
// they are locked in id order, as a payment notice of the attempt locks them, and each is changed
// only while it is still at 2 with that attempt current, so a result that came first wins.
import {
  CARD_ATTEMPT_MINUTES,
  ORDER_EVENT,
  ORDER_FAIL_REASON,
  ORDER_STATUS,
  PAYMENT_TYPE,
  REPAY_WINDOW_MINUTES,
  isRepayablePaymentType,
  PAYMENT_TYPES,
} from '@storefront/contracts';
import type { Queryable } from '../db';
import { releaseOrderHolds } from '../routes/merchant/merchant-order-release';
import { recordEvent } from '../routes/orders/order-lifecycle';
import type { Job } from './scheduler';

const DAY = `\\d{4}[-/](0[1-9]|1[0-2])[-/](0[1-9]|[12]\\d|3[01])`;
/** e_limitdate as an instant (Taipei), null when it reads as neither form. */
export const LIMIT_DATE_SQL = `case
    when e_limitdate ~ '^${DAY}$' then ((replace(e_limitdate, '/', '-')::date + 1)::text || ' 00:00:00+08')::timestamptz
    when e_limitdate ~ '^${DAY} ([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' then (replace(e_limitdate, '/', '-') || '+08')::timestamptz
  end`;

const AWAITING_TYPES = [PAYMENT_TYPE.convenienceStoreBarcode, PAYMENT_TYPE.atmTransfer, PAYMENT_TYPE.virtualAccount].join(', ');

// $1: now; $2: now less the repay window (a failure at or before it has no window left).
const DUE = `(status = ${ORDER_STATUS.awaitingPayment} and (
    (pay_by is not null and pay_by <= $1)
    or (pay_by is null and payment_type in (${AWAITING_TYPES}) and ${LIMIT_DATE_SQL} <= $1)))
  or (status = ${ORDER_STATUS.failed} and holds_released_at is null and (
    (pay_by is not null and pay_by <= $1)
    or (pay_by is null and payment_failed_at <= $2)))`;

const dueParams = (now: Date) => [now.toISOString(), new Date(now.getTime() - REPAY_WINDOW_MINUTES * 60_000).toISOString()];

const CARD_TYPES = PAYMENT_TYPES.filter(isRepayablePaymentType).join(', ');
// $1: now less the attempt's lifetime (an attempt started at or before it has run out).
const ATTEMPT_DUE = `status = ${ORDER_STATUS.awaitingPayment} and pay_by is null and payment_type in (${CARD_TYPES})
  and coalesce(payment_attempt_at, created_at) <= $1`;
const attemptParams = (now: Date) => [new Date(now.getTime() - CARD_ATTEMPT_MINUTES * 60_000).toISOString()];

/**
 * Fails the orders of one card or wallet attempt that ran out (the lowest due order's attempt);
 * false when none is due any more once locked (a result or another process came first).
 */
async function endAbandonedAttempt(tx: Queryable, now: Date): Promise<boolean> {
  const [due] = await tx.query<{ id: number; payment_trade_no: string | null }>(
    `select id, payment_trade_no from orders where ${ATTEMPT_DUE} order by id limit 1`,
    attemptParams(now),
  );
  if (!due) return false;
  const ids = due.payment_trade_no
    ? (await tx.query<{ order_id: number }>('select order_id from payment_attempts where trade_no = $1', [due.payment_trade_no])).map(
        (r) => r.order_id,
      )
    : [];
  if (!ids.includes(due.id)) ids.push(due.id);
  await tx.query('select id from orders where id = any($1::int[]) order by id for update', [ids]);
  const failed = await tx.query<{ id: number; failed_at: Date }>(
    `update orders set status = ${ORDER_STATUS.failed}, fail_reason = $4, updated_at = now(),
        payment_failed_at = coalesce(payment_attempt_at, created_at) + make_interval(mins => ${CARD_ATTEMPT_MINUTES})
      where id = any($2::int[]) and ${ATTEMPT_DUE} and payment_trade_no is not distinct from $3
      returning id, payment_failed_at as failed_at`,
    [...attemptParams(now), ids, due.payment_trade_no, ORDER_FAIL_REASON.paymentNotCompleted],
  );
  for (const order of failed) await recordEvent(tx, order.id, ORDER_EVENT.paymentNotCompleted, new Date(order.failed_at));
  return failed.length > 0;
}

export const orderPaymentExpiryJob: Job = {
  name: 'order-payment-expiry',
  async due(db, now) {
    if ((await db.query(`select 1 from orders where ${DUE} limit 1`, dueParams(now))).length > 0) return true;
    return (await db.query(`select 1 from orders where ${ATTEMPT_DUE} limit 1`, attemptParams(now))).length > 0;
  },
  async runOne(tx, now) {
    const [order] = await tx.query<{ id: number; status: number; pay_by: Date | null; auction_product_id: number | null }>(
      `select id, status, pay_by, auction_product_id from orders where ${DUE} order by id limit 1 for update skip locked`,
      dueParams(now),
    );
    if (!order) return endAbandonedAttempt(tx, now);
    const reason =
      order.status === ORDER_STATUS.failed && order.pay_by === null ? ORDER_FAIL_REASON.repayWindowEnded : ORDER_FAIL_REASON.paymentExpired;
    await tx.query('update orders set status = $2, fail_reason = $3, updated_at = now() where id = $1', [
      order.id,
      ORDER_STATUS.failed,
      reason,
    ]);
    await releaseOrderHolds(tx, order.id);
    // The order stays 6, so no status event says it: its timeline gets one of its own.
    if (reason === ORDER_FAIL_REASON.repayWindowEnded) await recordEvent(tx, order.id, ORDER_EVENT.repayWindowEnded, now);
    if (order.auction_product_id !== null) {
      await tx.query(
        `update products set auction_outcome = 'unsold', auction_winner_id = null, auction_winning_price = null, updated_at = now()
          where id = $1`,
        [order.auction_product_id],
      );
    }
    return true;
  },
};
