// The page footer with the policy links both specifications point to, and the demo's notice.
import { Trans } from '@lingui/react/macro';
import { Link } from '@storefront/ui';
import { DemoBanner } from './demo-banner';

export function Footer() {
  return (
    <footer className="shell-footer">
      <Link to="/terms">
        <Trans>服務條款</Trans>
      </Link>
      <Link to="/return">
        <Trans>退貨政策</Trans>
      </Link>
      <Link to="/earnpoints">
        <Trans>Z 紅利說明</Trans>
      </Link>
      <DemoBanner />
    </footer>
  );
}
