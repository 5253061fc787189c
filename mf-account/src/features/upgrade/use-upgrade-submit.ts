// Sending an application: on success the header and the home learn of the new tier or the
// pending application, and the member goes back to /member/; a failure stays on the form
// (nothing typed is lost) with the 'status:{status} error:{title}' message.
import { useLingui } from '@lingui/react/macro';
import { publish } from '@storefront/contracts';
import { notify, useSiteNavigate } from '@storefront/ui';
import { useCallback, useState } from 'react';
import { failureText } from '../../shared/failure-text';

export function useUpgradeSubmit() {
  const { t } = useLingui();
  const goTo = useSiteNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCallback(
    async (call: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await call();
        publish('member-changed', { loggedIn: true });
        notify({ text: t`成功送出申請` });
        goTo('/member/');
      } catch (error) {
        setFailure(failureText(error, t`無法連線，請稍後再試`));
      }
    },
    [goTo, t],
  );
  return { failure, send };
}
