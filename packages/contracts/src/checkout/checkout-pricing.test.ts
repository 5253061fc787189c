import {
  checkoutAmounts,
  countryFee,
  freeShippingGap,
  maxUsablePoints,
  orderAmounts,
  shippingFee,
  spreadInProportion,
} from './checkout-pricing';

const merchant = { merchantId: 3, merchantName: '茶園', fee: 80, frozenFee: 180, useFreeShipping: true, freeShippingPrice: 1000 };
const tea = { price: 300, quantity: 2, usePointPercent: 50, productDeliveryType: 0 };
const fish = { price: 500, quantity: 1, usePointPercent: 100, productDeliveryType: 1 };

describe('shipping fee', () => {
  it('charges the general fee, the frozen fee for frozen lines, both for two parcels, nothing from the threshold', () => {
    expect(shippingFee([tea], merchant)).toBe(80);
    expect(shippingFee([{ ...fish, price: 200 }], merchant)).toBe(180);
    expect(
      shippingFee(
        [
          { ...tea, quantity: 1 },
          { ...fish, price: 200 },
        ],
        merchant,
      ),
    ).toBe(260);
    expect(shippingFee([{ ...tea, price: 999, quantity: 1 }], merchant)).toBe(80);
    expect(shippingFee([{ ...tea, price: 1000, quantity: 1 }], merchant)).toBe(0);
    expect(shippingFee([tea, fish], merchant)).toBe(0);
    expect(shippingFee([tea, fish], { ...merchant, useFreeShipping: false })).toBe(260);
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

describe('free shipping gap', () => {
  it('is what is left to buy, 0 from the threshold, null without the offer', () => {
    expect(freeShippingGap([tea], merchant)).toBe(400);
    expect(freeShippingGap([{ ...tea, price: 500 }], merchant)).toBe(0);
    expect(freeShippingGap([tea], { ...merchant, useFreeShipping: false })).toBeNull();
    expect(freeShippingGap([tea], null)).toBeNull();
  });
});

describe('spread in proportion', () => {
  it('adds up exactly and never gives a share more than its weight', () => {
    expect(spreadInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadInProportion(10, [50, 30, 20])).toEqual([5, 3, 2]);
    expect(spreadInProportion(7, [3, 3, 1])).toEqual([3, 3, 1]);
    expect(spreadInProportion(0, [3, 3])).toEqual([0, 0]);
    expect(spreadInProportion(5, [0, 0])).toEqual([0, 0]);
    for (const total of [1, 2, 3, 17, 99, 101]) {
      const weights = [37, 211, 5, 90];
      const shares = spreadInProportion(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]!));
    }
  });
});

describe('checkout amounts', () => {
  const other = { ...merchant, merchantId: 4, fee: 60, frozenFee: 150, freeShippingPrice: 500 };
  it('ships each merchant on its own and spreads the points over the merchants', () => {
    const amounts = checkoutAmounts(
      [
        { ...tea, merchantId: 3 },
        { ...fish, merchantId: 4, price: 200 },
        { ...tea, merchantId: 4, quantity: 1, usePointPercent: 10 },
      ],
      [merchant, other],
      countryFee(null, 'TW'),
      10_000,
      90,
    );
    expect(amounts.parts.map((p) => [p.merchantId, p.subtotal, p.shipping, p.freeShippingGap])).toEqual([
      [3, 600, 80, 400],
      [4, 500, 0, 0],
    ]);
    expect(amounts).toMatchObject({ subtotal: 1100, shipping: 80, total: 1180, maxPoints: 210, usePoints: 90, payable: 1090 });
    // allowances 100 and 110: 90 points as 42.86 and 47.14
    expect(amounts.parts.map((p) => p.usePoints)).toEqual([43, 47]);
    expect(amounts.parts.map((p) => p.payable)).toEqual([637, 453]);
  });
});
