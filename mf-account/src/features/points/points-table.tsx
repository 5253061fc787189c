// One points list (earned or used): date, what the points are for and points, with thousands
// separators. A row of an order shows the order number (ZS…) linked to the order; the others say
// what they are for (a product viewed or shared, linked to it; an adjustment).
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPoints, type PointsRecord } from '@storefront/contracts';
import { EmptyState, useLanguage } from '@storefront/ui';
import type { ReactNode } from 'react';
import { PointsReason } from './points-reason';

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
              <th scope="col">
                <Trans>日期</Trans>
              </th>
              <th scope="col">
                <Trans>訂單編號／說明</Trans>
              </th>
              <th scope="col">
                <Trans>點數</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((r, index) => (
              <tr key={`${r.date}-${r.orderId ?? 'none'}-${index}`}>
                <td>{formatDate(r.date, lang)}</td>
                <td>
                  <PointsReason record={r} />
                </td>
                <td className="account-table__number">{formatPoints(r.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
