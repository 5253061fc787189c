// One line of the cart: image, title and spec, unit price, a bounded quantity stepper, remove,
// and what changed since it was added (price, stock) when the server re-check found a change.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '@storefront/contracts';
import { Button, Price } from '@storefront/ui';
import type { LineChange } from './use-cart-recheck';

type Props = {
  item: CartItem;
  /** The most the stepper offers: the stock, and for an add-on its main item's quantity. */
  maxQuantity: number;
  change?: LineChange;
  currencyType: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

export function CartLine({ item, maxQuantity, change, currencyType, onQuantity, onRemove }: Props) {
  const { t } = useLingui();
  const isAddon = item.parentProductModelId !== null;
  const title = item.title;
  const soldOut = change ? !change.available || change.inventory <= 0 : item.inventory <= 0;
  return (
    <li className={isAddon ? 'cart__line cart__line--addon' : 'cart__line'}>
      {item.img ? <img src={item.img} alt="" width={72} height={72} /> : <span />}
      <div>
        <p className="cart__title">{item.title}</p>
        {item.modelTitle ? <p className="cart__spec">{item.modelTitle}</p> : null}
        <Price amount={item.price} currencyType={currencyType} />
        {change && change.available && change.oldPrice !== change.price ? (
          <p className="cart__change" role="status">
            <Trans>
              價格已變動：原為 <Price amount={change.oldPrice} currencyType={currencyType} />
            </Trans>
          </p>
        ) : null}
        {soldOut ? (
          <p className="cart__change" role="status">
            <Trans>已售完或無法購買，請移除</Trans>
          </p>
        ) : change?.stockShort ? (
          <p className="cart__change" role="status">
            <Trans>庫存僅剩 {change.inventory} 件，數量已調整</Trans>
          </p>
        ) : null}
      </div>
      <div className="cart__stepper" role="group" aria-label={t`${title} 的數量`}>
        <Button onClick={() => onQuantity(item.quantity - 1)} disabled={item.quantity <= 1} aria-label={t`減少數量`}>
          −
        </Button>
        <span aria-live="polite">{item.quantity}</span>
        <Button onClick={() => onQuantity(item.quantity + 1)} disabled={item.quantity >= maxQuantity} aria-label={t`增加數量`}>
          +
        </Button>
      </div>
      <Button variant="text" onClick={onRemove}>
        <Trans>移除</Trans>
      </Button>
    </li>
  );
}
