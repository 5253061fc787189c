// Where a page sits in the shop: 首頁 › (its category) › the page itself, for the product page and
// the listings.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@storefront/ui';
import './breadcrumb.css';

export function Breadcrumb({ trail = [], current }: { trail?: { to: string; label: string }[]; current: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`麵包屑`} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">
            <Trans>首頁</Trans>
          </Link>
        </li>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
