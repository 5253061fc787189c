// /member/points: the Z points balance, the earned and used lists, and the link to how points
// are earned and used (/earnpoints).
import { Trans } from '@lingui/react/macro';
import { formatPoints } from '@storefront/contracts';
import { ApiDataView, api, useApiData } from '@storefront/ui';
import { Link } from 'react-router-dom';
import { BackToMember } from '../../shared/back-to-member';
import { PointsTable } from './points-table';

export function PointsPage() {
  const points = useApiData(
    (signal) => Promise.all([api().call('pointsEarnedList', { signal }), api().call('pointsUsedList', { signal })]),
    [],
  );
  return (
    <section className="account-page" aria-labelledby="points-title">
      <BackToMember />
      <h1 id="points-title">
        <Trans>Z 紅利</Trans>
      </h1>
      <ApiDataView data={points}>
        {([earned, used]) => {
          const total = formatPoints(earned.totalPoints ?? 0);
          return (
            <>
              <p className="account-points__total">
                <Trans>
                  目前點數：<strong>{total}</strong> 點
                </Trans>
              </p>
              <p>
                <Link to="/earnpoints">
                  <Trans>如何賺取與使用 Z 紅利</Trans>
                </Link>
              </p>
              <div className="account-points">
                <PointsTable title={<Trans>獲得紀錄</Trans>} records={earned.points} />
                <PointsTable title={<Trans>使用紀錄</Trans>} records={used.points} />
              </div>
            </>
          );
        }}
      </ApiDataView>
    </section>
  );
}
