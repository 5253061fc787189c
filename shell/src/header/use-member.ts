// Who is logged in, for the header: asked once, then kept current by the bus (login, logout,
// profile changes: each member-changed event asks again; a logout clears it at once).
import { subscribe, type Profile } from '@storefront/contracts';
import { api } from '@storefront/ui';
import { useEffect, useState } from 'react';

export function useMember(): Profile | null {
  const [member, setMember] = useState<Profile | null>(null);
  useEffect(() => {
    let cancelled = false;
    const refresh = () => {
      api()
        .call('memberAccountDetail', {})
        .then(
          (profile) => !cancelled && setMember(profile),
          () => !cancelled && setMember(null),
        );
    };
    refresh();
    const unsubscribe = subscribe('member-changed', ({ loggedIn }) => {
      if (!loggedIn) setMember(null);
      refresh();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);
  return member;
}
