// /member/merchant/orders: the merchant's orders (number, date, status, orderer, quantity, price)
// linking to their detail, a page at a time from the server; a refund that waits for the buyer's
// bank account says so under the order's status (等待買家提供退款帳戶, as on the detail). The
// search (order number or orderer), the status, month and refund filters, the sort and the page
// are in the URL, so reload and back keep the place; an empty state says whether filters are on.
// Visitors go to login; members who are not merchants are told so.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@storefront/contracts';
import { MerchantOrderListQuery } from '@storefront/contracts/merchant';
import { ApiDataFallback, EmptyState, ErrorState, Price, TableHead, api, useApiData, useLanguage, Link } from '@storefront/ui';
import { ListPager, ListSearch, ListTotal, PastLastPage, useListQuery, useSettledPageInfo } from '@storefront/ui/lists';
import { OrderStatusLabel } from '@storefront/ui/orders';
import { OrderFilters } from './order-filters';
import '../../shared/merchant-orders.css';

export function OrderListPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const list = useListQuery(MerchantOrderListQuery);
  const { q, page, sort } = list.values;
  const status = list.values.status === undefined ? '' : String(list.values.status);
  const month = list.values.month ?? '';
  const refund = list.values.refund ?? '';
  const orders = useApiData((signal) => api().call('merchantOrderList', { query: list.query, signal }), [list.key]);
  const pageInfo = useSettledPageInfo(orders.data);

  let content;
  if (orders.state !== 'ready')
    content = <ApiDataFallback data={orders} forbidden={<ErrorState title={<Trans>此功能僅供搭檔使用</Trans>} />} />;
  else if (orders.data.total === 0) {
    content = <EmptyState title={status || month || refund || q ? <Trans>沒有符合條件的訂單</Trans> : <Trans>目前沒有訂單</Trans>} />;
  } else if (orders.data.orders.length === 0) {
    content = <PastLastPage title={<Trans>這一頁沒有訂單</Trans>} firstPageHref={list.pageHref(1)} />;
  } else {
    content = (
      <table className="merchant-orders">
        <caption className="sf-visually-hidden">{t`訂單列表`}</caption>
        <TableHead columns={[t`訂單編號`, t`日期`, t`狀態`, t`訂購人`, t`數量`, t`金額`]} />
        <tbody>
          {orders.data.orders.map((order) => (
            <tr key={order.orderId}>
              <td data-label={t`訂單編號`}>
                <Link to={`/member/merchant/order/${order.orderId}`}>{order.orderStatementId}</Link>
              </td>
              <td data-label={t`日期`}>{formatDate(order.date, lang)}</td>
              <td data-label={t`狀態`}>
                <OrderStatusLabel status={order.status} />
                {order.refundAwaitingAccount ? (
                  <span className="merchant-orders__refund-pending" data-testid="refund-awaiting-account">
                    <Trans>等待買家提供退款帳戶</Trans>
                  </span>
                ) : null}
              </td>
              <td data-label={t`訂購人`}>{order.orderName}</td>
              <td data-label={t`數量`}>{order.quantity}</td>
              <td data-label={t`金額`}>
                <Price amount={order.price} currencyType={order.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby="merchant-orders-title">
      <h1 id="merchant-orders-title">
        <Trans>訂單管理</Trans>
      </h1>
      <ListSearch value={q} label={t`搜尋訂單`} placeholder={t`訂單編號或訂購人`} onSearch={(text) => list.set({ q: text })} />
      <OrderFilters status={status} month={month} refund={refund} sort={sort} onChange={list.set} />
      {orders.state === 'ready' && orders.data.total > 0 ? <ListTotal {...orders.data} /> : null}
      {content}
      {pageInfo ? <ListPager page={page} pageSize={pageInfo.pageSize} total={pageInfo.total} pageHref={list.pageHref} /> : null}
    </section>
  );
}
