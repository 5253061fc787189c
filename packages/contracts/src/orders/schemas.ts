// Order shapes seen by buyers and merchants (both specifications, section 3): list items, the
// order model with its items, the refund/cancel payloads and the card repay answer.
import * as v from 'valibot';
import {
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_MAX,
  ORDER_EVENT,
  REFUND_METHOD,
  REFUND_STATE,
  RETURN_STATUSES,
  positiveText,
  schemaFields,
} from '@storefront/contracts';
import { ORDER_FILTER_GROUPS } from './buyer-order-actions';

const { absent, anyPhone, id, obj, requiredText, rNum, rOptBool, rOptNum, rOptStr, rStr, responseList } = schemaFields;

export const OrderListItem = obj({
  orderId: rNum(),
  orderStatementId: rStr(),
  date: rStr(),
  status: rNum(),
  quantity: rNum(),
  price: rNum(),
  /** Currency type (0 = NT$), fed to formatPrice. */
  currency: rOptNum(),
  /** ISO time by which an order awaiting payment must be paid (an auction won), else absent. */
  payBy: rOptStr(),
  /** The orders of one payment (one checkout of several merchants' goods) share this id. */
  paymentGroupId: rOptNum(),
  /** true when the order's transfer refund waits for the buyer's bank account (refundAwaitsAccount), else absent. */
  refundAwaitingAccount: rOptBool(),
  /** true while the buyer's return request waits for the merchant's decision, else absent. */
  returnRequested: rOptBool(),
  /** The buyer's list: the order's first product (add-ons follow their product) as it was bought. */
  productTitle: rOptStr(),
  /** Its picture, when it had one. */
  productImageUrl: rOptStr(),
  /** The buyer's list: how many other products the order holds besides the first. */
  moreProducts: rOptNum(),
});
export type OrderListItem = v.InferOutput<typeof OrderListItem>;

/**
 * `?group=&page=&pageSize=`: a page of the buyer's order history, filtered by a member centre's
 * stage or a status display group (ORDER_FILTER_GROUPS, 'all' by default), newest first.
 */
export const OrderListQuery = obj({
  group: v.optional(v.picklist(ORDER_FILTER_GROUPS, 'invalid'), 'all'),
  page: v.optional(positiveText(LIST_PAGE_MAX), '1'),
  pageSize: v.optional(positiveText(LIST_PAGE_SIZE_MAX), String(LIST_PAGE_SIZE)),
});
export type OrderListQueryInput = v.InferInput<typeof OrderListQuery>;
export type OrderListQuery = v.InferOutput<typeof OrderListQuery>;

export const OrderListResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  orders: responseList(OrderListItem),
  /** The buyer's list: the count of orders in the group, and the page sent. */
  total: rOptNum(),
  page: rOptNum(),
  pageSize: rOptNum(),
});
export type OrderListResponse = v.InferOutput<typeof OrderListResponse>;

export const OrderItem = obj({
  productId: rOptNum(),
  productModelId: rOptNum(),
  parentProductModelId: rOptNum(),
  productImageUrl: rOptStr(),
  productTitle: rStr(),
  productSpec: rOptStr(),
  quantity: rNum(),
  /** Points used on this line. */
  useDiscount: rOptNum(),
  usePointPercent: rOptNum(),
  subtotalPrice: rNum(),
});
export type OrderItem = v.InferOutput<typeof OrderItem>;

export const OrderRefund = obj({
  amount: rNum(),
  method: v.picklist([REFUND_METHOD.card, REFUND_METHOD.transfer], 'invalid'),
  state: v.picklist([REFUND_STATE.pending, REFUND_STATE.done], 'invalid'),
  /** ISO time the refund was recorded, and when a transfer was marked done. */
  createdAt: rStr(),
  doneAt: rOptStr(),
  /** Where a transfer goes (the buyer's refund account), when the buyer gave one. */
  accountDetail: rOptStr(),
});
export type OrderRefund = v.InferOutput<typeof OrderRefund>;

export const OrderEvent = obj({
  kind: v.picklist(Object.values(ORDER_EVENT), 'invalid'),
  /** ISO time. */
  at: rStr(),
  /** For 'status': the status before and after. */
  fromStatus: rOptNum(),
  toStatus: rOptNum(),
});
export type OrderEvent = v.InferOutput<typeof OrderEvent>;

