// The home page: the title, and the grid of products on sale. The grid (its data, states and
// cards) is a chunk of its own, loaded when the home page shows, so main.js — which every route
// loads — does not carry it. Until the chunk arrives the page shows the loading state the grid
// itself shows while its data loads, in the same place: nothing moves when either arrives. A
// chunk that cannot be loaded (the network failed, or a new release replaced the files) is
// contained like a remote area: the fallback with a retry in its place.
import { Trans } from '@lingui/react/macro';
import { LoadingState } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';

const loadProductList = () => import('./product-list').then((module) => ({ default: module.ProductList }));

export function HomePage() {
  // A new lazy component per attempt: React keeps a failed one failed, and webpack requests a
  // chunk that failed once again when asked again.
  const [list, setList] = useState(() => ({ attempt: 0, ProductList: lazy(loadProductList) }));
  const retry = () => setList(({ attempt }) => ({ attempt: attempt + 1, ProductList: lazy(loadProductList) }));
  return (
    <>
      <h1 className="shell-page-title">
        <Trans>精選商品</Trans>
      </h1>
      <RemoteErrorBoundary key={list.attempt} remote="shell home grid" onRetry={retry}>
        <Suspense fallback={<LoadingState />}>
          <list.ProductList />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
