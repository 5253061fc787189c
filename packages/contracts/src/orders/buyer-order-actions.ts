// What the buyer's order detail offers for an order, from its status, payment type and
// convenience-store logistics state (shopper specification, section 4): cancel, refund request,
// and which notice shows (payment failed with pay again, awaiting payment with the virtual
// account, store pick-up pending with change store). The API server enforces the same cancel and
// refund rules, and the merchant's screens have their own rules in merchant-order-actions.ts.
import {
  ORDER_FAIL_REASON,
  ORDER_STATUS,
  PAYMENT_TYPE,
  canCancelOrder,
  canConfirmReceipt,
  canRequestReturn,
  isConvenienceStorePickup,
  failedWithinRepayWindow,
  isRepayablePaymentType,
  orderStatusGroup,
} from '@storefront/contracts';

/** e_orderstatus of a store pick-up the buyer still has to confirm a store for. */
export const BUYER_PICKUP_PENDING = '12';

export type BuyerOrderNotice =
  /** A payment through the provider's form (every card type, the wallet) failed (6): 付款失敗 with pay again. */
  | { kind: 'paymentFailed' }
  /**
   * A card or wallet payment started and never completed (CARD_ATTEMPT_MINUTES, 6 with the reason
   * paymentNotCompleted): 付款未完成 with pay again within the repay window.
   */
  | { kind: 'paymentNotCompleted' }
  /** Such a failed payment was not paid again within the repay window: the order gave back its stock and points. */
  | { kind: 'repayWindowEnded' }
  /** A card or wallet order not paid yet (2, e.g. an auction won): 等待付款 with its deadline and pay. */
  | { kind: 'awaitingCardPayment' }
  /** Barcode / ATM / virtual account not paid yet; ATM (type 6) also shows the account and deadline. */
  | { kind: 'awaitingPayment'; showVirtualAccount: boolean }
  /** Store pick-up waiting for the store: pending notice with change store. */
  | { kind: 'pickupPending' };

export interface BuyerOrderActions {
  canCancel: boolean;
  /** A return (申請退貨): at 3, not asked before, within 7 days of delivery. */
  canRequestRefund: boolean;
  /** 確認收貨: while the order is shipping. */
  canConfirmReceipt: boolean;
  notice: BuyerOrderNotice | null;
  /** Store pick-up orders (types 12–15) fetch and show the logistics status text. */
  showLogisticsStatus: boolean;
}

export interface BuyerOrderFacts {
  status: number;
  paymentType: number;
  e_orderstatus?: string | null;
  deliveredAt?: string | null;
  returnStatus?: string | null;
  /**
   * ORDER_FAIL_REASON of a failed order: paymentNotCompleted while it still holds (it may be paid
   * again); the others once it gave back its holds (it cannot be paid then).
   */
  failReason?: string | null;
}

/**
 * Whether the buyer may pay again: the server's repay calls check the same rule (and, for a failed
 * payment, that its repay window has not passed: repayDeadline).
 */
export function canRepayOrder(order: BuyerOrderFacts): boolean {
  return (
    (order.status === ORDER_STATUS.awaitingPayment ||
      (order.status === ORDER_STATUS.failed && failedWithinRepayWindow(order.failReason))) &&
    isRepayablePaymentType(order.paymentType)
  );
}

function notice(order: BuyerOrderFacts): BuyerOrderNotice | null {
  const { status, paymentType } = order;
  if (status === ORDER_STATUS.failed && order.failReason === ORDER_FAIL_REASON.repayWindowEnded) return { kind: 'repayWindowEnded' };
  if (canRepayOrder(order)) {
    if (status !== ORDER_STATUS.failed) return { kind: 'awaitingCardPayment' };
    return order.failReason === ORDER_FAIL_REASON.paymentNotCompleted ? { kind: 'paymentNotCompleted' } : { kind: 'paymentFailed' };
  }
  if (
    status === ORDER_STATUS.awaitingPayment &&
    paymentType >= PAYMENT_TYPE.convenienceStoreBarcode &&
    paymentType <= PAYMENT_TYPE.virtualAccount
  ) {
    return { kind: 'awaitingPayment', showVirtualAccount: paymentType === PAYMENT_TYPE.atmTransfer };
  }
  if (status === ORDER_STATUS.awaitingShipment && order.e_orderstatus === BUYER_PICKUP_PENDING && isConvenienceStorePickup(paymentType)) {
    return { kind: 'pickupPending' };
  }
  return null;
}

export function buyerOrderActions(order: BuyerOrderFacts, now: Date = new Date()): BuyerOrderActions {
  return {
    canCancel: canCancelOrder(order.status),
    canRequestRefund: canRequestReturn(order, now),
    canConfirmReceipt: canConfirmReceipt(order.status),
    notice: notice(order),
    showLogisticsStatus: isConvenienceStorePickup(order.paymentType) && !!order.e_orderstatus,
  };
}

/**
 * The stages the member centre counts (待付款, 待出貨, 運送中, 退貨/退款), each a filter of the
 * order history: awaiting payment (2), awaiting shipment (1), shipping (7), and returns — a
 * return asked and not yet decided, or a refunded order (5).
 */
export const ORDER_STAGES = ['awaitingPayment', 'awaitingShipment', 'shipping', 'returns'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What an order list row tells of its stage. */
export interface OrderStageFacts {
  status: number;
  /** true while a return is requested and undecided (the list item's returnRequested). */
  returnRequested?: boolean | null;
}

export function isInOrderStage(order: OrderStageFacts, stage: OrderStage): boolean {
  switch (stage) {
    case 'awaitingPayment':
      return order.status === ORDER_STATUS.awaitingPayment;
    case 'awaitingShipment':
      return order.status === ORDER_STATUS.awaitingShipment;
    case 'shipping':
      return order.status === ORDER_STATUS.shipping;
    case 'returns':
      return order.status === ORDER_STATUS.refunded || !!order.returnRequested;
  }
}

/** The order history filter: all orders, one stage of the member centre, or a display group of the order status. */
export const ORDER_FILTER_GROUPS = ['all', ...ORDER_STAGES, 'inProgress', 'completed', 'cancelled', 'failed'] as const;
export type OrderFilterGroup = (typeof ORDER_FILTER_GROUPS)[number];

export function isOrderFilterGroup(value: unknown): value is OrderFilterGroup {
  return typeof value === 'string' && (ORDER_FILTER_GROUPS as readonly string[]).includes(value);
}

/** Whether an order of the list is shown under a filter of the order history. */
export function isInOrderFilter(order: OrderStageFacts, filter: OrderFilterGroup): boolean {
  if (filter === 'all') return true;
  if ((ORDER_STAGES as readonly string[]).includes(filter)) return isInOrderStage(order, filter as OrderStage);
  return orderStatusGroup(order.status) === filter;
}
