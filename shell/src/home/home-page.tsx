// The home page: the grid of products on sale, each linking to its product page.
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, LinkButton, LoadingState, ProductCard, api, useApiData } from '@storefront/ui';

export function HomePage() {
  const { t } = useLingui();
  const products = useApiData((signal) => api().call('productList', { signal }), []);
  return (
    <>
      <h1 className="shell-page-title">
        <Trans>精選商品</Trans>
      </h1>
      {products.state === 'loading' ? <LoadingState /> : null}
      {products.state === 'error' ? <ErrorState detail={products.error.message} onRetry={products.reload} /> : null}
      {products.state === 'ready' && products.data.productList.length === 0 ? (
        <EmptyState title={t`目前沒有上架的商品`} action={<LinkButton to="/search">{t`搜尋商品`}</LinkButton>} />
      ) : null}
      {products.state === 'ready' && products.data.productList.length > 0 ? (
        <ul className="shell-product-grid" aria-label={t`商品列表`}>
          {products.data.productList.map((product) => (
            <li key={product.productId}>
              <ProductCard product={product} imageSize={270} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
