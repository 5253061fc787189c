// On an upgrade form, a member whose last application of this kind was refused reads the
// operator's reason before applying again. Nothing shows otherwise (or while it loads).
import { Trans } from '@lingui/react/macro';
import type { ApplicationNotice } from '@storefront/contracts/member';
import { useMemberNotices } from '../../shared/use-member-notices';

export function LastRefusal({ kind }: { kind: ApplicationNotice['kind'] }) {
  const notices = useMemberNotices();
  if (notices.state !== 'ready') return null;
  const last = notices.data.applications.find((a) => a.kind === kind);
  if (last?.reviewStatus !== 'rejected') return null;
  return (
    <div className="account-refusal" role="note" data-testid="last-refusal">
      <p>
        <strong>
          <Trans>您上次的申請未通過審核</Trans>
        </strong>
      </p>
      <p>
        <Trans>原因：{last.reason}</Trans>
      </p>
      <p>
        <Trans>請依上述原因修正資料後重新送出申請。</Trans>
      </p>
    </div>
  );
}
