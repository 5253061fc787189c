// Shown while a screen's data loads; announced politely to screen readers.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

export function LoadingState({ label }: { label?: ReactNode }) {
  return (
    <div className="sf-state" role="status" aria-live="polite">
      <Spinner /> <span>{label ?? <Trans>載入中…</Trans>}</span>
    </div>
  );
}
