// The cart as React state: read from local storage, written back on every change, and kept in
// step with other apps and tabs through the bus.
import { CartStorageUnavailableError, loadCart, saveCart, subscribe, syncCartCookie, type Cart } from '@storefront/contracts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export type CartState = { cart: Cart; storageAvailable: boolean };

function read(): CartState {
  try {
    return { cart: loadCart(), storageAvailable: true };
  } catch (error) {
    if (error instanceof CartStorageUnavailableError) return { cart: [], storageAvailable: false };
    throw error;
  }
}

// The server renders the cart page only for a visitor whose cart cookie says it is empty
// (syncCartCookie), so its HTML shows an empty cart; while the browser adopts that HTML, the cart
// reads as the server saw it, then as it is.
const SERVER_CART: CartState = { cart: [], storageAvailable: true };
const noChanges = () => () => {};

export function useCart() {
  const adopting = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const [state, setState] = useState<CartState>(() => (typeof window === 'undefined' ? SERVER_CART : read()));
  useEffect(() => {
    const current = read();
    // A cart kept before the cookie existed: the server learns of it from now on.
    if (current.storageAvailable) syncCartCookie(current.cart);
    return subscribe('cart-changed', () => setState(read()));
  }, []);
  const update = useCallback((change: (cart: Cart) => Cart) => {
    const next = change(read().cart);
    saveCart(next);
    setState({ cart: next, storageAvailable: true });
  }, []);
  return { ...(adopting ? SERVER_CART : state), update };
}
