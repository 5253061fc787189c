// Tests of the pure cart operations and the stored cart schema.
import * as v from 'valibot';
import {
  AddonWithoutParentError,
  addonsOf,
  addToCart,
  cartCount,
  checkoutItems,
  groupSubtotal,
  maxLineQuantity,
  removeItem,
  setQuantity,
} from './cart-model';
import { CartSchema, parseCart, type Cart, type CartItem } from './cart-schema';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productModelId: 1,
    merchantId: 7,
    merchantName: '小店',
    productModelType: 0,
    productDeliveryType: 0,
    parentProductModelId: null,
    title: '保溫杯',
    modelNumber: 'T-1',
    modelTitle: '紅',
    price: 500,
    onSale: false,
    usePointPercent: 50,
    img: '/a.jpg',
    quantity: 1,
    inventory: 5,
    ...overrides,
  };
}

const addon = (overrides: Partial<CartItem> = {}) =>
  item({ productModelId: 20, productModelType: 9, parentProductModelId: 1, price: 80, title: '杯套', ...overrides });

describe('addToCart', () => {
  it('creates a group per productPlatformId', () => {
    let cart: Cart = [];
    cart = addToCart(cart, 'p1', item());
    cart = addToCart(cart, 'p2', item({ productModelId: 2 }));
    expect(cart.map((g) => g.productPlatformId)).toEqual(['p1', 'p2']);
  });

  it('merges the same line, summing quantities capped at inventory', () => {
    let cart = addToCart([], 'p1', item({ quantity: 3 }));
    cart = addToCart(cart, 'p1', item({ quantity: 1 }));
    expect(cart[0]?.items).toHaveLength(1);
    expect(cart[0]?.items[0]?.quantity).toBe(4);
    cart = addToCart(cart, 'p1', item({ quantity: 4 }));
    expect(cart[0]?.items[0]?.quantity).toBe(5);
  });

  it('caps a first add at inventory and ignores an out-of-stock item', () => {
    expect(addToCart([], 'p1', item({ quantity: 9 }))[0]?.items[0]?.quantity).toBe(5);
    expect(addToCart([], 'p1', item({ inventory: 0 }))).toEqual([]);
  });

  it('keeps an add-on apart from the same model bought on its own', () => {
    let cart = addToCart([], 'p1', item());
    cart = addToCart(cart, 'p1', item({ productModelId: 20 }));
    cart = addToCart(cart, 'p1', addon());
    expect(cart[0]?.items.map((l) => [l.productModelId, l.parentProductModelId])).toEqual([
      [1, null],
      [20, null],
      [20, 1],
    ]);
    expect(addonsOf(cart[0]!, 1).map((l) => l.productModelId)).toEqual([20]);
  });

  it('refuses an add-on without its parent', () => {
    expect(() => addToCart([], 'p1', addon({ parentProductModelId: null }))).toThrow(AddonWithoutParentError);
  });

  it('does not mutate the cart it was given', () => {
    const cart = addToCart([], 'p1', item());
    const frozen = JSON.stringify(cart);
    addToCart(cart, 'p1', item({ quantity: 2 }));
    expect(JSON.stringify(cart)).toBe(frozen);
  });
});

describe('setQuantity', () => {
  const cart = addToCart(addToCart([], 'p1', item({ quantity: 2 })), 'p1', addon());

  it('clamps to 1..inventory', () => {
    const ref = { productModelId: 1, parentProductModelId: null };
    expect(setQuantity(cart, 'p1', ref, 4)[0]?.items[0]?.quantity).toBe(4);
    expect(setQuantity(cart, 'p1', ref, 0)[0]?.items[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 'p1', ref, 99)[0]?.items[0]?.quantity).toBe(5);
  });

  it('leaves other platforms alone', () => {
    const ref = { productModelId: 1, parentProductModelId: null };
    expect(setQuantity(cart, 'other', ref, 4)).toEqual(cart);
    expect(removeItem(cart, 'other', ref)).toEqual(cart);
  });

  it('changes only the addressed line', () => {
    // The add-on (1) goes up to its main item's 2; the main item stays.
    const next = setQuantity(cart, 'p1', { productModelId: 20, parentProductModelId: 1 }, 2);
    expect(next[0]?.items.map((l) => l.quantity)).toEqual([2, 2]);
  });
});

