// The merchant's order actions: complete the shipment of one of its own orders, and cancel one
// (the cancel call is shared with buyers; see cancelOrderAsMerchant).
//
// Shipping rule: an order is shipped only from status 1 (awaiting shipment) and goes to 7
// (shipping), never straight to 3 (complete): the parcel is on its way, not delivered yet.
// The shipping date, the logistics company (stored as deliveryETA) and the tracking code are
// recorded on the order, so the buyer sees them on their own order detail.
//
// A store pick-up (payment types 12–15) does not ship with a courier: its complete-shipment
// creates the convenience-store shipment with the logistics provider for the store the buyer
// picked, keeps the provider's numbers on the order (e_orderno the logistics id the label is
// printed by, the payment and validation numbers the parcel is dropped with) and moves
// e_orderstatus to '0' (waiting for the merchant to drop the parcel) and the status to 7. Sent
// twice, it answers the shipment already made instead of opening a second one.
import {
  ORDER_STATUS,
  canCancelOrder,
  canCompleteShipment,
  canDecideReturn,
  cvsChain,
  REFUND_METHOD,
  REFUND_STATE,
  RETURN_STATUS,
  isConvenienceStorePickup,
  refundAwaitsAccount,
  todayInTaipei,
  type CvsShipmentRequest,
  type CvsShipmentResponse,
  type OrderCompleteRequest,
} from '@storefront/contracts';
import { MERCHANT_LABEL_PENDING } from '@storefront/contracts/merchant';
import type { Database, Queryable } from '../../db';
import { ApiError, notFound } from '../../errors';
import { releaseOrderHolds } from './merchant-order-release';
import { cancelRefunds, recordEvent, recordRefund } from '../orders/order-lifecycle';
import { createCvsShipment, LOGISTICS_CREATE_PATH, LogisticsProviderError } from '../../sandbox/logistics-shipment';

interface LockedOrder {
  id: number;
  status: number;
  payment_type: number;
  returnStatus: string | null;
}

/** The merchant's own order, locked for the transaction; another merchant's order is a 404. */
async function lockMerchantOrder(tx: Queryable, merchantId: number, orderId: number): Promise<LockedOrder> {
  const rows = await tx.query<LockedOrder>(
    'select id, status, payment_type, return_status as "returnStatus" from orders where id = $1 and merchant_id = $2 for update',
    [orderId, merchantId],
  );
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
    if (isConvenienceStorePickup(order.payment_type)) {
      throw new ApiError(409, '超商取貨訂單', '超商取貨訂單請以超商寄件完成出貨');
    }
    await tx.query(
      `update orders set status = $2, delivery_date = $3::date, delivery_eta = $4, delivery_tracking_code = $5,
         shipped_at = now(), updated_at = now() where id = $1`,
      [order.id, ORDER_STATUS.shipping, body.deliveryDate, body.deliveryETA, body.deliveryTrackingCode],
    );
    return { status: { type: 'success', title: '成功完成出貨' } };
  });
}

interface PickupOrder {
  order_statement_id: string;
  delivery_full_name: string;
  delivery_telephone: string;
  cvs_store_id: string | null;
  total_price: number;
  e_orderno: string | null;
  cvs_payment_no: string | null;
  cvs_validation_no: string | null;
  merchant_name: string | null;
  goods_name: string | null;
}

function shipped(numbers: { AllPayLogisticsID: string; CVSPaymentNo: string; CVSValidationNo: string }): CvsShipmentResponse {
  return { status: { type: 'success', title: '成功完成出貨' }, ...numbers };
}

