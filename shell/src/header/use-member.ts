// Who is logged in, for the header: asked once, then kept current by the bus (login, logout,
// profile changes: each member-changed event asks again; a logout clears it at once). Asked only
// when the session hint cookie says a member is logged in: a visitor's pages make no call that
// can only answer 401.
import { ApiError, SESSION_HINT_COOKIE, hasSessionHint, subscribe, type Profile } from '@storefront/contracts';
import { api } from '@storefront/ui';
import { useEffect, useState } from 'react';

const loggedIn = () => hasSessionHint(document.cookie);

export function useMember(): Profile | null {
  const [member, setMember] = useState<Profile | null>(null);
  useEffect(() => {
    let cancelled = false;
    const refresh = () => {
      if (!loggedIn()) {
        setMember(null);
        return;
      }
      api()
        .call('memberAccountDetail', {})
        .then(
          (profile) => !cancelled && setMember(profile),
          (error: unknown) => {
            // A session that ended on the server (expired, cancelled): the hint goes too.
            if (error instanceof ApiError && error.unauthorized)
              document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
            if (!cancelled) setMember(null);
          },
        );
    };
    refresh();
    const unsubscribe = subscribe('member-changed', ({ loggedIn: now }) => {
      if (!now) setMember(null);
      refresh();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);
  return member;
}
