// The related products grid: each card with picture, title, badge and price (discount with the
// list price struck through); auction cards show the current price and the end date.
import { Trans } from '@lingui/react/macro';
import { PRODUCT_BASE, currentAuctionPrice, formatDate, type RelatedProduct } from '@storefront/contracts';
import { Price, api, useApiData, useLanguage } from '@storefront/ui';
import { Link } from 'react-router-dom';

function RelatedCard({ product }: { product: RelatedProduct }) {
  const lang = useLanguage();
  const isAuction = product.productBase === PRODUCT_BASE.auction;
  return (
    <li className="product-page__related-card">
      <Link to={`/products/${product.slug}`}>
        {product.img ? (
          <img src={product.img} alt="" width={180} height={180} loading="lazy" decoding="async" />
        ) : (
          <span className="product-page__related-placeholder" />
        )}
        {product.badgeText ? <span className="product-page__badge">{product.badgeText}</span> : null}
        <span className="product-page__related-title">{product.title}</span>
      </Link>
      {isAuction ? (
        <p className="product-page__related-price">
          <Trans>目前價格</Trans>{' '}
          <Price amount={currentAuctionPrice(product.auctionRecords, product.startAuctionAmount)} currencyType={product.currencyType} />
          <br />
          <Trans>結標日期</Trans> {product.endAuctionDate ? formatDate(product.endAuctionDate, lang) : ''}
        </p>
      ) : (
        <p className="product-page__related-price">
          <Price amount={product.discount ?? product.price} original={product.price} currencyType={product.currencyType} />
        </p>
      )}
    </li>
  );
}

export function RelatedProducts({ productId }: { productId: number }) {
  const related = useApiData(
    (signal) =>
      api()
        .call('productRelated', { params: { productId }, signal })
        .then((r) => r.productList),
    [productId],
  );
  // The grid is a bonus under the product: it stays out of the way while loading or on failure.
  if (related.state !== 'ready' || related.data.length === 0) return null;
  return (
    <section className="product-page__related" aria-labelledby="related-title">
      <h2 id="related-title" className="product-page__section-title">
        <Trans>相關商品</Trans>
      </h2>
      <ul className="product-page__related-grid">
        {related.data.map((product) => (
          <RelatedCard key={product.productId} product={product} />
        ))}
      </ul>
    </section>
  );
}
