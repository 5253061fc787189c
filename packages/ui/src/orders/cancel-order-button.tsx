// Cancels an order (offered while its status is 2 or lower; the buyer's and the merchant's
// detail) after a confirmation. Sent only when no cancel is in flight; on success it confirms
// with a notification, the caller reloads the order, and the order lists hear of it on the bus
// (shopper.md: the order is reloaded and the list refreshed).
import { Trans, useLingui } from '@lingui/react/macro';
import { publish } from '@storefront/contracts';
import { useState } from 'react';
import { api, Button, Dialog, notify, useFailureText } from '@storefront/ui';

export function CancelOrderButton({ orderId, onCancelled }: { orderId: number; onCancelled: () => void }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('memberOrderCancel', { body: { orderId } });
      setConfirming(false);
      notify({ tone: 'success', text: t`訂單已取消` });
      onCancelled();
      publish('orders-changed', { orderId });
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
        <Trans>取消訂單</Trans>
      </Button>
      <Dialog
        open={confirming}
        title={<Trans>取消訂單</Trans>}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>返回</Trans>
            </Button>
            <Button variant="danger" busy={busy} onClick={cancel}>
              <Trans>確定取消</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>確定要取消這筆訂單嗎？</Trans>
        </p>
      </Dialog>
    </>
  );
}
