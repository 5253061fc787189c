// The states a screen's first load goes through before its data: loading, then on failure a
// visitor whose session is gone goes to the login page (and comes back), a 403 or 404 shows what
// the screen says about it where it says something, and anything else can be retried.
import { ApiError } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { RedirectToLogin } from '../navigation/redirect-to-login';
import type { ApiData } from './use-api-data';

type Loaded<T> = ApiData<T> & { reload: () => void };
type Failures = {
  /** Shown when the server answers 404 (otherwise the error with a retry). */
  notFound?: ReactNode;
  /** Shown when the server answers 403 (otherwise the error with a retry). */
  forbidden?: ReactNode;
};

/** What to show while the data is not there: `if (x.state !== 'ready') return <ApiDataFallback data={x} />`. */
export function ApiDataFallback<T>({ data, notFound, forbidden }: { data: Loaded<T> } & Failures) {
  if (data.state === 'loading') return <LoadingState />;
  if (data.state === 'ready') return null;
  const status = data.error instanceof ApiError ? data.error.status : undefined;
  if (status === 401) return <RedirectToLogin />;
  if (status === 403 && forbidden !== undefined) return <>{forbidden}</>;
  if (status === 404 && notFound !== undefined) return <>{notFound}</>;
  return <ErrorState detail={data.error.message} onRetry={data.reload} />;
}

/** The data once loaded, given to `children`; the fallback until then. */
export function ApiDataView<T>({ data, children, ...failures }: { data: Loaded<T>; children: (value: T) => ReactNode } & Failures) {
  if (data.state !== 'ready') return <ApiDataFallback data={data} {...failures} />;
  return <>{children(data.data)}</>;
}