describe('add-ons at most as many as their main item', () => {
  const main = (quantity: number) => item({ quantity, inventory: 10 });
  const start = (mainQuantity: number, addonQuantity: number): Cart => [
    { productPlatformId: '1', items: [main(mainQuantity), addon({ quantity: addonQuantity, inventory: 10 })] },
  ];

  it('adding an add-on again stops at the main item quantity', () => {
    const cart = addToCart(start(2, 2), 1, addon({ quantity: 1, inventory: 10 }));
    expect(cart[0]!.items[1]!.quantity).toBe(2);
  });

  it('raising an add-on stops at the main item quantity, and the cart screen offers no more', () => {
    const cart = setQuantity(start(2, 1), 1, { productModelId: 20, parentProductModelId: 1 }, 5);
    expect(cart[0]!.items[1]!.quantity).toBe(2);
    expect(maxLineQuantity(cart[0]!, cart[0]!.items[1]!)).toBe(2);
    expect(maxLineQuantity(cart[0]!, cart[0]!.items[0]!)).toBe(10);
  });

  it('lowering the main item lowers its add-ons with it', () => {
    const cart = setQuantity(start(3, 3), 1, { productModelId: 1, parentProductModelId: null }, 1);
    expect(cart[0]!.items.map((line) => line.quantity)).toEqual([1, 1]);
  });
});

describe('removeItem', () => {
  it('removes a main item together with its add-ons, and empty groups', () => {
    let cart = addToCart([], 'p1', item());
    cart = addToCart(cart, 'p1', addon());
    cart = addToCart(cart, 'p2', item({ productModelId: 3 }));
    const next = removeItem(cart, 'p1', { productModelId: 1, parentProductModelId: null });
    expect(next.map((g) => g.productPlatformId)).toEqual(['p2']);
  });

  it('removes only the add-on when the add-on is removed', () => {
    let cart = addToCart([], 'p1', item());
    cart = addToCart(cart, 'p1', addon());
    const next = removeItem(cart, 'p1', { productModelId: 20, parentProductModelId: 1 });
    expect(next[0]?.items.map((l) => l.productModelId)).toEqual([1]);
  });
});

describe('totals', () => {
  it('counts every unit for the badge and sums a group', () => {
    let cart = addToCart([], 'p1', item({ quantity: 2 }));
    cart = addToCart(cart, 'p1', addon({ quantity: 2 }));
    cart = addToCart(cart, 'p2', item({ productModelId: 5, quantity: 1 }));
    expect(cartCount(cart)).toBe(5);
    expect(cartCount([])).toBe(0);
    expect(groupSubtotal(cart[0]!)).toBe(2 * 500 + 2 * 80);
    expect(checkoutItems(cart)).toEqual([
      { productModelId: 1, quantity: 2, parentProductModelId: null },
      { productModelId: 20, quantity: 2, parentProductModelId: 1 },
      { productModelId: 5, quantity: 1, parentProductModelId: null },
    ]);
  });
});

describe('CartSchema / parseCart', () => {
  it('round-trips a cart', () => {
    const cart = addToCart([], 'p1', item());
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('normalizes numeric platform ids and null texts from older writers', () => {
    const stored = [{ productPlatformId: 3, items: [{ ...item(), img: null, modelTitle: undefined, parentProductModelId: undefined }] }];
    const cart = v.parse(CartSchema, stored);
    expect(cart[0]?.productPlatformId).toBe('3');
    expect(cart[0]?.items[0]?.img).toBe('');
    expect(cart[0]?.items[0]?.parentProductModelId).toBeNull();
  });

  it.each(['{not json', '"text"', '{"a":1}', '[{"productPlatformId":"p","items":[{"productModelId":"x"}]}]', '', null])(
    'reads %p as an empty cart',
    (raw) => {
      expect(parseCart(raw)).toEqual([]);
    },
  );

  it('keeps every valid item of a cart where some items or groups are corrupt', () => {
    const kept = item({ productModelId: 5, quantity: 2 });
    const raw = JSON.stringify([
      { productPlatformId: 'p1', items: [kept, { productModelId: 'x' }, null, { ...item({ productModelId: 6 }), quantity: -3 }] },
      { productPlatformId: 'p2', items: 'not a list' },
      'junk',
      null,
      { productPlatformId: 'p3', items: [{ ...item({ productModelId: 7 }), price: 'free' }] },
      { productPlatformId: 4, items: [item({ productModelId: 8 })] },
    ]);
    expect(parseCart(raw)).toEqual([
      { productPlatformId: 'p1', items: [kept] },
      { productPlatformId: '4', items: [item({ productModelId: 8 })] },
    ]);
  });
});
