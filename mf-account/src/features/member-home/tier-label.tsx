// The member's tier as the specifications name it: 一般會員 (with the upgrade link), 美立會員,
// 美立搭檔; below partner, the partner-application status (申請中 / 未申請) and its link.
import { Trans } from '@lingui/react/macro';
import { TIER } from '@storefront/contracts/member';
import { Link } from '@storefront/ui';

export function TierLabel({ tier, applied }: { tier: number; applied?: boolean | null }) {
  if (tier === TIER.partner)
    return (
      <p className="account-tier">
        <Trans>會員等級：美立搭檔</Trans>
      </p>
    );
  return (
    <div className="account-tier">
      <p>
        {tier === TIER.member ? <Trans>會員等級：美立會員</Trans> : <Trans>會員等級：一般會員</Trans>}{' '}
        {tier === TIER.general ? (
          <Link to="/member/memberupgrade">
            <Trans>升級會員</Trans>
          </Link>
        ) : null}
      </p>
      <p>
        {applied ? (
          <Trans>搭檔申請：申請中</Trans>
        ) : (
          <>
            <Trans>搭檔申請：未申請</Trans>{' '}
            <Link to="/member/merchantupgrade">
              <Trans>申請成為美立搭檔</Trans>
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
