// The cart link with the number of items, kept in step with every app and tab through the bus.
import { useLingui } from '@lingui/react/macro';
import { cartCount, loadCart, subscribe } from '@storefront/contracts';
import { useSyncExternalStore } from 'react';
import { Link } from '@storefront/ui';
import { CartIcon } from './cart-icon';

function readCount(): number {
  try {
    return cartCount(loadCart());
  } catch {
    return 0; // storage unavailable: the cart itself explains that when opened
  }
}

const subscribeToCart = (onChange: () => void) => subscribe('cart-changed', onChange);
// The server does not see the visitor's cart: its HTML (and React adopting it) shows 0, then the
// browser's count.
const countOnServer = () => 0;

export function CartBadge() {
  const { t } = useLingui();
  const count = useSyncExternalStore(subscribeToCart, readCount, countOnServer);
  return (
    <Link to="/cart" className="shell-header__cart" aria-label={t`購物車，${count} 件商品`}>
      <CartIcon />
      <span>{t`購物車`}</span>
      {/* A space, so the visible text reads "Cart 1" and stays part of the link's name. */}{' '}
      <span className="shell-header__badge" data-testid="cart-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
