// /member/merchant/orders: the merchant's orders (number, date, status, orderer, quantity, price)
// linking to their detail, filtered by status and month from the URL; an empty state that says
// whether filters are on. Visitors go to login; members who are not merchants are told so.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@storefront/contracts';
import { ApiDataFallback, EmptyState, ErrorState, Price, TableHead, api, useApiData, useLanguage } from '@storefront/ui';
import { OrderStatusLabel } from '@storefront/ui/orders';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderFilters } from './order-filters';
import '../../shared/merchant-orders.css';

const validStatus = (value: string | null) => (value && /^[0-7]$/.test(value) ? value : '');
const validMonth = (value: string | null) => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : '');

export function OrderListPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = validStatus(searchParams.get('status'));
  const month = validMonth(searchParams.get('month'));
  const orders = useApiData(
    (signal) => api().call('merchantOrderList', { query: { ...(status ? { status } : {}), ...(month ? { month } : {}) }, signal }),
    [status, month],
  );

  const changeFilters = (next: { status: string; month: string }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.month) params.set('month', next.month);
    setSearchParams(params);
  };

  let content;
  if (orders.state !== 'ready')
    content = <ApiDataFallback data={orders} forbidden={<ErrorState title={<Trans>此功能僅供搭檔使用</Trans>} />} />;
  else if (orders.data.orders.length === 0) {
    content = <EmptyState title={status || month ? <Trans>沒有符合條件的訂單</Trans> : <Trans>目前沒有訂單</Trans>} />;
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
      <OrderFilters status={status} month={month} onChange={changeFilters} />
      {content}
    </section>
  );
}
