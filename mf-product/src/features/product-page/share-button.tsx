// Share: the link carries the sharer's referral (a member's own code, else the code this visit
// came with) and openExternalBrowser=1; sharing records the view. The device's native share is
// used where it exists, otherwise the share dialog, loaded on first use.
import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@storefront/contracts';
import { api } from '@storefront/ui';
import { Suspense, lazy, useState } from 'react';
import { shareLink } from './share-link';

const ShareDialog = lazy(() => import('./share-dialog'));

async function sharerReferral(fallback: string | null): Promise<string | null> {
  try {
    const { referralUrl } = await api().call('memberProductViewReferral');
    return referralUrl || fallback;
  } catch {
    // A visitor (401) shares with the referral this visit came with.
    return fallback;
  }
}

export function ShareButton({ product, referral }: { product: ProductDetail; referral: string | null }) {
  const { t } = useLingui();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const share = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const code = await sharerReferral(referral);
      const url = shareLink(window.location.href, code);
      api()
        .call('memberProductView', { params: { productId: product.productId }, query: code ? { r: code } : {} })
        .catch((error: unknown) => console.error(error));
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: product.title, url }).catch(() => undefined);
      } else {
        setLink(url);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="product-page__icon-button"
        onClick={share}
        // aria-disabled, not disabled: a disabled button drops the keyboard focus, and the share
        // dialog would then give it back to nothing when it closes.
        aria-disabled={busy}
        aria-label={t`分享`}
        title={t`分享`}
      >
        <span aria-hidden="true">⤴</span>
      </button>
      {link ? (
        <Suspense fallback={null}>
          <ShareDialog link={link} title={product.title} onClose={() => setLink(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
