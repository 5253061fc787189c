// The cancel-account tab: a confirmation dialog; on success the server has ended every session of
// the member, the header hears of the logout on the bus and the visitor goes home.
import { Trans } from '@lingui/react/macro';
import { publish } from '@storefront/contracts';
import { Button, Dialog, FormFailure, api, useFailureText, useSiteNavigate } from '@storefront/ui';
import { useState } from 'react';

export function CancelAccount({ userId }: { userId: number }) {
  const failureText = useFailureText();
  const goTo = useSiteNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await api().call('memberCancel', { body: { userId } });
      setOpen(false);
      publish('member-changed', { loggedIn: false });
      goTo('/', { replace: true });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p>
        <Trans>取消帳號後將無法再登入，您的紅利點數也會一併失效。</Trans>
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trans>取消帳號</Trans>
      </Button>
      <Dialog
        open={open}
        title={<Trans>確定要取消帳號嗎？</Trans>}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>
              <Trans>返回</Trans>
            </Button>
            <Button variant="danger" busy={busy} onClick={confirm}>
              <Trans>確定取消帳號</Trans>
            </Button>
          </>
        }
      >
        <FormFailure failure={failure} />
        <p>
          <Trans>此動作無法復原。</Trans>
        </p>
      </Dialog>
    </div>
  );
}
