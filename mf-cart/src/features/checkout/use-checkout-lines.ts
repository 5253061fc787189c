// The cart lines this checkout orders (one merchant's) and their prices from the server, so
// every step shows what the order will really cost.
import { checkoutItems, type Cart, type CartItem, type CheckoutQuoteResponse, type QuoteLine } from '@storefront/contracts';
import { api, useApiData } from '@storefront/ui';
import { useMemo } from 'react';
import { goodsCurrency } from '../../shared/goods-currency';
import { useCart } from '../../shared/use-cart';

export interface CheckoutLine {
  item: CartItem;
  quote: QuoteLine | undefined;
}

/** The cart lines of one merchant (every merchant's when none is chosen and there is one). */
export function merchantCart(cart: Cart, merchantId: number | null): Cart {
  const ids = new Set(cart.flatMap((g) => g.items.map((i) => i.merchantId)));
  const only = ids.size === 1 ? [...ids][0]! : null;
  const chosen = merchantId !== null && ids.has(merchantId) ? merchantId : only;
  return cart.map((g) => ({ ...g, items: g.items.filter((i) => i.merchantId === chosen) })).filter((g) => g.items.length > 0);
}

export function useCheckoutLines(merchantId: number | null) {
  const { cart, update } = useCart();
  const ordered = useMemo(() => merchantCart(cart, merchantId), [cart, merchantId]);
  const items = useMemo(() => checkoutItems(ordered), [ordered]);
  const key = JSON.stringify(items);
  const quote = useApiData<CheckoutQuoteResponse>(
    (signal) =>
      items.length ? api().call('checkoutQuote', { body: { items }, signal }) : Promise.resolve({ status: 200, lines: [], merchants: [] }),
    [key],
  );
  const lines: CheckoutLine[] = ordered.flatMap((g) =>
    g.items.map((item) => ({
      item,
      quote: quote.data?.lines.find(
        (l) => l.productModelId === item.productModelId && (l.parentProductModelId ?? null) === (item.parentProductModelId ?? null),
      ),
    })),
  );
  return { ordered, items, lines, quote, updateCart: update, currencyType: goodsCurrency(quote.data?.lines) };
}
