// The merchant's decision on a buyer's return request (merchant order detail): 同意退貨 after a
// confirmation (the order becomes 退貨, the stock and points come back and the refund is
// recorded), or 拒絕退貨 with a reason the buyer reads (required, at most 500 characters, checked
// with the contracts' schema as the server does). And, for a refund by bank transfer, marking the
// transfer done. Each reloads the order when it is through; a refusal keeps what was typed.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderReturnRefuseRequest } from '@storefront/contracts';
import { OrderReturnRefuseRequest as RefuseSchema } from '@storefront/contracts/merchant';
import { Button, Dialog, Field, api, notify, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ReturnDecision({ orderId, onDecided }: { orderId: number; onDecided: () => void }) {
  const { t } = useLingui();
  const text = useValidationText();
  const [approving, setApproving] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<OrderReturnRefuseRequest>({ resolver: valibotResolver(RefuseSchema), defaultValues: { orderId, reason: '' } });
  const { errors, isSubmitting } = form.formState;

  const approve = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('merchantOrderReturnApprove', { body: { orderId } });
      setApproving(false);
      notify({ tone: 'success', text: t`已同意退貨` });
      onDecided();
    } catch (error) {
      notify({ tone: 'error', text: errorText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };

  const refuse = form.handleSubmit(async (body) => {
    try {
      await api().call('merchantOrderReturnRefuse', { body });
      setRefusing(false);
      notify({ tone: 'success', text: t`已拒絕退貨` });
      onDecided();
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  });

  return (
    <div className="merchant-order-detail__actions">
      <Button variant="primary" onClick={() => setApproving(true)} disabled={busy}>
        <Trans>同意退貨</Trans>
      </Button>
      <Button variant="danger" onClick={() => setRefusing(true)}>
        <Trans>拒絕退貨</Trans>
      </Button>
      <Dialog
        open={approving}
        title={<Trans>同意退貨</Trans>}
        onClose={() => setApproving(false)}
        footer={
          <>
            <Button onClick={() => setApproving(false)} disabled={busy}>
              <Trans>返回</Trans>
            </Button>
            <Button variant="primary" busy={busy} onClick={approve}>
              <Trans>確定同意</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>同意後訂單改為已退貨，庫存與點數退回，並為買家辦理退款。</Trans>
        </p>
      </Dialog>
      <Dialog
        open={refusing}
        title={<Trans>拒絕退貨</Trans>}
        onClose={() => setRefusing(false)}
        footer={
          <>
            <Button onClick={() => setRefusing(false)} disabled={isSubmitting}>
              <Trans>返回</Trans>
            </Button>
            <Button variant="danger" busy={isSubmitting} onClick={() => void refuse()}>
              <Trans>確定拒絕</Trans>
            </Button>
          </>
        }
      >
        <form onSubmit={refuse} noValidate>
          <Field label={<Trans>拒絕原因</Trans>} required error={errors.reason && text(errors.reason.message)}>
            <textarea rows={3} maxLength={500} {...form.register('reason')} />
          </Field>
          {errors.root ? (
            <p className="sf-field__error" role="alert">
              {errors.root.message}
            </p>
          ) : null}
        </form>
      </Dialog>
    </div>
  );
}

export function RefundDoneButton({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const markDone = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('merchantOrderRefundDone', { body: { orderId } });
      notify({ tone: 'success', text: t`已完成退款` });
      onDone();
    } catch (error) {
      notify({ tone: 'error', text: errorText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="merchant-order-detail__actions">
      <Button variant="primary" busy={busy} onClick={markDone}>
        <Trans>已匯款給買家</Trans>
      </Button>
    </div>
  );
}
