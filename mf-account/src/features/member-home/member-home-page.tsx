// /member, the member centre: who you are, 得標通知 first (auctions won waiting for payment), the
// dashboard (orders by stage linking to the filtered order history, the points balance, the wish
// list's size, the latest order), your tier and partner status (with the upgrade link and the
// partner-application status for those who can still apply, and the operator's decision on an
// application), your running auctions (leading or outbid), merchants' tools, and logout. The
// member navigation beside it is the shell's (MemberNav).
import { Trans, useLingui } from '@lingui/react/macro';
import { TIER } from '@storefront/contracts/member';
import { ApiDataView, Button, api, useApiData, Link } from '@storefront/ui';
import { useLogout } from '../../shared/use-logout';
import { useMemberNotices } from '../../shared/use-member-notices';
import { ApplicationNotices } from './application-notices';
import { AuctionWins } from './auction-wins';
import { MemberSummary } from './member-summary';
import { MyAuctions } from './my-auctions';
import { TierLabel } from './tier-label';

export function MemberHomePage() {
  const { t } = useLingui();
  const profile = useApiData((signal) => api().call('memberAccountDetail', { signal }), []);
  const notices = useMemberNotices();
  const logout = useLogout();

  return (
    <ApiDataView data={profile}>
      {(member) => {
        // Chinese names put the family name first, with no space.
        const fullName = `${member.lastName}${member.firstName}`;
        return (
          <section className="account-page" aria-labelledby="member-title">
            <h1 id="member-title">
              <Trans>會員中心</Trans>
            </h1>
            <p className="account-home__greeting">
              {t`您好，${fullName}`} <span>({member.email})</span>
            </p>
            {notices.state === 'ready' ? <AuctionWins wins={notices.data.auctionWins} /> : null}
            {notices.state === 'error' ? (
              <p className="sf-form__error">
                <Trans>無法載入通知</Trans>{' '}
                <Button variant="text" onClick={notices.reload}>
                  <Trans>重試</Trans>
                </Button>
              </p>
            ) : null}
            <MemberSummary />
            <section className="account-card account-partner" aria-labelledby="partner-status-title">
              <h2 id="partner-status-title">
                <Trans>會員與搭檔狀態</Trans>
              </h2>
              <TierLabel tier={member.tier} applied={member.applied} />
              {notices.state === 'ready' ? <ApplicationNotices applications={notices.data.applications} /> : null}
              <p>
                <Link to="/member/deliverydetail">
                  <Trans>帳單與收件資料</Trans>
                </Link>
              </p>
            </section>
            <MyAuctions />
            {member.tier === TIER.partner ? (
              <nav aria-label={t`商家工具`}>
                <h2>
                  <Trans>商家工具</Trans>
                </h2>
                <ul className="account-home__links">
                  <li>
                    <Link to="/member/merchant">
                      <Trans>搭檔資料</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/member/merchant/products">
                      <Trans>商品管理</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/member/merchant/orders">
                      <Trans>訂單管理</Trans>
                    </Link>
                  </li>
                </ul>
              </nav>
            ) : null}
            <Button onClick={logout}>
              <Trans>登出</Trans>
            </Button>
          </section>
        );
      }}
    </ApiDataView>
  );
}
