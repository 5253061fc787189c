// 購買紀錄: the buyer's orders, newest first, each linking to its detail; visitors go to login.
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { EmptyState, ErrorState, LoadingState, api, useApiData, RedirectToLogin } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { OrderRow } from './order-row';

export function OrderListPage() {
  const { t } = useLingui();
  const orders = useApiData((signal) => api().call('memberOrderList', { signal }), []);

  if (orders.state === 'loading') return <LoadingState />;
  if (orders.state === 'error') {
    if (orders.error instanceof ApiError && orders.error.status === 401) return <RedirectToLogin />;
    return <ErrorState detail={orders.error.message} onRetry={orders.reload} />;
  }
  const list = orders.data.orders;
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>購買紀錄</Trans>
      </h1>
      {list.length === 0 ? (
        <EmptyState
          title={<Trans>您還沒有任何訂單</Trans>}
          action={
            <Link to="/">
              <Trans>去逛逛</Trans>
            </Link>
          }
        />
      ) : (
        <table className="orders-table">
          <caption className="sf-visually-hidden">{t`訂單列表`}</caption>
          <thead>
            <tr>
              <th scope="col"><Trans>訂單編號</Trans></th>
              <th scope="col"><Trans>日期</Trans></th>
              <th scope="col"><Trans>狀態</Trans></th>
              <th scope="col"><Trans>數量</Trans></th>
              <th scope="col"><Trans>金額</Trans></th>
            </tr>
          </thead>
          <tbody>
            {list.map((order) => (
              <OrderRow key={order.orderId} order={order} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
