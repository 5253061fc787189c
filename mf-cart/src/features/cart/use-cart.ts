// The cart as React state: read from local storage, written back on every change, and kept in
// step with other apps and tabs through the bus.
import { CartStorageUnavailableError, loadCart, saveCart, subscribe, type Cart } from '@storefront/contracts';
import { useCallback, useEffect, useState } from 'react';

export type CartState = { cart: Cart; storageAvailable: boolean };

function read(): CartState {
  try {
    return { cart: loadCart(), storageAvailable: true };
  } catch (error) {
    if (error instanceof CartStorageUnavailableError) return { cart: [], storageAvailable: false };
    throw error;
  }
}

export function useCart() {
  const [state, setState] = useState<CartState>(read);
  useEffect(() => subscribe('cart-changed', () => setState(read())), []);
  const update = useCallback((change: (cart: Cart) => Cart) => {
    const next = change(read().cart);
    saveCart(next);
    setState({ cart: next, storageAvailable: true });
  }, []);
  return { ...state, update };
}
