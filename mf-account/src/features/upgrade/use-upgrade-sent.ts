// What a sent application does: the header and the home learn of the new tier or the pending
// application, and the member goes back to /member/. A failure stays on the form (nothing typed is
// lost) with the 'status:{status} error:{title}' message of useEndpointForm.
import { useLingui } from '@lingui/react/macro';
import { publish } from '@storefront/contracts';
import { notify, useSiteNavigate } from '@storefront/ui';
import { useCallback } from 'react';

export function useUpgradeSent(): () => void {
  const { t } = useLingui();
  const goTo = useSiteNavigate();
  return useCallback(() => {
    publish('member-changed', { loggedIn: true });
    notify({ text: t`成功送出申請` });
    goTo('/member/');
  }, [goTo, t]);
}
