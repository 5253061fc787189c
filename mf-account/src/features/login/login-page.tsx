// /member/login: email and password, validated with the contracts' schema before sending. On
// success the header learns of it through the bus and the visitor goes back to where they came
// from — a same-origin path only, anything else goes home.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, publish, safeReturnUrl } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Field, api, useSiteNavigate, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type * as v from 'valibot';

type LoginInput = v.InferInput<typeof memberEndpointSchemas.memberLogin.request>;

export function LoginPage() {
  const { t } = useLingui();
  const validationText = useValidationText();
  const goTo = useSiteNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: valibotResolver(memberEndpointSchemas.memberLogin.request),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api().call('memberLogin', { body });
      publish('member-changed', { loggedIn: true });
      goTo(safeReturnUrl(searchParams.get('returnUrl'), '/member'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setFailure(t`電子郵件或密碼錯誤`);
      else if (error instanceof ApiError) setFailure(error.message);
      else setFailure(t`無法連線，請稍後再試`);
    }
  });

  return (
    <section className="account-login" aria-labelledby="login-title">
      <h1 id="login-title">
        <Trans>會員登入</Trans>
      </h1>
      <form className="sf-form" onSubmit={onSubmit} noValidate>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Field label={t`電子郵件`} required error={errors.email ? validationText(errors.email.message) : undefined}>
          <input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Field label={t`密碼`} required error={errors.password ? validationText(errors.password.message) : undefined}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" variant="primary" busy={isSubmitting}>
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
