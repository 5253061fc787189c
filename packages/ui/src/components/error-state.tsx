// A failed load: what went wrong, in the user's language, and a way on: try again when trying
// again can help, otherwise a way back (to the given place, or home), so no failure leaves the
// screen a dead end.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LinkButton } from './link-button';

type Back = { to: string; label: ReactNode };

export function ErrorState({ title, detail, onRetry, back }: { title?: ReactNode; detail?: ReactNode; onRetry?: () => void; back?: Back }) {
  const way = back ?? (onRetry ? undefined : { to: '/', label: <Trans>回首頁</Trans> });
  return (
    <EmptyState
      kind="error"
      tone="error"
      title={title ?? <Trans>無法載入資料</Trans>}
      hint={detail}
      action={
        <>
          {onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              <Trans>重試</Trans>
            </Button>
          ) : null}
          {way ? <LinkButton to={way.to}>{way.label}</LinkButton> : null}
        </>
      }
    />
  );
}
