// Buy now: the product page's one product (with its add-ons and quantity) goes straight to the
// checkout without touching the cart (quarter_cart). It is kept in session storage, so a reload
// of the checkout keeps it; the cart screen drops it when the buyer opens the cart (from then on
// the checkout orders the cart), and the checkout drops it once its order exists.
import { cartCount } from './cart-model';
import { parseCart, type Cart } from './cart-schema';

export const BUY_NOW_STORAGE_KEY = 'storefront_buy_now';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(storage?: SessionLike | null): SessionLike | null {
  if (storage) return storage;
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the buy-now lines; false when session storage cannot be used. */
export function saveBuyNow(cart: Cart, storage?: SessionLike | null): boolean {
  const store = session(storage);
  if (!store) return false;
  try {
    store.setItem(BUY_NOW_STORAGE_KEY, JSON.stringify(cart));
    return true;
  } catch {
    return false;
  }
}

/** The buy-now lines, or null when there is no buy-now (or it cannot be read). */
export function loadBuyNow(storage?: SessionLike | null): Cart | null {
  const store = session(storage);
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(BUY_NOW_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const cart = parseCart(raw);
  return cartCount(cart) > 0 ? cart : null;
}

export function clearBuyNow(storage?: SessionLike | null): void {
  try {
    session(storage)?.removeItem(BUY_NOW_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
