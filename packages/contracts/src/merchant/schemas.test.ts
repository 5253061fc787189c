// Tests of the merchant payloads: product save rules, shipping, partner profile, edit model.
import * as v from 'valibot';
import {
  expectedVariantCount,
  MediaUploadRequest,
  MerchantDetailSaveRequest,
  OrderCompleteRequest,
  ProductEditModel,
  ProductInput,
} from './schemas';
import { issuesOf } from '../api/schemas/test-helpers';

function model(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    productPrices: [{ price: 1000, usePointPercent: 100, onSale: false, onSalePrice: 0, startDate: null, endDate: null }],
    productImages: [{ imageId: 3 }],
    stockModel: { inventory: 5, allowNegativeInventory: false },
    ...overrides,
  };
}

const product = {
  title: '保溫杯',
  slug: 'thermos-500',
  productModelType: 1,
  productBrandId: 1,
  productCatelogId: 2,
  productDeliveryType: 0,
  productTypes: [{ productTypeId: 4, title: '杯' }],
  viewCommission: 1,
  shareCommission: 2,
  purchaseCommission: 6,
  productSelections: [
    { title: '顏色', productOptions: [{ title: '紅' }, { title: '藍' }] },
    { title: '容量', productOptions: [{ title: '350' }, { title: '500' }] },
  ],
  productModels: [model('紅 350'), model('藍 350'), model('紅 500'), model('藍 500')],
  descriptions: '<p>介紹</p>',
};

describe('ProductInput', () => {
  it('accepts a product whose variants cover every option combination', () => {
    const out = v.parse(ProductInput, product);
    expect(out.productModels).toHaveLength(4);
    expect(out.informations).toBe('');
    expect(out.allSamePhotos).toBe(false);
  });

  it('rejects a variant count that is not the product of option counts', () => {
    expect(issuesOf(ProductInput, { ...product, productModels: product.productModels.slice(0, 3) })).toEqual([
      { path: 'productModels', key: 'variantCount' },
    ]);
    expect(expectedVariantCount(product.productSelections)).toBe(4);
  });

  it('takes at most 200 different pictures on a product, however many variants show them', () => {
    const row = (title: string, count: number) => ({
      title,
      productOptions: Array.from({ length: count }, (_, i) => ({ title: `${title}${i}` })),
    });
    const pictures = (first: number, count: number) => Array.from({ length: count }, (_, i) => ({ imageId: first + i }));
    const shaped = (images: (i: number) => { imageId: number }[]) => ({
      ...product,
      productSelections: [row('顏色', 20), row('尺寸', 20)],
      productModels: Array.from({ length: 400 }, (_, i) => model(`v${i}`, { productImages: images(i) })),
    });
    // 400 variants showing the same 50 pictures, and 200 different pictures in all: accepted.
    expect(
      issuesOf(
        ProductInput,
        shaped(() => pictures(1, 50)),
      ),
    ).toEqual([]);
    expect(
      issuesOf(
        ProductInput,
        shaped((i) => (i < 4 ? pictures(1 + i * 50, 50) : [])),
      ),
    ).toEqual([]);
    // 400 variants with 50 pictures of their own (20,000), or just 201 different: refused.
    expect(
      issuesOf(
        ProductInput,
        shaped((i) => pictures(1 + i * 50, 50)),
      ),
    ).toEqual([{ path: 'productModels', key: 'tooMany' }]);
    expect(
      issuesOf(
        ProductInput,
        shaped((i) => (i < 4 ? pictures(1 + i * 50, 50) : i === 4 ? pictures(1000, 1) : [])),
      ),
    ).toEqual([{ path: 'productModels', key: 'tooMany' }]);
  });

  it('takes 3 option rows of 10 options (1,000 variants) and refuses more variants than that', () => {
    const row = (title: string, count: number) => ({
      title,
      productOptions: Array.from({ length: count }, (_, i) => ({ title: `${title}${i}` })),
    });
    const variants = (count: number) => Array.from({ length: count }, (_, i) => model(`v${i}`));
    const thousand = { ...product, productSelections: [row('顏色', 10), row('尺寸', 10), row('材質', 10)], productModels: variants(1000) };
    expect(issuesOf(ProductInput, thousand)).toEqual([]);
    const more = { ...product, productSelections: [row('顏色', 10), row('尺寸', 10), row('材質', 11)], productModels: variants(1100) };
    expect(issuesOf(ProductInput, more)).toEqual([{ path: 'productModels', key: 'tooMany' }]);
  });

  it('marks the required selects and fields', () => {
    const issues = issuesOf(ProductInput, {
      ...product,
      title: ' ',
      productBrandId: 0,
      productTypes: [],
      productDeliveryType: 2,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'title', key: 'required' },
        { path: 'productBrandId', key: 'required' },
        { path: 'productTypes', key: 'required' },
        { path: 'productDeliveryType', key: 'required' },
      ]),
    );
  });

  it('rejects slugs that would break a URL path', () => {
    expect(issuesOf(ProductInput, { ...product, slug: 'a/b' })).toEqual([{ path: 'slug', key: 'slug' }]);
    expect(issuesOf(ProductInput, { ...product, slug: 'a b' })).toEqual([{ path: 'slug', key: 'slug' }]);
    expect(issuesOf(ProductInput, { ...product, slug: '中文網址' })).toEqual([]);
  });

  it('bounds points and sale price by the price, and orders sale dates', () => {
    const bad = model('紅 350', {
      productPrices: [{ price: 100, usePointPercent: 101, onSale: true, onSalePrice: 150, startDate: '2025-02-01', endDate: '2025-01-01' }],
    });
    expect(issuesOf(ProductInput, { ...product, productModels: [bad, model('b'), model('c'), model('d')] })).toEqual([
      { path: 'productModels.0.productPrices.0.usePointPercent', key: 'max' },
      { path: 'productModels.0.productPrices.0.onSalePrice', key: 'max' },
      { path: 'productModels.0.productPrices.0.endDate', key: 'dateOrder' },
    ]);
  });

  it('allows negative stock only when the variant allows it', () => {
    const negative = (allow: boolean) => model('a', { stockModel: { inventory: -2, allowNegativeInventory: allow } });
    const models = (first: unknown) => [first, model('b'), model('c'), model('d')];
    expect(issuesOf(ProductInput, { ...product, productModels: models(negative(false)) })).toEqual([
      { path: 'productModels.0.stockModel.inventory', key: 'min' },
    ]);
    expect(issuesOf(ProductInput, { ...product, productModels: models(negative(true)) })).toEqual([]);
  });

  it('rejects sale dates that are not yyyy-MM-dd', () => {
    const bad = model('a', { productPrices: [{ price: 1, usePointPercent: 0, startDate: '01/02/2025' }] });
    expect(issuesOf(ProductInput, { ...product, productModels: [bad, model('b'), model('c'), model('d')] })).toEqual([
      { path: 'productModels.0.productPrices.0.startDate', key: 'date' },
    ]);
  });
});

