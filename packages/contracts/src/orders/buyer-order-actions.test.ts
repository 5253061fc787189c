import { buyerOrderActions, canRepayOrder, isInOrderFilter, isOrderFilterGroup } from './buyer-order-actions';

const ALL_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7];
const ALL_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15];

describe('buyerOrderActions', () => {
  it('offers cancel while the status is 2 or lower and once the payment failed (6), never after', () => {
    const offered = ALL_STATUSES.filter((status) => buyerOrderActions({ status, paymentType: 3 }).canCancel);
    expect(offered).toEqual([0, 1, 2, 6]);
  });

  it('offers the return request only at status 3, once, within 7 days of delivery', () => {
    const deliveredAt = '2026-11-20T02:00:00.000Z';
    const now = new Date('2026-11-22T00:00:00Z');
    const offered = ALL_STATUSES.filter((status) => buyerOrderActions({ status, paymentType: 0, deliveredAt }, now).canRequestRefund);
    expect(offered).toEqual([3]);
    expect(buyerOrderActions({ status: 3, paymentType: 0, deliveredAt, returnStatus: 'refused' }, now).canRequestRefund).toBe(false);
    expect(buyerOrderActions({ status: 3, paymentType: 0, deliveredAt }, new Date('2026-11-27T02:00:00.000Z')).canRequestRefund).toBe(true);
    expect(buyerOrderActions({ status: 3, paymentType: 0, deliveredAt }, new Date('2026-11-27T02:00:00.001Z')).canRequestRefund).toBe(
      false,
    );
    expect(buyerOrderActions({ status: 3, paymentType: 0 }, now).canRequestRefund).toBe(false);
  });

  it('offers 確認收貨 only while shipping (7)', () => {
    expect(ALL_STATUSES.filter((status) => buyerOrderActions({ status, paymentType: 0 }).canConfirmReceipt)).toEqual([7]);
  });

  it('shows payment failed with pay again for status 6 with every card type (0, 1, 2, 9) and the wallet (8) only', () => {
    const shown: string[] = [];
    for (const status of ALL_STATUSES)
      for (const paymentType of ALL_TYPES)
        if (buyerOrderActions({ status, paymentType }).notice?.kind === 'paymentFailed') shown.push(`${status}/${paymentType}`);
    expect(shown).toEqual(['6/0', '6/1', '6/2', '6/8', '6/9']);
    expect(canRepayOrder({ status: 6, paymentType: 9 })).toBe(true);
    expect(canRepayOrder({ status: 6, paymentType: 3 })).toBe(false);
    expect(canRepayOrder({ status: 1, paymentType: 0 })).toBe(false);
  });

  it('once a failed payment gave back its holds (its repay window or deadline passed), offers no pay again and says why', () => {
    for (const paymentType of [0, 1, 2, 8, 9]) {
      const ended = { status: 6, paymentType, failReason: 'repayWindowEnded' };
      expect(canRepayOrder(ended)).toBe(false);
      expect(buyerOrderActions(ended).notice).toEqual({ kind: 'repayWindowEnded' });
      expect(buyerOrderActions(ended).canCancel).toBe(true);
      expect(canRepayOrder({ status: 6, paymentType, failReason: 'paymentExpired' })).toBe(false);
      expect(buyerOrderActions({ status: 6, paymentType, failReason: 'paymentExpired' }).notice).toBeNull();
    }
    expect(canRepayOrder({ status: 6, paymentType: 0, failReason: null })).toBe(true);
  });

  it('counts a card or wallet payment never completed (paymentNotCompleted) as failed within its repay window: 付款未完成 with pay again', () => {
    for (const paymentType of [0, 1, 2, 8, 9]) {
      const notCompleted = { status: 6, paymentType, failReason: 'paymentNotCompleted' };
      expect(canRepayOrder(notCompleted)).toBe(true);
      expect(buyerOrderActions(notCompleted).notice).toEqual({ kind: 'paymentNotCompleted' });
      expect(buyerOrderActions(notCompleted).canCancel).toBe(true);
    }
    expect(canRepayOrder({ status: 6, paymentType: 6, failReason: 'paymentNotCompleted' })).toBe(false);
  });

  it('shows a card or wallet order not paid yet (2, an auction won) as awaiting payment with pay, never as failed', () => {
    const shown: string[] = [];
    for (const status of ALL_STATUSES)
      for (const paymentType of ALL_TYPES)
        if (buyerOrderActions({ status, paymentType }).notice?.kind === 'awaitingCardPayment') shown.push(`${status}/${paymentType}`);
    expect(shown).toEqual(['2/0', '2/1', '2/2', '2/8', '2/9']);
    expect(canRepayOrder({ status: 2, paymentType: 0 })).toBe(true);
  });

  it('shows awaiting payment for status 2 with types 5, 6, 7, and the virtual account for 6 only', () => {
    expect(buyerOrderActions({ status: 2, paymentType: 5 }).notice).toEqual({ kind: 'awaitingPayment', showVirtualAccount: false });
    expect(buyerOrderActions({ status: 2, paymentType: 6 }).notice).toEqual({ kind: 'awaitingPayment', showVirtualAccount: true });
    expect(buyerOrderActions({ status: 2, paymentType: 7 }).notice).toEqual({ kind: 'awaitingPayment', showVirtualAccount: false });
    for (const status of [0, 1, 3, 4, 5, 6, 7]) expect(buyerOrderActions({ status, paymentType: 6 }).notice).toBeNull();
  });

  it("shows the pick-up pending notice for status 1, e_orderstatus '12' and types 12 to 15 only", () => {
    for (const paymentType of [12, 13, 14, 15]) {
      expect(buyerOrderActions({ status: 1, paymentType, e_orderstatus: '12' }).notice).toEqual({ kind: 'pickupPending' });
    }
    expect(buyerOrderActions({ status: 1, paymentType: 12, e_orderstatus: '0' }).notice).toBeNull();
    expect(buyerOrderActions({ status: 7, paymentType: 12, e_orderstatus: '12' }).notice).toBeNull();
    expect(buyerOrderActions({ status: 1, paymentType: 3, e_orderstatus: '12' }).notice).toBeNull();
  });

  it('fetches the logistics status for store pick-up orders that have a logistics state', () => {
    expect(buyerOrderActions({ status: 7, paymentType: 15, e_orderstatus: '2030' }).showLogisticsStatus).toBe(true);
    expect(buyerOrderActions({ status: 1, paymentType: 12, e_orderstatus: null }).showLogisticsStatus).toBe(false);
    expect(buyerOrderActions({ status: 6, paymentType: 1, e_orderstatus: '10100058' }).showLogisticsStatus).toBe(false);
  });

  it('shows no notice for the other combinations', () => {
    for (const paymentType of [3, 4])
      for (const status of ALL_STATUSES) expect(buyerOrderActions({ status, paymentType }).notice).toBeNull();
    for (const paymentType of [8, 9])
      for (const status of [0, 1, 3, 4, 5, 7]) expect(buyerOrderActions({ status, paymentType }).notice).toBeNull();
  });
});

