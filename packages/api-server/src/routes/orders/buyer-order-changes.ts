// The buyer's state changes on one of its own orders: cancel (status 2 or lower; stock and
// points given back) and the refund request (status 3 only; the request is recorded and the
// order becomes 5, returned). Each runs in one transaction on the locked order, so a refused or
// failed change writes nothing. Another member's order is answered as not found.
import { ORDER_STATUS, canCancelOrder, canRequestRefund, type OrderRefundRequest } from '@storefront/contracts';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { releaseOrderHolds } from '../merchant/merchant-order-release';

export interface BuyerOrderRow {
  id: number;
  order_statement_id: string;
  status: number;
  payment_type: number;
  total_price: number;
}

/** The buyer's own order, locked for the transaction; anyone else's is a 404. */
export async function lockBuyerOrder(tx: Queryable, buyerId: number, orderId: number): Promise<BuyerOrderRow> {
  const rows = await tx.query<BuyerOrderRow>(
    'select id, order_statement_id, status, payment_type, total_price from orders where id = $1 and buyer_id = $2 for update',
    [orderId, buyerId],
  );
  const order = rows[0];
  if (!order) throw notFound('找不到訂單');
  return order;
}

/**
 * The order locked for the transaction when the caller is its buyer or its merchant (the
 * merchant's order page offers the repay link of a failed card payment, merchant.md §4).
 */
export async function lockOrderOfBuyerOrMerchant(tx: Queryable, memberId: number, orderId: number): Promise<BuyerOrderRow> {
  const rows = await tx.query<BuyerOrderRow>(
    'select id, order_statement_id, status, payment_type, total_price from orders where id = $1 and (buyer_id = $2 or merchant_id = $2) for update',
    [orderId, memberId],
  );
  const order = rows[0];
  if (!order) throw notFound('找不到訂單');
  return order;
}

export async function cancelOrderAsBuyer(db: Database, buyerId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, buyerId, orderId);
    if (!canCancelOrder(order.status)) throw new ApiError(409, '無法取消', '這筆訂單已無法取消');
    await tx.query('update orders set status = $2, updated_at = now() where id = $1', [order.id, ORDER_STATUS.cancelled]);
    await releaseOrderHolds(tx, order.id);
    return { status: 200, title: '訂單已取消' };
  });
}

export async function requestRefund(db: Database, buyerId: number, body: OrderRefundRequest) {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, buyerId, body.orderId);
    if (!canRequestRefund(order.status)) throw new ApiError(409, '無法申請退貨', '只有已完成的訂單可以申請退貨');
    await tx.query(
      `update orders set status = $2, refund_reason = $3, refund_name = $4, refund_phone = $5, refund_address = $6,
         refund_account_detail = $7, updated_at = now() where id = $1`,
      [order.id, ORDER_STATUS.refunded, body.refundReason, body.refundName, body.refundPhone, body.refundAddress, body.refundAccountDetail],
    );
    return { status: 200, title: '成功送出退貨申請' };
  });
}
