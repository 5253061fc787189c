// A page of the shell's own that is fetched when its path opens (the home page, the help and policy
// pages, the 404): a loading state until its code arrives, and if the fetch fails, the same
// explanation and retry as a remote that cannot load, with the header and footer still working.
import { LoadingState } from '@storefront/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './federation/remote-error-boundary';

export function DeferredPage({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} remote="shell" onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}
