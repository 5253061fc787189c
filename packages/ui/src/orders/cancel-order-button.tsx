// Cancels an order (offered while its status is 2 or lower; the buyer's and the merchant's
// detail) after a confirmation. Sent only when no cancel is in flight; on success it confirms
// with a notification, the caller reloads the order, and the order lists hear of it on the bus
// (shopper.md: the order is reloaded and the list refreshed).
import { Trans, useLingui } from '@lingui/react/macro';
import { publish } from '@storefront/contracts';
import { ConfirmButton, api, notify } from '@storefront/ui';

export function CancelOrderButton({ orderId, onCancelled }: { orderId: number; onCancelled: () => void }) {
  const { t } = useLingui();
  const cancel = async () => {
    await api().call('memberOrderCancel', { body: { orderId } });
    notify({ tone: 'success', text: t`訂單已取消` });
    onCancelled();
    publish('orders-changed', { orderId });
  };
  return (
    <ConfirmButton
      variant="danger"
      label={<Trans>取消訂單</Trans>}
      title={<Trans>取消訂單</Trans>}
      confirmLabel={<Trans>確定取消</Trans>}
      onConfirm={cancel}
    >
      <p>
        <Trans>確定要取消這筆訂單嗎？</Trans>
      </p>
    </ConfirmButton>
  );
}
