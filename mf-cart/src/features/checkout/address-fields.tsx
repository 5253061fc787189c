// The fields of one checkout address (billing or delivery): the shared Taiwan address fields on
// the delivery form, with the phone hint, the billing email and a required street.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryFee } from '@storefront/contracts';
import { Field, useValidationText } from '@storefront/ui';
import { TaiwanAddressFields } from '@storefront/ui/address';
import { useFormContext } from 'react-hook-form';
import type { DeliveryFormValues } from './delivery-form';

type Props = { prefix: 'purchaseDetail' | 'deliveryDetail'; countries: readonly CountryFee[] };

export function AddressFields({ prefix, countries }: Props) {
  const { t } = useLingui();
  const validationText = useValidationText();
  const form = useFormContext<DeliveryFormValues>();
  const emailError = form.formState.errors.purchaseDetail?.email;
  const email =
    prefix === 'purchaseDetail' ? (
      <Field label={t`電子郵件`} required error={emailError ? validationText(emailError.message) : undefined}>
        <input type="email" autoComplete="email" {...form.register('purchaseDetail.email')} />
      </Field>
    ) : null;

  return (
    <div className="checkout__address">
      <TaiwanAddressFields
        form={form}
        path={prefix}
        countries={countries}
        extra={email}
        phoneHint={<Trans>手機 09 開頭共 10 碼，或市話</Trans>}
        streetRequired
      />
    </div>
  );
}
