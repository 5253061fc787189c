// Step 1, review: every line this checkout orders (the whole cart, or a buy-now's product) at
// today's prices, grouped by merchant as the orders will be, each with its subtotal and shipping,
// and the grand total; a line that can no longer be bought sends the buyer back to the cart.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, ErrorState, LinkButton, LoadingState, Price, useSiteNavigate } from '@storefront/ui';
import { useNavigate } from 'react-router-dom';
import { MerchantGroups, SubtotalRows } from './merchant-groups';
import { amountsFor } from './use-order-amounts';
import { useCheckoutLines } from './use-checkout-lines';

export function ReviewStep() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goTo = useSiteNavigate();
  const { lines, quote, currencyType, buyNow } = useCheckoutLines();
  if (lines.length === 0) {
    return (
      <EmptyState
        kind="cart"
        title={<Trans>購物車是空的</Trans>}
        action={
          <LinkButton variant="primary" href="/">
            <Trans>去逛逛</Trans>
          </LinkButton>
        }
      />
    );
  }
  if (quote.state === 'loading') return <LoadingState />;
  if (quote.state === 'error') return <ErrorState title={t`無法確認商品價格`} detail={quote.error.message} onRetry={quote.reload} />;
  const blocked = lines.some(({ item, quote: q }) => !q?.available || (!q.allowNegativeInventory && q.inventory < item.quantity));
  const amounts = amountsFor(lines, quote.data, undefined, 'TW', 0, 0);
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title">{buyNow ? <Trans>確認商品</Trans> : <Trans>確認購物車</Trans>}</h2>
      <MerchantGroups amounts={amounts} merchants={quote.data.merchants} currencyType={currencyType} />
      <dl className="checkout__amounts">
        <SubtotalRows amounts={amounts} currencyType={currencyType} />
        <dt className="checkout__total">
          <Trans>總計</Trans>
        </dt>
        <dd className="checkout__total" data-testid="grand-total">
          <Price amount={amounts.total} currencyType={currencyType} />
        </dd>
      </dl>
      {blocked ? (
        <p className="sf-form__error" role="alert">
          <Trans>部分商品已售完或價格庫存有變動，請回購物車確認。</Trans>
        </p>
      ) : null}
      <div className="checkout__actions">
        <Button onClick={() => goTo('/cart')}>
          <Trans>回購物車</Trans>
        </Button>
        <Button variant="primary" disabled={blocked} onClick={() => navigate('delivery')}>
          <Trans>下一步：收件資料</Trans>
        </Button>
      </div>
    </section>
  );
}
