import { countryFee, maxUsablePoints, orderAmounts, shippingFee } from './checkout-pricing';

const merchant = { merchantId: 3, merchantName: '茶園', fee: 80, frozenFee: 180, useFreeShipping: true, freeShippingPrice: 1000 };
const tea = { price: 300, quantity: 2, usePointPercent: 50, productDeliveryType: 0 };
const fish = { price: 500, quantity: 1, usePointPercent: 100, productDeliveryType: 1 };

describe('shipping fee', () => {
  it('charges the general fee, the frozen fee when a line is frozen, nothing above the threshold', () => {
    expect(shippingFee([tea], merchant)).toBe(80);
    expect(
      shippingFee(
        [
          { ...tea, quantity: 1 },
          { ...fish, price: 200 },
        ],
        merchant,
      ),
    ).toBe(180);
    expect(shippingFee([tea, fish], merchant)).toBe(0);
    expect(shippingFee([tea, fish], { ...merchant, useFreeShipping: false })).toBe(180);
    expect(shippingFee([], merchant)).toBe(0);
  });

  it('uses the default TW entry (6000, 100) when the merchant fees are not loaded', () => {
    expect(shippingFee([tea], null)).toBe(100);
    expect(shippingFee([{ ...tea, price: 3000 }], null)).toBe(0);
  });

  it("uses the country's own fee abroad", () => {
    const jp = countryFee([{ code: 'JP', title: '日本', freeShippingPrice: 5000, value: 450 }], 'JP');
    expect(shippingFee([tea], merchant, jp)).toBe(450);
    expect(shippingFee([{ ...tea, price: 2500 }], merchant, jp)).toBe(0);
    expect(countryFee(null, 'TW')).toEqual({ code: 'TW', title: 'TW', freeShippingPrice: 6000, value: 100 });
  });
});

describe('points limit', () => {
  it("is the lines' allowance, at most half of the total and at most the balance", () => {
    expect(maxUsablePoints([tea], 680, 10_000)).toBe(100);
    expect(maxUsablePoints([{ ...tea, usePointPercent: 300 }], 680, 10_000)).toBe(340);
    expect(maxUsablePoints([tea], 680, 30)).toBe(30);
    expect(maxUsablePoints([{ ...tea, usePointPercent: 0 }], 680, 500)).toBe(0);
  });

  it('clamps the points asked for and computes what is payable', () => {
    expect(orderAmounts([tea], 80, 1000, 5000)).toEqual({
      subtotal: 600,
      shipping: 80,
      total: 680,
      maxPoints: 100,
      usePoints: 100,
      payable: 580,
    });
    expect(orderAmounts([tea], 80, 1000, 40)).toMatchObject({ usePoints: 40, payable: 640 });
  });
});
