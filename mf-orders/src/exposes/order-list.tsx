// Exposed to hosts as mf_orders/OrderList: the buyer's order history (購買紀錄).
import { AppI18nProvider } from '@storefront/ui';
import { BuildLabel } from '@storefront/ui/build-label';
import { OrderListPage } from '../features/order-list/order-list-page';
import { catalogs } from '../locales/catalogs';

export default function ExposedOrderList() {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <OrderListPage />
      <BuildLabel />
    </AppI18nProvider>
  );
}
