// The billing (purchase) detail form: the address fields plus the email, saved as
// {status: 200, msg, purchaseDetail}.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryFee, PurchaseDetail } from '@storefront/contracts';
import { PurchaseDetailInput } from '@storefront/contracts/member';
import { Button, Field, api, notify, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { failureText } from '../../shared/failure-text';
import { AddressFields } from './address-fields';
import { addressDefaults } from './detail-defaults';

type PurchaseValues = v.InferInput<typeof PurchaseDetailInput>;

export function PurchaseDetailForm({ saved, countries }: { saved: PurchaseDetail | null; countries: readonly CountryFee[] }) {
  const { t } = useLingui();
  const text = useValidationText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PurchaseValues>({
    resolver: valibotResolver(PurchaseDetailInput),
    defaultValues: { ...addressDefaults(saved), email: saved?.email ?? '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (purchaseDetail) => {
    setFailure(null);
    try {
      await api().call('purchaseDetailSave', { body: { status: 200, msg: '', purchaseDetail } });
      notify({ text: t`成功更新` });
    } catch (error) {
      setFailure(failureText(error, t`無法連線，請稍後再試`));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="sf-form account-form" onSubmit={onSubmit} noValidate aria-labelledby="purchase-title">
        <h2 id="purchase-title">
          <Trans>帳單資料</Trans>
        </h2>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <AddressFields countries={countries} />
        <Field label={t`電子郵件`} required error={errors.email && text(errors.email.message)}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" variant="primary" busy={isSubmitting}>
          <Trans>儲存帳單資料</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
