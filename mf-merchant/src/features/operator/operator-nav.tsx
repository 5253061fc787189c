// The desk's two queues, as links: the current one is marked for screen readers.
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from '@storefront/ui';

export function OperatorNav() {
  const { t } = useLingui();
  return (
    <nav className="operator-nav" aria-label={t`審核項目`}>
      <NavLink end to="/member/operator">
        <Trans>商品審核</Trans>
      </NavLink>
      <NavLink to="/member/operator/applications">
        <Trans>會員與搭檔申請</Trans>
      </NavLink>
    </nav>
  );
}
