// /member/merchantupgrade (成為美立搭檔): the merchant application. The terms checkbox works only
// after the terms were opened and confirmed (clicking it earlier says 請點擊服務條款並務必確認閱讀);
// submit needs the checkbox; when the key fields are all empty the form says 請填入資料.
import { Trans, useLingui } from '@lingui/react/macro';
import { MerchantUpgradeRequest } from '@storefront/contracts/member';
import { Button, Field, FormFailure, api } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type * as v from 'valibot';
import { BackToMember } from '../../shared/back-to-member';
import { LastRefusal } from './last-refusal';
import { PartnerTermsDialog } from './partner-terms-dialog';
import { useUpgradeSent } from './use-upgrade-sent';

type MerchantUpgradeValues = v.InferInput<typeof MerchantUpgradeRequest>;
type TextField = keyof MerchantUpgradeValues;

const KEY_FIELDS = ['name', 'tel', 'line', 'email', 'twNumber'] as const;

export function MerchantUpgradePage() {
  const { t } = useLingui();
  const [termsRead, setTermsRead] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const sent = useUpgradeSent();
  const { register, getValues, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: MerchantUpgradeRequest,
    send: async (body) => {
      await api().call('merchantUpgrade', { body });
      sent();
    },
    defaultValues: {
      name: '',
      tel: '',
      line: '',
      email: '',
      twNumber: '',
      companyName: '',
      companyOwner: '',
      uniformNumber: '',
      companyType: '',
      companyAddress: '',
      companyEmail: '',
      companyTel: '',
      companyUrl: '',
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setNotice(null);
    const values = getValues();
    if (KEY_FIELDS.every((key) => !(values[key] ?? '').trim())) {
      event.preventDefault();
      setNotice(t`請填入資料`);
      return;
    }
    void submit(event);
  };

  // Controlled: until the terms were confirmed, a click leaves the box unticked and explains why.
  const onCheckboxChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!termsRead) {
      setNotice(t`請點擊服務條款並務必確認閱讀`);
      return;
    }
    setAgreed(event.target.checked);
  };

  const field = (name: TextField, label: string, options: { required?: boolean; type?: string; numeric?: boolean } = {}) => (
    <Field label={label} required={options.required} error={fieldError(name)}>
      <input type={options.type ?? 'text'} inputMode={options.numeric ? 'numeric' : undefined} {...register(name)} />
    </Field>
  );

  return (
    <section className="account-page" aria-labelledby="merchant-upgrade-title">
      <BackToMember />
      <h1 id="merchant-upgrade-title">
        <Trans>成為美立搭檔</Trans>
      </h1>
      <LastRefusal kind="merchant" />
      <form className="sf-form" onSubmit={onSubmit} noValidate>
        <FormFailure failure={failure} />
        {field('name', t`姓名`, { required: true })}
        {field('tel', t`電話`, { required: true, type: 'tel', numeric: true })}
        {field('line', 'Line')}
        {field('email', t`電子郵件`, { required: true, type: 'email' })}
        {field('twNumber', t`地址`)}
        {field('companyName', t`公司名稱`)}
        {field('companyOwner', t`負責人`)}
        {field('uniformNumber', t`統一編號`, { numeric: true })}
        {field('companyType', t`公司類型`)}
        {field('companyAddress', t`公司地址`)}
        {field('companyEmail', t`公司電子郵件`, { type: 'email' })}
        {field('companyTel', t`公司電話`, { type: 'tel', numeric: true })}
        {field('companyUrl', t`公司網址`, { type: 'url' })}
        <p>
          <label className="account-check">
            <input type="checkbox" checked={agreed} aria-disabled={!termsRead} onChange={onCheckboxChange} /> <Trans>我同意</Trans>
          </label>{' '}
          <Button variant="text" onClick={() => setTermsOpen(true)}>
            <Trans>美立搭檔服務條款</Trans>
          </Button>
        </p>
        {notice ? (
          <p className="sf-form__error" role="alert">
            {notice}
          </p>
        ) : null}
        <Button type="submit" variant="primary" busy={submitting} disabled={!agreed}>
          <Trans>送出申請</Trans>
        </Button>
      </form>
      <PartnerTermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onConfirm={() => {
          setTermsOpen(false);
          setTermsRead(true);
          setNotice(null);
        }}
      />
    </section>
  );
}
