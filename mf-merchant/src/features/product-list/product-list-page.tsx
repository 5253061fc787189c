// /member/merchant/products: the merchant's own products (date, status, title, type), or
// 您尚未上架產品. Visitors go to login; members who are not merchants are told so.
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, formatDate } from '@storefront/contracts';
import { EmptyState, ErrorState, LoadingState, api, useApiData, useLanguage, RedirectToLogin } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { ProductStatusLabel } from './product-status-label';

export function ProductListPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const products = useApiData((signal) => api().call('merchantProductList', { signal }), []);

  if (products.state === 'loading') return <LoadingState />;
  if (products.state === 'error') {
    if (products.error instanceof ApiError && products.error.status === 401) return <RedirectToLogin />;
    if (products.error instanceof ApiError && products.error.status === 403) return <ErrorState title={<Trans>此功能僅供搭檔使用</Trans>} />;
    return <ErrorState detail={products.error.message} onRetry={products.reload} />;
  }
  const list = products.data.productList;
  return (
    <section aria-labelledby="merchant-products-title">
      <h1 id="merchant-products-title">
        <Trans>商品管理</Trans>
      </h1>
      {list.length === 0 ? (
        <EmptyState title={<Trans>您尚未上架產品</Trans>} />
      ) : (
        <table className="merchant-products">
          <caption className="sf-visually-hidden">{t`我的商品`}</caption>
          <thead>
            <tr>
              <th scope="col"><Trans>日期</Trans></th>
              <th scope="col"><Trans>狀態</Trans></th>
              <th scope="col"><Trans>標題</Trans></th>
              <th scope="col"><Trans>類型</Trans></th>
            </tr>
          </thead>
          <tbody>
            {list.map((product) => (
              <tr key={product.productId}>
                <td>{formatDate(product.created, lang)}</td>
                <td><ProductStatusLabel status={product.status} /></td>
                <td>{product.title}</td>
                <td>{product.productType}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
