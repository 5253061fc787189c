// The related products grid: the shop's product cards (packages/ui ProductCard).
import { Trans } from '@lingui/react/macro';
import { ProductCard, api, useApiData } from '@storefront/ui';

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
          <li key={product.productId}>
            <ProductCard product={product} imageSize={180} />
          </li>
        ))}
      </ul>
    </section>
  );
}
