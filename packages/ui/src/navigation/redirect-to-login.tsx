// Sends a visitor to the login page with a return URL to the current page.
import { loginUrl } from '@storefront/contracts';
import { useEffect } from 'react';
import { LoadingState } from '../components/loading-state';
import { useSiteNavigate } from './use-site-navigate';

export function RedirectToLogin() {
  const goTo = useSiteNavigate();
  useEffect(() => {
    goTo(loginUrl(window.location.pathname + window.location.search), { replace: true });
  }, [goTo]);
  return <LoadingState />;
}
