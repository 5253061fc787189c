// A route only a logged-in member can use (orders, checkout, the member and merchant areas): a
// visitor is sent to the login page with a return URL at once, before the remote loads and asks
// the API for data it can only answer with a 401 (an error in the visitor's console). The session
// cookie is httpOnly; the hint cookie beside it says whether a member is logged in. On the server,
// and while React adopts the server's HTML, the route renders as the server rendered it.
import { hasSessionHint, matchRoutePath } from '@storefront/contracts';
import { RedirectToLogin } from '@storefront/ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const noSubscription = () => () => undefined;
const signedInHere = () => hasSessionHint(document.cookie);
const signedInOnServer = () => true;

/** except: the path patterns inside the route that a visitor may open (the login page). */
export function MembersOnly({ children, except = [] }: { children: ReactNode; except?: readonly string[] }) {
  const { pathname } = useLocation();
  const signedIn = useSyncExternalStore(noSubscription, signedInHere, signedInOnServer);
  return signedIn || except.some((path) => matchRoutePath(path, pathname)) ? children : <RedirectToLogin />;
}
