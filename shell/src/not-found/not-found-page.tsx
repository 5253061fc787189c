// Any path no route knows: not a dead end. It says so, offers the search and the way home, and
// shows products from the catalogue (the home page's featured list) to go on from.
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, LinkButton, LoadingState, ProductCard, api, useApiData } from '@storefront/ui';
import { SearchBox } from '../header/search-box';

const SHOWN_PRODUCTS = 8;

export function NotFoundPage() {
  const { t } = useLingui();
  const products = useApiData((signal) => api().call('productList', { signal }), []);
  const shown = products.state === 'ready' ? products.data.productList.slice(0, SHOWN_PRODUCTS) : [];
  return (
    <div className="shell-not-found">
      <EmptyState
        kind="not-found"
        titleLevel={1}
        title={<Trans>找不到這個頁面</Trans>}
        hint={<Trans>網址可能有誤，或頁面已經移除。試試搜尋，或看看下面的商品。</Trans>}
        action={
          <LinkButton variant="primary" to="/">
            <Trans>回到首頁</Trans>
          </LinkButton>
        }
      >
        <SearchBox label={t`搜尋全站商品`} className="shell-not-found__search" />
      </EmptyState>
      {products.state === 'loading' ? <LoadingState /> : null}
      {shown.length > 0 ? (
        <section aria-labelledby="not-found-products">
          <h2 id="not-found-products" className="shell-section-title">
            <Trans>精選商品</Trans>
          </h2>
          <ul className="shell-product-grid" aria-label={t`精選商品`}>
            {shown.map((product) => (
              <li key={product.productId}>
                <ProductCard product={product} imageSize={270} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
