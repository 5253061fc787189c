// The favourite toggle. Blocked while a call is in flight; a refused call (a visitor, an expired
// session) sends the shopper to log in and come back; a network error is only logged.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { api } from '@storefront/ui';
import { useState } from 'react';
import { useLoginRedirect } from './use-login-redirect';

export function FavouriteButton({ productId, initial }: { productId: number; initial: boolean }) {
  const { t } = useLingui();
  const [favorited, setFavorited] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toLogin = useLoginRedirect();

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call(favorited ? 'productUnfavorite' : 'productFavorite', { params: { productId } });
      setFavorited(!favorited);
    } catch (error) {
      if (error instanceof ApiError) toLogin();
      else console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="product-page__icon-button"
      aria-pressed={favorited}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={toggle}
      aria-label={favorited ? t`取消收藏` : t`加入收藏`}
      title={favorited ? t`取消收藏` : t`加入收藏`}
    >
      <span aria-hidden="true">{favorited ? '♥' : '♡'}</span>
    </button>
  );
}
