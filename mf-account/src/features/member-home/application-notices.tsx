// The member's applications as the operator left them: a member upgrade waiting for review, and a
// refusal of either kind with the operator's reason and the way to apply again. (A pending partner
// application already reads 申請中 in the tier label; an approval shows as the tier itself.)
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationNotice } from '@storefront/contracts/member';
import { Link } from '@storefront/ui';

export function ApplicationNotices({ applications }: { applications: ApplicationNotice[] }) {
  const { t } = useLingui();
  const shown = applications.filter((a) => a.reviewStatus === 'rejected' || (a.reviewStatus === 'pending' && a.kind === 'member'));
  if (shown.length === 0) return null;
  return (
    <ul className="account-applications" aria-label={t`申請狀態`}>
      {shown.map((application) => (
        <li key={application.kind} className={`account-applications__item account-applications__item--${application.reviewStatus}`}>
          {application.reviewStatus === 'pending' ? (
            <Trans>美立會員申請：審核中</Trans>
          ) : (
            <>
              <p>{application.kind === 'member' ? <Trans>美立會員申請未通過</Trans> : <Trans>美立搭檔申請未通過</Trans>}</p>
              <p data-testid="application-reason">
                <Trans>原因：{application.reason}</Trans>
              </p>
              <Link to={application.kind === 'member' ? '/member/memberupgrade' : '/member/merchantupgrade'}>
                <Trans>重新申請</Trans>
              </Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
