// One line of the cart: image, title and spec, unit price, a bounded quantity stepper, remove.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '@storefront/contracts';
import { Button, Price } from '@storefront/ui';

type Props = { item: CartItem; onQuantity: (quantity: number) => void; onRemove: () => void };

export function CartLine({ item, onQuantity, onRemove }: Props) {
  const { t } = useLingui();
  const isAddon = item.parentProductModelId !== null;
  const title = item.title;
  return (
    <li className={isAddon ? 'cart__line cart__line--addon' : 'cart__line'}>
      {item.img ? <img src={item.img} alt="" width={72} height={72} /> : <span />}
      <div>
        <p className="cart__title">{item.title}</p>
        {item.modelTitle ? <p className="cart__spec">{item.modelTitle}</p> : null}
        <Price amount={item.price} />
      </div>
      <div className="cart__stepper" role="group" aria-label={t`${title} 的數量`}>
        <Button onClick={() => onQuantity(item.quantity - 1)} disabled={item.quantity <= 1} aria-label={t`減少數量`}>
          −
        </Button>
        <span aria-live="polite">{item.quantity}</span>
        <Button onClick={() => onQuantity(item.quantity + 1)} disabled={item.quantity >= item.inventory} aria-label={t`增加數量`}>
          +
        </Button>
      </div>
      <Button variant="link" onClick={onRemove}>
        <Trans>移除</Trans>
      </Button>
    </li>
  );
}
