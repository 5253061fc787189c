// Sends a visitor to the login page with a return URL to this product page (its site path, with
// the router's base path on a standalone page).
import { loginUrl } from '@storefront/contracts';
import { useSiteNavigate } from '@storefront/ui';
import { useCallback } from 'react';
import { useHref, useLocation } from 'react-router-dom';

export function useLoginRedirect(): () => void {
  const goTo = useSiteNavigate();
  const location = useLocation();
  const here = useHref({ pathname: location.pathname, search: location.search });
  return useCallback(() => goTo(loginUrl(here)), [goTo, here]);
}