describe('isOrderFilterGroup', () => {
  it('accepts the display groups and all, nothing else', () => {
    expect(['all', 'inProgress', 'completed', 'cancelled', 'failed'].every(isOrderFilterGroup)).toBe(true);
    expect(['awaitingPayment', 'awaitingShipment', 'shipping', 'returns'].every(isOrderFilterGroup)).toBe(true);
    expect(isOrderFilterGroup('shipped')).toBe(false);
  });
});

describe('isInOrderFilter', () => {
  const shown = (filter: Parameters<typeof isInOrderFilter>[1], returnRequested = false) =>
    ALL_STATUSES.filter((status) => isInOrderFilter({ status, returnRequested }, filter));
  it('puts each status in its stage of the member centre', () => {
    expect(shown('awaitingPayment')).toEqual([2]);
    expect(shown('awaitingShipment')).toEqual([1]);
    expect(shown('shipping')).toEqual([7]);
    expect(shown('returns')).toEqual([5]);
  });
  it('counts a completed order under returns while its return is asked for', () => {
    expect(isInOrderFilter({ status: 3, returnRequested: true }, 'returns')).toBe(true);
    expect(isInOrderFilter({ status: 3 }, 'returns')).toBe(false);
  });
  it('keeps the display groups and all', () => {
    expect(shown('all')).toEqual(ALL_STATUSES);
    expect(shown('cancelled')).toEqual([4, 5]);
    expect(shown('inProgress')).toEqual([0, 1, 2, 7]);
  });
});
