// Take an online product down (status 1 → 2) after a confirmation (a pending edit is withdrawn
// with it), then reload the list; a failure is announced.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantProductListItem } from '@storefront/contracts';
import { Button, Dialog, api, notify } from '@storefront/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';

export function TakedownButton({ product, onDone }: { product: MerchantProductListItem; onDone: () => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const takeDown = async () => {
    setBusy(true);
    try {
      await api().call('merchantProductTakedown', { body: product });
      setAsking(false);
      notify({ text: t`已下架` });
      onDone();
    } catch (error) {
      notify({ tone: 'error', text: failureText(error, t`無法連線，請稍後再試`) });
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="link" onClick={() => setAsking(true)} aria-label={t`下架 ${product.title}`}>
        <Trans>下架</Trans>
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={<Trans>確定要下架此商品？</Trans>}
        footer={
          <>
            <Button onClick={() => setAsking(false)}>
              <Trans>取消</Trans>
            </Button>
            <Button variant="primary" busy={busy} onClick={() => void takeDown()}>
              <Trans>確定下架</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>「{product.title}」將從商店移除，買家無法再購買。</Trans>
        </p>
        {product.pendingRevision ? (
          <p>
            <Trans>審核中的修改將一併撤回。</Trans>
          </p>
        ) : null}
        <p>
          <Trans>下架後可編輯並重新送出審核，核准後即重新上架。</Trans>
        </p>
      </Dialog>
    </>
  );
}
