// 確認收貨: the buyer says a shipping order arrived (after a confirmation); the order completes
// and the caller reloads it. Sent only when no confirmation is in flight.
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmButton, api, notify } from '@storefront/ui';

export function ConfirmReceiptButton({ orderId, onConfirmed }: { orderId: number; onConfirmed: () => void }) {
  const { t } = useLingui();
  const confirm = async () => {
    await api().call('memberOrderReceived', { body: { orderId } });
    notify({ tone: 'success', text: t`已確認收貨` });
    onConfirmed();
  };
  return (
    <ConfirmButton
      variant="primary"
      label={<Trans>確認收貨</Trans>}
      title={<Trans>確認收貨</Trans>}
      confirmLabel={<Trans>確定收到商品</Trans>}
      onConfirm={confirm}
    >
      <p>
        <Trans>確認已收到這筆訂單的商品嗎？確認後訂單即完成，7 天內仍可申請退貨。</Trans>
      </p>
    </ConfirmButton>
  );
}
