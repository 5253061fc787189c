// Sends a visitor to the login page with a return URL to the current page (its site path,
// including the router's base path on a standalone page).
import { loginUrl } from '@storefront/contracts';
import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { useSiteNavigate } from './use-site-navigate';

export function RedirectToLogin() {
  const goTo = useSiteNavigate();
  const location = useLocation();
  const here = useHref({ pathname: location.pathname, search: location.search });
  useEffect(() => {
    goTo(loginUrl(here), { replace: true });
  }, [goTo, here]);
  return <LoadingState />;
}
