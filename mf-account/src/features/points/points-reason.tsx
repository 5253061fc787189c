// What one points row is for: its order's number linked to the order, or, without an order, the
// kind of row (POINTS_KIND) with the product it was earned on, linked to the product.
import { Trans } from '@lingui/react/macro';
import type { PointsRecord } from '@storefront/contracts';
import { POINTS_KIND } from '@storefront/contracts/member';
import { Link } from 'react-router-dom';
import { productPath } from '../../shared/product-path';

export function PointsReason({ record }: { record: PointsRecord }) {
  if (record.orderId != null) {
    return <Link to={`/member/order/${record.orderId}`}>{record.orderStatementId || String(record.orderId)}</Link>;
  }
  const product = record.productTitle ? (
    record.productSlug ? (
      <Link to={productPath(record.productSlug)}>{record.productTitle}</Link>
    ) : (
      record.productTitle
    )
  ) : null;
  switch (record.kind) {
    case POINTS_KIND.view:
      return product ? <Trans>瀏覽商品：{product}</Trans> : <Trans>瀏覽商品</Trans>;
    case POINTS_KIND.share:
      return product ? <Trans>分享商品：{product}</Trans> : <Trans>分享商品</Trans>;
    case POINTS_KIND.purchase:
      return <Trans>購物回饋</Trans>;
    case POINTS_KIND.use:
      return <Trans>購物折抵</Trans>;
    case POINTS_KIND.adjust:
      return <Trans>點數調整</Trans>;
    default:
      return <Trans>其他</Trans>;
  }
}