export const OrderModel = obj({
  orderId: rNum(),
  orderStatementId: rStr(),
  /** The orders of one payment (one checkout of several merchants' goods) share this id. */
  paymentGroupId: rOptNum(),
  created: rStr(),
  status: rNum(),
  paymentType: rNum(),
  currencyType: rOptNum(),
  earnPoints: rOptNum(),
  usePoints: rOptNum(),
  promoDiscount: rOptNum(),
  promoTitle: rOptStr(),
  paymentFullName: rOptStr(),
  paymentAddress: rOptStr(),
  paymentEmail: rOptStr(),
  paymentTelephone: rOptStr(),
  deliveryFullName: rOptStr(),
  deliveryAddress: rOptStr(),
  deliveryTelephone: rOptStr(),
  deliveryComments: rOptStr(),
  deliveryType: rOptNum(),
  /** Holds the logistics company name. */
  deliveryETA: rOptStr(),
  deliveryTrackingCode: rOptStr(),
  deliveryDate: rOptStr(),
  receiptMethod: rOptNum(),
  receiptType: rOptNum(),
  carrierType: rOptNum(),
  carrierNumber: rOptStr(),
  taxId: rOptStr(),
  companyTitle: rOptStr(),
  donationCode: rOptStr(),
  totalPrice: rNum(),
  shippingPrice: rOptNum(),
  orderItems: responseList(OrderItem),
  /** Convenience-store logistics state; '12' (buyer) or '0' (merchant) means pending. */
  e_orderstatus: rOptStr(),
  e_orderno: rOptStr(),
  /** The pickup store a store pick-up order goes to (payment types 12–15), as picked at checkout. */
  cvsStoreId: rOptStr(),
  cvsStoreName: rOptStr(),
  /** The provider's shipment numbers once the merchant created the store shipment. */
  cvsPaymentNo: rOptStr(),
  cvsValidationNo: rOptStr(),
  e_payaccount: rOptStr(),
  e_limitdate: rOptStr(),
  /** ISO time by which the order must be paid (an auction won: 3 days); past it the order fails. */
  payBy: rOptStr(),
  e_PayInfo: rOptStr(),
  payPalOrderId: rOptStr(),
  refundReason: rOptStr(),
  refundName: rOptStr(),
  refundPhone: rOptStr(),
  refundAddress: rOptStr(),
  refundAccountDetail: rOptStr(),
  /** ISO time the order was delivered (the provider's notice, 確認收貨, or completed by itself). */
  deliveredAt: rOptStr(),
  /** The return request: absent, or RETURN_STATUS; its time and the merchant's refusal reason. */
  returnStatus: absent(v.picklist(RETURN_STATUSES, 'invalid')),
  returnRequestedAt: rOptStr(),
  returnRefuseReason: rOptStr(),
  /** Why a failed order failed (ORDER_FAIL_REASON), when known. */
  failReason: rOptStr(),
  /**
   * ISO time until which a failed payment (6) may be paid again (REPAY_WINDOW_MINUTES after the
   * failure, or the order's payBy); absent once it passed and the order gave back its holds.
   */
  repayBy: rOptStr(),
  /** The refund recorded for a return or a cancel of a paid order. */
  refund: absent(OrderRefund),
  /** The order's events, oldest first. */
  events: v.optional(responseList(OrderEvent)),
});
export type OrderModel = v.InferOutput<typeof OrderModel>;

export const OrderDetailResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  orderModel: OrderModel,
  description: rOptStr(),
});
export type OrderDetailResponse = v.InferOutput<typeof OrderDetailResponse>;

/**
 * The client posts the whole order model; only orderId counts (unknown keys are dropped), the
 * server loads the order and checks the caller is its buyer or its merchant.
 */
export const OrderCancelRequest = obj({
  orderId: id(),
});
export type OrderCancelRequest = v.InferOutput<typeof OrderCancelRequest>;

export const OrderRefundRequest = obj({
  orderId: id(),
  refundReason: requiredText(500),
  refundName: requiredText(50),
  refundPhone: anyPhone(),
  refundAddress: requiredText(200),
  refundAccountDetail: requiredText(200),
});
export type OrderRefundRequest = v.InferOutput<typeof OrderRefundRequest>;

/**
 * The bank account a pending transfer refund goes to (a late payment of a cancelled or expired
 * order has none: only a return request asks for it), entered and checked as the return
 * request's refund account field.
 */
export const OrderRefundAccountRequest = obj({
  orderId: id(),
  refundAccountDetail: OrderRefundRequest.entries.refundAccountDetail,
});
export type OrderRefundAccountRequest = v.InferOutput<typeof OrderRefundAccountRequest>;

/** 確認收貨: the buyer confirms an order shipping (7) arrived. */
export const OrderReceivedRequest = obj({
  orderId: id(),
});
export type OrderReceivedRequest = v.InferOutput<typeof OrderReceivedRequest>;

/** The store map's reply for an existing store pick-up order: its new pickup store. */
export const OrderStoreRequest = obj({
  orderId: id(),
  storeId: v.pipe(requiredText(20), v.regex(/^[0-9A-Za-z]+$/, 'invalid')),
  storeName: requiredText(100),
  address: requiredText(200),
  subType: v.picklist(['FAMIC2C', 'UNIMARTC2C', 'HILIFEC2C', 'OKMARTC2C'], 'invalid'),
});
export type OrderStoreRequest = v.InferOutput<typeof OrderStoreRequest>;

/** The refund form: the payload plus the return-policy agreement, which is not sent. */
export const OrderRefundForm = obj({
  ...OrderRefundRequest.entries,
  agreePolicy: v.literal(true, 'terms'),
});
export type OrderRefundForm = v.InferOutput<typeof OrderRefundForm>;

/** `data` is an HTML form the page inserts and submits to the card payment provider. */
export const RepayResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  data: rStr(),
});
export type RepayResponse = v.InferOutput<typeof RepayResponse>;

/** GET /api/member/logisticstatus answers plain text. */
export const LogisticStatusResponse = v.string('invalid');
