// An order's life after checkout, shared by the buyer's and the merchant's screens and the API
// server: delivery (the logistics provider's notice, the buyer's 確認收貨, or 7 days at 7), the
// return the merchant decides within the 7-day 鑑賞期 after delivery, the refund a return or a
// cancel of a paid order records (back to the card through the provider, or a bank transfer to
// the buyer's account that the merchant marks done), why an order failed, and the kinds of event
// its timeline lists.
import { ORDER_STATUS } from './order-status';
import { isCardPayment } from './payment-type';

const DAY_MS = 24 * 3600_000;

/** The 鑑賞期: a return may be requested this many days after delivery. */
export const RETURN_WINDOW_DAYS = 7;
/** An order shipping (7) this many days completes by itself. */
export const AUTO_COMPLETE_DAYS = 7;
/**
 * A card or wallet payment that failed (6) may be paid again for this many minutes after the
 * failure (an order with a payment deadline, an auction won, until that deadline instead); the
 * order holds its stock and the points it used meanwhile. After it the payment-expiry job gives
 * them back (fail reason repayWindowEnded) and the order can no longer be paid.
 */
export const REPAY_WINDOW_MINUTES = 30;
/**
 * A card or wallet payment started on the provider's page (the checkout's or a repay's attempt)
 * that brings no result: the buyer closed the page, so no paid or failed notice ever comes. After
 * this many minutes from the attempt's start the payment-expiry job counts it as not completed:
 * the order fails (6, fail reason paymentNotCompleted) and the repay window above starts, so its
 * stock and points are held REPAY_WINDOW_MINUTES more and then given back.
 * Why 60: a hosted card page lives for minutes, not hours (card pages commonly expire within
 * 15–30 minutes, and a 3-D Secure check or an instalment bank's page adds a few); an hour is
 * well past any page a buyer may still be paying on, so no one paying is cut off, while stock
 * is not held for days. A paid result that still arrives later is accepted (the order takes its
 * stock again, or is cancelled and refunded), so a value too short never loses money.
 */
export const CARD_ATTEMPT_MINUTES = 60;

/** The state of an order's return request (absent: none asked). */
export const RETURN_STATUS = { requested: 'requested', refused: 'refused', approved: 'approved' } as const;
export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];
export const RETURN_STATUSES: readonly ReturnStatus[] = Object.values(RETURN_STATUS);

/** How a refund reaches the buyer: back to the card through the provider, or a bank transfer. */
export const REFUND_METHOD = { card: 'card', transfer: 'transfer' } as const;
export type RefundMethod = (typeof REFUND_METHOD)[keyof typeof REFUND_METHOD];

/** A card refund is done when recorded; a transfer is pending until the merchant marks it done. */
export const REFUND_STATE = { pending: 'pending', done: 'done' } as const;
export type RefundState = (typeof REFUND_STATE)[keyof typeof REFUND_STATE];

/** Why a refund was recorded. */
export const REFUND_CAUSE = { returned: 'return', cancelled: 'cancel' } as const;
export type RefundCause = (typeof REFUND_CAUSE)[keyof typeof REFUND_CAUSE];

/**
 * Why an order failed (status 6), when the server knows more than "payment failed": its payment
 * deadline passed unpaid, or its payment failed and was not paid again within the repay window
 * (either way the order gave back its stock and points and can no longer be paid); or a card or
 * wallet payment was started and never completed (CARD_ATTEMPT_MINUTES): that order still holds
 * its stock and points and may be paid again within its repay window, as a failed payment may.
 */
export const ORDER_FAIL_REASON = {
  paymentExpired: 'paymentExpired',
  repayWindowEnded: 'repayWindowEnded',
  paymentNotCompleted: 'paymentNotCompleted',
} as const;
export type OrderFailReason = (typeof ORDER_FAIL_REASON)[keyof typeof ORDER_FAIL_REASON];

/** A failed order (6) that still holds its stock and points for its repay window: it may be paid again. */
export function failedWithinRepayWindow(failReason: string | null | undefined): boolean {
  return !failReason || failReason === ORDER_FAIL_REASON.paymentNotCompleted;
}