/** Complete-shipment of a store pick-up: the convenience-store shipment, in one transaction. */
export async function shipByConvenienceStore(
  db: Database,
  merchantId: number,
  body: CvsShipmentRequest,
  origin: string,
): Promise<CvsShipmentResponse> {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, merchantId, body.orderId);
    const chain = cvsChain(order.payment_type);
    if (!chain) throw new ApiError(409, '不是超商取貨訂單', '這筆訂單請填寫物流公司與追蹤碼出貨');
    const [pickup] = await tx.query<PickupOrder>(
      `select o.order_statement_id, o.delivery_full_name, o.delivery_telephone, o.cvs_store_id, o.total_price, o.e_orderno,
              o.cvs_payment_no, o.cvs_validation_no, m.merchant_name,
              (select string_agg(i.product_title, '#' order by i.id) from order_items i where i.order_id = o.id) as goods_name
         from orders o left join merchants m on m.member_id = o.merchant_id where o.id = $1`,
      [order.id],
    );
    if (order.status === ORDER_STATUS.shipping && pickup?.e_orderno && pickup.cvs_payment_no) {
      return shipped({
        AllPayLogisticsID: pickup.e_orderno,
        CVSPaymentNo: pickup.cvs_payment_no,
        CVSValidationNo: pickup.cvs_validation_no ?? '',
      });
    }
    if (!canCompleteShipment(order.status)) throw new ApiError(409, '無法出貨', '只有待出貨的訂單可以完成出貨');
    if (!pickup?.cvs_store_id) throw new ApiError(409, '無法建立超商寄件', '這筆訂單沒有取貨門市');
    let shipment;
    try {
      shipment = createCvsShipment({
        orderStatementId: pickup.order_statement_id,
        subType: chain.subType,
        goodsAmount: pickup.total_price,
        goodsName: pickup.goods_name ?? pickup.order_statement_id,
        receiverName: pickup.delivery_full_name,
        receiverCellPhone: pickup.delivery_telephone,
        receiverStoreId: pickup.cvs_store_id,
        senderName: pickup.merchant_name ?? '',
        serverReplyUrl: `${origin}${LOGISTICS_CREATE_PATH}`,
      });
    } catch (error) {
      if (error instanceof LogisticsProviderError) throw new ApiError(422, '物流商無法建立寄件', error.message);
      throw error;
    }
    const trackingCode = `${shipment.CVSPaymentNo}${shipment.CVSValidationNo}`;
    await tx.query(
      `update orders set status = $2, e_orderstatus = $3, e_orderno = $4, cvs_payment_no = $5, cvs_validation_no = $6,
         delivery_date = $7::date, delivery_eta = $8, delivery_tracking_code = $9, shipped_at = now(), updated_at = now() where id = $1`,
      [
        order.id,
        ORDER_STATUS.shipping,
        MERCHANT_LABEL_PENDING,
        shipment.AllPayLogisticsID,
        shipment.CVSPaymentNo,
        shipment.CVSValidationNo || null,
        body.deliveryDate ?? todayInTaipei(),
        chain.brand,
        trackingCode,
      ],
    );
    return shipped(shipment);
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
    if (cancelRefunds(order.status, order.payment_type)) await recordRefund(tx, order.id, 'cancel');
    return { status: 200, title: '訂單已取消' };
  });
}

/**
 * 同意退貨: the requested return of an order at 3 is approved: status 5, the stock back, the
 * points the order moved undone (earned taken back, used given back) and the refund recorded.
 */
export async function approveReturn(db: Database, merchantId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, merchantId, orderId);
    if (!canDecideReturn(order)) throw new ApiError(409, '無法處理退貨', '這筆訂單沒有待處理的退貨申請');
    await tx.query('update orders set status = $2, return_status = $3, updated_at = now() where id = $1', [
      order.id,
      ORDER_STATUS.refunded,
      RETURN_STATUS.approved,
    ]);
    await releaseOrderHolds(tx, order.id);
    await recordRefund(tx, order.id, 'return');
    return { status: 200, title: '已同意退貨' };
  });
}

/** 拒絕退貨: the order stays 3 and the buyer sees the merchant's reason. */
export async function refuseReturn(db: Database, merchantId: number, orderId: number, reason: string) {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, merchantId, orderId);
    if (!canDecideReturn(order)) throw new ApiError(409, '無法處理退貨', '這筆訂單沒有待處理的退貨申請');
    await tx.query('update orders set return_status = $2, return_refuse_reason = $3, updated_at = now() where id = $1', [
      order.id,
      RETURN_STATUS.refused,
      reason,
    ]);
    await recordEvent(tx, order.id, 'returnRefused');
    return { status: 200, title: '已拒絕退貨' };
  });
}

/**
 * The merchant made the bank transfer of a pending refund: marked done, once. A refund with no
 * account to send it to (a late payment of a cancelled or expired order, until its buyer gives
 * one) cannot have been transferred: refused.
 */
export async function markRefundDone(db: Database, merchantId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, merchantId, orderId);
    const done = await tx.query(
      `update order_refunds set state = $2, done_at = now()
        where order_id = $1 and method = $3 and state = $4 and coalesce(trim(account_detail), '') <> '' returning order_id`,
      [order.id, REFUND_STATE.done, REFUND_METHOD.transfer, REFUND_STATE.pending],
    );
    if (!done.length) {
      const [refund] = await tx.query<{ method: string; state: string; account_detail: string | null }>(
        'select method, state, account_detail from order_refunds where order_id = $1',
        [order.id],
      );
      if (refundAwaitsAccount(refund ? { method: refund.method, state: refund.state, accountDetail: refund.account_detail } : null)) {
        throw new ApiError(409, '等待買家提供退款帳戶', '買家尚未提供退款帳戶，無法完成退款匯款');
      }
      throw new ApiError(409, '沒有待匯款的退款', '這筆訂單沒有待完成的退款匯款');
    }
    await recordEvent(tx, order.id, 'refundDone');
    return { status: 200, title: '已完成退款' };
  });
}

/** Whether the order is one of the merchant's shop (the shared cancel call asks). */
export async function isOrderOfMerchant(db: Queryable, merchantId: number, orderId: number): Promise<boolean> {
  const own = await db.query('select 1 from orders where id = $1 and merchant_id = $2', [orderId, merchantId]);
  return own.length > 0;
}
