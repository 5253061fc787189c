// Order status 0–7 shared by buyer and merchant screens, and the display grouping of both
// specifications (in progress / completed / cancelled greyed / failed).

export const ORDER_STATUS = {
  awaitingAction: 0,
  awaitingShipment: 1,
  awaitingPayment: 2,
  complete: 3,
  cancelled: 4,
  refunded: 5,
  failed: 6,
  shipping: 7,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];

export type OrderStatusGroup = 'inProgress' | 'completed' | 'cancelled' | 'failed';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** Unknown numbers fall into "in progress": never show an unknown order as settled. */
export function orderStatusGroup(status: number): OrderStatusGroup {
  switch (status) {
    case ORDER_STATUS.complete:
      return 'completed';
    case ORDER_STATUS.cancelled:
    case ORDER_STATUS.refunded:
      return 'cancelled';
    case ORDER_STATUS.failed:
      return 'failed';
    default:
      return 'inProgress';
  }
}

/**
 * Buyers and merchants may cancel while the order is at most awaiting payment, and once its
 * payment failed (6): the stock and points it still holds go back.
 */
export function canCancelOrder(status: number): boolean {
  return status <= ORDER_STATUS.awaitingPayment || status === ORDER_STATUS.failed;
}

/** A refund request is offered only for a shipped/complete order. */
export function canRequestRefund(status: number): boolean {
  return status === ORDER_STATUS.complete;
}

/** Merchants complete the shipment only while the order awaits shipment. */
export function canCompleteShipment(status: number): boolean {
  return status === ORDER_STATUS.awaitingShipment;
}
