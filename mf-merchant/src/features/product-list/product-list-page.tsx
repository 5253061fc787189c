// /member/merchant/products: the merchant's own products (date, status, title, type, action), or
// 您尚未上架產品. Online products can be taken down (after a confirmation); every row links to its
// editor (a taken-down one to resubmit it). An edit waiting for review reads 上架中 · 修改審核中, and
// the operator's reason for a refusal shows on the row until the merchant resubmits.
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_STATUS, formatDate, type MerchantProductListItem } from '@storefront/contracts';
import { EmptyState, LoadingState, TableHead, api, useApiData, useLanguage } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { MerchantLoadFailure } from '../../shared/merchant-access';
import { ProductModelTypeLabel } from './product-model-type-label';
import { ProductStatusLabel } from './product-status-label';
import { TakedownButton } from './takedown-button';
import { CsvUploadButton } from './csv-upload/csv-upload-button';
import './product-list.css';

export function ProductListPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const products = useApiData((signal) => api().call('merchantProductList', { signal }), []);

  if (products.state === 'loading') return <LoadingState />;
  if (products.state === 'error') return <MerchantLoadFailure error={products.error} onRetry={products.reload} />;
  const list: MerchantProductListItem[] = products.data.productList;
  return (
    <section aria-labelledby="merchant-products-title" className="merchant-products-page">
      <div className="merchant-products-page__header">
        <h1 id="merchant-products-title">
          <Trans>商品管理</Trans>
        </h1>
        <CsvUploadButton onUploaded={products.reload} />
        <Link className="sf-button sf-button--primary" to="/member/merchant/newproduct">
          <Trans>新增商品</Trans>
        </Link>
      </div>
      {list.length === 0 ? (
        <EmptyState title={<Trans>您尚未上架產品</Trans>} />
      ) : (
        <table className="merchant-products">
          <caption className="sf-visually-hidden">{t`我的商品`}</caption>
          <TableHead columns={[t`日期`, t`狀態`, t`標題`, t`類型`, t`動作`]} />
          <tbody>
            {list.map((product) => (
              <tr key={product.productId}>
                <td>{formatDate(product.created, lang)}</td>
                <td>
                  <ProductStatusLabel status={product.status} pendingRevision={product.pendingRevision} />
                </td>
                <td>
                  {product.title}
                  {product.reviewReason ? (
                    <p className="merchant-products__reason" data-testid="review-reason">
                      <Trans>審核未通過：{product.reviewReason}</Trans>
                    </p>
                  ) : null}
                </td>
                <td>
                  <ProductModelTypeLabel type={product.productType} />
                </td>
                <td className="merchant-products__actions">
                  <Link
                    to={`/member/merchant/product/${product.productId}`}
                    aria-label={product.status === PRODUCT_STATUS.cancelled ? t`編輯並重新送審 ${product.title}` : t`編輯 ${product.title}`}
                  >
                    {product.status === PRODUCT_STATUS.cancelled ? <Trans>編輯並重新送審</Trans> : <Trans>編輯</Trans>}
                  </Link>
                  {product.status === PRODUCT_STATUS.online ? <TakedownButton product={product} onDone={products.reload} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
