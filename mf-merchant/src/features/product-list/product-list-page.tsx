// /member/merchant/products: the merchant's own products, a page at a time from the server: each
// row its thumbnail and title, price, stock, a status badge, type, date and actions. The search,
// the status filter, the sort and the page are in the URL (?q=&status=&sort=&page=), so reload and
// back keep the place; the CSV upload sits in the list's toolbar. No products at all reads
// 您尚未上架產品. Online products can be taken down (after a confirmation); every row links to its
// editor (a taken-down one to resubmit it). An edit waiting for review reads 上架中 · 修改審核中,
// and the operator's reason for a refusal shows on the row until the merchant resubmits. At 992 px
// or less each row is a card (thumbnail beside its fields), so nothing scrolls sideways.
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_STATUS, PRODUCT_STATUSES, formatDate, formatNumber, type MerchantProductListItem } from '@storefront/contracts';
import { MerchantProductListQuery, type MerchantProductSort } from '@storefront/contracts/merchant';
import { EmptyState, LinkButton, LoadingState, Price, TableHead, api, useApiData, useLanguage } from '@storefront/ui';
import {
  FilterBar,
  FilterSelect,
  ListPager,
  ListSearch,
  ListTotal,
  PastLastPage,
  SortSelect,
  useListQuery,
  useSettledPageInfo,
} from '@storefront/ui/lists';
import { MerchantLoadFailure } from '../../shared/merchant-access';
import { ProductModelTypeLabel } from './product-model-type-label';
import { ProductStatusLabel, useProductStatusText } from './product-status-label';
import { TakedownButton } from './takedown-button';
import { CsvUploadButton } from './csv-upload/csv-upload-button';
import './product-list.css';

function ProductFilters({
  status,
  sort,
  onChange,
}: {
  status: string;
  sort: MerchantProductSort;
  onChange: (changes: Record<string, string>) => void;
}) {
  const { t } = useLingui();
  const statusText = useProductStatusText();
  const sorts: Record<MerchantProductSort, string> = {
    newest: t`最新建立`,
    oldest: t`最早建立`,
    titleAsc: t`標題 A → Z`,
    titleDesc: t`標題 Z → A`,
  };
  return (
    <FilterBar label={t`篩選商品`}>
      <FilterSelect
        label={t`商品狀態`}
        value={status}
        allLabel={t`全部狀態`}
        options={PRODUCT_STATUSES.map((s) => ({ value: String(s), label: statusText(s) }))}
        onChange={(value) => onChange({ status: value })}
      />
      <SortSelect label={t`排序`} value={sort} sorts={sorts} defaultSort="newest" onChange={(value) => onChange({ sort: value })} />
    </FilterBar>
  );
}

export function ProductListPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const list = useListQuery(MerchantProductListQuery);
  const { q, page, sort } = list.values;
  const status = list.values.status === undefined ? '' : String(list.values.status);
  const filtered = Boolean(q || status);
  const products = useApiData((signal) => api().call('merchantProductList', { query: list.query, signal }), [list.key]);
  const pageInfo = useSettledPageInfo(products.data);

  let content;
  if (products.state === 'loading') content = <LoadingState />;
  else if (products.state === 'error') content = <MerchantLoadFailure error={products.error} onRetry={products.reload} />;
  else if (products.data.total === 0) {
    content = filtered ? (
      <EmptyState
        title={<Trans>沒有符合條件的商品</Trans>}
        action={
          <button type="button" className="sf-button sf-button--link" onClick={() => list.set({ q: '', status: '' })}>
            <Trans>清除篩選</Trans>
          </button>
        }
      />
    ) : (
      <EmptyState title={<Trans>您尚未上架產品</Trans>} />
    );
  } else if (products.data.productList.length === 0) {
    content = <PastLastPage title={<Trans>這一頁沒有商品</Trans>} firstPageHref={list.pageHref(1)} />;
  } else {
    const rows: MerchantProductListItem[] = products.data.productList;
    content = (
      <table className="merchant-products">
        <caption className="sf-visually-hidden">{t`我的商品`}</caption>
        <TableHead columns={[t`商品`, t`價格`, t`庫存`, t`狀態`, t`類型`, t`日期`, t`動作`]} />
        <tbody>
          {rows.map((product) => (
            <tr key={product.productId}>
              <td className="merchant-products__product">
                <span className="merchant-products__thumb">
                  {product.img ? <img src={product.img} alt="" width={64} height={64} loading="lazy" /> : null}
                </span>
                <span className="merchant-products__title">
                  {product.title}
                  {product.reviewReason ? (
                    <span className="merchant-products__reason" data-testid="review-reason">
                      <Trans>審核未通過：{product.reviewReason}</Trans>
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label={t`價格`} className="merchant-products__number">
                {product.price != null ? <Price amount={product.price} /> : '—'}
              </td>
              <td data-label={t`庫存`} className="merchant-products__number">
                {product.stock != null ? formatNumber(product.stock) : '—'}
              </td>
              <td data-label={t`狀態`} className="merchant-products__status">
                <ProductStatusLabel status={product.status} pendingRevision={product.pendingRevision} />
              </td>
              <td data-label={t`類型`}>
                <ProductModelTypeLabel type={product.productType} />
              </td>
              <td data-label={t`日期`}>{formatDate(product.created, lang)}</td>
              <td className="merchant-products__actions">
                <LinkButton
                  size="small"
                  to={`/member/merchant/product/${product.productId}`}
                  aria-label={product.status === PRODUCT_STATUS.cancelled ? t`編輯並重新送審 ${product.title}` : t`編輯 ${product.title}`}
                >
                  {product.status === PRODUCT_STATUS.cancelled ? <Trans>編輯並重新送審</Trans> : <Trans>編輯</Trans>}
                </LinkButton>
                {product.status === PRODUCT_STATUS.online ? <TakedownButton product={product} onDone={products.reload} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby="merchant-products-title" className="merchant-products-page">
      <div className="merchant-products-page__header">
        <h1 id="merchant-products-title">
          <Trans>商品管理</Trans>
        </h1>
        <LinkButton variant="primary" to="/member/merchant/newproduct">
          <Trans>新增商品</Trans>
        </LinkButton>
      </div>
      <div className="merchant-products-toolbar">
        <div className="merchant-products-toolbar__search">
          <ListSearch value={q} label={t`搜尋商品`} placeholder={t`商品名稱`} onSearch={(text) => list.set({ q: text })} />
        </div>
        <ProductFilters status={status} sort={sort} onChange={list.set} />
        <div className="merchant-products-toolbar__end">
          <CsvUploadButton onUploaded={products.reload} />
        </div>
      </div>
      {products.state === 'ready' && products.data.total > 0 ? <ListTotal {...products.data} /> : null}
      {content}
      {pageInfo ? <ListPager page={page} pageSize={pageInfo.pageSize} total={pageInfo.total} pageHref={list.pageHref} /> : null}
    </section>
  );
}
