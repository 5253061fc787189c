// The way back to the member home that every member screen carries.
import { Trans } from '@lingui/react/macro';
import { Link } from '@storefront/ui';

export function BackToMember() {
  return (
    <Link to="/member/" className="account-back">
      <Trans>回到會員中心</Trans>
    </Link>
  );
}
