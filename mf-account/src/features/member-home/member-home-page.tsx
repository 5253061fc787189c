// /member: who you are and your tier; visitors are sent to the login page and brought back.
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, publish } from '@storefront/contracts';
import { Button, ErrorState, LoadingState, api, useApiData, RedirectToLogin } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { TierLabel } from './tier-label';

export function MemberHomePage() {
  const { t } = useLingui();
  const profile = useApiData((signal) => api().call('memberAccountDetail', { signal }), []);

  if (profile.state === 'loading') return <LoadingState />;
  if (profile.state === 'error') {
    if (profile.error instanceof ApiError && profile.error.status === 401) return <RedirectToLogin />;
    return <ErrorState detail={profile.error.message} onRetry={profile.reload} />;
  }
  const member = profile.data;
  // Chinese names put the family name first, with no space.
  const fullName = `${member.lastName}${member.firstName}`;

  const logout = async () => {
    try {
      await api().call('memberLogout');
    } finally {
      publish('member-changed', { loggedIn: false });
      window.location.assign('/');
    }
  };

  return (
    <section aria-labelledby="member-title">
      <h1 id="member-title">
        <Trans>會員中心</Trans>
      </h1>
      <p>
        {t`您好，${fullName}`} <span>({member.email})</span>
      </p>
      <TierLabel tier={member.tier} applied={member.applied} />
      <nav aria-label={t`會員選單`}>
        <ul>
          <li>
            <Link to="/member/orders">
              <Trans>購買紀錄</Trans>
            </Link>
          </li>
          {member.tier === 2 ? (
            <li>
              <Link to="/member/merchant/products">
                <Trans>商品管理</Trans>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <Button onClick={logout}>
        <Trans>登出</Trans>
      </Button>
    </section>
  );
}
