// Tests of the endpoint table: every call of both specifications, unique routes, auth levels.
import * as v from 'valibot';
import { endpointNames, pathParamNames, type EndpointName } from '@storefront/contracts';
import { endpoints } from '@storefront/contracts/endpoints';

// Every call of section 7 of both specifications, plus the project's own.
const REQUIRED: EndpointName[] = [
  'productDetail',
  'productAddons',
  'productRelated',
  'merchantContact',
  'memberAccountDetail',
  'memberProductViewReferral',
  'memberProductView',
  'productPageView',
  'productFavorite',
  'productUnfavorite',
  'productAddAuction',
  'memberResetPassword',
  'memberCancel',
  'memberFollowers',
  'memberAccountPoints',
  'pointsEarnedList',
  'pointsUsedList',
  'purchaseDetailGet',
  'purchaseDetailSave',
  'deliveryDetailGet',
  'deliveryDetailSave',
  'memberCountries',
  'memberFavorites',
  'memberOrderList',
  'memberOrderDetail',
  'memberOrderRefund',
  'memberOrderCancel',
  'logisticStatus',
  'gomypayRepay',
  'ecpayRepay',
  'merchantDetailGet',
  'merchantDetailSave',
  'merchantProductList',
  'merchantProductTakedown',
  'csvProductPackage',
  'brandGetOrCreate',
  'catelogGetOrCreate',
  'stockModelGetOrCreate',
  'mediaGetOrCreate',
  'merchantNewProductForCsv',
  'merchantNewProductsForCsv',
  'merchantEditProductForCsv',
  'merchantOrderList',
  'merchantOrderComplete',
  'memberUpgrade',
  'merchantUpgrade',
  'merchantNewProduct',
  'merchantInfo',
  'merchantSaveNewProduct',
  'merchantProductEdit',
  'merchantSaveEditProduct',
  'merchantAddImage',
  'merchantAddSelection',
  'merchantAddOption',
  'merchantAddProductModel',
  'merchantMediaUpload',
  'merchantMediaList',
  'merchantMediaPage',
  'merchantMediaRemove',
  'merchantMediaUrl',
  'memberLogin',
  'memberLogout',
  'memberRegister',
  'productList',
  'checkout',
];

describe('endpoints', () => {
  it('covers every call of the specifications', () => {
    expect(endpointNames).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('has one method + path per endpoint', () => {
    const keys = endpointNames.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses site-relative /api paths', () => {
    for (const name of endpointNames) expect(endpoints[name].path).toMatch(/^\/api\//);
  });

  it('gives a payload schema to posts only (logout excepted)', () => {
    for (const name of endpointNames) {
      const def: { method: string; request?: unknown } = endpoints[name];
      if (def.method === 'GET') expect(def.request).toBeUndefined();
      else if (name !== 'memberLogout') expect(def.request).toBeDefined();
    }
  });

  it('matches the specification paths and parameters', () => {
    expect(endpoints.memberProductViewReferral.path).toBe('/api/member/account/productview');
    expect(endpoints.memberProductView.path).toBe('/api/member/account/productview/:productId');
    expect(pathParamNames(endpoints.merchantMediaUrl.path)).toEqual(['id', 'width', 'height']);
    expect(pathParamNames(endpoints.logisticStatus.path)).toEqual(['e_orderstatus']);
    expect(endpoints.logisticStatus.responseType).toBe('text');
    expect(endpoints.merchantMediaUpload.requestType).toBe('form-data');
  });

  it('protects member and merchant areas', () => {
    expect(endpoints.productDetail.auth).toBe('public');
    expect(endpoints.merchantContact.auth).toBe('public');
    expect(endpoints.memberOrderList.auth).toBe('member');
    expect(endpoints.checkout.auth).toBe('member');
    for (const name of endpointNames) {
      if (endpoints[name].path.startsWith('/api/merchant/') && name !== 'merchantContact') {
        expect(endpoints[name].auth).toBe('merchant');
      }
    }
  });

  it('parses a plain-text logistics answer', () => {
    expect(v.parse(endpoints.logisticStatus.response, '已到店')).toBe('已到店');
  });
});
