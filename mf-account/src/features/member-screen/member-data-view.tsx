// The three states every member screen's load goes through: loading, failed (a visitor whose
// session is gone goes to the login page and comes back), and the data itself.
import { ApiError } from '@storefront/contracts';
import { ErrorState, LoadingState, RedirectToLogin, type ApiData } from '@storefront/ui';
import type { ReactNode } from 'react';

type Loaded<T> = ApiData<T> & { reload: () => void };

export function MemberDataView<T>({ data, children }: { data: Loaded<T>; children: (value: T) => ReactNode }) {
  if (data.state === 'loading') return <LoadingState />;
  if (data.state === 'error') {
    if (data.error instanceof ApiError && data.error.status === 401) return <RedirectToLogin />;
    return <ErrorState detail={data.error.message} onRetry={data.reload} />;
  }
  return <>{children(data.data)}</>;
}
