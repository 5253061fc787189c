// One of the buyer's orders, with a back link to the list. Another member's order is not found.
import { Trans } from '@lingui/react/macro';
import { ApiError, formatDate } from '@storefront/contracts';
import { EmptyState, ErrorState, LoadingState, Price, api, useApiData, useLanguage, RedirectToLogin } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { OrderStatusLabel } from '../order-status/order-status-label';

export function OrderDetailPage({ orderId }: { orderId: string }) {
  const lang = useLanguage();
  const detail = useApiData((signal) => api().call('memberOrderDetail', { params: { orderId }, signal }), [orderId]);
  const back = (
    <Link to="/member/orders">
      <Trans>回到購買紀錄</Trans>
    </Link>
  );

  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') {
    if (detail.error instanceof ApiError && detail.error.status === 401) return <RedirectToLogin />;
    if (detail.error instanceof ApiError && detail.error.status === 404) return <EmptyState title={<Trans>找不到這筆訂單</Trans>} action={back} />;
    return <ErrorState detail={detail.error.message} onRetry={detail.reload} />;
  }
  const order = detail.data.orderModel;
  const orderNumber = order.orderStatementId;
  return (
    <section aria-labelledby="order-title">
      {back}
      <h1 id="order-title">
        <Trans>訂單 {orderNumber}</Trans>
      </h1>
      <dl className="order-detail__fields">
        <dt><Trans>日期</Trans></dt>
        <dd>{formatDate(order.created, lang)}</dd>
        <dt><Trans>狀態</Trans></dt>
        <dd><OrderStatusLabel status={order.status} /></dd>
        <dt><Trans>收件人</Trans></dt>
        <dd>{order.deliveryFullName}</dd>
        <dt><Trans>運送地址</Trans></dt>
        <dd>{order.deliveryAddress}</dd>
      </dl>
      <ul className="order-detail__items">
        {order.orderItems.map((item, index) => (
          <li key={index}>
            {item.productTitle} {item.productSpec ? `(${item.productSpec})` : null} × {item.quantity}{' '}
            <Price amount={item.subtotalPrice} currencyType={order.currencyType} />
          </li>
        ))}
      </ul>
      <p>
        <Trans>運費</Trans> <Price amount={order.shippingPrice ?? 0} currencyType={order.currencyType} />
      </p>
      <p>
        <Trans>總計</Trans> <Price amount={order.totalPrice} currencyType={order.currencyType} />
      </p>
    </section>
  );
}
