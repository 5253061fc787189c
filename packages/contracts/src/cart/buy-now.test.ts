import { clearBuyNow, loadBuyNow, saveBuyNow } from './buy-now';
import { CART_STORAGE_KEY } from './cart-key';
import type { CartItem } from './cart-schema';

const tea: CartItem = {
  productModelId: 101,
  merchantId: 3,
  merchantName: '山嵐茶園',
  productModelType: 0,
  productDeliveryType: 0,
  parentProductModelId: null,
  title: '高山茶',
  modelNumber: '',
  modelTitle: '',
  price: 450,
  onSale: false,
  usePointPercent: 0,
  img: '',
  quantity: 2,
  inventory: 10,
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test('keeps the buy-now lines in the session, apart from the cart, until cleared', () => {
  expect(loadBuyNow()).toBeNull();
  expect(saveBuyNow([{ productPlatformId: '1', items: [tea] }])).toBe(true);
  expect(loadBuyNow()?.[0]?.items[0]).toMatchObject({ productModelId: 101, quantity: 2 });
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  clearBuyNow();
  expect(loadBuyNow()).toBeNull();
});

test('reads a corrupt or empty value as no buy-now', () => {
  window.sessionStorage.setItem('storefront_buy_now', '{oops');
  expect(loadBuyNow()).toBeNull();
  window.sessionStorage.setItem('storefront_buy_now', '[]');
  expect(loadBuyNow()).toBeNull();
});
