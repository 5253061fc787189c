// The cancel-account tab: a confirmation dialog; on success the server has ended every session of
// the member, the header hears of the logout on the bus and the visitor goes home.
import { Trans } from '@lingui/react/macro';
import { publish } from '@storefront/contracts';
import { ConfirmButton, api, useSiteNavigate } from '@storefront/ui';

export function CancelAccount({ userId }: { userId: number }) {
  const goTo = useSiteNavigate();
  const cancel = async () => {
    await api().call('memberCancel', { body: { userId } });
    publish('member-changed', { loggedIn: false });
    goTo('/', { replace: true });
  };
  return (
    <div>
      <p>
        <Trans>取消帳號後將無法再登入，您的紅利點數也會一併失效。</Trans>
      </p>
      <ConfirmButton
        variant="danger"
        label={<Trans>取消帳號</Trans>}
        title={<Trans>確定要取消帳號嗎？</Trans>}
        confirmLabel={<Trans>確定取消帳號</Trans>}
        onConfirm={cancel}
      >
        <p>
          <Trans>此動作無法復原。</Trans>
        </p>
      </ConfirmButton>
    </div>
  );
}
