// What a visitor sees in place of a remote that is down: a short explanation and a retry.
import { Trans } from '@lingui/react/macro';
import { ErrorState } from '@storefront/ui';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div data-testid="remote-fallback">
      <ErrorState
        title={<Trans>此區塊暫時無法載入</Trans>}
        detail={<Trans>請稍後再試，網站的其他部分仍可使用。</Trans>}
        onRetry={onRetry}
      />
    </div>
  );
}
