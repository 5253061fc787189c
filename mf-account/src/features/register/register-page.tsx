// /member/register: a password account (memberType 0, tier 0), validated with the contracts'
// schema on both sides; on success the member is logged in, the header hears of it on the bus.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { publish, safeReturnUrl } from '@storefront/contracts';
import { memberEndpointSchemas } from '@storefront/contracts/member';
import { Button, Field, api, useSiteNavigate, useValidationText } from '@storefront/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type * as v from 'valibot';
import { failureText } from '../../shared/failure-text';

type RegisterInput = v.InferInput<typeof memberEndpointSchemas.memberRegister.request>;

export function RegisterPage() {
  const { t } = useLingui();
  const text = useValidationText();
  const goTo = useSiteNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: valibotResolver(memberEndpointSchemas.memberRegister.request),
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api().call('memberRegister', { body });
      publish('member-changed', { loggedIn: true });
      goTo(safeReturnUrl(searchParams.get('returnUrl'), '/member'), { replace: true });
    } catch (error) {
      setFailure(failureText(error, t`無法連線，請稍後再試`));
    }
  });

  return (
    <section className="account-page account-login" aria-labelledby="register-title">
      <h1 id="register-title">
        <Trans>註冊會員</Trans>
      </h1>
      <form className="sf-form" onSubmit={onSubmit} noValidate>
        {failure ? (
          <p className="sf-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Field label={t`姓氏`} required error={errors.lastName && text(errors.lastName.message)}>
          <input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={t`名字`} required error={errors.firstName && text(errors.firstName.message)}>
          <input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={t`電子郵件`} required error={errors.email && text(errors.email.message)}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label={t`密碼`} required error={errors.password && text(errors.password.message)}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t`確認密碼`} required error={errors.confirmPassword && text(errors.confirmPassword.message)}>
          <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" variant="primary" busy={isSubmitting}>
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
