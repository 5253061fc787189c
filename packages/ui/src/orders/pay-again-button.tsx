// Pay again for a failed card payment (the buyer's order detail and the checkout's finish page):
// asks the server for the card provider's repay form and submits it, so the browser goes to the
// provider's page and comes back to the order.
import { Trans } from '@lingui/react/macro';
import { Button, api, notify, useFailureText, useLanguage } from '@storefront/ui';
import { useRef, useState } from 'react';

/** `label` names a first payment (an auction won: 前往付款); the default is 重新付款. */
export function PayAgainButton({ orderId, label }: { orderId: number; label?: string }) {
  const lang = useLanguage();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const payAgain = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api().call('ecpayRepay', { params: { orderId }, query: { lang } });
      const target = holder.current;
      if (!target) return;
      // The provider's form is ours (built by the API server), inserted only to be submitted.
      target.innerHTML = answer.data;
      const form = target.querySelector('form');
      if (form) {
        form.submit();
        return;
      }
    } catch (error) {
      notify({ tone: 'error', text: failureText(error), durationMs: 4000 });
    }
    setBusy(false);
  };
  return (
    <>
      <Button variant="primary" busy={busy} onClick={payAgain}>
        {label ?? <Trans>重新付款</Trans>}
      </Button>
      <div ref={holder} hidden />
    </>
  );
}
