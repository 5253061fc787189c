// What a desk screen shows when its load fails: visitors go to login, members, merchants and
// buyers are told the desk is the operator's (the server's 403), anything else can be retried.
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { ErrorState, RedirectToLogin } from '@storefront/ui';

export function OperatorLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 401) return <RedirectToLogin />;
  if (error instanceof ApiError && error.status === 403) return <ErrorState title={<Trans>此功能僅供平台審核人員使用</Trans>} />;
  if (error instanceof ApiError && error.status === 404) return <ErrorState title={<Trans>找不到資料</Trans>} />;
  return <ErrorState detail={error.message} onRetry={onRetry} />;
}
