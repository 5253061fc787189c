// The rules of an order's life after checkout: 確認收貨 while shipping, a return once within the
// 鑑賞期, the merchant deciding only a pending request, the refund method from the payment type.
import {
  canConfirmReceipt,
  canDecideReturn,
  canRequestReturn,
  refundMethodOf,
  repayDeadline,
  returnDeadline,
  REPAY_WINDOW_MINUTES,
  CARD_ATTEMPT_MINUTES,
  failedWithinRepayWindow,
  RETURN_STATUS,
  REFUND_METHOD,
} from './order-lifecycle';
import { ORDER_STATUS, ORDER_STATUSES } from './order-status';

describe('order lifecycle rules', () => {
  it('confirms receipt only while shipping', () => {
    expect(ORDER_STATUSES.filter(canConfirmReceipt)).toEqual([ORDER_STATUS.shipping]);
  });

  it('lets a failed payment be paid again for the repay window after the failure, or until its payment deadline', () => {
    expect(REPAY_WINDOW_MINUTES).toBe(30);
    expect(repayDeadline('2026-11-01T04:00:00.000Z')?.toISOString()).toBe('2026-11-01T04:30:00.000Z');
    expect(repayDeadline(new Date('2026-11-01T04:00:00.000Z'), '2026-11-03T00:00:00.000Z')?.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(repayDeadline(null)).toBeNull();
    expect(repayDeadline('not a time')).toBeNull();
  });

  it('counts an unfinished card attempt for an hour, then holds it for the repay window like a failure', () => {
    expect(CARD_ATTEMPT_MINUTES).toBe(60);
    expect(failedWithinRepayWindow(null)).toBe(true);
    expect(failedWithinRepayWindow('paymentNotCompleted')).toBe(true);
    expect(failedWithinRepayWindow('repayWindowEnded')).toBe(false);
    expect(failedWithinRepayWindow('paymentExpired')).toBe(false);
  });

  it('ends the 鑑賞期 7 days after delivery', () => {
    expect(returnDeadline('2026-11-01T04:00:00.000Z')?.toISOString()).toBe('2026-11-08T04:00:00.000Z');
    expect(returnDeadline(null)).toBeNull();
    expect(returnDeadline('not a date')).toBeNull();
  });

  it('takes one return request at 3 within the 鑑賞期', () => {
    const deliveredAt = '2026-11-01T04:00:00.000Z';
    const inside = new Date('2026-11-05T00:00:00Z');
    expect(canRequestReturn({ status: ORDER_STATUS.complete, deliveredAt }, inside)).toBe(true);
    expect(canRequestReturn({ status: ORDER_STATUS.complete, deliveredAt }, new Date('2026-11-09T00:00:00Z'))).toBe(false);
    expect(canRequestReturn({ status: ORDER_STATUS.shipping, deliveredAt }, inside)).toBe(false);
    for (const returnStatus of Object.values(RETURN_STATUS)) {
      expect(canRequestReturn({ status: ORDER_STATUS.complete, deliveredAt, returnStatus }, inside)).toBe(false);
    }
  });

  it('lets the merchant decide only a pending request at 3', () => {
    expect(canDecideReturn({ status: ORDER_STATUS.complete, returnStatus: RETURN_STATUS.requested })).toBe(true);
    expect(canDecideReturn({ status: ORDER_STATUS.complete, returnStatus: RETURN_STATUS.refused })).toBe(false);
    expect(canDecideReturn({ status: ORDER_STATUS.refunded, returnStatus: RETURN_STATUS.requested })).toBe(false);
    expect(canDecideReturn({ status: ORDER_STATUS.complete })).toBe(false);
  });

  it('refunds cards to the card and everything else by transfer', () => {
    expect([0, 1, 2, 9].map(refundMethodOf)).toEqual(Array(4).fill(REFUND_METHOD.card));
    expect([3, 5, 6, 7, 12].map(refundMethodOf)).toEqual(Array(5).fill(REFUND_METHOD.transfer));
  });
});
