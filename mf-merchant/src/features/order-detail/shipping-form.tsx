// The shipping form of a merchant order: shipping date (today by default), logistics company and
// tracking code, all required. Sent only while the order awaits shipment (status 1) and only once
// at a time; on success 成功完成出貨 shows and the caller reloads the order and returns to the
// detail. On a refusal the typed values stay in the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { canCompleteShipment, todayInTaipei } from '@storefront/contracts';
import { LOGISTICS_COMPANIES, merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { Button, Field, FormFailure, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';

type ShippingFormProps = {
  orderId: number;
  status: number;
  onShipped: () => void;
  onCancel: () => void;
};

export function ShippingForm({ orderId, status, onShipped, onCancel }: ShippingFormProps) {
  const { t } = useLingui();
  const allowed = canCompleteShipment(status);
  const { register, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: merchantEndpointSchemas.merchantOrderComplete.request,
    // No company is chosen at first: the select's empty option, which the schema's picklist refuses.
    defaultValues: { orderId, deliveryDate: todayInTaipei(), deliveryTrackingCode: '' },
    send: async (body) => {
      if (!allowed) return;
      await api().call('merchantOrderComplete', { body });
      notify({ text: t`成功完成出貨` });
      onShipped();
    },
  });

  return (
    <form className="merchant-shipping-form" onSubmit={submit} noValidate aria-labelledby="shipping-form-title">
      <h2 id="shipping-form-title">
        <Trans>完成出貨</Trans>
      </h2>
      <FormFailure failure={failure} />
      {!allowed ? (
        <p role="alert">
          <Trans>只有待出貨的訂單可以完成出貨</Trans>
        </p>
      ) : null}
      <Field label={t`出貨日期`} required error={fieldError('deliveryDate')}>
        <input type="date" {...register('deliveryDate')} />
      </Field>
      <Field label={t`物流公司`} required error={fieldError('deliveryETA')}>
        <select {...register('deliveryETA')}>
          <option value="">{t`請選擇物流公司`}</option>
          {LOGISTICS_COMPANIES.map((company) => (
            <option key={company} value={company}>
              {company}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`物流追蹤碼`} required error={fieldError('deliveryTrackingCode')}>
        <input type="text" autoComplete="off" {...register('deliveryTrackingCode')} />
      </Field>
      <div className="merchant-order-detail__actions">
        <Button type="submit" variant="primary" busy={submitting} disabled={!allowed}>
          <Trans>確認出貨</Trans>
        </Button>
        <Button onClick={onCancel} disabled={submitting}>
          <Trans>返回訂單</Trans>
        </Button>
      </div>
    </form>
  );
}
