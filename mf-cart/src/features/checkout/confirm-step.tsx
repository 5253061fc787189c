// Step 4, confirm: the lines by merchant at today's prices with each merchant's shipping (in the
// order summary beside the step, order-summary.tsx), the
// points to use (at most each item's allowance and half the total, from the buyer's balance,
// spread over the merchants) and the grand total, paid once; placing the orders (one per
// merchant) sends the buyer to the payment provider or straight to the finish page. When a price
// or the stock changed meanwhile, nothing is created: the changed lines are listed, the prices
// are asked again, and the buyer confirms the new amounts.
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type CheckoutRequest } from '@storefront/contracts';
import { api, Button, ErrorState, LoadingState, Price, useLanguage } from '@storefront/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCheckoutDraft } from './checkout-draft';
import { ConfirmSummary } from './confirm-summary';
import { LineChanges, type LineChange } from './line-changes';
import { useOrderAmounts } from './use-order-amounts';
import type { CheckoutLine } from './use-checkout-lines';
import { usePaymentLabel } from './use-payment-label';
import { submitPaymentForm } from './submit-payment-form';

export function ConfirmStep() {
  const draft = useCheckoutDraft();
  if (!draft.deliveryDetail || !draft.purchaseDetail) return <Navigate to="../delivery" replace />;
  if (draft.paymentType === null || !draft.receipt) return <Navigate to="../payment" replace />;
  return <ConfirmView />;
}

function ConfirmView() {
  const { t } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const paymentLabel = usePaymentLabel();
  const draft = useCheckoutDraft();
  // The same reading as the order summary beside this step (its lines by merchant, shipping,
  // points and total): the points typed here change both at once.
  const { lines, items, shownItems, quote, ordersPlaced, currencyType, extra, amounts } = useOrderAmounts();
  const [failure, setFailure] = useState<string | null>(null);
  const [changes, setChanges] = useState<LineChange[]>([]);
  const [sending, setSending] = useState(false);
  const [placed, setPlaced] = useState(false);

  if (quote.state === 'error') return <ErrorState detail={quote.error.message} onRetry={quote.reload} />;
  if (extra.state === 'error') return <ErrorState detail={extra.error.message} onRetry={extra.reload} />;
  if (quote.state === 'loading' || extra.state === 'loading' || !amounts) return <LoadingState />;
  if (items.length === 0 && !placed) return <Navigate to=".." replace />;
  const blocked = lines.some(({ item, quote: q }) => !q?.available || (!q.allowNegativeInventory && q.inventory < item.quantity));

  const place = async () => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    setChanges([]);
    const body = {
      items: shownItems,
      purchaseDetail: draft.purchaseDetail,
      deliveryDetail: draft.deliveryDetail,
      deliveryComments: draft.deliveryComments,
      paymentType: draft.paymentType,
      receipt: draft.receipt,
      usePoints: amounts.usePoints,
      cvsStore: draft.deliveryMethod !== 'home' ? (draft.cvsStore ?? undefined) : undefined,
      language: lang,
    } as unknown as CheckoutRequest;
    try {
      const result = await api().call('checkout', { body });
      // The orders exist: their lines leave the cart, or the buy-now is done (the finish page
      // clears the draft).
      setPlaced(true);
      ordersPlaced();
      if (result.paymentForm) submitPaymentForm(result.paymentForm);
      // The finish route is in this router: it opens at once, nothing to wait for.
      else void navigate(`../finish/${result.orderId}`, { replace: true });
    } catch (error) {
      setSending(false);
      const changed = error instanceof ApiError && error.status === 409 ? lineChangesOf(error, lines) : [];
      if (changed.length > 0) {
        // Nothing was created: show what changed and ask the prices again.
        setChanges(changed);
        quote.reload();
      } else if (error instanceof ApiError) setFailure(error.msg ? `${error.title}：${error.msg}` : error.title);
      else setFailure(t`無法連線，請稍後再試`);
    }
  };

  return (
    <section className="checkout__confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">
        <Trans>確認訂單</Trans>
      </h2>
      {failure ? (
        <p className="sf-form__error" role="alert">
          {failure}
        </p>
      ) : null}
      {changes.length > 0 ? <LineChanges changes={changes} lines={lines} currencyType={currencyType} /> : null}
      <ConfirmSummary draft={draft} />
      <dl className="checkout__amounts">
        <dt>
          <label htmlFor="use-points">
            <Trans>使用紅利點數</Trans>
          </label>
        </dt>
        <dd>
          <input
            id="use-points"
            className="sf-input checkout__points"
            type="number"
            min={0}
            max={amounts.maxPoints}
            value={draft.usePoints}
            onChange={(event) => draft.patch({ usePoints: Math.max(0, Math.min(Number(event.target.value) || 0, amounts.maxPoints)) })}
          />
          <small>
            <Trans>
              可用 {extra.data.balance} 點，本次最多 {amounts.maxPoints} 點
            </Trans>
          </small>
        </dd>
        <dt>
          <Trans>付款方式</Trans>
        </dt>
        <dd>{paymentLabel(draft.paymentType ?? 0)}</dd>
        <dt className="checkout__total">
          <Trans>應付總額</Trans>
        </dt>
        <dd className="checkout__total" data-testid="payable">
          <Price amount={amounts.payable} currencyType={currencyType} />
        </dd>
      </dl>
      <div className="checkout__actions">
        <Button onClick={() => navigate('../payment')}>
          <Trans>上一步</Trans>
        </Button>
        <Button variant="primary" busy={sending} disabled={blocked} onClick={place}>
          <Trans>送出訂單</Trans>
        </Button>
      </div>
    </section>
  );
}

/** The lines a 409 of the checkout names (issues `items.N`), with what the buyer was shown. */
function lineChangesOf(error: ApiError, lines: readonly CheckoutLine[]): LineChange[] {
  return error.issues.flatMap((issue) => {
    const index = /^items\.(\d+)$/.exec(issue.path)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (!line) return [];
    return [{ key: issue.key, item: line.item, shownPrice: line.quote?.price ?? line.item.price }];
  });
}
