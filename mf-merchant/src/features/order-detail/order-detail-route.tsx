// Route element of /member/merchant/order/:orderid: reads the id from the URL.
import { useParams } from 'react-router-dom';
import { OrderDetailPage } from './order-detail-page';

export function OrderDetailRoute() {
  const { orderid = '' } = useParams();
  return <OrderDetailPage key={orderid} orderId={orderid} />;
}
