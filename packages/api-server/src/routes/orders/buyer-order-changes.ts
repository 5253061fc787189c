// The buyer's state changes on one of its own orders: cancel (status 2 or lower; stock and
// points given back, and a paid order's refund recorded), the return request (status 3, within
// the 7-day 鑑賞期 after delivery, once: the order stays 3 marked 退貨申請中 with the request's
// details until the merchant decides), 確認收貨 (7 → 3) and the change of a store pick-up's store
// (status 1 while the shipment is not created), and the bank account of a pending transfer refund
// (until the merchant marks the transfer done). Each runs in one transaction on the locked order,
// so a refused or failed change writes nothing. Another member's order is answered as not found.
import {
  ORDER_EVENT,
  ORDER_STATUS,
  REFUND_METHOD,
  REFUND_STATE,
  RETURN_STATUS,
  canCancelOrder,
  canConfirmReceipt,
  canRequestReturn,
  cvsChain,
  type OrderReceivedRequest,
  type OrderRefundAccountRequest,
  type OrderRefundRequest,
  type OrderStoreRequest,
} from '@storefront/contracts';
import { BUYER_PICKUP_PENDING } from '@storefront/contracts/orders';
import type { Database, Queryable } from '../../db';
import { iso } from '../../db';
import { ApiError, notFound } from '../../errors';
import { releaseOrderHolds } from '../merchant/merchant-order-release';
import { cancelRefunds, markDelivered, recordEvent, recordRefund } from './order-lifecycle';

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
    if (cancelRefunds(order.status, order.payment_type)) await recordRefund(tx, order.id, 'cancel');
    return { status: 200, title: '訂單已取消' };
  });
}

export async function requestRefund(db: Database, buyerId: number, body: OrderRefundRequest) {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, buyerId, body.orderId);
    const [facts] = await tx.query<{ delivered_at: Date | null; return_status: string | null }>(
      'select delivered_at, return_status from orders where id = $1',
      [order.id],
    );
    if (!canRequestReturn({ status: order.status, deliveredAt: iso(facts?.delivered_at), returnStatus: facts?.return_status })) {
      throw new ApiError(409, '無法申請退貨', '只有送達 7 天內的訂單可以申請退貨，且每筆訂單限申請一次');
    }
    await tx.query(
      `update orders set return_status = $2, return_requested_at = now(), refund_reason = $3, refund_name = $4, refund_phone = $5,
         refund_address = $6, refund_account_detail = $7, updated_at = now() where id = $1`,
      [
        order.id,
        RETURN_STATUS.requested,
        body.refundReason,
        body.refundName,
        body.refundPhone,
        body.refundAddress,
        body.refundAccountDetail,
      ],
    );
    await recordEvent(tx, order.id, 'returnRequested');
    return { status: 200, title: '成功送出退貨申請' };
  });
}

/** 確認收貨: the buyer says a shipping order arrived; it completes with the time of receipt. */
export async function confirmReceipt(db: Database, buyerId: number, body: OrderReceivedRequest) {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, buyerId, body.orderId);
    if (!canConfirmReceipt(order.status)) throw new ApiError(409, '無法確認收貨', '只有運送中的訂單可以確認收貨');
    await markDelivered(tx, order.id, 'received');
    return { status: 200, title: '已確認收貨' };
  });
}

/** The store map's reply for a store pick-up not shipped yet: its new pickup store. */
export async function changePickupStore(db: Database, buyerId: number, body: OrderStoreRequest) {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, buyerId, body.orderId);
    const chain = cvsChain(order.payment_type);
    if (!chain) throw new ApiError(409, '無法更換門市', '這筆訂單不是超商取貨');
    const [facts] = await tx.query<{ e_orderstatus: string | null }>('select e_orderstatus from orders where id = $1', [order.id]);
    if (order.status !== ORDER_STATUS.awaitingShipment || facts?.e_orderstatus !== BUYER_PICKUP_PENDING) {
      throw new ApiError(409, '無法更換門市', '寄件已建立，無法更換取貨門市');
    }
    if (body.subType !== chain.subType) {
      throw new ApiError(400, '門市不符', '請選擇同一家超商的門市', [{ path: 'subType', key: 'invalid' }]);
    }
    await tx.query(`update orders set cvs_store_id = $2, cvs_store_name = $3, delivery_address = $4, updated_at = now() where id = $1`, [
      order.id,
      body.storeId,
      body.storeName,
      `${chain.brand} ${body.storeName}（${body.storeId}）${body.address}`,
    ]);
    await recordEvent(tx, order.id, 'storeChanged');
    return { status: 200, title: '已更換取貨門市' };
  });
}

/**
 * The bank account a pending transfer refund goes to: a late payment of a cancelled or expired
 * order records one without an account (only a return request asks for it), and the merchant
 * cannot make the transfer until the buyer gives it. The buyer may correct it until the merchant
 * marks the transfer done; the merchant's mark-done locks the same order row, so the two are
 * never interleaved.
 */
export async function giveRefundAccount(db: Database, buyerId: number, body: OrderRefundAccountRequest) {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, buyerId, body.orderId);
    const updated = await tx.query(
      `update order_refunds set account_detail = $2 where order_id = $1 and method = $3 and state = $4 returning order_id`,
      [order.id, body.refundAccountDetail, REFUND_METHOD.transfer, REFUND_STATE.pending],
    );
    if (!updated.length) throw new ApiError(409, '無法提供退款帳戶', '這筆訂單沒有待匯款的退款');
    await recordEvent(tx, order.id, ORDER_EVENT.refundAccountGiven);
    return { status: 200, title: '已提供退款帳戶' };
  });
}
