// A failed load: what went wrong, in the user's language, and a way to try again.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

export function ErrorState({ title, detail, onRetry }: { title?: ReactNode; detail?: ReactNode; onRetry?: () => void }) {
  return (
    <div className="sf-state sf-state--error" role="alert">
      <p className="sf-state__title">{title ?? <Trans>無法載入資料</Trans>}</p>
      {detail ? <p>{detail}</p> : null}
      {onRetry ? (
        <Button onClick={onRetry}>
          <Trans>重試</Trans>
        </Button>
      ) : null}
    </div>
  );
}
