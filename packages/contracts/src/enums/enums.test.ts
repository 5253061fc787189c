// Tests of the enumerations and the rules derived from them.
import { canCancelOrder, canCompleteShipment, canRequestRefund, isOrderStatus, orderStatusGroup } from './order-status';
import {
  instalments,
  isAwaitingPaymentType,
  isCardPayment,
  isConvenienceStorePickup,
  isPaymentType,
  labelPrintMode,
  PAYMENT_TYPES,
} from './payment-type';
import { canTakeDown, isAuction } from './product';

describe('order status', () => {
  it('groups statuses as the specifications display them', () => {
    expect([0, 1, 2, 7].map(orderStatusGroup)).toEqual(['inProgress', 'inProgress', 'inProgress', 'inProgress']);
    expect(orderStatusGroup(3)).toBe('completed');
    expect(orderStatusGroup(4)).toBe('cancelled');
    expect(orderStatusGroup(5)).toBe('cancelled');
    expect(orderStatusGroup(6)).toBe('failed');
  });

  it('knows which actions a status allows', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(canCancelOrder)).toEqual([true, true, true, false, false, false, true, false]);
    expect([2, 3, 4].map(canRequestRefund)).toEqual([false, true, false]);
    expect([0, 1, 2].map(canCompleteShipment)).toEqual([false, true, false]);
    expect(isOrderStatus(7)).toBe(true);
    expect(isOrderStatus(8)).toBe(false);
  });
});

describe('payment types', () => {
  it('leaves out 10 and 11', () => {
    expect(PAYMENT_TYPES).not.toContain(10);
    expect(isPaymentType(11)).toBe(false);
    expect(isPaymentType(15)).toBe(true);
  });

  it('classifies payment families', () => {
    expect(PAYMENT_TYPES.filter(isCardPayment)).toEqual([0, 1, 2, 9]);
    expect(PAYMENT_TYPES.filter(isConvenienceStorePickup)).toEqual([12, 13, 14, 15]);
    expect(PAYMENT_TYPES.filter(isAwaitingPaymentType)).toEqual([5, 6, 7]);
  });

  it('counts instalments', () => {
    expect([0, 1, 2, 9].map(instalments)).toEqual([null, 3, 6, 12]);
  });

  it('derives the label-print mode', () => {
    expect([12, 13, 14, 15, 0].map(labelPrintMode)).toEqual([1, 3, 2, 4, 4]);
  });
});

describe('products', () => {
  it('knows auctions and take-down', () => {
    expect(isAuction(1)).toBe(true);
    expect([0, 1, 2, 3, 4].map(canTakeDown)).toEqual([false, true, false, false, false]);
  });
});