describe('OrderCompleteRequest', () => {
  it('needs a date, one of the logistics companies and a tracking code', () => {
    expect(
      issuesOf(OrderCompleteRequest, { orderId: 1, deliveryDate: '2025-03-01', deliveryETA: '黑貓宅急便', deliveryTrackingCode: 'T1' }),
    ).toEqual([]);
    expect(
      issuesOf(OrderCompleteRequest, { orderId: 1, deliveryDate: '2025-13-01', deliveryETA: 'DHL', deliveryTrackingCode: ' ' }),
    ).toEqual([
      { path: 'deliveryDate', key: 'date' },
      { path: 'deliveryETA', key: 'required' },
      { path: 'deliveryTrackingCode', key: 'required' },
    ]);
  });
});

describe('MerchantDetailSaveRequest', () => {
  it('validates the partner profile and ignores the read-only login account', () => {
    const profile = {
      userId: 3,
      email: 'login@example.com',
      merchantName: '小店',
      merchantPhone: '0912345678',
      merchantLine: '@shop',
      merchantEmail: 'shop@example.com',
      fee: 100,
      frozenFee: 200,
      useFreeShipping: true,
      freeShippingPrice: 3000,
    };
    expect(issuesOf(MerchantDetailSaveRequest, profile)).toEqual([]);
    expect(issuesOf(MerchantDetailSaveRequest, { ...profile, fee: -1, freeShippingPrice: 1e12 })).toEqual([
      { path: 'fee', key: 'min' },
      { path: 'freeShippingPrice', key: 'max' },
    ]);
  });
});

describe('ProductEditModel', () => {
  it('parses an edit model without catelogs and brands', () => {
    const out = v.parse(ProductEditModel, {
      product: {
        productId: 0,
        title: '',
        slug: '',
        productModelType: 0,
        productDeliveryType: 0,
        productTypes: [],
        viewCommission: 1,
        shareCommission: 2,
        purchaseCommission: 6,
        productSelections: [],
        productModels: [
          {
            productModelId: 9,
            title: '',
            sortOrder: 0,
            productPrices: [{ id: 1, price: 0, usePointPercent: 0, onSale: false }],
            productImages: [],
            stockModel: { inventory: 0, allowNegativeInventory: false },
          },
        ],
      },
      productTypeOptions: { options: [{ productModelType: 0, title: 'x' }] },
    });
    expect(out.catelogs).toBeUndefined();
    expect(out.product.productModels[0]?.productModelId).toBe(9);
  });
});

describe('MediaUploadRequest', () => {
  it('takes form data only', () => {
    expect(v.is(MediaUploadRequest, new FormData())).toBe(true);
    expect(v.is(MediaUploadRequest, { files: [] })).toBe(false);
  });
});
