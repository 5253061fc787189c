// The merchant's decision on a buyer's return request (merchant order detail): 同意退貨 after a
// confirmation (the order becomes 退貨, the stock and points come back and the refund is
// recorded), or 拒絕退貨 with a reason the buyer reads (required, at most 500 characters, checked
// with the contracts' schema as the server does). And, for a refund by bank transfer, marking the
// transfer done. Each reloads the order when it is through; a refusal keeps what was typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderReturnRefuseRequest } from '@storefront/contracts/merchant';
import { Button, Dialog, Field, FormFailure, api, notify, useFailureText } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useState } from 'react';

export function ReturnDecision({ orderId, onDecided }: { orderId: number; onDecided: () => void }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [approving, setApproving] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useEndpointForm({
    schema: OrderReturnRefuseRequest,
    defaultValues: { orderId, reason: '' },
    send: async (body) => {
      await api().call('merchantOrderReturnRefuse', { body });
      setRefusing(false);
      notify({ tone: 'success', text: t`已拒絕退貨` });
      onDecided();
    },
  });

  const approve = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('merchantOrderReturnApprove', { body: { orderId } });
      setApproving(false);
      notify({ tone: 'success', text: t`已同意退貨` });
      onDecided();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };

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
            <Button onClick={() => setRefusing(false)} disabled={form.submitting}>
              <Trans>返回</Trans>
            </Button>
            <Button variant="danger" busy={form.submitting} onClick={() => void form.submit()}>
              <Trans>確定拒絕</Trans>
            </Button>
          </>
        }
      >
        <form onSubmit={form.submit} noValidate>
          <Field label={<Trans>拒絕原因</Trans>} required error={form.fieldError('reason')}>
            <textarea rows={3} maxLength={500} {...form.register('reason')} />
          </Field>
          <FormFailure failure={form.failure} />
        </form>
      </Dialog>
    </div>
  );
}

export function RefundDoneButton({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const markDone = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('merchantOrderRefundDone', { body: { orderId } });
      notify({ tone: 'success', text: t`已完成退款` });
      onDone();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
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
