// The social-accounts tab: Facebook and Google, linked or not. Connecting goes to the provider-add
// page ({base}/facebook-login-add, {base}/google-login-add); the provider the member logs in with
// (memberType 2 Facebook, 1 Google) cannot be disconnected.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@storefront/contracts';

type Provider = { id: 'facebook' | 'google'; label: string; username: string | null | undefined; loginType: number };

export function SocialAccounts({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const providers: Provider[] = [
    { id: 'facebook', label: 'Facebook', username: profile.facebookUsername, loginType: 2 },
    { id: 'google', label: 'Google', username: profile.googleUsername, loginType: 1 },
  ];
  return (
    <ul className="account-social">
      {providers.map((p) => {
        const inUse = profile.memberType === p.loginType;
        return (
          <li key={p.id} className="account-social__row">
            <strong>{p.label}</strong>{' '}
            {p.username ? (
              <span>{t`已連結：${p.username}`}</span>
            ) : (
              <span>
                <Trans>未連結</Trans>
              </span>
            )}{' '}
            {!p.username ? (
              <a className="sf-button sf-button--secondary" href={`/${p.id}-login-add`}>
                {t`連結 ${p.label}`}
              </a>
            ) : inUse ? (
              <span className="account-note">
                <Trans>目前登入使用的帳號，無法解除連結</Trans>
              </span>
            ) : (
              // A plain form post: the provider's page answers with a redirect back here.
              <form method="post" action={`/${p.id}-login-remove`} className="account-inline-form">
                <button type="submit" className="sf-button sf-button--secondary">
                  {t`解除連結 ${p.label}`}
                </button>
              </form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
