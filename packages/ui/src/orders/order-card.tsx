// One card of an order detail: a titled box for one group of the order (its facts, the delivery,
// the buyer and the receipt, the lines). The order detail lays the cards out in two columns on a
// desktop and one on a phone (.sf-order-cards).
import { useId, type ReactNode } from 'react';

export type OrderCardProps = {
  title: ReactNode;
  children: ReactNode;
  /** Spans both columns of the detail on a desktop (the lines). */
  wide?: boolean;
};

export function OrderCard({ title, children, wide = false }: OrderCardProps) {
  const id = useId();
  return (
    <section className={`sf-order-card${wide ? ' sf-order-card--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="sf-order-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
