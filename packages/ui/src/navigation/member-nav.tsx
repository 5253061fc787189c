// The one navigation across the member screens, whichever remote shows them (the shell places it
// beside the member area): the specification's tabs — account, personal details, order history,
// cash points. A side menu on desktop, a row of tabs on a phone (<= 992 px); the tab of the screen
// shown is marked with aria-current ("page" on its own screen, "true" on a screen under it, such
// as an order's detail). Plain links in a nav landmark: Tab and Enter, no roving focus to learn.
import { useLingui } from '@lingui/react/macro';
import { Link } from './links';
import { useLocation } from 'react-router-dom';

export type MemberNavTab = 'account' | 'details' | 'orders' | 'points';

/** Each tab's screen, and the screens under it. */
const TABS: readonly { tab: MemberNavTab; to: string; under: RegExp }[] = [
  { tab: 'account', to: '/member', under: /^\/member\/(wishlist|memberupgrade|merchantupgrade)\/?$/i },
  { tab: 'details', to: '/member/profile', under: /^\/member\/deliverydetail\/?$/i },
  { tab: 'orders', to: '/member/orders', under: /^\/member\/order\/[^/]+\/?$/i },
  { tab: 'points', to: '/member/points', under: /^$/ },
];

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** Which tab a path belongs to, and whether it is that tab's own screen; null outside them. */
export function memberNavPlace(pathname: string): { tab: MemberNavTab; own: boolean } | null {
  for (const { tab, to, under } of TABS) {
    if (samePath(pathname, to)) return { tab, own: true };
    if (under.test(pathname)) return { tab, own: false };
  }
  return null;
}

export function MemberNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const place = memberNavPlace(pathname);
  // A context of their own: an app's catalog (merged over this package's) may name the same words
  // otherwise (the shell's header says Profile for 個人資料).
  const names: Record<MemberNavTab, string> = {
    account: t({ message: '會員中心', context: 'member navigation' }),
    details: t({ message: '個人資料', context: 'member navigation' }),
    orders: t({ message: '購買紀錄', context: 'member navigation' }),
    points: t({ message: 'Z 紅利', context: 'member navigation' }),
  };
  return (
    <nav className="sf-member-nav" aria-label={t`會員選單`}>
      <ul className="sf-member-nav__list">
        {TABS.map(({ tab, to }) => {
          const current = place?.tab === tab ? (place.own ? 'page' : 'true') : undefined;
          return (
            <li key={tab}>
              <Link to={to} className="sf-member-nav__link" aria-current={current} data-tab={tab}>
                {names[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
