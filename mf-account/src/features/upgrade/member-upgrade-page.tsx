// /member/memberupgrade (成為美立會員): name, tel, line, email and the partner terms checkbox;
// submit is enabled only once the checkbox is ticked (merchant.md section 5).
import { Trans, useLingui } from '@lingui/react/macro';
import { MemberUpgradeRequest } from '@storefront/contracts/member';
import { Button, Field, FormFailure, api } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useState } from 'react';
import { BackToMember } from '../../shared/back-to-member';
import { LastRefusal } from './last-refusal';
import { PartnerTermsDialog } from './partner-terms-dialog';
import { useUpgradeSent } from './use-upgrade-sent';

export function MemberUpgradePage() {
  const { t } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const sent = useUpgradeSent();
  const { register, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: MemberUpgradeRequest,
    defaultValues: { name: '', tel: '', line: '', email: '' },
    send: async (body) => {
      await api().call('memberUpgrade', { body });
      sent();
    },
  });

  return (
    <section className="account-page" aria-labelledby="member-upgrade-title">
      <BackToMember />
      <h1 id="member-upgrade-title">
        <Trans>成為美立會員</Trans>
      </h1>
      <LastRefusal kind="member" />
      <form className="sf-form" onSubmit={submit} noValidate>
        <FormFailure failure={failure} />
        <Field label={t`姓名`} required error={fieldError('name')}>
          <input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t`電話`} required error={fieldError('tel')}>
          <input type="tel" inputMode="numeric" autoComplete="tel" {...register('tel')} />
        </Field>
        <Field label="Line" error={fieldError('line')}>
          <input {...register('line')} />
        </Field>
        <Field label={t`電子郵件`} required error={fieldError('email')}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <p>
          <label className="account-check">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> <Trans>我同意</Trans>
          </label>{' '}
          <Button variant="text" onClick={() => setTermsOpen(true)}>
            <Trans>美立搭檔服務條款</Trans>
          </Button>
        </p>
        <Button type="submit" variant="primary" busy={submitting} disabled={!agreed}>
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
