// Tests of the product answers, the bid payload and the common answer/error shapes.
import * as v from 'valibot';
import { ApiErrorBody, StatusResponse } from '@storefront/contracts';
import { AddAuctionRequest, MerchantContactResponse, ProductDetailResponse } from './schemas';
import { issuesOf } from '../api/schemas/test-helpers';

describe('ProductDetailResponse', () => {
  const detail = {
    status: 200,
    productId: 1,
    title: '保溫杯',
    productModelType: 0,
    productDeliveryType: 0,
    productBase: 1,
    productModels: [
      {
        productModelId: 2,
        title: '紅',
        markPrice: 1200,
        discountPrice: 990,
        usePointPercent: 50,
        inventory: 3,
        images: [{ src: '/a.jpg', alt: null }],
      },
    ],
    variations: [{ title: '顏色', selected: 0, items: [{ title: '紅' }] }],
    merchantId: 5,
    auctionRecords: [{ price: 100 }],
    startAuctionAmount: 50,
    minAuctionPrice: 10,
    endAuctionDate: null,
  };

  it('accepts a detail with optional fields left out or null', () => {
    const out = v.parse(ProductDetailResponse, detail);
    expect(out.productModels[0]?.images[0]?.src).toBe('/a.jpg');
    expect(out.isFavorited).toBeUndefined();
  });

  it('drops unknown fields', () => {
    const out = v.parse(ProductDetailResponse, { ...detail, secret: 'x' });
    expect(out).not.toHaveProperty('secret');
  });

  it('rejects a detail without models', () => {
    const { productModels: _m, ...rest } = detail;
    expect(issuesOf(ProductDetailResponse, rest)).toEqual([{ path: 'productModels', key: 'required' }]);
  });
});

describe('MerchantContactResponse', () => {
  it('accepts null (keep the default contact)', () => {
    expect(v.parse(MerchantContactResponse, null)).toBeNull();
  });
});

describe('AddAuctionRequest', () => {
  it('needs a positive whole price', () => {
    expect(issuesOf(AddAuctionRequest, { productId: 1, price: 0, userId: 2 })).toEqual([{ path: 'price', key: 'bidTooLow' }]);
    expect(issuesOf(AddAuctionRequest, { productId: 1, price: 10.5 })).toEqual([{ path: 'price', key: 'integer' }]);
    expect(issuesOf(AddAuctionRequest, { productId: 1, price: 150 })).toEqual([]);
  });
});

describe('common answers', () => {
  it('parses status answers with or without texts', () => {
    expect(v.parse(StatusResponse, { status: 200 })).toEqual({ status: 200 });
  });

  it('parses the error body with validation issues', () => {
    const body = { status: 400, title: 'Bad Request', issues: [{ path: 'email', key: 'email' }] };
    expect(v.parse(ApiErrorBody, body)).toEqual(body);
    expect(v.is(ApiErrorBody, { status: 400, title: 'x', issues: [{ path: 'a', key: 'English text' }] })).toBe(false);
  });
});
