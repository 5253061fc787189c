// One order of the history: number (linking to the detail), date, status, quantity and price.
import { formatDate, type OrderListItem } from '@storefront/contracts';
import { Price, useLanguage } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { OrderStatusLabel } from '../order-status/order-status-label';

export function OrderRow({ order }: { order: OrderListItem }) {
  const lang = useLanguage();
  return (
    <tr>
      <td>
        <Link to={`/member/order/${order.orderId}`}>{order.orderStatementId}</Link>
      </td>
      <td>{formatDate(order.date, lang)}</td>
      <td>
        <OrderStatusLabel status={order.status} />
      </td>
      <td>{order.quantity}</td>
      <td>
        <Price amount={order.price} currencyType={order.currency} />
      </td>
    </tr>
  );
}
