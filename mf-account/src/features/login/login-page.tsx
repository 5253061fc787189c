// /member/login: email and password, validated with the contracts' schema before sending. On
// success the header learns of it through the bus and the visitor goes back to where they came
// from — a same-origin path only, anything else goes home.
import { Trans, useLingui } from '@lingui/react/macro';
import { publish, safeReturnUrl } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Field, FormFailure, api, useSiteNavigate, Link } from '@storefront/ui';
import { useEndpointForm } from '@storefront/ui/forms';
import { useSearchParams } from 'react-router-dom';

export function LoginPage() {
  const { t } = useLingui();
  const goTo = useSiteNavigate();
  const [searchParams] = useSearchParams();
  const { register, submit, failure, fieldError, submitting } = useEndpointForm({
    schema: memberEndpointSchemas.memberLogin.request,
    defaultValues: { email: '', password: '' },
    send: async (body) => {
      await api().call('memberLogin', { body });
      publish('member-changed', { loggedIn: true });
      goTo(safeReturnUrl(searchParams.get('returnUrl'), '/member'), { replace: true });
    },
    describeFailure: (error) => (error.status === 401 ? t`電子郵件或密碼錯誤` : undefined),
  });

  return (
    <section className="account-login" aria-labelledby="login-title">
      <h1 id="login-title">
        <Trans>會員登入</Trans>
      </h1>
      <form className="sf-form" onSubmit={submit} noValidate>
        <FormFailure failure={failure} />
        <Field label={t`電子郵件`} required error={fieldError('email')}>
          <input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Field label={t`密碼`} required error={fieldError('password')}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" variant="primary" busy={submitting}>
          <Trans>登入</Trans>
        </Button>
      </form>
      <p>
        <Trans>還不是會員？</Trans>{' '}
        <Link to={{ pathname: '/member/register', search: searchParams.toString() ? `?${searchParams}` : '' }}>
          <Trans>註冊會員</Trans>
        </Link>
      </p>
    </section>
  );
}
