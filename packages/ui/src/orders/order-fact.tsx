// One fact of an order in a card (label and value; a dash when the value is empty), inside an
// OrderFacts list.
import type { ReactNode } from 'react';

export function OrderFact({ label, children, testId }: { label: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <div className="sf-order-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}
