// The basic-info tab: names, date of birth and the newsletter choice. Save is enabled only when
// the name or the date of birth differs from the saved value (shopper.md section 4); after a save
// the header shows the new name at once (bus).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { publish, type Profile } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Field, api, notify, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { failureText } from '../../shared/failure-text';

type BasicInfo = v.InferInput<typeof memberEndpointSchemas.memberAccountDetailSave.request>;
type Saved = { firstName: string; lastName: string; dob: string };

export function BasicInfoForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const text = useValidationText();
  const [saved, setSaved] = useState<Saved>({ firstName: profile.firstName, lastName: profile.lastName, dob: profile.dob ?? '' });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BasicInfo>({
    resolver: valibotResolver(memberEndpointSchemas.memberAccountDetailSave.request),
    defaultValues: { ...saved, subscribed: profile.subscribed },
  });
  const [firstName, lastName, dob] = watch(['firstName', 'lastName', 'dob']);
  const changed = firstName !== saved.firstName || lastName !== saved.lastName || (dob ?? '') !== saved.dob;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api().call('memberAccountDetailSave', { body });
      setSaved({ firstName: body.firstName, lastName: body.lastName, dob: body.dob ?? '' });
      publish('member-changed', { loggedIn: true });
      notify({ text: t`成功更新` });
    } catch (error) {
      setFailure(failureText(error, t`無法連線，請稍後再試`));
    }
  });

  return (
    <form className="sf-form" onSubmit={onSubmit} noValidate>
      {failure ? (
        <p className="sf-form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <Field label={t`電子郵件`}>
        <input value={profile.email} readOnly />
      </Field>
      <Field label={t`姓氏`} required error={errors.lastName && text(errors.lastName.message)}>
        <input autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label={t`名字`} required error={errors.firstName && text(errors.firstName.message)}>
        <input autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label={t`生日`} error={errors.dob && text(errors.dob.message)}>
        <input type="date" autoComplete="bday" {...register('dob')} />
      </Field>
      <label className="account-check">
        <input type="checkbox" {...register('subscribed')} /> <Trans>訂閱電子報</Trans>
      </label>
      <Button type="submit" variant="primary" busy={isSubmitting} disabled={!changed}>
        <Trans>儲存</Trans>
      </Button>
    </form>
  );
}
