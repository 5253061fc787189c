// The home page: the sections a shop has, each from the real catalogue through the listing's own
// search call — the categories, auctions ending soon, products on sale, new arrivals — each with
// a way to its full listing, then the grid of featured products (the catalogue's product list).
// The categories are the category facet of the new arrivals' answer (a search with no text counts
// every online product), so the two sections cost one call.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProductSearchQueryInput, ProductSearchResponse } from '@storefront/contracts/product';
import { EmptyState, ErrorState, LinkButton, LoadingState, ProductCard, api, useApiData, Link } from '@storefront/ui';
import type { ReactNode } from 'react';

const SECTION_SIZE = 4;
const NEW_ARRIVALS_SIZE = 8;

/** A search's answer as a section reads it: loading, error (with its retry) or ready. */
type Search = ReturnType<typeof useApiData<ProductSearchResponse>>;

function useSearch(query: ProductSearchQueryInput): Search {
  const key = JSON.stringify(query);
  return useApiData((signal) => api().call('productSearch', { query: { ...query }, signal }), [key]);
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: ReactNode;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="shell-home__section" aria-labelledby={id}>
      <div className="shell-home__section-head">
        <h2 id={id} className="shell-section-title">
          {title}
        </h2>
        {more ? (
          <LinkButton to={more.to} variant="text" size="small">
            {more.label}
          </LinkButton>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A section's products: its loading, error and empty states, or its cards. */
function Products({ answer, label, empty }: { answer: Search; label: string; empty: string }) {
  if (answer.state === 'loading') return <LoadingState />;
  if (answer.state === 'error') return <ErrorState detail={answer.error.message} onRetry={answer.reload} />;
  if (answer.data.productList.length === 0) return <p className="shell-home__empty">{empty}</p>;
  return (
    <ul className="shell-product-grid" aria-label={label}>
      {answer.data.productList.map((product) => (
        <li key={product.productId}>
          <ProductCard product={product} imageSize={270} />
        </li>
      ))}
    </ul>
  );
}

function Categories({ answer }: { answer: Search }) {
  const { t } = useLingui();
  if (answer.state === 'loading') return <LoadingState />;
  if (answer.state === 'error') return <ErrorState detail={answer.error.message} onRetry={answer.reload} />;
  if (answer.data.categories.length === 0) return <p className="shell-home__empty">{t`目前沒有商品分類`}</p>;
  return (
    <ul className="shell-home__categories" aria-label={t`商品分類`}>
      {answer.data.categories.map(({ id, title, count }) => (
        <li key={id}>
          <Link to={`/category/${id}`} className="shell-home__category">
            <span className="shell-home__category-name">{title}</span>
            <span className="shell-home__category-count">
              <Plural value={count} other="# 件商品" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const { t } = useLingui();
  const newest = useSearch({ sort: 'newest', pageSize: String(NEW_ARRIVALS_SIZE) });
  const endingSoon = useSearch({ sort: 'endingSoon', pageSize: String(SECTION_SIZE) });
  const onSale = useSearch({ onSale: '1', sort: 'newest', pageSize: String(SECTION_SIZE) });
  const products = useApiData((signal) => api().call('productList', { signal }), []);
  return (
    <div className="shell-home">
      <h1 className="sf-visually-hidden">
        <Trans>台灣市集首頁</Trans>
      </h1>
      <Section id="home-categories" title={<Trans>商品分類</Trans>} more={{ to: '/search', label: t`所有商品` }}>
        <Categories answer={newest} />
      </Section>
      <Section id="home-ending-soon" title={<Trans>即將結標</Trans>} more={{ to: '/search?sort=endingSoon', label: t`查看全部競標` }}>
        <Products answer={endingSoon} label={t`即將結標`} empty={t`目前沒有競標中的商品。`} />
      </Section>
      <Section id="home-on-sale" title={<Trans>特價商品</Trans>} more={{ to: '/search?onSale=1', label: t`查看全部特價` }}>
        <Products answer={onSale} label={t`特價商品`} empty={t`目前沒有特價商品。`} />
      </Section>
      <Section id="home-new" title={<Trans>新品上架</Trans>} more={{ to: '/search?sort=newest', label: t`查看全部新品` }}>
        <Products answer={newest} label={t`新品上架`} empty={t`目前沒有新上架的商品。`} />
      </Section>
      <Section id="home-featured" title={<Trans>精選商品</Trans>}>
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
      </Section>
    </div>
  );
}
