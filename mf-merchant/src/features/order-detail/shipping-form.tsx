// The shipping form of a merchant order: shipping date (today by default), logistics company and
// tracking code, all required. Sent only while the order awaits shipment (status 1) and only once
// at a time; on success 成功完成出貨 shows and the caller reloads the order and returns to the
// detail. On a refusal the typed values stay in the form.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, canCompleteShipment, todayInTaipei, type OrderCompleteRequest } from '@storefront/contracts';
import { LOGISTICS_COMPANIES, merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { Button, Field, api, notify, useValidationText } from '@storefront/ui';
import { useForm, type Resolver } from 'react-hook-form';

type ShippingFormProps = {
  orderId: number;
  status: number;
  onShipped: () => void;
  onCancel: () => void;
};

type ShippingValues = { orderId: number; deliveryDate: string; deliveryETA: string; deliveryTrackingCode: string };

// The form starts with no company chosen (''), a value the schema's picklist rightly refuses:
// the resolver reads any string and yields the validated request.
const shippingResolver = valibotResolver(merchantEndpointSchemas.merchantOrderComplete.request) as unknown as Resolver<
  ShippingValues,
  unknown,
  OrderCompleteRequest
>;

const shippingFields = ['deliveryDate', 'deliveryETA', 'deliveryTrackingCode'] as const;
const isShippingField = (path: string): path is (typeof shippingFields)[number] => (shippingFields as readonly string[]).includes(path);

export function ShippingForm({ orderId, status, onShipped, onCancel }: ShippingFormProps) {
  const { t } = useLingui();
  const validationText = useValidationText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShippingValues, unknown, OrderCompleteRequest>({
    resolver: shippingResolver,
    defaultValues: { orderId, deliveryDate: todayInTaipei(), deliveryETA: '', deliveryTrackingCode: '' },
  });
  const allowed = canCompleteShipment(status);

  const onSubmit = handleSubmit(async (body) => {
    if (!allowed) return;
    try {
      await api().call('merchantOrderComplete', { body });
      notify({ text: t`成功完成出貨` });
      onShipped();
    } catch (error) {
      if (error instanceof ApiError && error.issues?.length) {
        for (const issue of error.issues) if (isShippingField(issue.path)) setError(issue.path, { message: issue.key });
      }
      notify({ tone: 'error', text: error instanceof Error ? error.message : String(error), durationMs: 4000 });
    }
  });

  const fieldError = (name: (typeof shippingFields)[number]) => (errors[name] ? validationText(errors[name]?.message) : undefined);

  return (
    <form className="merchant-shipping-form" onSubmit={onSubmit} noValidate aria-labelledby="shipping-form-title">
      <h2 id="shipping-form-title">
        <Trans>完成出貨</Trans>
      </h2>
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
        <Button type="submit" variant="primary" busy={isSubmitting} disabled={!allowed}>
          <Trans>確認出貨</Trans>
        </Button>
        <Button onClick={onCancel} disabled={isSubmitting}>
          <Trans>返回訂單</Trans>
        </Button>
      </div>
    </form>
  );
}
