// The delivery detail form: the address fields, saved as {status: 200, msg, deliveryDetail}.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryFee, DeliveryDetail } from '@storefront/contracts';
import { DeliveryDetailInput } from '@storefront/contracts/member';
import { Button, api, notify } from '@storefront/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { failureText } from '../../shared/failure-text';
import { AddressFields, type AddressValues } from './address-fields';
import { addressDefaults } from './detail-defaults';

export function DeliveryDetailForm({ saved, countries }: { saved: DeliveryDetail | null; countries: readonly CountryFee[] }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressValues>({ resolver: valibotResolver(DeliveryDetailInput), defaultValues: addressDefaults(saved) });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (deliveryDetail) => {
    setFailure(null);
    try {
      await api().call('deliveryDetailSave', { body: { status: 200, msg: '', deliveryDetail } });
      notify({ text: t`成功更新` });
    } catch (error) {
      setFailure(failureText(error, t`無法連線，請稍後再試`));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="sf-form account-form" onSubmit={onSubmit} noValidate aria-labelledby="delivery-title">
        <h2 id="delivery-title">
          <Trans>收件資料</Trans>
        </h2>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <AddressFields countries={countries} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          <Trans>儲存收件資料</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
