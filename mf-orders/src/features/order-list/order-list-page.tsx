// 購買紀錄: the buyer's orders, newest first, each linking to its detail, filtered by the status
// display group (kept in the URL as ?group=); visitors go to login. An order cancelled on this
// page or in another tab (the bus's orders-changed) reloads the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { orderStatusGroup, subscribe, type OrderFilterGroup } from '@storefront/contracts';
import { isOrderFilterGroup } from '@storefront/contracts/orders';
import { ApiDataFallback, EmptyState, api, firstScreenKey, useApiData } from '@storefront/ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../orders.css';
import { OrderFilter } from './order-filter';
import { OrderRow } from './order-row';

export function OrderListPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('group');
  const group: OrderFilterGroup = isOrderFilterGroup(requested) ? requested : 'all';
  // The server renders this page with the buyer's orders (shell's render-first-screen.tsx).
  const orders = useApiData((signal) => api().call('memberOrderList', { signal }), [], {
    firstScreen: firstScreenKey('memberOrderList'),
  });
  const reload = orders.reload;
  useEffect(() => subscribe('orders-changed', () => reload()), [reload]);

  if (orders.state !== 'ready') return <ApiDataFallback data={orders} />;
  const all = orders.data.orders;
  const list = group === 'all' ? all : all.filter((order) => orderStatusGroup(order.status) === group);
  const choose = (next: OrderFilterGroup) => setSearch(next === 'all' ? {} : { group: next }, { replace: true });
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>購買紀錄</Trans>
      </h1>
      {all.length === 0 ? (
        <EmptyState
          title={<Trans>您還沒有任何訂單</Trans>}
          action={
            <Link to="/">
              <Trans>去逛逛</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <OrderFilter value={group} onChange={choose} />
          {list.length === 0 ? (
            <EmptyState title={<Trans>沒有符合條件的訂單</Trans>} />
          ) : (
            <table className="orders-table">
              <caption className="sf-visually-hidden">{t`訂單列表`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>訂單編號</Trans>
                  </th>
                  <th scope="col">
                    <Trans>日期</Trans>
                  </th>
                  <th scope="col">
                    <Trans>狀態</Trans>
                  </th>
                  <th scope="col">
                    <Trans>數量</Trans>
                  </th>
                  <th scope="col">
                    <Trans>金額</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((order) => (
                  <OrderRow key={order.orderId} order={order} />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
