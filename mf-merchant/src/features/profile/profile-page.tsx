// /member/merchant: the partner profile (merchant.md §2, §3). The login account is read-only and
// the free-shipping threshold is enabled only while free shipping is ticked; 成功更新 on save.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantProfile } from '@storefront/contracts';
import { merchantEndpointSchemas } from '@storefront/contracts/merchant';
import { Button, Field, FormFailure, LoadingState, api, notify, useApiData } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { MerchantLoadFailure } from '../../shared/merchant-access';

export function ProfilePage() {
  const detail = useApiData((signal) => api().call('merchantDetailGet', { signal }), []);
  if (detail.state === 'loading') return <LoadingState />;
  if (detail.state === 'error') return <MerchantLoadFailure error={detail.error} onRetry={detail.reload} />;
  return <ProfileFormView profile={detail.data} />;
}

function ProfileFormView({ profile }: { profile: MerchantProfile }) {
  const { t } = useLingui();
  const { register, watch, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: merchantEndpointSchemas.merchantDetailSave.request,
    // merchant.md §8: a failed profile update says the status and the message.
    failureFormat: 'msg',
    send: async (body) => {
      await api().call('merchantDetailSave', { body });
      notify({ text: t`成功更新` });
    },
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

  return (
    <section aria-labelledby="merchant-profile-title" className="merchant-profile">
      <h1 id="merchant-profile-title">
        <Trans>搭檔資料</Trans>
      </h1>
      <form className="sf-form" onSubmit={submit} noValidate>
        <FormFailure failure={failure} />
        <Field label={t`品牌名稱`} required error={fieldError('merchantName')}>
          <input {...register('merchantName')} />
        </Field>
        <Field label={t`Line`} required error={fieldError('merchantLine')}>
          <input {...register('merchantLine')} />
        </Field>
        <Field label={t`電話`} required error={fieldError('merchantPhone')}>
          <input type="tel" autoComplete="tel" {...register('merchantPhone')} />
        </Field>
        <Field label={t`登入帳號`}>
          <input value={profile.email} readOnly />
        </Field>
        <Field label={t`聯絡信箱`} required error={fieldError('merchantEmail')}>
          <input type="email" autoComplete="email" {...register('merchantEmail')} />
        </Field>
        <Field label={t`運費`} required error={fieldError('fee')}>
          <input type="number" min={0} inputMode="numeric" {...register('fee', { valueAsNumber: true })} />
        </Field>
        <Field label={t`冷凍運費`} required error={fieldError('frozenFee')}>
          <input type="number" min={0} inputMode="numeric" {...register('frozenFee', { valueAsNumber: true })} />
        </Field>
        <label className="merchant-check">
          <input type="checkbox" {...register('useFreeShipping')} /> <Trans>滿額免運費</Trans>
        </label>
        <Field label={t`免運門檻`} required error={fieldError('freeShippingPrice')}>
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
        <Button type="submit" variant="primary" busy={submitting}>
          <Trans>更新</Trans>
        </Button>
      </form>
    </section>
  );
}
