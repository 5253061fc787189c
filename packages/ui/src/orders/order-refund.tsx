// The refund of a returned or cancelled paid order (the buyer's and the merchant's order detail):
// 已退款 with the amount, how (back to the card, or a bank transfer) and when; a transfer the
// merchant has not made yet shows 退款處理中. A transfer with no account to send it to (a late
// payment of a cancelled or expired order) shows, in the account's place, what the screen says
// about it (`accountPending`: the buyer is asked for one, the merchant waits for it).
import { Trans } from '@lingui/react/macro';
import { REFUND_METHOD, REFUND_STATE, formatDateTime, refundAwaitsAccount, type OrderRefund } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Price } from '../components/price';
import { useLanguage } from '../i18n/language';
import { OrderFact } from './order-fact';
import { OrderFacts } from './order-facts';

export function OrderRefundSummary({
  refund,
  currencyType,
  accountPending,
}: {
  refund: OrderRefund | null | undefined;
  currencyType?: number | null;
  /** Shown as the refund account while a pending transfer has none. */
  accountPending?: ReactNode;
}) {
  const lang = useLanguage();
  if (!refund) return null;
  const done = refund.state === REFUND_STATE.done;
  const account = refundAwaitsAccount(refund) ? accountPending : refund.accountDetail;
  return (
    <section className="order-refund" aria-labelledby="order-refund-title" data-testid="order-refund">
      <h2 id="order-refund-title">{done ? <Trans>已退款</Trans> : <Trans>退款處理中</Trans>}</h2>
      <OrderFacts>
        <OrderFact label={<Trans>退款金額</Trans>}>
          <Price amount={refund.amount} currencyType={currencyType} />
        </OrderFact>
        <OrderFact label={<Trans>退款方式</Trans>}>
          {refund.method === REFUND_METHOD.card ? <Trans>退回信用卡</Trans> : <Trans>銀行轉帳</Trans>}
        </OrderFact>
        {refund.method === REFUND_METHOD.transfer && account ? (
          <OrderFact label={<Trans>退款帳戶資訊</Trans>} testId="refund-account">
            {account}
          </OrderFact>
        ) : null}
        <OrderFact label={<Trans>退款日期</Trans>}>
          {formatDateTime(done ? (refund.doneAt ?? refund.createdAt) : refund.createdAt, lang)}
        </OrderFact>
      </OrderFacts>
    </section>
  );
}
