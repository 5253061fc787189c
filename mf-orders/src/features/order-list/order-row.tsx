// One order of the history: number (linking to the detail), its first product with the product's
// picture (and how many more it holds), date, status, quantity and price;
// cancelled and returned orders are greyed; a refund waiting for the buyer's bank account says so
// under the status (the order's detail has the form).
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, orderStatusGroup, type OrderListItem } from '@storefront/contracts';
import { Price, useLanguage, Link } from '@storefront/ui';
import { OrderFirstProduct, OrderStatusLabel } from '@storefront/ui/orders';

export function OrderRow({ order }: { order: OrderListItem }) {
  const { t } = useLingui();
  const lang = useLanguage();
  return (
    <tr className={`orders-table__row--${orderStatusGroup(order.status)}`}>
      <td data-label={t`訂單編號`}>
        <Link to={`/member/order/${order.orderId}`}>{order.orderStatementId}</Link>
      </td>
      <td data-label={t`商品`} className="orders-table__product">
        <OrderFirstProduct title={order.productTitle ?? ''} imageUrl={order.productImageUrl} moreProducts={order.moreProducts ?? 0} />
      </td>
      <td data-label={t`日期`}>{formatDate(order.date, lang)}</td>
      <td data-label={t`狀態`}>
        {order.refundAwaitingAccount ? (
          <span>
            <OrderStatusLabel status={order.status} />
            <span className="orders-table__refund-pending" data-testid="refund-awaiting-account">
              <Trans>退款待處理：請提供退款帳戶</Trans>
            </span>
          </span>
        ) : (
          <OrderStatusLabel status={order.status} />
        )}
      </td>
      <td data-label={t`數量`}>{order.quantity}</td>
      <td data-label={t`金額`}>
        <Price amount={order.price} currencyType={order.currency} />
      </td>
    </tr>
  );
}
