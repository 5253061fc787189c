// 購買紀錄: the buyer's orders, newest first, a page at a time from the server, each with its first
// product and linking to its detail, filtered by a stage of the member centre (待付款, 待出貨, 運送中,
// 退貨/退款) or a status display group (kept in the URL as ?group=&page=, the member centre's counts
// link there); the orders of one payment (a checkout of several merchants' goods) are shown
// together under 合併付款; visitors go to login. An order cancelled on this page or in another tab
// (the bus's orders-changed) reloads the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { subscribe, type OrderFilterGroup, type OrderListItem } from '@storefront/contracts';
import { OrderListQuery } from '@storefront/contracts/orders';
import { ApiDataFallback, Button, EmptyState, LinkButton, Price, TableHead, api, firstScreenKey, useApiData } from '@storefront/ui';
import { useEffect } from 'react';
import { ListPager, ListTotal, PastLastPage, useListQuery, useSettledPageInfo } from '@storefront/ui/lists';
import '../orders.css';
import { OrderFilter } from './order-filter';
import { OrderRow } from './order-row';

/** The list in its order, the orders of one payment brought together where the first of them is. */
function byPayment(orders: readonly OrderListItem[]): { key: string; paid: OrderListItem[] }[] {
  const sizes = new Map<number, number>();
  for (const o of orders) if (o.paymentGroupId != null) sizes.set(o.paymentGroupId, (sizes.get(o.paymentGroupId) ?? 0) + 1);
  const sections: { key: string; paid: OrderListItem[] }[] = [];
  const byGroup = new Map<number, OrderListItem[]>();
  for (const o of orders) {
    const groupId = o.paymentGroupId;
    if (groupId == null || (sizes.get(groupId) ?? 0) < 2) {
      sections.push({ key: `order-${o.orderId}`, paid: [o] });
      continue;
    }
    const known = byGroup.get(groupId);
    if (known) known.push(o);
    else {
      const paid = [o];
      byGroup.set(groupId, paid);
      sections.push({ key: `group-${groupId}`, paid });
    }
  }
  return sections;
}

export function OrderListPage() {
  const { t } = useLingui();
  const query = useListQuery(OrderListQuery);
  const { group, page } = query.values;
  // The server renders this page with the buyer's orders (shell's render-first-screen.tsx).
  const orders = useApiData((signal) => api().call('memberOrderList', { query: query.query, signal }), [query.key], {
    firstScreen: firstScreenKey('memberOrderList', {}, query.query),
  });
  const reload = orders.reload;
  useEffect(() => subscribe('orders-changed', () => reload()), [reload]);
  const answer = orders.data;
  const pageInfo = useSettledPageInfo(
    answer
      ? { total: answer.total ?? answer.orders.length, page: answer.page ?? 1, pageSize: answer.pageSize ?? answer.orders.length }
      : undefined,
  );

  // Until the first answer, the loading state (or the way to login); after it, the heading, the
  // filter and the pager stay in place while another group or page loads, so a keyboard user
  // keeps the filter they are on.
  if (!pageInfo) return <ApiDataFallback data={orders} />;
  const list = answer?.orders ?? [];
  const total = answer ? (answer.total ?? list.length) : pageInfo.total;
  const choose = (next: OrderFilterGroup) => query.set({ group: next === 'all' ? undefined : next });
  let content;
  if (orders.state !== 'ready') content = <ApiDataFallback data={orders} />;
  else if (total === 0)
    content = (
      <EmptyState
        kind="search"
        title={<Trans>沒有符合條件的訂單</Trans>}
        action={
          <Button variant="secondary" onClick={() => choose('all')}>
            <Trans>顯示全部訂單</Trans>
          </Button>
        }
      />
    );
  else if (list.length === 0) content = <PastLastPage title={<Trans>這一頁沒有訂單</Trans>} firstPageHref={query.pageHref(1)} />;
  else
    content = (
      <>
        <ListTotal page={page} pageSize={answer?.pageSize ?? list.length} total={total} />
        <table className="orders-table">
          <caption className="sf-visually-hidden">{t`訂單列表`}</caption>
          <TableHead columns={[t`訂單編號`, t`商品`, t`日期`, t`狀態`, t`數量`, t`金額`]} />
          {byPayment(list).map(({ key, paid }) => {
            if (paid.length === 1) {
              return (
                <tbody key={key}>
                  <OrderRow order={paid[0]!} />
                </tbody>
              );
            }
            const count = paid.length;
            const total = paid.reduce((sum, o) => sum + o.price, 0);
            return (
              <tbody key={key} className="orders-table__payment" data-testid="payment-group">
                <tr className="orders-table__payment-head">
                  <th scope="rowgroup" colSpan={6}>
                    <Trans>合併付款（{count} 筆訂單）</Trans> <Price amount={total} currencyType={paid[0]!.currency} />
                  </th>
                </tr>
                {paid.map((order) => (
                  <OrderRow key={order.orderId} order={order} />
                ))}
              </tbody>
            );
          })}
        </table>
      </>
    );
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">
        <Trans>購買紀錄</Trans>
      </h1>
      {orders.state === 'ready' && total === 0 && group === 'all' ? (
        <EmptyState
          kind="cart"
          title={<Trans>您還沒有任何訂單</Trans>}
          action={
            <LinkButton variant="primary" to="/">
              <Trans>去逛逛</Trans>
            </LinkButton>
          }
        />
      ) : (
        <>
          <OrderFilter value={group} onChange={choose} />
          {content}
          {total > 0 ? <ListPager page={page} pageSize={pageInfo.pageSize} total={pageInfo.total} pageHref={query.pageHref} /> : null}
        </>
      )}
    </section>
  );
}
