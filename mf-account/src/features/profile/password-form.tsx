// The password tab (password accounts only): update is enabled only when the new password has at
// least 6 characters and equals the confirmation, and a field left too short or not matching says
// why under it; success shows the 重置密碼成功 dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_PASSWORD_LENGTH } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Dialog, Field, FormFailure, api } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useEffect, useState } from 'react';

export function PasswordForm() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const {
    register,
    watch,
    reset,
    trigger,
    submit,
    failure,
    fieldError,
    formState: { isSubmitting, touchedFields },
  } = useEndpointForm({
    schema: memberEndpointSchemas.memberResetPassword.request,
    send: async (body) => {
      await api().call('memberResetPassword', { body });
      reset();
      setDone(true);
    },
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    // The button stays disabled until both passwords are right, so a field says what is wrong
    // once it has been left, and keeps saying it while it is being corrected.
    mode: 'onTouched',
  });
  const [newPassword, confirmNewPassword] = watch(['newPassword', 'confirmNewPassword']);
  const ready = newPassword.length >= MIN_PASSWORD_LENGTH && newPassword === confirmNewPassword;
  // A changed new password can make the confirmation match, or stop matching.
  const confirmTouched = Boolean(touchedFields.confirmNewPassword);
  useEffect(() => {
    if (confirmTouched) void trigger('confirmNewPassword');
  }, [newPassword, confirmTouched, trigger]);

  return (
    <>
      <form className="sf-form" onSubmit={submit} noValidate>
        <FormFailure failure={failure} />
        <Field label={t`目前密碼`} required error={fieldError('oldPassword')}>
          <input type="password" autoComplete="current-password" {...register('oldPassword')} />
        </Field>
        <Field label={t`新密碼`} required hint={<Trans>至少 6 個字元</Trans>} error={fieldError('newPassword')}>
          <input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label={t`確認新密碼`} required error={fieldError('confirmNewPassword')}>
          <input type="password" autoComplete="new-password" {...register('confirmNewPassword')} />
        </Field>
        <Button type="submit" variant="primary" busy={isSubmitting} disabled={!ready}>
          <Trans>更新密碼</Trans>
        </Button>
      </form>
      <Dialog
        open={done}
        title={<Trans>變更密碼</Trans>}
        onClose={() => setDone(false)}
        footer={
          <Button variant="primary" onClick={() => setDone(false)}>
            <Trans>確定</Trans>
          </Button>
        }
      >
        <p>
          <Trans>重置密碼成功</Trans>
        </p>
      </Dialog>
    </>
  );
}
