// Loading and saving the cart in local storage under quarter_cart. A corrupt or foreign value
// reads as an empty cart (the visitor just sees an empty cart, never an error); storage that
// cannot be used at all (cookies/storage disabled) raises CartStorageUnavailableError, which the
// UI turns into 請開啟預覽器cookie設定．. Every save announces `cart-changed` on the bus, and tells
// the server through a cookie whether the cart holds anything (it renders an empty cart's page).
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

/**
 * The cookie that is there while the cart holds items. The cart itself stays in local storage
 * (the server never sees it); the server renders the cart page for a visitor without this cookie
 * as the empty cart it then is.
 */
export const CART_FILLED_COOKIE = 'storefront_cart';

/** Sets or clears the cart cookie to match cart (in a browser; elsewhere nothing to tell). */
export function syncCartCookie(cart: Cart): void {
  if (typeof document === 'undefined') return;
  const filled = cartCount(cart) > 0;
  const filledNow = document.cookie.split(/;\s*/).includes(`${CART_FILLED_COOKIE}=1`);
  if (filled === filledNow) return;
  document.cookie = `${CART_FILLED_COOKIE}=${filled ? '1; max-age=31536000' : '; max-age=0'}; path=/; samesite=lax`;
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
  syncCartCookie(cart);
  publish('cart-changed', { count: cartCount(cart) });
}

/** Load, change, save: the usual way to apply one of the cart functions. */
export function updateCart(change: (cart: Cart) => Cart, storage?: StorageLike | null): Cart {
  const next = change(loadCart(storage));
  saveCart(next, storage);
  return next;
}
