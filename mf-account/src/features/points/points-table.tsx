// One points list (earned or used): date, kind (瀏覽 / 推廣 / 購買 / 折抵 / 退回 / 扣回), what the
// points are about and points, with thousands separators. A row of an order shows the order
// number (ZS…) linked to the order; a view or promote row the product, linked to it.
import { Trans } from '@lingui/react/macro';
import { formatDate, formatPoints, type PointsRecord } from '@storefront/contracts';
import { EmptyState, useLanguage } from '@storefront/ui';
import type { ReactNode } from 'react';
import { PointsKindLabel, PointsReason } from './points-reason';

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
                <Trans>類別</Trans>
              </th>
              <th scope="col">
                <Trans>訂單編號／商品</Trans>
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
                  <PointsKindLabel kind={r.kind} />
                </td>
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
