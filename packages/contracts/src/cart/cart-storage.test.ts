// Tests of cart persistence in local storage and its bus announcement.
import { subscribe } from '../bus/bus';
import { addToCart } from './cart-model';
import type { CartItem } from './cart-schema';
import { CART_FILLED_COOKIE, CART_STORAGE_KEY, CartStorageUnavailableError, loadCart, saveCart, updateCart } from './cart-storage';

const item: CartItem = {
  productModelId: 1,
  merchantId: 7,
  merchantName: '小店',
  productModelType: 0,
  productDeliveryType: 0,
  parentProductModelId: null,
  title: '保溫杯',
  modelNumber: '',
  modelTitle: '',
  price: 500,
  onSale: false,
  usePointPercent: 0,
  img: '',
  quantity: 2,
  inventory: 5,
};

beforeEach(() => window.localStorage.clear());

describe('cart storage', () => {
  it('uses the quarter_cart key', () => {
    expect(CART_STORAGE_KEY).toBe('quarter_cart');
  });

  it('saves and loads the cart', () => {
    const cart = addToCart([], 'p1', item);
    saveCart(cart);
    expect(JSON.parse(window.localStorage.getItem('quarter_cart') ?? 'null')).toEqual(cart);
    expect(loadCart()).toEqual(cart);
  });

  it('reads a missing, corrupt or wrong-shaped value as an empty cart without throwing', () => {
    expect(loadCart()).toEqual([]);
    window.localStorage.setItem('quarter_cart', '{oops');
    expect(loadCart()).toEqual([]);
    window.localStorage.setItem('quarter_cart', JSON.stringify({ items: 3 }));
    expect(loadCart()).toEqual([]);
  });

  it('announces every save on the bus with the badge count', () => {
    const counts: number[] = [];
    const unsubscribe = subscribe('cart-changed', ({ count }) => counts.push(count));
    saveCart(addToCart([], 'p1', item));
    updateCart((cart) => addToCart(cart, 'p1', { ...item, quantity: 1 }));
    unsubscribe();
    saveCart([]);
    expect(counts).toEqual([2, 3]);
  });

  it('raises CartStorageUnavailableError when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => loadCart(broken)).toThrow(CartStorageUnavailableError);
    expect(() => saveCart([], broken)).toThrow(CartStorageUnavailableError);
  });

  it('raises CartStorageUnavailableError when window.localStorage cannot be read', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => loadCart()).toThrow(CartStorageUnavailableError);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the cart cookie the server reads', () => {
  const cookieSet = () => document.cookie.split(/;\s*/).includes(`${CART_FILLED_COOKIE}=1`);

  it('is there while the cart holds items, and gone once it is empty', () => {
    saveCart(addToCart([], 1, item));
    expect(cookieSet()).toBe(true);
    // The cart itself never goes to the server.
    expect(document.cookie).not.toContain('保溫杯');
    saveCart([]);
    expect(cookieSet()).toBe(false);
  });
});
