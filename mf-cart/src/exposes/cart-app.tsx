// Exposed to hosts as mf_cart/CartApp: the cart (view 'cart') and the checkout steps (view
// 'checkout', under the host's /checkout/* route).
import { AppI18nProvider } from '@storefront/ui';
import { CartPage } from '../features/cart/cart-page';
import { CheckoutApp } from '../features/checkout/checkout-app';
import { catalogs } from '../locales/catalogs';

export type CartAppProps = { view?: 'cart' | 'checkout' };

export default function ExposedCartApp({ view = 'cart' }: CartAppProps) {
  return <AppI18nProvider catalogs={catalogs}>{view === 'checkout' ? <CheckoutApp /> : <CartPage />}</AppI18nProvider>;
}
