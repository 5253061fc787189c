// Tests of the checkout payload: cart lines, payment type, e-invoice receipt rules.
import * as v from 'valibot';
import { CheckoutRequest, Receipt } from './schemas';
import { issuesOf } from '../api/schemas/test-helpers';

const delivery = {
  firstName: ' 小明 ',
  lastName: '王',
  telephone: '0912345678',
  country: 'TW',
  city: '臺北市',
  areaTitle: '中正區',
  areaCode: '100',
  street: '重慶南路一段122號',
};

const valid = {
  items: [
    { productModelId: 10, quantity: 2, parentProductModelId: null },
    { productModelId: 11, quantity: 1, parentProductModelId: 10 },
  ],
  deliveryDetail: delivery,
  paymentType: 0,
  receipt: { method: 0, type: 0 },
  usePoints: 0,
};

describe('CheckoutRequest', () => {
  it('accepts a complete order and trims text', () => {
    const out = v.parse(CheckoutRequest, valid);
    expect(out.deliveryDetail.firstName).toBe('小明');
    expect(out.deliveryComments).toBe('');
  });

  it('defaults usePoints and parentProductModelId', () => {
    const out = v.parse(CheckoutRequest, {
      ...valid,
      usePoints: undefined,
      items: [{ productModelId: 1, quantity: 1 }],
    });
    expect(out.usePoints).toBe(0);
    expect(out.items[0]?.parentProductModelId).toBeNull();
  });

  it('rejects an empty cart, bad quantities and negative points', () => {
    expect(issuesOf(CheckoutRequest, { ...valid, items: [] })).toContainEqual({ path: 'items', key: 'required' });
    expect(issuesOf(CheckoutRequest, { ...valid, items: [{ productModelId: 1, quantity: 0 }] })).toContainEqual({
      path: 'items.0.quantity',
      key: 'quantity',
    });
    expect(issuesOf(CheckoutRequest, { ...valid, items: [{ productModelId: 1, quantity: 1.5 }] })).toContainEqual({
      path: 'items.0.quantity',
      key: 'integer',
    });
    expect(issuesOf(CheckoutRequest, { ...valid, items: [{ productModelId: 1, quantity: '2' }] })).toContainEqual({
      path: 'items.0.quantity',
      key: 'number',
    });
    expect(issuesOf(CheckoutRequest, { ...valid, usePoints: -1 })).toContainEqual({ path: 'usePoints', key: 'min' });
  });

  it('refuses an add-on above its main item quantity, or without its main item', () => {
    const items = (addon: number, main = 2) => [
      { productModelId: 10, quantity: main, parentProductModelId: null },
      { productModelId: 11, quantity: addon, parentProductModelId: 10 },
    ];
    expect(v.safeParse(CheckoutRequest, { ...valid, items: items(2) }).success).toBe(true);
    expect(issuesOf(CheckoutRequest, { ...valid, items: items(3) })).toEqual([{ path: 'items', key: 'quantity' }]);
    expect(issuesOf(CheckoutRequest, { ...valid, items: [{ productModelId: 11, quantity: 1, parentProductModelId: 10 }] })).toEqual([
      { path: 'items', key: 'quantity' },
    ]);
  });

  it('caps the number of cart lines', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ productModelId: i + 1, quantity: 1 }));
    expect(issuesOf(CheckoutRequest, { ...valid, items })).toContainEqual({ path: 'items', key: 'tooMany' });
  });

  it('rejects unused payment types 10 and 11', () => {
    expect(issuesOf(CheckoutRequest, { ...valid, paymentType: 10 })).toContainEqual({ path: 'paymentType', key: 'invalid' });
    expect(issuesOf(CheckoutRequest, { ...valid, paymentType: 15 })).toEqual([]);
  });

  it('requires the delivery phone in Taiwan format', () => {
    expect(issuesOf(CheckoutRequest, { ...valid, deliveryDetail: { ...delivery, telephone: '12345' } })).toContainEqual({
      path: 'deliveryDetail.telephone',
      key: 'phone',
    });
    expect(issuesOf(CheckoutRequest, { ...valid, deliveryDetail: { ...delivery, telephone: '' } })).toContainEqual({
      path: 'deliveryDetail.telephone',
      key: 'required',
    });
  });

  it('reports a missing body part as required', () => {
    const { receipt: _omitted, ...rest } = valid;
    expect(issuesOf(CheckoutRequest, rest)).toContainEqual({ path: 'receipt', key: 'required' });
  });
});

describe('Receipt', () => {
  it('needs a valid tax id and a title for a company receipt', () => {
    expect(issuesOf(Receipt, { method: 1, type: 1, taxId: '04595257', companyTitle: '某公司' })).toEqual([]);
    expect(issuesOf(Receipt, { method: 1, type: 1, taxId: '12345678', companyTitle: '某公司' })).toEqual([{ path: 'taxId', key: 'taxId' }]);
    expect(issuesOf(Receipt, { method: 1, type: 1, taxId: '04595257' })).toEqual([{ path: 'companyTitle', key: 'required' }]);
  });

  it('checks the carrier number against its carrier type', () => {
    expect(issuesOf(Receipt, { method: 1, type: 2, carrierType: 1, carrierNumber: '/ABC+12.' })).toEqual([]);
    expect(issuesOf(Receipt, { method: 1, type: 2, carrierType: 1, carrierNumber: '/abc1234' })).toEqual([
      { path: 'carrierNumber', key: 'mobileBarcode' },
    ]);
    expect(issuesOf(Receipt, { method: 1, type: 2, carrierType: 2, carrierNumber: 'AB12345678901234' })).toEqual([]);
    expect(issuesOf(Receipt, { method: 1, type: 2, carrierType: 2, carrierNumber: '/ABC+12.' })).toEqual([
      { path: 'carrierNumber', key: 'certificate' },
    ]);
    expect(issuesOf(Receipt, { method: 1, type: 2, carrierNumber: '/ABC+12.' })).toEqual([{ path: 'carrierType', key: 'required' }]);
  });

  it('needs a donation code of 3 to 7 digits for a donation', () => {
    expect(issuesOf(Receipt, { method: 1, type: 3, donationCode: '919' })).toEqual([]);
    expect(issuesOf(Receipt, { method: 1, type: 3, donationCode: '12' })).toEqual([{ path: 'donationCode', key: 'donationCode' }]);
  });

  it('ignores the fields other receipt types need', () => {
    expect(issuesOf(Receipt, { method: 0, type: 0, taxId: 'junk', carrierNumber: 'junk', donationCode: 'x' })).toEqual([]);
  });

  it('rejects unknown receipt methods and types', () => {
    expect(issuesOf(Receipt, { method: 2, type: 0 })).toEqual([{ path: 'method', key: 'invalid' }]);
    expect(issuesOf(Receipt, { method: 0, type: 4 })).toEqual([{ path: 'type', key: 'invalid' }]);
  });
});
