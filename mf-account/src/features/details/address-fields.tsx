// The address part of the billing and delivery forms: the shared Taiwan address fields (county →
// district cascade setting the postal code) on the form of the surrounding FormProvider, plus the
// required-fields note.
import { Trans } from '@lingui/react/macro';
import type { CountryFee, DeliveryDetailInput } from '@storefront/contracts';
import { TaiwanAddressFields } from '@storefront/ui/address';
import { useFormContext } from 'react-hook-form';
import type * as v from 'valibot';

export type AddressValues = v.InferInput<typeof DeliveryDetailInput>;

export function AddressFields({ countries }: { countries: readonly CountryFee[] }) {
  const form = useFormContext<AddressValues>();
  return (
    <>
      <TaiwanAddressFields form={form} countries={countries} />
      <p className="account-note">
        <Trans>標示 * 的欄位為必填</Trans>
      </p>
    </>
  );
}
