// What a merchant screen shows when its first load fails: visitors go to login, members who are
// not partners are told so, anything else can be retried.
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { ErrorState, RedirectToLogin } from '@storefront/ui';

export function MerchantLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 401) return <RedirectToLogin />;
  if (error instanceof ApiError && error.status === 403) return <ErrorState title={<Trans>此功能僅供搭檔使用</Trans>} />;
  if (error instanceof ApiError && error.status === 404) return <ErrorState title={<Trans>找不到資料</Trans>} />;
  return <ErrorState detail={error.message} onRetry={onRetry} />;
}
