// 確認收貨: the buyer says a shipping order arrived (after a confirmation); the order completes
// and the caller reloads it. Sent only when no confirmation is in flight.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, api, notify, useFailureText } from '@storefront/ui';
import { useState } from 'react';

export function ConfirmReceiptButton({ orderId, onConfirmed }: { orderId: number; onConfirmed: () => void }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('memberOrderReceived', { body: { orderId } });
      setConfirming(false);
      notify({ tone: 'success', text: t`已確認收貨` });
      onConfirmed();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="primary" onClick={() => setConfirming(true)} disabled={busy}>
        <Trans>確認收貨</Trans>
      </Button>
      <Dialog
        open={confirming}
        title={<Trans>確認收貨</Trans>}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>返回</Trans>
            </Button>
            <Button variant="primary" busy={busy} onClick={confirm}>
              <Trans>確定收到商品</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>確認已收到這筆訂單的商品嗎？確認後訂單即完成，7 天內仍可申請退貨。</Trans>
        </p>
      </Dialog>
    </>
  );
}
