// The checkout's lines grouped by merchant, as the orders will be (one per merchant): each
// group's lines, its subtotal and its shipping (滿額免費 from the merchant's threshold, else how
// much more buys free shipping), and, on the confirm step, its share of the points. With one
// merchant the group's amounts are the order's: they are said once, in the order's rows below.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutAmounts, MerchantShipping } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import type { CheckoutPricedLine } from './use-order-amounts';

type Props = {
  amounts: CheckoutAmounts<CheckoutPricedLine>;
  merchants: readonly MerchantShipping[] | undefined;
  currencyType: number;
  showPoints?: boolean;
  /**
   * The order summary beside the steps: the lines scroll within it when they are longer than the
   * screen has room for (a region that takes focus, so the keyboard can scroll it too).
   */
  scrollable?: boolean;
};

export function MerchantGroups({ amounts, merchants, currencyType, showPoints = false, scrollable = false }: Props) {
  const { t } = useLingui();
  const groupAmounts = amounts.parts.length > 1;
  const scrolling = scrollable ? { tabIndex: 0, role: 'region', 'aria-label': t`訂單商品` } : {};
  return (
    <div className={scrollable ? 'checkout__groups checkout__groups--scrollable' : 'checkout__groups'} {...scrolling}>
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
            {groupAmounts ? (
              <dl className="checkout__group-amounts">
                <AmountRows
                  scope="group"
                  subtotal={part.subtotal}
                  shipping={part.shipping}
                  freeByThreshold={part.shipping === 0 && gap === 0}
                  currencyType={currencyType}
                />
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
            ) : null}
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

/** A subtotal and its shipping (滿額免費 when a merchant's threshold makes it free). */
function AmountRows({
  scope,
  subtotal,
  shipping,
  freeByThreshold,
  currencyType,
}: {
  scope: 'group' | 'order';
  subtotal: number;
  shipping: number;
  freeByThreshold: boolean;
  currencyType?: number | null;
}) {
  return (
    <>
      <dt>
        <Trans>商品小計</Trans>
      </dt>
      <dd data-testid={`${scope}-subtotal`}>
        <Price amount={subtotal} currencyType={currencyType} />
      </dd>
      <dt>
        <Trans>運費</Trans>
      </dt>
      <dd data-testid={`${scope}-shipping`}>
        {freeByThreshold ? <Trans>滿額免費</Trans> : <Price amount={shipping} currencyType={currencyType} />}
      </dd>
    </>
  );
}

/** The goods' subtotal and the shipping of the checkout's amounts (review step and order summary). */
export function SubtotalRows({ amounts, currencyType }: { amounts: CheckoutAmounts<CheckoutPricedLine>; currencyType?: number | null }) {
  const [only] = amounts.parts;
  const freeByThreshold = amounts.parts.length === 1 && only!.shipping === 0 && only!.freeShippingGap === 0;
  return (
    <AmountRows
      scope="order"
      subtotal={amounts.subtotal}
      shipping={amounts.shipping}
      freeByThreshold={freeByThreshold}
      currencyType={currencyType}
    />
  );
}
