// Loading and saving the cart in local storage under quarter_cart. A corrupt or foreign value
// reads as an empty cart (the visitor just sees an empty cart, never an error); storage that
// cannot be used at all (cookies/storage disabled) raises CartStorageUnavailableError, which the
// UI turns into 請開啟預覽器cookie設定．. Every save announces `cart-changed` on the bus.
import { publish } from '../bus/bus';
import { CART_STORAGE_KEY } from './cart-key';
import { cartCount } from './cart-model';
import { parseCart, type Cart } from './cart-schema';

export { CART_STORAGE_KEY };

export class CartStorageUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Local storage is unavailable', options);
    this.name = 'CartStorageUnavailableError';
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Reading window.localStorage itself throws in some browsers when storage is disabled. */
function resolveStorage(storage: StorageLike | null | undefined): StorageLike {
  if (storage) return storage;
  let found: StorageLike | null = null;
  try {
    found = typeof window === 'undefined' ? null : window.localStorage;
  } catch (cause) {
    throw new CartStorageUnavailableError({ cause });
  }
  if (!found) throw new CartStorageUnavailableError();
  return found;
}

export function loadCart(storage?: StorageLike | null): Cart {
  const store = resolveStorage(storage);
  let raw: string | null;
  try {
    raw = store.getItem(CART_STORAGE_KEY);
  } catch (cause) {
    throw new CartStorageUnavailableError({ cause });
  }
  return parseCart(raw);
}

export function saveCart(cart: Cart, storage?: StorageLike | null): void {
  const store = resolveStorage(storage);
  try {
    store.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch (cause) {
    // Quota exceeded or storage disabled: the cart was not kept, the user has to be told.
    throw new CartStorageUnavailableError({ cause });
  }
  publish('cart-changed', { count: cartCount(cart) });
}

/** Load, change, save: the usual way to apply one of the cart functions. */
export function updateCart(change: (cart: Cart) => Cart, storage?: StorageLike | null): Cart {
  const next = change(loadCart(storage));
  saveCart(next, storage);
  return next;
}
