// The member's tier as the specifications name it: 一般會員 (with the upgrade link and the partner
// application status), 美立會員, 美立搭檔.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

export function TierLabel({ tier, applied }: { tier: number; applied?: boolean | number | null }) {
  if (tier === 2) return <p><Trans>會員等級：美立搭檔</Trans></p>;
  if (tier === 1) return <p><Trans>會員等級：美立會員</Trans></p>;
  return (
    <p>
      <Trans>會員等級：一般會員</Trans> <Link to="/member/memberupgrade"><Trans>升級會員</Trans></Link>{' '}
      <span>{applied ? <Trans>搭檔申請：申請中</Trans> : <Trans>搭檔申請：未申請</Trans>}</span>
    </p>
  );
}
