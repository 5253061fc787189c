// The delivery detail form: the address fields, saved as {status: 200, msg, deliveryDetail}.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryFee, DeliveryDetail } from '@storefront/contracts';
import { DeliveryDetailInput } from '@storefront/contracts/member';
import { Button, FormFailure, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { FormProvider } from 'react-hook-form';
import { AddressFields } from './address-fields';
import { addressDefaults } from './detail-defaults';

export function DeliveryDetailForm({ saved, countries }: { saved: DeliveryDetail | null; countries: readonly CountryFee[] }) {
  const { t } = useLingui();
  const form = useEndpointForm({
    schema: DeliveryDetailInput,
    defaultValues: addressDefaults(saved),
    send: async (deliveryDetail) => {
      await api().call('deliveryDetailSave', { body: { status: 200, msg: '', deliveryDetail } });
      notify({ text: t`成功更新` });
    },
  });
  const { submit, failure, submitting } = form;

  return (
    <FormProvider {...form}>
      <form className="sf-form account-form" onSubmit={submit} noValidate aria-labelledby="delivery-title">
        <h2 id="delivery-title">
          <Trans>收件資料</Trans>
        </h2>
        <FormFailure failure={failure} />
        <AddressFields countries={countries} />
        <Button type="submit" variant="primary" busy={submitting}>
          <Trans>儲存收件資料</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
