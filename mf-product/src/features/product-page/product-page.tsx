// The product detail page: loading state, then the product. A slug the server does not know shows
// a localized not-found state. The referral code (host attribute or ?r= link) is kept per product;
// opening the page is recorded (view and promote points, page-view.ts).
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { EmptyState, ErrorState, LinkButton, LoadingState, api, firstScreenKey, useApiData } from '@storefront/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageView } from './page-view';
import { ProductView } from './product-view';
import { rememberReferral } from './referral-storage';

export type ProductPageProps = { slug: string; productPlatformId?: string; referralCode?: string };

export function ProductPage({ slug, productPlatformId, referralCode }: ProductPageProps) {
  const [search] = useSearchParams();
  const linkReferral = search.get('r');
  const referral = useMemo(() => rememberReferral(slug, referralCode || linkReferral), [slug, referralCode, linkReferral]);
  // The server renders this page with the product's detail (shell's render-first-screen.tsx).
  const detail = useApiData((signal) => api().call('productDetail', { params: { slug }, signal }), [slug], {
    firstScreen: firstScreenKey('productDetail', { slug }),
  });
  usePageView(detail.state === 'ready' ? detail.data.productId : null, referralCode || linkReferral);
  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <EmptyState
          kind="not-found"
          title={<Trans>找不到這個商品</Trans>}
          hint={<Trans>商品可能已下架。</Trans>}
          action={
            <>
              <LinkButton variant="primary" to="/">
                <Trans>回首頁</Trans>
              </LinkButton>
              <LinkButton to="/search">
                <Trans>搜尋其他商品</Trans>
              </LinkButton>
            </>
          }
        />
      );
    }
    return <ErrorState detail={detail.error.message} onRetry={detail.reload} />;
  }
  return (
    <ProductView
      product={detail.data}
      productPlatformId={Number(productPlatformId ?? 1) || 1}
      referral={referral}
      onReload={detail.reload}
    />
  );
}
