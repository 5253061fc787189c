// /member/wishlist (收藏清單): the favourited products a page at a time from the server, with a
// search (title), a sort and the page in the URL (?q=&sort=&page=), so reload, back and a shared
// link keep the place. Removing one unfavourites it on the server and drops it from the page,
// one call at a time per product; the total counts it gone.
import { Trans, useLingui } from '@lingui/react/macro';
import type { RelatedProduct } from '@storefront/contracts';
import { WishListQuery, type WishListSort } from '@storefront/contracts/product';
import { ApiDataFallback, EmptyState, LinkButton, api, notify, useApiData, useFailureText } from '@storefront/ui';
import {
  FilterBar,
  ListPager,
  ListSearch,
  ListTotal,
  PastLastPage,
  SortSelect,
  useListQuery,
  useSettledPageInfo,
} from '@storefront/ui/lists';
import { useState } from 'react';
import { BackToMember } from '../../shared/back-to-member';
import { WishCard } from './wish-card';

export function WishlistPage() {
  const { t } = useLingui();
  const failureText = useFailureText();
  const query = useListQuery(WishListQuery);
  const { q, page, sort } = query.values;
  const favourites = useApiData((signal) => api().call('memberFavorites', { query: query.query, signal }), [query.key]);
  const pageInfo = useSettledPageInfo(favourites.data);
  // The products removed since the page was loaded: the page shown is the loaded one without them.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const [removing, setRemoving] = useState<number | null>(null);
  const list: RelatedProduct[] = favourites.state === 'ready' ? favourites.data.productList.filter((p) => !removed.has(p.productId)) : [];
  const removedHere = favourites.state === 'ready' ? favourites.data.productList.length - list.length : 0;
  const total = favourites.state === 'ready' ? favourites.data.total - removedHere : 0;

  const remove = async (productId: number) => {
    if (removing !== null) return;
    setRemoving(productId);
    try {
      await api().call('productUnfavorite', { params: { productId } });
      setRemoved((current) => new Set(current).add(productId));
    } catch (error) {
      notify({ tone: 'error', text: failureText(error) });
    } finally {
      setRemoving(null);
    }
  };

  const sorts: Record<WishListSort, string> = {
    newest: t`最近收藏`,
    oldest: t`最早收藏`,
    titleAsc: t`商品名稱`,
    priceAsc: t`價格低到高`,
    priceDesc: t`價格高到低`,
  };

  let content;
  if (favourites.state !== 'ready') content = <ApiDataFallback data={favourites} />;
  else if (total === 0 && q) content = <EmptyState title={<Trans>沒有符合條件的商品</Trans>} />;
  else if (total === 0) {
    content = (
      <EmptyState
        title={<Trans>尚未收藏任何商品</Trans>}
        hint={<Trans>在商品頁按下收藏，商品就會出現在這裡。</Trans>}
        action={
          <LinkButton variant="primary" to="/">
            <Trans>去逛逛</Trans>
          </LinkButton>
        }
      />
    );
  } else if (list.length === 0) {
    content = <PastLastPage title={<Trans>這一頁沒有商品</Trans>} firstPageHref={query.pageHref(1)} />;
  } else {
    content = (
      <ul className="account-wishlist">
        {list.map((product) => (
          <WishCard
            key={product.productId}
            product={product}
            busy={removing === product.productId}
            onRemove={() => remove(product.productId)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="account-page" aria-labelledby="wishlist-title">
      <BackToMember />
      <h1 id="wishlist-title">
        <Trans>收藏清單</Trans>
      </h1>
      <ListSearch value={q} label={t`搜尋收藏`} placeholder={t`商品名稱`} onSearch={(text) => query.set({ q: text })} />
      <FilterBar label={t`排序收藏`}>
        <SortSelect label={t`排序`} value={sort} sorts={sorts} defaultSort="newest" onChange={(value) => query.set({ sort: value })} />
      </FilterBar>
      {favourites.state === 'ready' && total > 0 ? <ListTotal page={page} pageSize={favourites.data.pageSize} total={total} /> : null}
      {content}
      {pageInfo ? <ListPager page={page} pageSize={pageInfo.pageSize} total={pageInfo.total} pageHref={query.pageHref} /> : null}
    </section>
  );
}
