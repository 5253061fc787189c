// The product detail page: loading state, then the product with its gallery, pickers and the
// add-to-cart panel. A slug the server does not know shows a not-found state.
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { EmptyState, ErrorState, LoadingState, api, useApiData } from '@storefront/ui';
import { ProductView } from './product-view';

export type ProductPageProps = { slug: string; productPlatformId?: string; referralCode?: string };

export function ProductPage({ slug, productPlatformId }: ProductPageProps) {
  const detail = useApiData((signal) => api().call('productDetail', { params: { slug }, signal }), [slug]);
  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return <EmptyState title={<Trans>找不到這個商品</Trans>} hint={<Trans>商品可能已下架。</Trans>} />;
    }
    return <ErrorState detail={detail.error.message} onRetry={detail.reload} />;
  }
  return <ProductView product={detail.data} productPlatformId={Number(productPlatformId ?? 1) || 1} />;
}
