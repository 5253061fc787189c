// A status as a badge: a short word on a tinted pill that never wraps (a status cell on a phone
// reads 上架中, not one character per line). The tone carries the meaning's weight; the words carry
// the meaning, so nothing is said by colour alone.
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'muted';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`sf-badge sf-status-badge sf-status-badge--${tone}`}>{children}</span>;
}
