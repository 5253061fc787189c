// Take an online product down (status 1 → 2) after a confirmation (a pending edit is withdrawn
// with it), then reload the list; a refusal is said in the dialog ('{status} error:{msg}').
import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantProductListItem } from '@storefront/contracts';
import { merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { Button, Dialog, FormFailure, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useState } from 'react';

export function TakedownButton({ product, onDone }: { product: MerchantProductListItem; onDone: () => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const { submit, failure, setFailure, submitting } = useEndpointForm({
    schema: merchantEndpointSchemas.merchantProductTakedown.request,
    defaultValues: { productId: product.productId },
    failureFormat: 'msg',
    send: async (body) => {
      await api().call('merchantProductTakedown', { body });
      setAsking(false);
      notify({ text: t`已下架` });
      onDone();
    },
  });
  const close = () => {
    setFailure(null);
    setAsking(false);
  };
  return (
    <>
      <Button variant="danger" size="small" onClick={() => setAsking(true)} aria-label={t`下架 ${product.title}`}>
        <Trans>下架</Trans>
      </Button>
      <Dialog
        open={asking}
        onClose={close}
        title={<Trans>確定要下架此商品？</Trans>}
        footer={
          <>
            <Button onClick={close}>
              <Trans>取消</Trans>
            </Button>
            <Button variant="primary" busy={submitting} onClick={() => void submit()}>
              <Trans>確定下架</Trans>
            </Button>
          </>
        }
      >
        <FormFailure failure={failure} />
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
