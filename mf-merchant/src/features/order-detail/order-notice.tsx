// The notice of a merchant order (specification section 4), chosen by the contracts' rules:
// payment failed with a repay link, awaiting payment (with the bank transfer message for ATM),
// or a pending store pick-up with its label-print button.
import { Trans } from '@lingui/react/macro';
import type { MerchantOrderNotice } from '@storefront/contracts';
import { LabelPrintForm } from './label-print-form';
import { RepayLink } from './repay-link';

type OrderNoticeProps = { notice: MerchantOrderNotice; orderId: number; description?: string | null };

export function OrderNotice({ notice, orderId, description }: OrderNoticeProps) {
  return (
    <div className="merchant-order-notice" role="status">
      {notice.kind === 'paymentFailed' ? (
        <>
          <p>
            <strong>
              <Trans>付款失敗</Trans>
            </strong>{' '}
            <Trans>付款沒有完成</Trans>
          </p>
          <RepayLink orderId={orderId} />
        </>
      ) : null}
      {notice.kind === 'awaitingPayment' ? (
        <>
          <p>
            <strong>
              <Trans>等待付款</Trans>
            </strong>{' '}
            <Trans>買家尚未完成付款，付款完成後才能出貨</Trans>
          </p>
          {notice.bankTransfer ? (
            <p>
              <Trans>買家選擇 ATM 轉帳，款項入帳後訂單會自動更新</Trans>
              {description ? ` ${description}` : null}
            </p>
          ) : null}
        </>
      ) : null}
      {notice.kind === 'labelPending' ? (
        <>
          <p>
            <strong>
              <Trans>待寄件</Trans>
            </strong>{' '}
            <Trans>請列印託運單，並將包裹送至超商寄件</Trans>
          </p>
          <LabelPrintForm mode={notice.mode} orderNo={notice.e_orderno} />
        </>
      ) : null}
    </div>
  );
}
