// The Z points a shopper earns with this product: for viewing, promoting (sharing) and buying.
// The server's numbers win; the specification's defaults (1, 2, 6) fill in when it sends none.
import { Trans } from '@lingui/react/macro';
import { formatPoints, type ProductDetail } from '@storefront/contracts';

export const DEFAULT_POINTS = { view: 1, promote: 2, purchase: 6 } as const;

export function PointsEvents({ product }: { product: ProductDetail }) {
  const view = formatPoints(product.viewCommission ?? DEFAULT_POINTS.view);
  const promote = formatPoints(product.shareCommission ?? DEFAULT_POINTS.promote);
  const purchase = formatPoints(product.purchaseCommission ?? DEFAULT_POINTS.purchase);
  return (
    <section className="product-page__points" aria-labelledby="points-events-title">
      <h2 id="points-events-title" className="product-page__section-title">
        <Trans>Z 紅利活動</Trans>
      </h2>
      <ul>
        <li>
          <Trans>瀏覽商品：{view} 點</Trans>
        </li>
        <li>
          <Trans>推廣分享：{promote} 點</Trans>
        </li>
        <li>
          <Trans>購買商品：{purchase} 點</Trans>
        </li>
      </ul>
    </section>
  );
}
