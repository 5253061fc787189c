// What an ended auction says instead of its countdown and bid form: 已結標, with the winning price
// and the winner masked by the server (b***@example.com) when it sold, or that nobody won.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@storefront/contracts';
import { Price } from '@storefront/ui';

export function AuctionResult({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const sold = product.winningPrice != null;
  return (
    <div className="product-page__auction-result" role="status" data-testid="auction-result">
      <p className="product-page__auction-ended">
        <strong>
          <Trans>已結標</Trans>
        </strong>
      </p>
      {sold ? (
        <dl className="product-page__auction-facts">
          <div>
            <dt>
              <Trans>得標價格</Trans>
            </dt>
            <dd aria-label={t`得標價格`} data-testid="auction-winning-price">
              <Price amount={product.winningPrice ?? 0} currencyType={product.currencyType} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>得標者</Trans>
            </dt>
            <dd data-testid="auction-winner">{product.winner}</dd>
          </div>
        </dl>
      ) : (
        <p>
          <Trans>此競標無人出價，已流標。</Trans>
        </p>
      )}
    </div>
  );
}
