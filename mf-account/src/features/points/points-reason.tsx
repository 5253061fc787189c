// What one points row is: its kind (瀏覽 / 推廣 / 購買 / 折抵 / 退回 / 扣回, POINTS_KIND) and what it
// is about: the order's number linked to the order, else the product it was earned on, linked to
// the product.
import { Trans } from '@lingui/react/macro';
import type { PointsRecord } from '@storefront/contracts';
import { POINTS_KIND } from '@storefront/contracts/member';
import { Link } from 'react-router-dom';
import { productPath } from '../../shared/product-path';

export function PointsKindLabel({ kind }: { kind: PointsRecord['kind'] }) {
  switch (kind) {
    case POINTS_KIND.view:
      return <Trans context="points kind">瀏覽</Trans>;
    case POINTS_KIND.promote:
      return <Trans context="points kind">推廣</Trans>;
    case POINTS_KIND.purchase:
      return <Trans context="points kind">購買</Trans>;
    case POINTS_KIND.use:
      return <Trans context="points kind">折抵</Trans>;
    case POINTS_KIND.useReturned:
      return <Trans context="points kind">退回</Trans>;
    case POINTS_KIND.reversal:
      return <Trans context="points kind">扣回</Trans>;
    default:
      return <Trans context="points kind">其他</Trans>;
  }
}

export function PointsReason({ record }: { record: PointsRecord }) {
  if (record.orderId != null) {
    return <Link to={`/member/order/${record.orderId}`}>{record.orderStatementId || String(record.orderId)}</Link>;
  }
  if (!record.productTitle) return null;
  return record.productSlug ? <Link to={productPath(record.productSlug)}>{record.productTitle}</Link> : <>{record.productTitle}</>;
}
