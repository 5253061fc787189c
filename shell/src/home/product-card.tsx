// One product of the home grid: image, title, price, and an auction or sold-out badge.
import { Trans } from '@lingui/react/macro';
import { PRODUCT_BASE, currentAuctionPrice, type RelatedProduct } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { Link } from 'react-router-dom';

export function ProductCard({ product }: { product: RelatedProduct }) {
  const isAuction = product.productBase === PRODUCT_BASE.auction;
  // `discount` is the sale price when the product is on sale (0 or absent otherwise).
  const salePrice = product.discount ?? 0;
  const onSale = !isAuction && salePrice > 0 && salePrice < product.price;
  const price = isAuction
    ? currentAuctionPrice(product.auctionRecords ?? [], product.startAuctionAmount ?? 0)
    : onSale
      ? salePrice
      : product.price;
  return (
    <Link to={`/products/${encodeURIComponent(product.slug)}`} className="shell-product-card">
      <img src={product.img ?? undefined} alt="" width={270} height={270} loading="lazy" decoding="async" />
      <span className="shell-product-card__title">{product.title}</span>
      <span className="shell-product-card__meta">
        {isAuction ? (
          <span className="shell-badge">
            <Trans>競標</Trans>
          </span>
        ) : null}
        {product.inventory === 0 ? (
          <span className="shell-badge shell-badge--muted">
            <Trans>已售完</Trans>
          </span>
        ) : null}
      </span>
      <Price amount={price} original={onSale ? product.price : undefined} currencyType={product.currencyType} />
    </Link>
  );
}
