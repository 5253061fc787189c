// /member/merchant: the partner profile (merchant.md §2, §3). The login account is read-only and
// the free-shipping threshold is enabled only while free shipping is ticked; 成功更新 on save.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantProfile } from '@storefront/contracts';
import { merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { Button, Field, LoadingState, api, notify, useApiData, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { failureText } from '../../shared/failure-text';
import { MerchantLoadFailure } from '../../shared/merchant-access';

type ProfileForm = v.InferInput<typeof merchantEndpointSchemas.merchantDetailSave.request>;

export function ProfilePage() {
  const detail = useApiData((signal) => api().call('merchantDetailGet', { signal }), []);
  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') return <MerchantLoadFailure error={detail.error} onRetry={detail.reload} />;
  return <ProfileFormView profile={detail.data} />;
}

function ProfileFormView({ profile }: { profile: MerchantProfile }) {
  const { t } = useLingui();
  const text = useValidationText();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver: valibotResolver(merchantEndpointSchemas.merchantDetailSave.request),
    defaultValues: {
      merchantName: profile.merchantName,
      merchantPhone: profile.merchantPhone ?? '',
      merchantLine: profile.merchantLine ?? '',
      merchantEmail: profile.merchantEmail ?? '',
      fee: profile.fee,
      frozenFee: profile.frozenFee,
      useFreeShipping: profile.useFreeShipping,
      freeShippingPrice: profile.freeShippingPrice,
    },
  });
  const freeShipping = watch('useFreeShipping');

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api().call('merchantDetailSave', { body });
      notify({ text: t`成功更新` });
    } catch (error) {
      setFailure(failureText(error, t`無法連線，請稍後再試`));
    }
  });

  return (
    <section aria-labelledby="merchant-profile-title" className="merchant-profile">
      <h1 id="merchant-profile-title">
        <Trans>搭檔資料</Trans>
      </h1>
      <form className="sf-form" onSubmit={onSubmit} noValidate>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Field label={t`品牌名稱`} required error={errors.merchantName && text(errors.merchantName.message)}>
          <input {...register('merchantName')} />
        </Field>
        <Field label={t`Line`} required error={errors.merchantLine && text(errors.merchantLine.message)}>
          <input {...register('merchantLine')} />
        </Field>
        <Field label={t`電話`} required error={errors.merchantPhone && text(errors.merchantPhone.message)}>
          <input type="tel" autoComplete="tel" {...register('merchantPhone')} />
        </Field>
        <Field label={t`登入帳號`}>
          <input value={profile.email} readOnly />
        </Field>
        <Field label={t`聯絡信箱`} required error={errors.merchantEmail && text(errors.merchantEmail.message)}>
          <input type="email" autoComplete="email" {...register('merchantEmail')} />
        </Field>
        <Field label={t`運費`} required error={errors.fee && text(errors.fee.message)}>
          <input type="number" min={0} inputMode="numeric" {...register('fee', { valueAsNumber: true })} />
        </Field>
        <Field label={t`冷凍運費`} required error={errors.frozenFee && text(errors.frozenFee.message)}>
          <input type="number" min={0} inputMode="numeric" {...register('frozenFee', { valueAsNumber: true })} />
        </Field>
        <label className="merchant-check">
          <input type="checkbox" {...register('useFreeShipping')} /> <Trans>滿額免運費</Trans>
        </label>
        <Field label={t`免運門檻`} required error={errors.freeShippingPrice && text(errors.freeShippingPrice.message)}>
          <input
            type="number"
            min={0}
            inputMode="numeric"
            // readOnly rather than disabled: a disabled input would drop its value from the form.
            readOnly={!freeShipping}
            aria-disabled={!freeShipping}
            {...register('freeShippingPrice', { valueAsNumber: true })}
          />
        </Field>
        <Button type="submit" variant="primary" busy={isSubmitting}>
          <Trans>更新</Trans>
        </Button>
      </form>
    </section>
  );
}
