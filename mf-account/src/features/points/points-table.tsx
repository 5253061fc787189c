// One points list (earned or used): date, order and points, with thousands separators.
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPoints, type PointsRecord } from '@storefront/contracts';
import { EmptyState, useLanguage } from '@storefront/ui';
import type { ReactNode } from 'react';

export function PointsTable({ title, records }: { title: ReactNode; records: readonly PointsRecord[] }) {
  const lang = useLanguage();
  return (
    <section className="account-points__list">
      <h2>{title}</h2>
      {records.length === 0 ? (
        <EmptyState title={<Trans>尚無紀錄</Trans>} />
      ) : (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col"><Trans>日期</Trans></th>
              <th scope="col"><Trans>訂單編號</Trans></th>
              <th scope="col"><Trans>點數</Trans></th>
            </tr>
          </thead>
          <tbody>
            {records.map((r, index) => (
              <tr key={`${r.date}-${r.orderId ?? 'none'}-${index}`}>
                <td>{formatDate(r.date, lang)}</td>
                <td>{r.orderId ?? '—'}</td>
                <td className="account-table__number">{formatPoints(r.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
