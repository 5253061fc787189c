// The repay link of a failed card payment: asks the server for the payment provider's form and
// submits it, as the specification's repay call does.
import { Trans } from '@lingui/react/macro';
import { api, notify, useFailureText } from '@storefront/ui';
import { useRef, useState } from 'react';

export function RepayLink({ orderId }: { orderId: number }) {
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const repay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api().call('ecpayRepay', { params: { orderId } });
      const target = holder.current;
      if (!target) return;
      target.innerHTML = answer.data;
      target.querySelector('form')?.submit();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="sf-button sf-button--link" aria-busy={busy || undefined} disabled={busy} onClick={repay}>
        <Trans>重新付款</Trans>
      </button>
      <div ref={holder} hidden />
    </>
  );
}
