// Our side of a GoMyPay payment result: applied to the attempt it belongs to (Order_No, the trade
// number the repay call recorded for the orders it pays: one order, or the unpaid orders of a
// payment group) when that attempt is still their current one and the amount is what they cost
// together, in one transaction; paid sets each order awaiting shipment, failed sets it failed
// (starting its repay window, jobs/order-payment-expiry.ts), both through payment-outcome.ts as
// ECPay's results (which also says what a paid result does to an order past its hold). The
// sandbox standing in for GoMyPay calls it.
import type { Database } from '../db';
import type { GomypayParams } from './gomypay-form';
import { attemptAmount, lockAttemptOrders } from './payment-group';
import { applyAttemptOutcome } from './payment-outcome';

/** Applies an outcome to the attempt named by Order_No; false when no current attempt matches. */
export async function applyGomypayOutcome(db: Database, params: GomypayParams, paid: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const orders = await lockAttemptOrders(tx, params.Order_No ?? '');
    if (orders.length === 0 || String(attemptAmount(orders)) !== params.Amount) return false;
    await applyAttemptOutcome(tx, orders, { paid, tradeNo: params.Order_No ?? '' });
    return true;
  });
}
