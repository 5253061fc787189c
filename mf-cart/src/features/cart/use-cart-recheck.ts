// Re-checks the cart against the server when it opens: a changed price or stock is written into
// the cart and reported per line, so the buyer sees it rather than silently keeping old values.
import { checkoutItems, type Cart, type CheckoutQuoteResponse } from '@storefront/contracts';
import { api } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { goodsCurrency } from '../../shared/goods-currency';

export interface LineChange {
  oldPrice: number;
  price: number;
  inventory: number;
  available: boolean;
  /** Less stock than the quantity in the cart: the quantity was lowered. */
  stockShort: boolean;
}

export const lineKey = (line: { productModelId: number; parentProductModelId?: number | null }) =>
  `${line.productModelId}-${line.parentProductModelId ?? 'main'}`;

/** The cart with the server's prices and stock, and what changed. */
export function applyQuote(cart: Cart, quote: CheckoutQuoteResponse): { cart: Cart; changes: Map<string, LineChange> } {
  const changes = new Map<string, LineChange>();
  const next = cart.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const q = quote.lines.find((l) => lineKey(l) === lineKey(item));
      if (!q) return item;
      const stockShort = !q.allowNegativeInventory && q.inventory < item.quantity;
      if (q.price === item.price && !stockShort && q.available && q.inventory === item.inventory) return item;
      if (q.price !== item.price || stockShort || !q.available) {
        changes.set(lineKey(item), { oldPrice: item.price, price: q.price, inventory: q.inventory, available: q.available, stockShort });
      }
      const inventory = q.allowNegativeInventory ? Math.max(q.inventory, item.quantity) : q.inventory;
      return { ...item, price: q.price, inventory, quantity: inventory > 0 ? Math.min(item.quantity, inventory) : item.quantity };
    }),
  }));
  return { cart: next, changes };
}

export function useCartRecheck(cart: Cart, update: (change: (cart: Cart) => Cart) => void) {
  const [changes, setChanges] = useState<Map<string, LineChange>>(new Map());
  const [checked, setChecked] = useState(false);
  const [currencyType, setCurrencyType] = useState(() => goodsCurrency(null));
  const hasItems = cart.some((g) => g.items.length > 0);
  useEffect(() => {
    if (checked || !hasItems) return;
    const controller = new AbortController();
    api()
      .call('checkoutQuote', { body: { items: checkoutItems(cart) }, signal: controller.signal })
      .then((quote) => {
        let found = new Map<string, LineChange>();
        update((current) => {
          const result = applyQuote(current, quote);
          found = result.changes;
          return result.cart;
        });
        setChanges(found);
        setCurrencyType(goodsCurrency(quote.lines));
        setChecked(true);
      })
      .catch(() => {
        // The cart stays usable offline; checkout re-prices on the server anyway.
        if (!controller.signal.aborted) setChecked(true);
      });
    return () => controller.abort();
  }, [checked, hasItems, cart, update]);
  return { changes, checked, currencyType };
}
