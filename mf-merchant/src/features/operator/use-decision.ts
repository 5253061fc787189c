// Sending a decision (approve or reject): success is announced and the screen reloads; a 409
// (another operator decided first) says so and reloads; any other failure is shown where the
// decision was made, and nothing typed is lost.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@storefront/contracts';
import { notify } from '@storefront/ui';
import { useState } from 'react';

export function useDecision(reload: () => void) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(send: () => Promise<unknown>, done: string): Promise<void> {
    setFailure(null);
    setNotice(null);
    setBusy(true);
    try {
      await send();
      notify({ text: done });
      setNotice(done);
      reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setNotice(t`此項目已由其他人審核，已重新載入`);
        reload();
      } else if (error instanceof ApiError) {
        setFailure(`${t`無法送出審核結果`} (${error.status} ${error.msg || error.title})`);
      } else {
        setFailure(t`無法連線，請稍後再試`);
      }
    } finally {
      setBusy(false);
    }
  }
  return { decide, failure, notice, busy };
}
