// Our side of a GoMyPay payment result: applied to the attempt it belongs to (Order_No, the trade
// number the repay call recorded for the orders it pays: one order, or the unpaid orders of a
// payment group) when that attempt is still their current one and the amount is what they cost
// together, in one transaction; paid sets each order awaiting shipment, failed sets it failed
// (starting its repay window, jobs/order-payment-expiry.ts). The
// sandbox standing in for GoMyPay calls it.
import { ORDER_STATUS } from '@storefront/contracts';
import type { Database } from '../db';
import type { GomypayParams } from './gomypay-form';
import { attemptAmount, lockAttemptOrders } from './payment-group';

/** Applies an outcome to the attempt named by Order_No; false when no current attempt matches. */
export async function applyGomypayOutcome(db: Database, params: GomypayParams, paid: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const orders = await lockAttemptOrders(tx, params.Order_No ?? '');
    if (orders.length === 0 || String(attemptAmount(orders)) !== params.Amount) return false;
    for (const order of orders) {
      // A repeated result must not undo a payment.
      if (order.status !== ORDER_STATUS.awaitingPayment && order.status !== ORDER_STATUS.failed) continue;
      // A failure from 2 starts the repay window (payment_failed_at); a repeated one does not extend it.
      // Either result says more than "not completed" (the payment-expiry job's guess).
      await tx.query(
        'update orders set status = $2, updated_at = now(), fail_reason = case when holds_released_at is null then null else fail_reason end, payment_failed_at = case when $3 then now() else payment_failed_at end where id = $1',
        [order.id, paid ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.failed, !paid && order.status === ORDER_STATUS.awaitingPayment],
      );
    }
    return true;
  });
}
