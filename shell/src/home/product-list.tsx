// The home page's list: the products on sale, fetched when it mounts, each card linking to its
// product page. A chunk of its own (home-page.tsx loads it), so no other route carries it.
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, LoadingState, api, useApiData } from '@storefront/ui';
import { ProductCard } from './product-card';

export function ProductList() {
  const { t } = useLingui();
  const products = useApiData((signal) => api().call('productList', { signal }), []);
  return (
    <>
      {products.state === 'loading' ? <LoadingState /> : null}
      {products.state === 'error' ? <ErrorState detail={products.error.message} onRetry={products.reload} /> : null}
      {products.state === 'ready' && products.data.productList.length === 0 ? (
        <EmptyState title={t`目前沒有上架的商品`} />
      ) : null}
      {products.state === 'ready' && products.data.productList.length > 0 ? (
        <ul className="shell-product-grid" aria-label={t`商品列表`}>
          {products.data.productList.map((product) => (
            <li key={product.productId}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