/**
 * The events of an order's timeline: 'placed' (its creation), 'status' (every status change, with
 * the status before and after) and what a status alone does not say.
 */
export const ORDER_EVENT = {
  placed: 'placed',
  status: 'status',
  delivered: 'delivered',
  received: 'received',
  autoCompleted: 'autoCompleted',
  returnRequested: 'returnRequested',
  returnRefused: 'returnRefused',
  refundRecorded: 'refundRecorded',
  refundDone: 'refundDone',
  /** The buyer gave the bank account a pending transfer refund goes to. */
  refundAccountGiven: 'refundAccountGiven',
  storeChanged: 'storeChanged',
  /** A failed payment's repay window ended: its stock and points were given back. */
  repayWindowEnded: 'repayWindowEnded',
  /** A card or wallet payment started on the provider's page brought no result in CARD_ATTEMPT_MINUTES. */
  paymentNotCompleted: 'paymentNotCompleted',
  /** A paid notice came after the order had given back its holds: it took its stock and points again. */
  latePaymentAccepted: 'latePaymentAccepted',
  /** A paid notice came after the order had given back its holds and they could not be taken again: refunded. */
  latePaymentRefunded: 'latePaymentRefunded',
} as const;
export type OrderEventKind = (typeof ORDER_EVENT)[keyof typeof ORDER_EVENT];

/** The buyer confirms receipt (確認收貨) only while the order is shipping. */
export function canConfirmReceipt(status: number): boolean {
  return status === ORDER_STATUS.shipping;
}

/** The last moment a return may be requested: 7 days after delivery; null when not delivered. */
export function returnDeadline(deliveredAt: string | null | undefined): Date | null {
  if (!deliveredAt) return null;
  const time = new Date(deliveredAt).getTime();
  return Number.isNaN(time) ? null : new Date(time + RETURN_WINDOW_DAYS * DAY_MS);
}

export interface ReturnFacts {
  status: number;
  deliveredAt?: string | null;
  returnStatus?: string | null;
}

/** A return is requested once, at 3, within the 鑑賞期 after delivery. */
export function canRequestReturn(order: ReturnFacts, now: Date = new Date()): boolean {
  if (order.status !== ORDER_STATUS.complete || order.returnStatus) return false;
  const deadline = returnDeadline(order.deliveredAt);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

/** The merchant decides a return while it is requested and the order still at 3. */
export function canDecideReturn(order: { status: number; returnStatus?: string | null }): boolean {
  return order.status === ORDER_STATUS.complete && order.returnStatus === RETURN_STATUS.requested;
}

/**
 * Until when a failed payment (6) may be paid again: its payment deadline when it has one, else
 * REPAY_WINDOW_MINUTES after the failure; null when the failure time is unknown.
 */
export function repayDeadline(failedAt: Date | string | null | undefined, payBy?: Date | string | null): Date | null {
  const at = (value: Date | string) => (value instanceof Date ? value.getTime() : new Date(value).getTime());
  if (payBy) return Number.isNaN(at(payBy)) ? null : new Date(at(payBy));
  if (!failedAt || Number.isNaN(at(failedAt))) return null;
  return new Date(at(failedAt) + REPAY_WINDOW_MINUTES * 60_000);
}

/**
 * A transfer refund the merchant cannot make yet: pending and no account to send it to (a late
 * payment of a cancelled or expired order: only a return request asks the buyer for an account).
 * The buyer's order asks for one; the merchant's mark-done waits for it.
 */
export function refundAwaitsAccount(refund: { method: string; state: string; accountDetail?: string | null } | null | undefined): boolean {
  return !!refund && refund.method === REFUND_METHOD.transfer && refund.state === REFUND_STATE.pending && !refund.accountDetail?.trim();
}

/** Card payments are refunded to the card; everything else by bank transfer. */
export function refundMethodOf(paymentType: number): RefundMethod {
  return isCardPayment(paymentType) ? REFUND_METHOD.card : REFUND_METHOD.transfer;
}
