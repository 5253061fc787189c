import { merchantOrderActions } from './merchant-order-actions';

describe('merchantOrderActions', () => {
  it('offers cancel while the status is 2 or lower and once the payment failed (6), never after', () => {
    for (const status of [0, 1, 2, 6]) expect(merchantOrderActions({ status, paymentType: 0 }).canCancel).toBe(true);
    for (const status of [3, 4, 5, 7]) expect(merchantOrderActions({ status, paymentType: 0 }).canCancel).toBe(false);
  });

  it('offers complete-shipment only at status 1', () => {
    const offered = [0, 1, 2, 3, 4, 5, 6, 7].filter((status) => merchantOrderActions({ status, paymentType: 3 }).canCompleteShipment);
    expect(offered).toEqual([1]);
  });

  it("shows payment failed for status 6 by the buyer's repay rule: every card type and the wallet", () => {
    for (const paymentType of [0, 1, 2, 8, 9])
      expect(merchantOrderActions({ status: 6, paymentType }).notice).toEqual({ kind: 'paymentFailed' });
    for (const paymentType of [3, 4, 5, 6, 7, 12]) expect(merchantOrderActions({ status: 6, paymentType }).notice).toBeNull();
    expect(merchantOrderActions({ status: 4, paymentType: 0 }).notice).toBeNull();
    // Its repay window passed (or its deadline): the order gave back its holds, no repay link.
    expect(merchantOrderActions({ status: 6, paymentType: 0, failReason: 'repayWindowEnded' }).notice).toBeNull();
    expect(merchantOrderActions({ status: 6, paymentType: 0, failReason: 'paymentNotCompleted' }).notice).toEqual({
      kind: 'paymentFailed',
    });
  });

  it('shows awaiting payment for status 2 with types 5, 6, 7, and the bank transfer message for 6', () => {
    expect(merchantOrderActions({ status: 2, paymentType: 5 }).notice).toEqual({ kind: 'awaitingPayment', bankTransfer: false });
    expect(merchantOrderActions({ status: 2, paymentType: 6 }).notice).toEqual({ kind: 'awaitingPayment', bankTransfer: true });
    expect(merchantOrderActions({ status: 2, paymentType: 7 }).notice).toEqual({ kind: 'awaitingPayment', bankTransfer: false });
    expect(merchantOrderActions({ status: 2, paymentType: 0 }).notice).toBeNull();
    expect(merchantOrderActions({ status: 1, paymentType: 6 }).notice).toBeNull();
  });

  it('shows the label-print notice for a pending store pick-up at status 1, with the mode of its chain', () => {
    const modes = [12, 13, 14, 15].map((paymentType) => {
      const n = merchantOrderActions({ status: 1, paymentType, e_orderstatus: '0', e_orderno: '2412120000003' }).notice;
      return n?.kind === 'labelPending' ? [n.mode, n.e_orderno] : null;
    });
    expect(modes).toEqual([
      [1, '2412120000003'],
      [3, '2412120000003'],
      [2, '2412120000003'],
      [4, '2412120000003'],
    ]);
    expect(merchantOrderActions({ status: 1, paymentType: 12, e_orderstatus: '12' }).notice).toBeNull();
    expect(merchantOrderActions({ status: 7, paymentType: 12, e_orderstatus: '0' }).notice).toBeNull();
    expect(merchantOrderActions({ status: 3, paymentType: 12, e_orderstatus: '0', e_orderno: '1' }).notice).toBeNull();
    expect(merchantOrderActions({ status: 1, paymentType: 3, e_orderstatus: '0' }).notice).toBeNull();
  });

  it('keeps the label printable once the store shipment is created (status 7, e_orderstatus 0, a number)', () => {
    expect(merchantOrderActions({ status: 7, paymentType: 12, e_orderstatus: '0', e_orderno: '1718546' }).notice).toEqual({
      kind: 'labelPending',
      mode: 1,
      e_orderno: '1718546',
    });
    expect(merchantOrderActions({ status: 7, paymentType: 12, e_orderstatus: '2030', e_orderno: '1718546' }).notice).toBeNull();
  });

  it('ships store pick-ups by convenience store and the rest by courier', () => {
    expect([12, 13, 14, 15].map((paymentType) => merchantOrderActions({ status: 1, paymentType }).shipment)).toEqual(
      Array(4).fill('convenienceStore'),
    );
    expect([0, 3, 6].map((paymentType) => merchantOrderActions({ status: 1, paymentType }).shipment)).toEqual(Array(3).fill('courier'));
  });

  it('shows the logistics status text for store pick-up orders that have one', () => {
    expect(merchantOrderActions({ status: 7, paymentType: 15, e_orderstatus: '2030' }).showLogisticsStatus).toBe(true);
    expect(merchantOrderActions({ status: 7, paymentType: 4, e_orderstatus: '2030' }).showLogisticsStatus).toBe(false);
    expect(merchantOrderActions({ status: 1, paymentType: 12, e_orderstatus: null }).showLogisticsStatus).toBe(false);
  });

  it('marks a transfer refund done only once the buyer gave its account; until then it waits for the buyer', () => {
    const pending = { method: 'transfer', state: 'pending' };
    const waiting = merchantOrderActions({ status: 4, paymentType: 6, refund: { ...pending, accountDetail: null } });
    expect(waiting).toMatchObject({ canMarkRefundDone: false, refundAwaitingAccount: true });
    expect(merchantOrderActions({ status: 4, paymentType: 6, refund: { ...pending, accountDetail: '  ' } }).canMarkRefundDone).toBe(false);
    const given = merchantOrderActions({ status: 4, paymentType: 6, refund: { ...pending, accountDetail: '(822) 1234-5678-9012' } });
    expect(given).toMatchObject({ canMarkRefundDone: true, refundAwaitingAccount: false });
    const done = merchantOrderActions({ status: 4, paymentType: 6, refund: { method: 'transfer', state: 'done', accountDetail: null } });
    expect(done).toMatchObject({ canMarkRefundDone: false, refundAwaitingAccount: false });
    expect(merchantOrderActions({ status: 4, paymentType: 0, refund: { method: 'card', state: 'done' } }).refundAwaitingAccount).toBe(
      false,
    );
  });
});
