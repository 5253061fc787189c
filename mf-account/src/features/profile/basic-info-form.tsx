// The basic-info tab: names, date of birth and the newsletter choice. Save is enabled only when
// the name or the date of birth differs from the saved value (shopper.md section 4); after a save
// the header shows the new name at once (bus).
import { Trans, useLingui } from '@lingui/react/macro';
import { publish, type Profile } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Field, FormFailure, api, notify } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useState } from 'react';

type Saved = { firstName: string; lastName: string; dob: string };

export function BasicInfoForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState<Saved>({ firstName: profile.firstName, lastName: profile.lastName, dob: profile.dob ?? '' });
  const { register, watch, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: memberEndpointSchemas.memberAccountDetailSave.request,
    defaultValues: { ...saved, subscribed: profile.subscribed },
    send: async (body) => {
      await api().call('memberAccountDetailSave', { body });
      setSaved({ firstName: body.firstName, lastName: body.lastName, dob: body.dob ?? '' });
      publish('member-changed', { loggedIn: true });
      notify({ text: t`成功更新` });
    },
  });
  const [firstName, lastName, dob] = watch(['firstName', 'lastName', 'dob']);
  const changed = firstName !== saved.firstName || lastName !== saved.lastName || (dob ?? '') !== saved.dob;

  return (
    <form className="sf-form" onSubmit={submit} noValidate>
      <FormFailure failure={failure} />
      <Field label={t`電子郵件`}>
        <input value={profile.email} readOnly />
      </Field>
      <Field label={t`姓氏`} required error={fieldError('lastName')}>
        <input autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label={t`名字`} required error={fieldError('firstName')}>
        <input autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label={t`生日`} error={fieldError('dob')}>
        <input type="date" autoComplete="bday" {...register('dob')} />
      </Field>
      <label className="account-check">
        <input type="checkbox" {...register('subscribed')} /> <Trans>訂閱電子報</Trans>
      </label>
      <Button type="submit" variant="primary" busy={submitting} disabled={!changed}>
        <Trans>儲存</Trans>
      </Button>
    </form>
  );
}
