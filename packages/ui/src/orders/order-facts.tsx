// The facts of an order card, as a description list: each OrderFact's label beside its value, or
// above it when the card is narrow.
import type { ReactNode } from 'react';

export function OrderFacts({ children }: { children: ReactNode }) {
  return <dl className="sf-order-facts">{children}</dl>;
}
