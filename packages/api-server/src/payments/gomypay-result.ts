// Our side of a GoMyPay payment result: applied to the attempt it belongs to (the trade number
// recorded on the order by the repay call) in one transaction; paid sets the order awaiting
// shipment, failed sets it failed. The sandbox standing in for GoMyPay calls it.
import { ORDER_STATUS } from '@storefront/contracts';
import type { Database } from '../db';
import type { GomypayParams } from './gomypay-form';

/** Applies an outcome to the attempt named by Order_No; false when no awaiting attempt matches. */
export async function applyGomypayOutcome(db: Database, params: GomypayParams, paid: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: number; status: number; total_price: number }>(
      'select id, status, total_price from orders where payment_trade_no = $1 for update',
      [params.Order_No ?? ''],
    );
    if (!order || String(order.total_price) !== params.Amount) return false;
    // A repeated result must not undo a payment.
    if (order.status !== ORDER_STATUS.awaitingPayment && order.status !== ORDER_STATUS.failed) return true;
    await tx.query('update orders set status = $2, updated_at = now() where id = $1', [
      order.id,
      paid ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.failed,
    ]);
    return true;
  });
}
