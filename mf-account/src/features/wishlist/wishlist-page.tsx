// /member/wishlist (收藏清單): the favourited products; removing one unfavourites it on the server
// and drops it from the list, one call at a time per product.
import { Trans } from '@lingui/react/macro';
import type { RelatedProduct } from '@storefront/contracts';
import { ApiDataView, EmptyState, LinkButton, api, notify, useApiData, useFailureText } from '@storefront/ui';
import { useState } from 'react';
import { BackToMember } from '../../shared/back-to-member';
import { WishCard } from './wish-card';

export function WishlistPage() {
  const failureText = useFailureText();
  const favourites = useApiData((signal) => api().call('memberFavorites', { signal }), []);
  // The products removed since the list was loaded: the list shown is the loaded one without them.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const [removing, setRemoving] = useState<number | null>(null);
  const list: RelatedProduct[] = favourites.state === 'ready' ? favourites.data.productList.filter((p) => !removed.has(p.productId)) : [];

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

  return (
    <section className="account-page" aria-labelledby="wishlist-title">
      <BackToMember />
      <h1 id="wishlist-title">
        <Trans>收藏清單</Trans>
      </h1>
      <ApiDataView data={favourites}>
        {() =>
          list.length === 0 ? (
            <EmptyState
              title={<Trans>尚未收藏任何商品</Trans>}
              hint={<Trans>在商品頁按下收藏，商品就會出現在這裡。</Trans>}
              action={
                <LinkButton variant="primary" to="/">
                  <Trans>去逛逛</Trans>
                </LinkButton>
              }
            />
          ) : (
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
          )
        }
      </ApiDataView>
    </section>
  );
}
