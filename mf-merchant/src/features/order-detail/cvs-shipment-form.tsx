// Complete-shipment of a store pick-up: no courier or tracking code to type. The merchant confirms
// the shipping date and the server creates the convenience-store shipment with the logistics
// provider for the store the buyer picked (its numbers come back on the order, with the label to
// print). Sent only while the order awaits shipment and only once at a time; a refusal keeps the
// form and says why.
import { Trans, useLingui } from '@lingui/react/macro';
import { canCompleteShipment, cvsChain, todayInTaipei } from '@storefront/contracts';
import { merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { Button, Field, FormFailure, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';

type CvsShipmentFormProps = {
  orderId: number;
  status: number;
  paymentType: number;
  storeName?: string | null;
  storeId?: string | null;
  onShipped: () => void;
  onCancel: () => void;
};

export function CvsShipmentForm({ orderId, status, paymentType, storeName, storeId, onShipped, onCancel }: CvsShipmentFormProps) {
  const { t } = useLingui();
  const allowed = canCompleteShipment(status);
  const brand = cvsChain(paymentType)?.brand ?? '';
  const store = storeName ? `${storeName}（${storeId ?? ''}）` : '';
  const { register, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: merchantEndpointSchemas.merchantOrderCvsShipment.request,
    defaultValues: { orderId, deliveryDate: todayInTaipei() },
    send: async (body) => {
      if (!allowed) return;
      await api().call('merchantOrderCvsShipment', { body });
      notify({ text: t`成功完成出貨` });
      onShipped();
    },
  });

  return (
    <form className="merchant-shipping-form" onSubmit={submit} noValidate aria-labelledby="cvs-shipment-title">
      <h2 id="cvs-shipment-title">
        <Trans>完成出貨（超商寄件）</Trans>
      </h2>
      <FormFailure failure={failure} />
      {!allowed ? (
        <p role="alert">
          <Trans>只有待出貨的訂單可以完成出貨</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          將以 {brand} 店到店寄件，送至買家選擇的門市：{store}
        </Trans>
      </p>
      <p>
        <Trans>建立寄件後即可列印託運單，請於七天內將包裹送至超商寄件。</Trans>
      </p>
      <Field label={t`出貨日期`} required error={fieldError('deliveryDate')}>
        <input type="date" {...register('deliveryDate')} />
      </Field>
      <div className="merchant-order-detail__actions">
        <Button type="submit" variant="primary" busy={submitting} disabled={!allowed}>
          <Trans>建立超商寄件</Trans>
        </Button>
        <Button onClick={onCancel} disabled={submitting}>
          <Trans>返回訂單</Trans>
        </Button>
      </div>
    </form>
  );
}
