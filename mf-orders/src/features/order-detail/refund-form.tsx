// The refund request of a completed order: reason, pick-up name, phone, pick-up address, refund
// account and the return-policy agreement (link to /return), checked with the contracts' schema
// as the server does. Nothing typed is lost when the server refuses; on success the dialog
// 成功送出退貨申請 shows and the caller reloads the order.
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderRefundForm as RefundSchema } from '@storefront/contracts/orders';
import { Button, Dialog, Field, FormFailure, api } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useState } from 'react';

export function RefundForm({ orderId, onSent, onClose }: { orderId: number; onSent: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const { register, submit, failure, fieldError, formState } = useEndpointForm({
    schema: RefundSchema,
    defaultValues: { orderId, refundReason: '', refundName: '', refundPhone: '', refundAddress: '', refundAccountDetail: '' },
    send: async ({ agreePolicy: _agreed, ...payload }) => {
      await api().call('memberOrderRefund', { body: payload });
      setSent(true);
    },
  });
  const agreePolicyError = fieldError('agreePolicy');

  return (
    <form className="refund-form" onSubmit={submit} noValidate aria-labelledby="refund-title">
      <h2 id="refund-title">
        <Trans>申請退貨</Trans>
      </h2>
      <Field label={<Trans>退貨原因</Trans>} required error={fieldError('refundReason')}>
        <textarea rows={3} {...register('refundReason')} />
      </Field>
      <Field label={<Trans>取件人姓名</Trans>} required error={fieldError('refundName')}>
        <input type="text" autoComplete="name" {...register('refundName')} />
      </Field>
      <Field label={<Trans>取件人電話</Trans>} required error={fieldError('refundPhone')}>
        <input type="tel" inputMode="numeric" autoComplete="tel" {...register('refundPhone')} />
      </Field>
      <Field label={<Trans>取件地址</Trans>} required error={fieldError('refundAddress')}>
        <input type="text" autoComplete="street-address" {...register('refundAddress')} />
      </Field>
      <Field label={<Trans>退款帳戶資訊</Trans>} required error={fieldError('refundAccountDetail')}>
        <input type="text" placeholder={t`銀行代碼、帳號、戶名`} {...register('refundAccountDetail')} />
      </Field>
      <div className="refund-form__policy">
        <label>
          <input type="checkbox" aria-invalid={agreePolicyError ? true : undefined} {...register('agreePolicy')} />{' '}
          <Trans>
            我已閱讀並同意
            <a href="/return" target="_blank" rel="noopener">
              退貨政策
            </a>
          </Trans>
        </label>
        {agreePolicyError ? (
          <p className="sf-field__error" role="alert">
            {agreePolicyError}
          </p>
        ) : null}
      </div>
      <FormFailure failure={failure} className="sf-field__error" />
      <div className="refund-form__actions">
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          <Trans>返回</Trans>
        </Button>
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          <Trans>送出退貨申請</Trans>
        </Button>
      </div>
      <Dialog
        open={sent}
        title={<Trans>申請退貨</Trans>}
        onClose={onSent}
        footer={
          <Button variant="primary" onClick={onSent}>
            <Trans>確定</Trans>
          </Button>
        }
      >
        <p>
          <Trans>成功送出退貨申請</Trans>
        </p>
      </Dialog>
    </form>
  );
}
