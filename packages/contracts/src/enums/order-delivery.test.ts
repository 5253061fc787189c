// The delivery label rule: the way (pickup or home) from the payment type, the temperature from
// the stored delivery type, never one read as the other.
import { orderDelivery } from './order-delivery';

describe('orderDelivery', () => {
  it('reads payment types 12–15 as store pickup, whatever the stored delivery type', () => {
    for (const paymentType of [12, 13, 14, 15]) {
      expect(orderDelivery({ paymentType, deliveryType: 0 })).toMatchObject({ method: 'storePickup', temperature: 'normal' });
      expect(orderDelivery({ paymentType, deliveryType: 1 })).toMatchObject({ method: 'storePickup', temperature: 'frozen' });
    }
    expect(orderDelivery({ paymentType: 12 }).chain).toEqual({ subType: 'FAMIC2C', brand: '全家 FamilyMart' });
    expect(orderDelivery({ paymentType: 14 }).chain?.subType).toBe('UNIMARTC2C');
  });

  it('reads a frozen line (delivery type 1) as frozen home delivery, not as a pickup', () => {
    expect(orderDelivery({ paymentType: 3, deliveryType: 1 })).toEqual({ method: 'homeDelivery', temperature: 'frozen', chain: null });
    expect(orderDelivery({ paymentType: 0, deliveryType: 0 })).toEqual({ method: 'homeDelivery', temperature: 'normal', chain: null });
    expect(orderDelivery({ paymentType: 6, deliveryType: null })).toMatchObject({ method: 'homeDelivery', temperature: 'normal' });
  });
});
