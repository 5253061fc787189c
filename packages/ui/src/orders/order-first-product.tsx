// An order shown by its first product: the product's picture, its name (two lines at most) and how
// many products the order holds when there are more; under them, what the screen adds (the order's
// number, date and status on the member centre). The buyer's order history and the member centre's
// latest order.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type OrderFirstProductProps = {
  title: string;
  imageUrl?: string | null;
  /** How many other products the order holds besides the first. */
  moreProducts?: number;
  /** The picture's side: 56 px in a list, 72 px on a card. */
  size?: 'list' | 'card';
  children?: ReactNode;
};

export function OrderFirstProduct({ title, imageUrl, moreProducts = 0, size = 'list', children }: OrderFirstProductProps) {
  const side = size === 'card' ? 72 : 56;
  const count = moreProducts + 1;
  return (
    <span className={`sf-order-product sf-order-product--${size}`}>
      {imageUrl ? (
        <img className="sf-order-product__picture" src={imageUrl} alt="" width={side} height={side} loading="lazy" />
      ) : (
        <span className="sf-order-product__picture" aria-hidden="true" />
      )}
      <span className="sf-order-product__text">
        <span className="sf-order-product__title">{title}</span>
        {moreProducts > 0 ? (
          <span className="sf-order-product__more">
            <Trans>等 {count} 件商品</Trans>
          </span>
        ) : null}
        {children}
      </span>
    </span>
  );
}
