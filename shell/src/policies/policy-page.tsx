// The frame of the site's help and policy pages: a heading, the sections, and links to the other
// policies, readable at any width.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@storefront/ui';

export function PolicyPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="shell-policy">
      <h1 className="shell-page-title">{title}</h1>
      {intro ? <p className="shell-policy__intro">{intro}</p> : null}
      {children}
      <nav className="shell-policy__related">
        <Link to="/terms">
          <Trans>服務條款</Trans>
        </Link>
        <Link to="/return">
          <Trans>退貨政策</Trans>
        </Link>
        <Link to="/earnpoints">
          <Trans>Z 紅利說明</Trans>
        </Link>
      </nav>
    </article>
  );
}
