// The merchant's order actions: complete the shipment of one of its own orders, and cancel one
// (the cancel call is shared with buyers; see cancelOrderAsMerchant).
//
// Shipping rule: an order is shipped only from status 1 (awaiting shipment) and goes to 7
// (shipping), never straight to 3 (complete): the parcel is on its way, not delivered yet.
// The shipping date, the logistics company (stored as deliveryETA) and the tracking code are
// recorded on the order, so the buyer sees them on their own order detail.
import { ORDER_STATUS, canCancelOrder, canCompleteShipment, type OrderCompleteRequest } from '@storefront/contracts';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { releaseOrderHolds } from './merchant-order-release';

interface LockedOrder {
  id: number;
  status: number;
}

/** The merchant's own order, locked for the transaction; another merchant's order is a 404. */
async function lockMerchantOrder(tx: Queryable, merchantId: number, orderId: number): Promise<LockedOrder> {
  const rows = await tx.query<LockedOrder>('select id, status from orders where id = $1 and merchant_id = $2 for update', [
    orderId, merchantId,
  ]);
  const order = rows[0];
  if (!order) throw notFound('找不到訂單');
  return order;
}

export async function completeShipment(db: Database, merchantId: number, body: OrderCompleteRequest) {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, merchantId, body.orderId);
    if (!canCompleteShipment(order.status)) {
      throw new ApiError(409, '無法出貨', '只有待出貨的訂單可以完成出貨');
    }
    await tx.query(
      `update orders set status = $2, delivery_date = $3::date, delivery_eta = $4, delivery_tracking_code = $5,
         updated_at = now() where id = $1`,
      [order.id, ORDER_STATUS.shipping, body.deliveryDate, body.deliveryETA, body.deliveryTrackingCode],
    );
    return { status: { type: 'success', title: '成功完成出貨' } };
  });
}

/**
 * Cancel by the order's merchant, allowed while the status is 2 or lower (as for the buyer); the
 * stock and points the order held are given back in the same transaction.
 * The shared POST /api/member/order/cancel (orders domain) takes this path when the caller is
 * the order's merchant.
 */
export async function cancelOrderAsMerchant(db: Database, merchantId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, merchantId, orderId);
    if (!canCancelOrder(order.status)) {
      throw new ApiError(409, '無法取消', '這筆訂單已無法取消');
    }
    await tx.query('update orders set status = $2, updated_at = now() where id = $1', [order.id, ORDER_STATUS.cancelled]);
    await releaseOrderHolds(tx, order.id);
    return { status: 200, title: '訂單已取消' };
  });
}

/** Whether the order is one of the merchant's shop (the shared cancel call asks). */
export async function isOrderOfMerchant(db: Queryable, merchantId: number, orderId: number): Promise<boolean> {
  const own = await db.query('select 1 from orders where id = $1 and merchant_id = $2', [orderId, merchantId]);
  return own.length > 0;
}
