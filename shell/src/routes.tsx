// The top-level routes (history mode, base '/'): which area of the page each path shows. The
// remote areas are the rows of the route table (@storefront/contracts REMOTE_ROUTES), keyed by
// row so that moving between rows never renders one with another's props.
import { REMOTE_ROUTES, matchRoutePath, routeProps, type RemoteRoute } from '@storefront/contracts';
import { MemberNav } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RemoteArea } from './federation/remote-area';
import { HomePage } from './home/home-page';
import { MembersOnly } from './members-only';
import { NotFoundPage } from './not-found/not-found-page';
import { EarnPointsPage } from './policies/earn-points-page';
import { ReturnPolicyPage } from './policies/return-policy-page';
import { TermsPage } from './policies/terms-page';

/** A row of the route table: its remote area with the props the path gives it. */
function TableRoute({ route }: { route: RemoteRoute }) {
  const params = useParams();
  const props = routeProps(route, params as Record<string, string>);
  const area = <RemoteArea key={route.id} remote={route.remote} exposed={route.exposed} props={props} />;
  if (!route.membersOnly) return area;
  const except = route.membersOnly === true ? undefined : route.membersOnly.except;
  return <MembersOnly except={except}>{route.memberNav ? <MemberScreen except={except}>{area}</MemberScreen> : area}</MembersOnly>;
}

/**
 * A member screen beside the member navigation, which stays in place (and keeps working when the
 * area's remote is down) while the area moves between mf-account and mf-orders.
 */
function MemberScreen({ except = [], children }: { except?: readonly string[]; children: ReactNode }) {
  const { pathname } = useLocation();
  if (except.some((path) => matchRoutePath(path, pathname))) return children;
  return (
    <div className="sf-member-layout">
      <MemberNav />
      <div className="sf-member-layout__area">{children}</div>
    </div>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.id} path={route.path} element={<TableRoute route={route} />} />
      ))}
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/return" element={<ReturnPolicyPage />} />
      <Route path="/earnpoints" element={<EarnPointsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
