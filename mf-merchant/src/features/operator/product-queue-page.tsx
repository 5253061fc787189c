// /member/operator: the product submissions, oldest first, by where they stand (pending,
// approved, rejected): product, merchant, time submitted and kind; each opens its review.
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_STATES, type ReviewState } from '@storefront/contracts/operator';
import { EmptyState, LoadingState, Tabs, api, useApiData } from '@storefront/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OperatorLoadFailure } from './operator-load-failure';
import { OperatorNav } from './operator-nav';
import { Pager } from './pager';
import { ReviewStateLabel, SubmissionKindLabel } from './review-state-label';
import { SubmittedTime } from './submitted-time';

export function ProductQueuePage() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="operator-products-title" className="operator-page">
      <OperatorNav />
      <h1 id="operator-products-title">
        <Trans>商品審核</Trans>
      </h1>
      <Tabs
        label={t`審核狀態`}
        items={REVIEW_STATES.map((state) => ({
          id: state,
          label: <ReviewStateLabel state={state} />,
          content: <ProductQueue status={state} />,
        }))}
      />
    </section>
  );
}

function ProductQueue({ status }: { status: ReviewState }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useApiData(
    (signal) => api().call('operatorReviewList', { query: { kind: 'product', status, page: String(page) }, signal }),
    [status, page],
  );

  if (list.state === 'loading') return <LoadingState />;
  if (list.state === 'error') return <OperatorLoadFailure error={list.error} onRetry={list.reload} />;
  const products = list.data.products ?? [];
  if (products.length === 0) {
    return <EmptyState title={status === 'pending' ? <Trans>目前沒有待審核的商品</Trans> : <Trans>沒有商品</Trans>} />;
  }
  return (
    <>
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
      <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
    </>
  );
}
