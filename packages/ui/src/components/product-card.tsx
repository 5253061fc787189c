// One product as a card of a grid — the home page, the listings, a product's related products —
// so a shopper meets the same card everywhere: the picture, the title, badges (auction, on sale,
// sold out, the merchant's own badge text) and the price to pay now: an auction's current price
// and its end date, or the sale price beside the struck-through list price. The whole card is one
// link, one stop for the keyboard.
import { Trans } from '@lingui/react/macro';
import { PRODUCT_BASE, currentAuctionPrice, formatDate, type RelatedProduct } from '@storefront/contracts';
import { Link } from '../navigation/links';
import { useLanguage } from '../i18n/language';
import { Price } from './price';

export type ProductCardProps = {
  product: RelatedProduct;
  /** The picture's width and height in CSS pixels (it is square): what the grid shows it at. */
  imageSize?: number;
};

/** The sale price of a fixed-price product on sale, or undefined (`discount` is 0 or absent otherwise). */
function salePrice(product: RelatedProduct): number | undefined {
  if (product.productBase === PRODUCT_BASE.auction) return undefined;
  const discount = product.discount ?? 0;
  return discount > 0 && discount < product.price ? discount : undefined;
}

export function ProductCard({ product, imageSize = 240 }: ProductCardProps) {
  const lang = useLanguage();
  const isAuction = product.productBase === PRODUCT_BASE.auction;
  const sale = salePrice(product);
  return (
    <Link to={`/products/${encodeURIComponent(product.slug)}`} className="sf-product-card">
      {product.img ? (
        <img src={product.img} alt="" width={imageSize} height={imageSize} loading="lazy" decoding="async" />
      ) : (
        <span className="sf-product-card__placeholder" />
      )}
      <span className="sf-product-card__title">{product.title}</span>
      <span className="sf-product-card__badges">
        {isAuction ? (
          <span className="sf-badge">
            <Trans>競標</Trans>
          </span>
        ) : null}
        {sale !== undefined ? (
          <span className="sf-badge sf-badge--sale">
            <Trans>特價</Trans>
          </span>
        ) : null}
        {product.inventory === 0 ? (
          <span className="sf-badge sf-badge--muted">
            <Trans>已售完</Trans>
          </span>
        ) : null}
        {product.badgeText ? <span className="sf-badge sf-badge--merchant">{product.badgeText}</span> : null}
      </span>
      {isAuction ? (
        <span className="sf-product-card__price">
          <Trans>目前價格</Trans>{' '}
          <Price
            amount={currentAuctionPrice(product.auctionRecords ?? [], product.startAuctionAmount ?? 0)}
            currencyType={product.currencyType}
          />
          {product.endAuctionDate ? (
            <span className="sf-product-card__ends">
              <Trans>結標日期</Trans> {formatDate(product.endAuctionDate, lang)}
            </span>
          ) : null}
        </span>
      ) : (
        <span className="sf-product-card__price">
          <Price
            amount={sale ?? product.price}
            original={sale !== undefined ? product.price : undefined}
            currencyType={product.currencyType}
          />
        </span>
      )}
    </Link>
  );
}
