// The cart: lines by merchant and platform group, add-ons under their parent, quantity steppers
// bounded by inventory, remove, subtotals, prices and stock re-checked against the server on
// open, an empty state that leads back to the shop, and one checkout for the whole cart (one
// order per merchant, paid together; visitors are asked to log in by the checkout). Opening the
// cart ends a buy-now: from then on the checkout orders the cart. The checkout's code is not part of
// the cart: it is fetched once the cart with lines is idle, or when a checkout button is pointed
// at or focused, and at the latest on the click.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkoutUrl,
  clearBuyNow,
  groupSubtotal,
  maxLineQuantity,
  removeItem,
  setQuantity,
  type Cart,
  type CartGroup,
} from '@storefront/contracts';
import { Button, EmptyState, ErrorState, LinkButton, Price, useLanguage, useSiteNavigate, whenIdle } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { loadCheckout, prefetchCheckout } from '../../shared/load-checkout';
import { CartLine } from './cart-line';
import { useCart } from '../../shared/use-cart';
import { lineKey, useCartRecheck } from './use-cart-recheck';
import './cart.css';

interface MerchantSection {
  merchantId: number;
  merchantName: string;
  groups: CartGroup[];
}

/** Platform groups split by merchant, main items first with their add-ons right under them. */
function byMerchant(cart: Cart): MerchantSection[] {
  const sections = new Map<number, MerchantSection>();
  for (const group of cart) {
    const mains = group.items.filter((i) => i.parentProductModelId === null);
    for (const main of mains) {
      const section = sections.get(main.merchantId) ?? { merchantId: main.merchantId, merchantName: main.merchantName, groups: [] };
      sections.set(main.merchantId, section);
      let target = section.groups.find((g) => g.productPlatformId === group.productPlatformId);
      if (!target) {
        target = { productPlatformId: group.productPlatformId, items: [] };
        section.groups.push(target);
      }
      target.items.push(main, ...group.items.filter((i) => i.parentProductModelId === main.productModelId));
    }
  }
  return [...sections.values()];
}

export function CartPage() {
  const { t } = useLingui();
  const lang = useLanguage();
  const goTo = useSiteNavigate();
  const { cart, storageAvailable, update } = useCart();
  const { changes, currencyType } = useCartRecheck(cart, update);
  const [starting, setStarting] = useState(false);
  const hasLines = cart.some((group) => group.items.length > 0);
  useEffect(() => (hasLines ? whenIdle(prefetchCheckout) : undefined), [hasLines]);
  useEffect(() => clearBuyNow(), []);

  if (!storageAvailable) return <ErrorState title={t`請開啟預覽器cookie設定．`} />;

  const sections = byMerchant(cart.filter((group) => group.items.length > 0));
  if (sections.length === 0) {
    return (
      <EmptyState
        kind="cart"
        title={<Trans>購物車是空的</Trans>}
        action={
          <LinkButton variant="primary" to="/">
            <Trans>去逛逛</Trans>
          </LinkButton>
        }
      />
    );
  }

  const checkout = () => {
    setStarting(true);
    // Navigating on either way: if the code cannot be fetched now, the checkout area says so.
    void loadCheckout()
      .catch(() => undefined)
      .then(() => goTo(checkoutUrl(lang)));
  };
  const blocked = sections.some((section) =>
    section.groups.some((g) => g.items.some((i) => i.inventory <= 0 || changes.get(lineKey(i))?.available === false)),
  );
  const total = sections.reduce((sum, section) => sum + section.groups.reduce((s, g) => s + groupSubtotal(g), 0), 0);

  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title">
        <Trans>購物車</Trans>
      </h1>
      {sections.map((section) => {
        const subtotal = section.groups.reduce((sum, g) => sum + groupSubtotal(g), 0);
        const name = section.merchantName;
        return (
          <div key={section.merchantId} className="cart__merchant" aria-label={name}>
            <h2 className="cart__merchant-name">{name}</h2>
            {section.groups.map((group) => (
              <div key={group.productPlatformId} className="cart__group">
                <ul className="cart__items">
                  {group.items.map((item) => (
                    <CartLine
                      key={lineKey(item)}
                      item={item}
                      maxQuantity={maxLineQuantity(group, item)}
                      change={changes.get(lineKey(item))}
                      currencyType={currencyType}
                      onQuantity={(quantity) => update((c) => setQuantity(c, group.productPlatformId, item, quantity))}
                      onRemove={() => update((c) => removeItem(c, group.productPlatformId, item))}
                    />
                  ))}
                </ul>
                <p className="cart__subtotal">
                  <Trans>小計</Trans> <Price amount={groupSubtotal(group)} currencyType={currencyType} />
                </p>
              </div>
            ))}
            <p className="cart__subtotal cart__merchant-total">
              <Trans>商品合計</Trans> <Price amount={subtotal} currencyType={currencyType} />
            </p>
          </div>
        );
      })}
      <div className="cart__checkout">
        <p>
          <Trans>總計</Trans> <Price amount={total} currencyType={currencyType} />
        </p>
        <Button
          variant="primary"
          disabled={blocked}
          busy={starting}
          onPointerEnter={prefetchCheckout}
          onFocus={prefetchCheckout}
          onClick={checkout}
        >
          <Trans>前往結帳</Trans>
        </Button>
      </div>
    </section>
  );
}
