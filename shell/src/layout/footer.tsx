// The page footer with the policy links both specifications point to.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

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
    </footer>
  );
}
