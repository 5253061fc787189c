// /member/register: a password account (memberType 0, tier 0), validated with the contracts'
// schema on both sides. The server answers a taken email as it answers a new one and starts no
// session (no one learns from it who is a member), so the page then logs in with the email and
// password just given: a new account opens and the header hears of it on the bus; when that
// password does not open the account, the email was registered before, and the page says to log
// in with the password it already has.
import { Trans, useLingui } from '@lingui/react/macro';
import { publish, safeReturnUrl } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Field, FormFailure, api, useSiteNavigate, Link } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useSearchParams } from 'react-router-dom';

export function RegisterPage() {
  const { t } = useLingui();
  const goTo = useSiteNavigate();
  const [searchParams] = useSearchParams();
  const { register, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: memberEndpointSchemas.memberRegister.request,
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
    send: async (body) => {
      await api().call('memberRegister', { body });
      await api().call('memberLogin', { body: { email: body.email, password: body.password } });
      publish('member-changed', { loggedIn: true });
      goTo(safeReturnUrl(searchParams.get('returnUrl'), '/member'), { replace: true });
    },
    describeFailure: (error) => (error.status === 401 ? t`無法以這組密碼登入。若此電子郵件已經註冊，請以原本的密碼登入。` : undefined),
  });

  return (
    <section className="account-page account-login" aria-labelledby="register-title">
      <h1 id="register-title">
        <Trans>註冊會員</Trans>
      </h1>
      <form className="sf-form" onSubmit={submit} noValidate>
        <FormFailure failure={failure} />
        <Field label={t`姓氏`} required error={fieldError('lastName')}>
          <input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={t`名字`} required error={fieldError('firstName')}>
          <input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={t`電子郵件`} required error={fieldError('email')}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label={t`密碼`} required error={fieldError('password')}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t`確認密碼`} required error={fieldError('confirmPassword')}>
          <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" variant="primary" busy={submitting}>
          <Trans>註冊</Trans>
        </Button>
      </form>
      <p>
        <Trans>已經是會員？</Trans>{' '}
        <Link to={{ pathname: '/member/login', search: searchParams.toString() ? `?${searchParams}` : '' }}>
          <Trans>登入</Trans>
        </Link>
      </p>
    </section>
  );
}
