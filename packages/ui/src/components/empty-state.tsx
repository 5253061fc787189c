// A list with nothing in it: a message, an optional hint and an optional way forward.
import type { ReactNode } from 'react';

export function EmptyState({ title, hint, action }: { title: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="sf-state">
      <p className="sf-state__title">{title}</p>
      {hint ? <p>{hint}</p> : null}
      {action}
    </div>
  );
}
