// Checkout is for members: a visitor is sent to the login page and comes back here after.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { api, ErrorState, LoadingState, RedirectToLogin, useApiData } from '@storefront/ui';
import type { ReactNode } from 'react';

export function RequireMember({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const account = useApiData((signal) => api().call('memberAccountDetail', { signal }), []);
  if (account.state === 'loading') return <LoadingState />;
  if (account.state === 'error') {
    if (account.error instanceof ApiError && account.error.unauthorized) return <RedirectToLogin />;
    return <ErrorState title={t`無法載入會員資料`} detail={account.error.message} onRetry={account.reload} />;
  }
  return <>{children}</>;
}
