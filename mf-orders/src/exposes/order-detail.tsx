// Exposed to hosts as mf_orders/OrderDetail: one of the buyer's orders.
import { AppI18nProvider } from '@storefront/ui';
import { OrderDetailPage } from '../features/order-detail/order-detail-page';
import { catalogs } from '../locales/catalogs';

export default function ExposedOrderDetail({ orderId }: { orderId: string }) {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <OrderDetailPage orderId={orderId} />
    </AppI18nProvider>
  );
}
