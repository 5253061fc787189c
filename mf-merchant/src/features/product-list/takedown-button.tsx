// Take an online product down (status 1 → 2), then reload the list; a failure is announced.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantProductListItem } from '@storefront/contracts';
import { Button, api, notify } from '@storefront/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';

export function TakedownButton({ product, onDone }: { product: MerchantProductListItem; onDone: () => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const takeDown = async () => {
    setBusy(true);
    try {
      await api().call('merchantProductTakedown', { body: product });
      notify({ text: t`已下架` });
      onDone();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, t`無法連線，請稍後再試`) });
      setBusy(false);
    }
  };
  return (
    <Button variant="link" busy={busy} onClick={takeDown} aria-label={t`下架 ${product.title}`}>
      <Trans>下架</Trans>
    </Button>
  );
}
