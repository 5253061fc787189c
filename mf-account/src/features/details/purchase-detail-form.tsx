// The billing (purchase) detail form: the address fields plus the email, saved as
// {status: 200, msg, purchaseDetail}.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryFee, PurchaseDetail } from '@storefront/contracts';
import { PurchaseDetailInput } from '@storefront/contracts/member';
import { Button, Field, FormFailure, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { FormProvider } from 'react-hook-form';
import { AddressFields } from './address-fields';
import { addressDefaults } from './detail-defaults';

export function PurchaseDetailForm({ saved, countries }: { saved: PurchaseDetail | null; countries: readonly CountryFee[] }) {
  const { t } = useLingui();
  const form = useEndpointForm({
    schema: PurchaseDetailInput,
    defaultValues: { ...addressDefaults(saved), email: saved?.email ?? '' },
    send: async (purchaseDetail) => {
      await api().call('purchaseDetailSave', { body: { status: 200, msg: '', purchaseDetail } });
      notify({ text: t`成功更新` });
    },
  });
  const { register, submit, failure, fieldError, submitting } = form;

  return (
    <FormProvider {...form}>
      <form className="sf-form account-form" onSubmit={submit} noValidate aria-labelledby="purchase-title">
        <h2 id="purchase-title">
          <Trans>帳單資料</Trans>
        </h2>
        <FormFailure failure={failure} />
        <AddressFields countries={countries} />
        <Field label={t`電子郵件`} required error={fieldError('email')}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" variant="primary" busy={submitting}>
          <Trans>儲存帳單資料</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
