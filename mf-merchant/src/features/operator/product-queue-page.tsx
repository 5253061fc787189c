// /member/operator: the product submissions, oldest first, by where they stand (pending,
// approved, rejected): product, merchant, time submitted and kind; each opens its review. The
// tab, a search by product or merchant name and the page are in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_STATES } from '@storefront/contracts/operator';
import { EmptyState, LoadingState, Tabs, api, useApiData, Link } from '@storefront/ui';
import { ListPager, ListSearch, ListTotal, PastLastPage } from '@storefront/ui/lists';
import { OperatorLoadFailure } from './operator-load-failure';
import { OperatorNav } from './operator-nav';
import { ReviewStateLabel, SubmissionKindLabel } from './review-state-label';
import { SubmittedTime } from './submitted-time';
import { queueQuery, useQueuePlace, type QueuePlace } from './use-queue-place';

export function ProductQueuePage() {
  const { t } = useLingui();
  const place = useQueuePlace();
  return (
    <section aria-labelledby="operator-products-title" className="operator-page">
      <OperatorNav />
      <h1 id="operator-products-title">
        <Trans>商品審核</Trans>
      </h1>
      <ListSearch value={place.values.q} label={t`搜尋送審商品`} placeholder={t`商品或搭檔名稱`} onSearch={(q) => place.set({ q })} />
      <Tabs
        label={t`審核狀態`}
        active={place.values.status}
        onSelect={place.selectStatus}
        items={REVIEW_STATES.map((state) => ({
          id: state,
          label: <ReviewStateLabel state={state} />,
          content: <ProductQueue place={place} />,
        }))}
      />
    </section>
  );
}

function ProductQueue({ place }: { place: QueuePlace }) {
  const { t } = useLingui();
  const { status, q } = place.values;
  const list = useApiData((signal) => api().call('operatorReviewList', { query: queueQuery('product', place), signal }), [place.key]);

  if (list.state === 'loading') return <LoadingState />;
  if (list.state === 'error') return <OperatorLoadFailure error={list.error} onRetry={list.reload} />;
  const products = list.data.products ?? [];
  if (list.data.total === 0) {
    const none = q ? (
      <Trans>沒有符合搜尋的商品</Trans>
    ) : status === 'pending' ? (
      <Trans>目前沒有待審核的商品</Trans>
    ) : (
      <Trans>沒有商品</Trans>
    );
    return <EmptyState title={none} />;
  }
  if (products.length === 0) return <PastLastPage title={<Trans>這一頁沒有商品</Trans>} firstPageHref={place.pageHref(1)} />;
  return (
    <>
      <ListTotal {...list.data} />
      <table className="operator-table">
        <caption className="sf-visually-hidden">{t`送審商品`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>送審時間</Trans>
            </th>
            <th scope="col">
              <Trans>商品</Trans>
            </th>
            <th scope="col">
              <Trans>搭檔</Trans>
            </th>
            <th scope="col">
              <Trans>類型</Trans>
            </th>
            {status === 'pending' ? null : (
              <th scope="col">
                <Trans>審核結果</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.productId}>
              <td data-label={t`送審時間`}>
                <SubmittedTime iso={product.submittedAt} />
              </td>
              <td data-label={t`商品`}>
                <Link to={`/member/operator/product/${product.productId}`}>{product.title}</Link>
              </td>
              <td data-label={t`搭檔`}>{product.merchantName}</td>
              <td data-label={t`類型`}>
                <SubmissionKindLabel kind={product.kind} />
              </td>
              {status === 'pending' ? null : (
                <td data-label={t`審核結果`}>
                  <ReviewStateLabel state={product.reviewStatus} />
                  {product.reason ? <span className="operator-reason">{product.reason}</span> : null}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ListPager {...list.data} pageHref={place.pageHref} />
    </>
  );
}
