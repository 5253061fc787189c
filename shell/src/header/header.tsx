// The page frame's header, owned by the shell: it keeps working whichever remote is down.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from '@storefront/ui';
import { CartBadge } from './cart-badge';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch } from './language-switch';
import { SearchBox } from './search-box';
import { useMember } from './use-member';

export function Header() {
  const { t } = useLingui();
  const member = useMember();
  return (
    <header className="shell-header">
      <a href="#main" className="shell-skip-link">
        <Trans>跳到主要內容</Trans>
      </a>
      <Link to="/" className="shell-header__brand">
        <Trans>台灣市集</Trans>
      </Link>
      {/* Finding things: the category menu and the search box, one row of its own on a phone. */}
      <div className="shell-header__find">
        <CategoryMenu />
        <SearchBox />
      </div>
      <nav aria-label={t`主要選單`} className="shell-header__nav">
        <NavLink to="/" end className="shell-header__home">
          <Trans>首頁</Trans>
        </NavLink>
        {member ? (
          // The member's own name (family name first, as in Chinese), kept current by the bus.
          <NavLink to="/member" className="shell-header__member">
            {`${member.lastName}${member.firstName}`.trim() || <Trans>會員中心</Trans>}
          </NavLink>
        ) : (
          <NavLink to="/member/login">
            <Trans>登入</Trans>
          </NavLink>
        )}
        <CartBadge />
        <LanguageSwitch />
      </nav>
    </header>
  );
}
