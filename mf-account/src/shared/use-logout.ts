// Logging out ends the session on the server, tells the header through the bus and goes home.
import { publish } from '@storefront/contracts';
import { api, useSiteNavigate } from '@storefront/ui';
import { useCallback } from 'react';

export function useLogout(): () => Promise<void> {
  const goTo = useSiteNavigate();
  return useCallback(async () => {
    try {
      await api().call('memberLogout');
    } finally {
      publish('member-changed', { loggedIn: false });
      goTo('/', { replace: true });
    }
  }, [goTo]);
}
