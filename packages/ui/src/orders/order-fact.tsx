// One fact of an order in a definition list (`<dl className="order-fields">`): its label and its
// value, a dash when there is none. The buyer's order detail and the return request use it.
import type { ReactNode } from 'react';

export function OrderFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="order-fields__row">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}
