// The cart: groups by platform and merchant, quantity steppers bounded by inventory, remove,
// subtotals, and an empty state that leads back to the shop.
import { Trans, useLingui } from '@lingui/react/macro';
import { groupSubtotal, removeItem, setQuantity } from '@storefront/contracts';
import { EmptyState, ErrorState, Price } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { CartLine } from './cart-line';
import { useCart } from './use-cart';
import './cart.css';

export function CartPage() {
  const { t } = useLingui();
  const { cart, storageAvailable, update } = useCart();

  if (!storageAvailable) return <ErrorState title={t`請開啟預覽器cookie設定．`} />;

  const groups = cart.filter((group) => group.items.length > 0);
  if (groups.length === 0) {
    return (
      <EmptyState
        title={<Trans>購物車是空的</Trans>}
        action={
          <Link to="/">
            <Trans>去逛逛</Trans>
          </Link>
        }
      />
    );
  }

  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title">
        <Trans>購物車</Trans>
      </h1>
      {groups.map((group) => (
        <div key={group.productPlatformId} className="cart__group">
          <ul className="cart__items">
            {group.items.map((item) => (
              <CartLine
                key={`${item.productModelId}-${item.parentProductModelId ?? 'main'}`}
                item={item}
                onQuantity={(quantity) => update((c) => setQuantity(c, group.productPlatformId, item, quantity))}
                onRemove={() => update((c) => removeItem(c, group.productPlatformId, item))}
              />
            ))}
          </ul>
          <p className="cart__subtotal">
            <Trans>小計</Trans> <Price amount={groupSubtotal(group)} />
          </p>
        </div>
      ))}
    </section>
  );
}
