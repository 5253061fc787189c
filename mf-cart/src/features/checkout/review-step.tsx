// Step 1, cart review: the lines this checkout orders at today's prices; a line that can no
// longer be bought sends the buyer back to the cart.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, ErrorState, LoadingState, Price, useSiteNavigate } from '@storefront/ui';
import { useNavigate } from 'react-router-dom';
import { useCheckoutDraft } from './checkout-draft';
import { useCheckoutLines } from './use-checkout-lines';

export function ReviewStep() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const goTo = useSiteNavigate();
  const merchantId = useCheckoutDraft((s) => s.merchantId);
  const { lines, quote, currencyType } = useCheckoutLines(merchantId);
  const cartPath = '/cart';
  if (lines.length === 0) {
    return (
      <EmptyState
        title={<Trans>購物車是空的</Trans>}
        action={
          <a href="/">
            <Trans>去逛逛</Trans>
          </a>
        }
      />
    );
  }
  if (quote.state === 'loading') return <LoadingState />;
  if (quote.state === 'error') return <ErrorState title={t`無法確認商品價格`} detail={quote.error.message} onRetry={quote.reload} />;
  const blocked = lines.some(({ item, quote: q }) => !q?.available || (!q.allowNegativeInventory && q.inventory < item.quantity));
  const total = lines.reduce((sum, { item, quote: q }) => sum + (q?.price ?? item.price) * item.quantity, 0);
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title">
        <Trans>確認購物車</Trans>
      </h2>
      <ul className="checkout__lines">
        {lines.map(({ item, quote: q }) => (
          <li
            key={`${item.productModelId}-${item.parentProductModelId ?? 'main'}`}
            className={item.parentProductModelId ? 'checkout__addon' : undefined}
          >
            <span>
              {item.title} {item.modelTitle} × {item.quantity}
            </span>
            <Price amount={(q?.price ?? item.price) * item.quantity} currencyType={currencyType} />
          </li>
        ))}
      </ul>
      <p className="checkout__subtotal">
        <Trans>商品小計</Trans> <Price amount={total} currencyType={currencyType} />
      </p>
      {blocked ? (
        <p className="sf-form__error" role="alert">
          <Trans>部分商品已售完或價格庫存有變動，請回購物車確認。</Trans>
        </p>
      ) : null}
      <div className="checkout__actions">
        <Button onClick={() => goTo(cartPath)}>
          <Trans>回購物車</Trans>
        </Button>
        <Button variant="primary" disabled={blocked} onClick={() => navigate('delivery')}>
          <Trans>下一步：收件資料</Trans>
        </Button>
      </div>
    </section>
  );
}
