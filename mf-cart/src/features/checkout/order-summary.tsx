// The order summary beside the delivery, payment and confirm steps: the lines by merchant with
// each merchant's shipping (merchant-groups.tsx), the points used and the amount to pay, from the
// amounts the steps share (use-order-amounts.ts). On desktop it stands beside the step; on a phone
// (<= 992 px) it is a bar with the total above the step, a button that opens the lines.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, LoadingState, Price } from '@storefront/ui';
import { useId, useState, type ReactNode } from 'react';
import { MerchantGroups, SubtotalRows } from './merchant-groups';
import { OrderAmountsProvider, useOrderAmounts } from './use-order-amounts';

/** The layout of the steps after the review: the summary, then the step (beside it on desktop). */
export function SummaryLayout({ children }: { children: ReactNode }) {
  return (
    <OrderAmountsProvider>
      <div className="checkout__layout">
        <OrderSummary />
        <div className="checkout__step">{children}</div>
      </div>
    </OrderAmountsProvider>
  );
}

export function OrderSummary() {
  const { t } = useLingui();
  const { quote, extra, amounts, currencyType, items } = useOrderAmounts();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  let body;
  if (quote.state === 'error') body = <ErrorState title={t`無法載入訂單摘要`} detail={quote.error.message} onRetry={quote.reload} />;
  else if (extra.state === 'error') body = <ErrorState title={t`無法載入訂單摘要`} detail={extra.error.message} onRetry={extra.reload} />;
  else if (!amounts) body = <LoadingState />;
  else
    body = (
      <>
        <MerchantGroups amounts={amounts} merchants={quote.data?.merchants} currencyType={currencyType} showPoints scrollable />
        <dl className="checkout__amounts checkout__order-amounts">
          <SubtotalRows amounts={amounts} currencyType={currencyType} />
          {amounts.usePoints > 0 ? (
            <>
              <dt>
                <Trans>紅利折抵</Trans>
              </dt>
              <dd data-testid="summary-points">
                −<Price amount={amounts.usePoints} currencyType={currencyType} />
              </dd>
            </>
          ) : null}
          <dt className="checkout__total">
            <Trans>應付總額</Trans>
          </dt>
          <dd className="checkout__total" data-testid="summary-total">
            <Price amount={amounts.payable} currencyType={currencyType} />
          </dd>
        </dl>
      </>
    );

  return (
    <aside className="checkout__order" aria-labelledby={titleId} data-testid="order-summary">
      <h2 id={titleId} className="checkout__order-title">
        <Trans>訂單摘要</Trans>
      </h2>
      {/* On a phone: the bar that opens the summary, with the total to pay always in sight. */}
      <button
        type="button"
        className="checkout__order-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="checkout__order-toggle-label">
          <Trans>訂單明細</Trans>{' '}
          <span className="checkout__order-count">
            <Plural value={count} other="（# 件）" />
          </span>
        </span>
        <span className="checkout__order-toggle-total" data-testid="summary-bar-total">
          {amounts ? <Price amount={amounts.payable} currencyType={currencyType} /> : null}
        </span>
      </button>
      <div id={bodyId} className={open ? 'checkout__order-body is-open' : 'checkout__order-body'}>
        {body}
      </div>
    </aside>
  );
}
