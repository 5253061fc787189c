// Exposed to hosts as mf_cart/CartApp: the cart (view 'cart') and the checkout steps (view
// 'checkout', under the host's /checkout/* route).
import { AppI18nProvider, LoadingState } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { CartPage } from '../features/cart/cart-page';
import { catalogs } from '../locales/catalogs';

// The checkout (its forms, the address fields and the Taiwan address data) loads only when a
// checkout step is opened: the cart page has no use for it.
const CheckoutApp = lazy(() => import('../features/checkout/checkout-app').then((m) => ({ default: m.CheckoutApp })));

export type CartAppProps = { view?: 'cart' | 'checkout' };

export default function ExposedCartApp({ view = 'cart' }: CartAppProps) {
  return (
    <AppI18nProvider catalogs={catalogs}>
      {view === 'checkout' ? (
        <Suspense fallback={<LoadingState />}>
          <CheckoutApp />
        </Suspense>
      ) : (
        <CartPage />
      )}
    </AppI18nProvider>
  );
}
