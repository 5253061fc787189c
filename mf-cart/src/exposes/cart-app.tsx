// Exposed to hosts as mf_cart/CartApp: the cart and, from issue to issue, the checkout steps.
import { AppI18nProvider } from '@storefront/ui';
import { CartPage } from '../features/cart/cart-page';
import { catalogs } from '../locales/catalogs';

export type CartAppProps = { view?: 'cart' | 'checkout' };

export default function ExposedCartApp(_props: CartAppProps) {
  return (
    <AppI18nProvider catalogs={catalogs}>
      <CartPage />
    </AppI18nProvider>
  );
}
