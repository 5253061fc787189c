// Cancels a merchant order (offered while its status is 2 or lower) after a confirmation; the
// caller reloads the order on success. One send at a time.
import { Trans } from '@lingui/react/macro';
import type { OrderModel } from '@storefront/contracts';
import { Button, Dialog, api, notify } from '@storefront/ui';
import { useState } from 'react';

export function CancelOrderButton({ order, onCancelled }: { order: OrderModel; onCancelled: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api().call('memberOrderCancel', { body: order });
      setConfirming(false);
      onCancelled();
    } catch (error) {
      notify({ tone: 'error', text: error instanceof Error ? error.message : String(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>取消訂單</Trans>
      </Button>
      <Dialog
        open={confirming}
        title={<Trans>取消訂單</Trans>}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="danger" busy={busy} onClick={cancel}>
              <Trans>確定取消</Trans>
            </Button>
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              <Trans>返回</Trans>
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
