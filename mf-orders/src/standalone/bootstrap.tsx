// The buyer's orders alone on a stand-in host page, at the shell's paths.
import { mountStandalone } from '@storefront/ui';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import ExposedOrderDetail from '../exposes/order-detail';
import ExposedOrderList from '../exposes/order-list';

function OrderDetailRoute() {
  const { orderid = '' } = useParams();
  return <ExposedOrderDetail orderId={orderid} />;
}

mountStandalone(() => (
  <Routes>
    <Route path="/member/orders" element={<ExposedOrderList />} />
    <Route path="/member/order/:orderid" element={<OrderDetailRoute />} />
    <Route path="*" element={<Navigate to="/member/orders" replace />} />
  </Routes>
));
