// /member/memberupgrade (成為美立會員): name, tel, line, email and the partner terms checkbox;
// submit is enabled only once the checkbox is ticked (merchant.md section 5).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { MemberUpgradeRequest } from '@storefront/contracts/member';
import { Button, Field, api, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { BackToMember } from '../../shared/back-to-member';
import { LastRefusal } from './last-refusal';
import { PartnerTermsDialog } from './partner-terms-dialog';
import { useUpgradeSubmit } from './use-upgrade-submit';

type MemberUpgradeValues = v.InferInput<typeof MemberUpgradeRequest>;

export function MemberUpgradePage() {
  const { t } = useLingui();
  const text = useValidationText();
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const { failure, send } = useUpgradeSubmit();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MemberUpgradeValues>({
    resolver: valibotResolver(MemberUpgradeRequest),
    defaultValues: { name: '', tel: '', line: '', email: '' },
  });
  const onSubmit = handleSubmit((body) => send(() => api().call('memberUpgrade', { body })));

  return (
    <section className="account-page" aria-labelledby="member-upgrade-title">
      <BackToMember />
      <h1 id="member-upgrade-title">
        <Trans>成為美立會員</Trans>
      </h1>
      <LastRefusal kind="member" />
      <form className="sf-form" onSubmit={onSubmit} noValidate>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Field label={t`姓名`} required error={errors.name && text(errors.name.message)}>
          <input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t`電話`} required error={errors.tel && text(errors.tel.message)}>
          <input type="tel" inputMode="numeric" autoComplete="tel" {...register('tel')} />
        </Field>
        <Field label="Line" error={errors.line && text(errors.line.message)}>
          <input {...register('line')} />
        </Field>
        <Field label={t`電子郵件`} required error={errors.email && text(errors.email.message)}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <p>
          <label className="account-check">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> <Trans>我同意</Trans>
          </label>{' '}
          <Button variant="link" onClick={() => setTermsOpen(true)}>
            <Trans>美立搭檔服務條款</Trans>
          </Button>
        </p>
        <Button type="submit" variant="primary" busy={isSubmitting} disabled={!agreed}>
          <Trans>送出申請</Trans>
        </Button>
      </form>
      <PartnerTermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onConfirm={() => {
          setTermsOpen(false);
          setAgreed(true);
        }}
      />
    </section>
  );
}
