// 退款待處理：請提供退款帳戶: a transfer refund with no account to send it to (a payment that
// arrived after the order was cancelled or had expired; only a return request asks for an
// account). The buyer gives the bank account, entered and checked as the return request's refund
// account field (the contracts' schema, as the server checks it); nothing typed is lost when the
// server refuses; on success the caller reloads the order, whose refund then shows the account.
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderRefund } from '@storefront/contracts';
import { OrderRefundAccountRequest } from '@storefront/contracts/orders';
import { Button, Field, FormFailure, Price, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';

export function RefundAccountForm({
  orderId,
  refund,
  currencyType,
  onGiven,
}: {
  orderId: number;
  refund: OrderRefund;
  currencyType?: number | null;
  onGiven: () => void;
}) {
  const { t } = useLingui();
  const { register, submit, failure, fieldError, formState } = useEndpointForm({
    schema: OrderRefundAccountRequest,
    defaultValues: { orderId, refundAccountDetail: '' },
    send: async (payload) => {
      await api().call('memberOrderRefundAccount', { body: payload });
      notify({ tone: 'success', text: t`已收到退款帳戶，賣家將盡快匯款` });
      onGiven();
    },
  });
  return (
    <form
      className="order-notice order-notice--awaiting refund-account-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="refund-account-title"
      data-testid="refund-account-form"
    >
      <h2 id="refund-account-title" className="order-notice__title">
        <Trans>退款待處理：請提供退款帳戶</Trans>
      </h2>
      <p>
        <Trans>
          這筆訂單的款項 <Price amount={refund.amount} currencyType={currencyType} />{' '}
          將以銀行轉帳退還給您。請提供退款帳戶，賣家收到後會盡快匯款。
        </Trans>
      </p>
      <Field label={<Trans>退款帳戶資訊</Trans>} required error={fieldError('refundAccountDetail')}>
        <input type="text" placeholder={t`銀行代碼、帳號、戶名`} {...register('refundAccountDetail')} />
      </Field>
      <FormFailure failure={failure} className="sf-field__error" />
      <div className="refund-form__actions">
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          <Trans>送出退款帳戶</Trans>
        </Button>
      </div>
    </form>
  );
}
