// The checkout's lines grouped by merchant, as the orders will be (one per merchant): each
// group's lines, its subtotal and its shipping (滿額免費 from the merchant's threshold, else how
// much more buys free shipping), and, on the confirm step, its share of the points.
import { Trans } from '@lingui/react/macro';
import type { CheckoutAmounts, MerchantShipping } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import type { CheckoutPricedLine } from './use-order-amounts';

type Props = {
  amounts: CheckoutAmounts<CheckoutPricedLine>;
  merchants: readonly MerchantShipping[] | undefined;
  currencyType: number;
  showPoints?: boolean;
};

export function MerchantGroups({ amounts, merchants, currencyType, showPoints = false }: Props) {
  return (
    <div className="checkout__groups">
      {amounts.parts.map((part) => {
        const first = part.lines[0]?.line.item;
        const name = merchants?.find((m) => m.merchantId === part.merchantId)?.merchantName || first?.merchantName || '';
        const gap = part.freeShippingGap;
        return (
          <section key={part.merchantId} className="checkout__group" aria-label={name} data-testid="merchant-group">
            <h3 className="checkout__group-name">{name}</h3>
            <ul className="checkout__lines">
              {part.lines.map(({ line: { item, quote: q } }) => (
                <li
                  key={`${item.productModelId}-${item.parentProductModelId ?? 'main'}`}
                  className={item.parentProductModelId ? 'checkout__addon' : undefined}
                >
                  <span>
                    {q?.title || item.title} {q?.modelTitle || item.modelTitle} × {item.quantity}
                  </span>
                  <Price amount={(q?.price ?? item.price) * item.quantity} currencyType={currencyType} />
                </li>
              ))}
            </ul>
            <dl className="checkout__group-amounts">
              <dt>
                <Trans>商品小計</Trans>
              </dt>
              <dd data-testid="group-subtotal">
                <Price amount={part.subtotal} currencyType={currencyType} />
              </dd>
              <dt>
                <Trans>運費</Trans>
              </dt>
              <dd data-testid="group-shipping">
                {part.shipping === 0 && gap === 0 ? <Trans>滿額免費</Trans> : <Price amount={part.shipping} currencyType={currencyType} />}
              </dd>
              {showPoints && part.usePoints > 0 ? (
                <>
                  <dt>
                    <Trans>紅利折抵</Trans>
                  </dt>
                  <dd>
                    −<Price amount={part.usePoints} currencyType={currencyType} />
                  </dd>
                </>
              ) : null}
            </dl>
            {gap !== null && gap > 0 && part.shipping > 0 ? (
              <p className="checkout__free-gap" data-testid="free-shipping-gap">
                <Trans>
                  再買 <Price amount={gap} currencyType={currencyType} /> 免運
                </Trans>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** The goods' subtotal and the shipping of the checkout's amounts (review and confirm steps). */
export function SubtotalRows({ subtotal, shipping, currencyType }: { subtotal: number; shipping: number; currencyType?: number | null }) {
  return (
    <>
      <dt>
        <Trans>商品小計</Trans>
      </dt>
      <dd>
        <Price amount={subtotal} currencyType={currencyType} />
      </dd>
      <dt>
        <Trans>運費</Trans>
      </dt>
      <dd>
        <Price amount={shipping} currencyType={currencyType} />
      </dd>
    </>
  );
}
