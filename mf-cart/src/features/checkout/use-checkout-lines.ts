// The lines this checkout orders and their prices from the server, so every step shows what the
// orders will really cost: a buy-now's lines when the buyer came with buy now (kept apart from
// the cart, see contracts' buy-now.ts), else every line of the cart, of every merchant.
import {
  checkoutItems,
  clearBuyNow,
  loadBuyNow,
  removeItem,
  type Cart,
  type CartItem,
  type CheckoutItem,
  type CheckoutQuoteResponse,
  type QuoteLine,
} from '@storefront/contracts';
import { api, useApiData } from '@storefront/ui';
import { useCallback, useMemo, useState } from 'react';
import { goodsCurrency } from '../../shared/goods-currency';
import { useCart } from '../../shared/use-cart';

export interface CheckoutLine {
  item: CartItem;
  quote: QuoteLine | undefined;
}

const sameLine = (l: QuoteLine, item: CartItem) =>
  l.productModelId === item.productModelId && (l.parentProductModelId ?? null) === (item.parentProductModelId ?? null);

export function useCheckoutLines() {
  const { cart, update } = useCart();
  // Read once per checkout screen: buy-now lines stay what they were when the screen opened.
  const [buyNow, setBuyNow] = useState<Cart | null>(() => (typeof window === 'undefined' ? null : loadBuyNow()));
  const ordered = useMemo(() => (buyNow ?? cart).filter((g) => g.items.length > 0), [buyNow, cart]);
  const items = useMemo(() => checkoutItems(ordered), [ordered]);
  const key = JSON.stringify(items);
  const quote = useApiData<CheckoutQuoteResponse>(
    (signal) =>
      items.length ? api().call('checkoutQuote', { body: { items }, signal }) : Promise.resolve({ status: 200, lines: [], merchants: [] }),
    [key],
  );
  const lines: CheckoutLine[] = ordered.flatMap((g) =>
    g.items.map((item) => ({ item, quote: quote.data?.lines.find((l) => sameLine(l, item)) })),
  );
  /** The payload's lines, each with the price the buyer was shown (the server refuses another). */
  const shownItems: CheckoutItem[] = items.map((i, index) => {
    const price = lines[index]?.quote?.price;
    return price === undefined ? i : { ...i, shownPrice: price };
  });
  /** Once the orders exist: the buy-now is done, or the ordered lines leave the cart. */
  const ordersPlaced = useCallback(() => {
    if (buyNow) {
      clearBuyNow();
      setBuyNow(null);
    } else {
      update((current) => ordered.reduce((c, g) => g.items.reduce((acc, item) => removeItem(acc, g.productPlatformId, item), c), current));
    }
  }, [buyNow, ordered, update]);
  return {
    ordered,
    items,
    shownItems,
    lines,
    quote,
    ordersPlaced,
    buyNow: buyNow !== null,
    currencyType: goodsCurrency(quote.data?.lines),
  };
}
