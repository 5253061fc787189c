// What one points row is: its kind (瀏覽 / 推廣 / 購買 / 折抵 / 退回 / 扣回, POINTS_KIND) and what it
// is about: the order's number linked to the order, else the product it was earned on, linked to
// the product.
import { useLingui } from '@lingui/react/macro';
import type { PointsRecord } from '@storefront/contracts';
import { POINTS_KIND } from '@storefront/contracts/member';
import { Link } from '@storefront/ui';
import { productPath } from '../../shared/product-path';

/** The name of each kind of points row, as a list's filter offers it and a row shows it. */
export function usePointsKindText(): (kind: PointsRecord['kind']) => string {
  const { t } = useLingui();
  return (kind) => {
    switch (kind) {
      case POINTS_KIND.view:
        return t({ message: '瀏覽', context: 'points kind' });
      case POINTS_KIND.promote:
        return t({ message: '推廣', context: 'points kind' });
      case POINTS_KIND.purchase:
        return t({ message: '購買', context: 'points kind' });
      case POINTS_KIND.use:
        return t({ message: '折抵', context: 'points kind' });
      case POINTS_KIND.useReturned:
        return t({ message: '退回', context: 'points kind' });
      case POINTS_KIND.reversal:
        return t({ message: '扣回', context: 'points kind' });
      default:
        return t({ message: '其他', context: 'points kind' });
    }
  };
}

export function PointsKindLabel({ kind }: { kind: PointsRecord['kind'] }) {
  return <>{usePointsKindText()(kind)}</>;
}

export function PointsReason({ record }: { record: PointsRecord }) {
  if (record.orderId != null) {
    return <Link to={`/member/order/${record.orderId}`}>{record.orderStatementId || String(record.orderId)}</Link>;
  }
  if (!record.productTitle) return null;
  return record.productSlug ? <Link to={productPath(record.productSlug)}>{record.productTitle}</Link> : <>{record.productTitle}</>;
}
