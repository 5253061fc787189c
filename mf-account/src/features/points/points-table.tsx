// One page of a points list (earned or used): date, kind (瀏覽 / 推廣 / 購買 / 折抵 / 退回 / 扣回), what
// the points are about and points, with thousands separators. A row of an order shows the order
// number (ZS…) linked to the order; a view or promote row the product, linked to it.
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatPoints, type PointsRecord } from '@storefront/contracts';
import { TableHead, useLanguage } from '@storefront/ui';
import { PointsKindLabel, PointsReason } from './points-reason';

export function PointsTable({ caption, records }: { caption: string; records: readonly PointsRecord[] }) {
  const { t } = useLingui();
  const lang = useLanguage();
  return (
    <table className="account-table">
      <caption className="sf-visually-hidden">{caption}</caption>
      <TableHead columns={[t`日期`, t`類別`, t`訂單編號／商品`, t`點數`]} />
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
  );
}
