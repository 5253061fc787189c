// The top-level routes (history mode, base '/'): which area of the page each path shows. The
// remote areas are the rows of the route table (@storefront/contracts REMOTE_ROUTES), keyed by
// row so that moving between rows never renders one with another's props. The shell's own pages
// (none of them rendered by the server) are fetched when their path opens, so main.js, which every
// page downloads first, carries only the frame.
import { REMOTE_ROUTES, matchRoutePath, routeProps, type RemoteRoute } from '@storefront/contracts';
import { MemberNav, lazyComponent } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { DeferredPage } from './deferred-page';
import { RemoteArea } from './federation/remote-area';
import { MembersOnly } from './members-only';

const HomePage = lazyComponent(() => import('./home/home-page').then((module) => module.HomePage));
const NotFoundPage = lazyComponent(() => import('./not-found/not-found-page').then((module) => module.NotFoundPage));
const PolicyRoute = lazyComponent(() => import('./policies/policy-routes').then((module) => module.PolicyRoute));

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
      <Route
        path="/"
        element={
          <DeferredPage>
            <HomePage />
          </DeferredPage>
        }
      />
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.id} path={route.path} element={<TableRoute route={route} />} />
      ))}
      {(['terms', 'return', 'earnpoints'] as const).map((name) => (
        <Route
          key={name}
          path={`/${name}`}
          element={
            <DeferredPage>
              <PolicyRoute name={name} />
            </DeferredPage>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <DeferredPage>
            <NotFoundPage />
          </DeferredPage>
        }
      />
    </Routes>
  );
}
